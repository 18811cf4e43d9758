import type { Product } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import type { Prefetch } from '@/web/lib/ssr';
import { STORES_QUERY_KEY } from './api';

/** /stores on the server: the store list. */
export const prefetchStores: Prefetch = async (client, load) => {
  client.setQueryData(STORES_QUERY_KEY, await load<Store[]>(STORES_QUERY_KEY[0]));
};

/** /stores?store={id} on the server: the store list (for its name) and the store's products. */
export const prefetchStoreProducts =
  (storeId: number): Prefetch =>
  async (client, load) => {
    const url = `/api/stores/${storeId}/products`;
    const [products] = await Promise.all([load<Product[]>(url), prefetchStores(client, load)]);
    client.setQueryData([url], products);
  };
