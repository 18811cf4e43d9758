import type { RatingSummary } from '@/contracts/common';
import type { Product, SimilarProduct } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import { STORES_QUERY_KEY } from '@/web/features/stores';
import type { Prefetch } from '@/web/lib/ssr';
import { productKey, ratingKey, similarKey } from './api';

/**
 * A product page on the server: the product, its rating, its comparisons and the stores (for "Sold by"). The
 * reviews themselves fill in on the client.
 */
export const prefetchProduct =
  (id: number): Prefetch =>
  async (client, load) => {
    const [product, rating, similar, stores] = await Promise.all([
      load<Product>(productKey(id)[0]),
      load<RatingSummary>(ratingKey(id)[0]),
      load<SimilarProduct[]>(similarKey(id)[0]),
      load<Store[]>(STORES_QUERY_KEY[0]),
    ]);
    client.setQueryData(productKey(id), product);
    client.setQueryData(ratingKey(id), rating);
    client.setQueryData(similarKey(id), similar);
    client.setQueryData(STORES_QUERY_KEY, stores);
  };
