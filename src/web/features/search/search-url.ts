/**
 * The address of a search: /search?q={query}&store={storeId}. One spelling everywhere (encodeURIComponent:
 * spaces as %20), the one the server renders and caches the page under (app/pages.ts), so a repeat visit is
 * answered from the cache.
 */
export function searchUrl(q: string, storeId: number | null = null): string {
  const url = `/search?q=${encodeURIComponent(q)}`;
  return storeId === null ? url : `${url}&store=${storeId}`;
}
