/** Recently viewed products (shopping.md sections 4 and 9): most recent first, at most 2. */
export const RECENTLY_VIEWED_LIMIT = 2;

/** Puts the item at the front, moving it there if present, and keeps the newest `limit`. */
export function addRecentlyViewed<T extends { id: number }>(list: readonly T[], item: T, limit: number = RECENTLY_VIEWED_LIMIT): T[] {
  return [item, ...list.filter((p) => p.id !== item.id)].slice(0, limit);
}

/** Reads a stored list; anything that is not a list of objects with numeric ids gives an empty list. */
export function parseRecentlyViewed<T extends { id: number }>(raw: string | null, limit: number = RECENTLY_VIEWED_LIMIT): T[] {
  if (!raw) return [];
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((p): p is T => typeof p === 'object' && p !== null && typeof (p as { id?: unknown }).id === 'number').slice(0, limit);
}
