import { useState } from 'react';
import type { Product } from '@/contracts/product';

/** `shown` with today's copy of each product, anything new in `list` first; what left `list` stays where it was. */
export function mergeSticky(shown: readonly Product[], list: readonly Product[]): Product[] {
  const now = new Map(list.map((p) => [p.id, p]));
  const seen = new Set(shown.map((p) => p.id));
  return [...list.filter((p) => !seen.has(p.id)), ...shown.map((p) => now.get(p.id) ?? p)];
}

/**
 * The favourites as shown on this visit: a product the shopper un-hearts keeps its place (its heart empty) until
 * they leave, so nothing jumps under their hand, the keyboard's focus stays on the heart, and a slip is undone
 * with a second press.
 */
export function useStickyList(list: readonly Product[] | undefined): Product[] {
  const [seen, setSeen] = useState(list);
  const [shown, setShown] = useState<Product[]>(() => [...(list ?? [])]);
  if (list !== seen) {
    setSeen(list);
    setShown(mergeSticky(shown, list ?? []));
  }
  return shown;
}
