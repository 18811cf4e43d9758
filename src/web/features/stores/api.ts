import { useQuery } from '@tanstack/react-query';
import type { Product } from '@/contracts/product';
import { publicReadKey, publicReadUrl } from '@/contracts/public-reads';
import type { FirstView } from '@/domain/product-filters';
import { schemaQueryFn } from '@/web/lib/api';

export const STORES_QUERY_KEY = publicReadKey({ kind: 'stores' });

/** The store list; `enabled: false` reads it only if something else fetched it. */
export function useStores({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: STORES_QUERY_KEY, queryFn: schemaQueryFn('storeListSchema'), enabled });
}

export const storeProductsUrl = (storeId: number) => publicReadUrl({ kind: 'store-products', storeId });

/** A store's products, the whole list (about 500: the filters work on all of them in the browser). */
export function useStoreProducts(storeId: number) {
  return useQuery({ queryKey: [storeProductsUrl(storeId)], queryFn: schemaQueryFn('productListSchema') });
}

/**
 * The first view of a store's products (src/domain/product-filters.ts), put in the cache only by the server's
 * render of /stores?store={id}: the page's HTML carries it instead of the whole list, which the browser then
 * asks for. It is never fetched; a page reached in the browser starts from the whole list.
 */
export const storeFirstViewKey = (storeId: number) => ['store-first-view', storeId] as const;

export function useStoreFirstView(storeId: number) {
  return useQuery<FirstView<Product>>({
    queryKey: storeFirstViewKey(storeId),
    queryFn: () => Promise.reject(new Error('a first view comes only with a server-rendered page')),
    enabled: false,
    staleTime: Infinity,
  }).data;
}
