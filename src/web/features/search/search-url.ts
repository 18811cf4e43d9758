/**
 * The address of a search: /search?q={query}&store={storeId}. One spelling everywhere (encodeURIComponent:
 * spaces as %20), the one the server renders and caches the page under (app/page-table.ts), so a repeat visit is
 * answered from the cache.
 */
export function searchUrl(q: string, storeId: number | null = null): string {
  const url = `/search?q=${encodeURIComponent(q)}`;
  return storeId === null ? url : `${url}&store=${storeId}`;
}

/** ?store= as a store id (decimal integer), or null for all stores. */
export function parseStoreParam(value: string | null): number | null {
  if (value === null) return null;
  const id = Number.parseInt(value, 10);
  return Number.isNaN(id) ? null : id;
}

/** The navigation state of a search the shopper has just made: the results page then takes focus to its heading. */
export const FOCUS_RESULTS = { focusResults: true } as const;

export function wantsResultsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusResults' in state && state.focusResults === true;
}
