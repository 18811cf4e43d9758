import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { Product } from '@/contracts/product';
import { publicReadUrl, type PublicRead } from '@/contracts/public-reads';
import { SEARCH_OFFSET_MAX, SEARCH_RESULT_CAP } from '@/domain/search-text';
import { toast } from '@/web/components/ui/use-toast';
import { getJson } from '@/web/lib/api';
import type { Prefetch } from '@/web/lib/ssr';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SEARCH_COMPLETED_EVENT } from '@/web/lib/storage-keys';

export const searchKey = (q: string) => ['/api/products/search', q] as const;

/** Results per page; each request asks for one more, to know whether there is a next page. */
export const SEARCH_PAGE_SIZE = SEARCH_RESULT_CAP;

/** One page's read: the browser fetches its URL, a server render reads it in process (app/page-table.ts). */
export function searchPageRead(q: string, offset: number): Extract<PublicRead, { kind: 'search' }> {
  return { kind: 'search', q, limit: SEARCH_PAGE_SIZE + 1, ...(offset > 0 ? { offset } : {}) };
}

export function searchPageUrl(q: string, offset: number): string {
  return publicReadUrl(searchPageRead(q, offset));
}

interface SearchPage {
  products: Product[];
  offset: number;
  hasMore: boolean;
}

/** One page of results from an answer that asked for one more than a page. */
function searchPage(found: Product[], offset: number): SearchPage {
  return { products: found.slice(0, SEARCH_PAGE_SIZE), offset, hasMore: found.length > SEARCH_PAGE_SIZE };
}

/** /search?q= on the server: the first page of results, in the shape the infinite query keeps. */
export const prefetchSearch =
  (q: string): Prefetch =>
  async (client, load) => {
    const found = await load(searchPageRead(q, 0));
    client.setQueryData<InfiniteData<SearchPage, number>>(searchKey(q), { pages: [searchPage(found, 0)], pageParams: [0] });
  };

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
 * Products matching q across every store, a page at a time ('Show more' fetches the next with ?offset=; the store
 * filter is applied by the caller). A failure shows the spec's toast once.
 */
export function useProductSearch(q: string) {
  const query = useInfiniteQuery({
    queryKey: searchKey(q),
    queryFn: async ({ pageParam, signal }): Promise<SearchPage> => {
      return searchPage(await getJson('productListSchema', searchPageUrl(q, pageParam), signal), pageParam);
    },
    initialPageParam: 0,
    getNextPageParam: (last: SearchPage) => {
      const next = last.offset + SEARCH_PAGE_SIZE;
      return last.hasMore && next <= SEARCH_OFFSET_MAX ? next : undefined;
    },
    enabled: q.length > 0,
  });
  const { data: pages, error } = query;
  const data = useMemo(() => pages?.pages.flatMap((p) => p.products), [pages]);
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

  return {
    data,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
  };
}

