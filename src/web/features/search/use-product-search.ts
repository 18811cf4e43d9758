import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Product } from '@/contracts/product';
import { toast } from '@/web/components/ui/use-toast';
import { schemaQueryFn } from '@/web/lib/api';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SEARCH_COMPLETED_EVENT } from '@/web/lib/storage-keys';

export const searchKey = (q: string) => [`/api/products/search?q=${encodeURIComponent(q)}`] as const;

/** Keeps the last search for the home page's results block and tells it a search completed. */
function saveLastSearch(q: string, results: Product[]): void {
  try {
    localStorage.setItem(LAST_SEARCH_QUERY_KEY, q);
    localStorage.setItem(LAST_SEARCH_RESULTS_KEY, JSON.stringify(results));
  } catch (error) {
    console.error('Could not save the last search', error);
  }
  window.dispatchEvent(new Event(SEARCH_COMPLETED_EVENT));
}

/**
 * Products matching q across every store, fetched once per query (the store filter is applied by the
 * caller). A failure shows the spec's toast once.
 */
export function useProductSearch(q: string) {
  const query = useQuery({ queryKey: searchKey(q), queryFn: schemaQueryFn('productListSchema'), enabled: q.length > 0 });
  const { data, error } = query;
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (data) saveLastSearch(q, data);
  }, [q, data]);

  useEffect(() => {
    if (!error || toasted.current === error) return;
    toasted.current = error;
    console.error('Search failed', error);
    toast({ title: 'Search failed', description: 'An error occurred while searching for products', variant: 'destructive' });
  }, [error]);

  return query;
}

/** ?store= as a store id (decimal integer), or null for all stores. */
export function parseStoreParam(value: string | null): number | null {
  if (value === null) return null;
  const id = Number.parseInt(value, 10);
  return Number.isNaN(id) ? null : id;
}
