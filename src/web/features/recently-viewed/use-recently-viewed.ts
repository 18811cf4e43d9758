import { useSyncExternalStore } from 'react';
import type { Product } from '@/contracts/product';
import { addToRecentlyViewed, clearRecentlyViewed, getRecentlyViewed, subscribeRecentlyViewed } from './recently-viewed-store';

const EMPTY: Product[] = [];

/** The recently viewed products, most recent first, kept in step across components and tabs. */
export function useRecentlyViewed() {
  const items = useSyncExternalStore(subscribeRecentlyViewed, getRecentlyViewed, () => EMPTY);
  return { items, add: addToRecentlyViewed, clear: clearRecentlyViewed };
}
