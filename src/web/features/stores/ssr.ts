import { firstView } from '@/domain/product-filters';
import type { Prefetch } from '@/web/lib/ssr';
import { storeFirstViewKey } from './api';
import { GRID_FIRST_SIZE } from './products-grid';

/**
 * /stores?store={id} on the server: the first view of the store's products, not the whole list: the HTML
 * carries the first cards and the filters' options, a tenth of the list's bytes, and the browser asks for the
 * whole list as it hydrates. (The store list, for its name, is a plain read of the page: app/page-table.ts.)
 */
export const prefetchStoreFirstView =
  (storeId: number): Prefetch =>
  async (client, load) => {
    const products = await load({ kind: 'store-products', storeId });
    client.setQueryData(storeFirstViewKey(storeId), firstView(products, GRID_FIRST_SIZE));
  };
