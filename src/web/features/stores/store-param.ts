/** The chosen store lives in the URL (/stores?store={id}) so back and forward work. */
export const STORE_PARAM = 'store';

export function storeHref(id: number): string {
  return `/stores?${STORE_PARAM}=${id}`;
}

/** The store id from the query, as a decimal integer; null when absent or not a whole number. */
export function parseStoreParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const id = Number.parseInt(value.trim(), 10);
  return id > 0 ? id : null;
}
