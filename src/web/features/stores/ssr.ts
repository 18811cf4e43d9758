import type { Product } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import { firstView } from '@/domain/product-filters';
import type { Prefetch } from '@/web/lib/ssr';
import { STORES_QUERY_KEY, storeFirstViewKey, storeProductsUrl } from './api';
import { GRID_FIRST_SIZE } from './products-grid';

/** /stores on the server: the store list. */
export const prefetchStores: Prefetch = async (client, load) => {
  client.setQueryData(STORES_QUERY_KEY, await load<Store[]>(STORES_QUERY_KEY[0]));
};

/**
 * /stores?store={id} on the server: the store list (for its name) and the first view of the store's products,
 * not the whole list: the HTML carries the first cards and the filters' options, a tenth of the list's bytes,
 * and the browser asks for the whole list as it hydrates.
 */
export const prefetchStoreProducts =
  (storeId: number): Prefetch =>
  async (client, load) => {
    const [products] = await Promise.all([load<Product[]>(storeProductsUrl(storeId)), prefetchStores(client, load)]);
    client.setQueryData(storeFirstViewKey(storeId), firstView(products, GRID_FIRST_SIZE));
  };
