import type { Product } from '@/contracts/product';
import { addRecentlyViewed, parseRecentlyViewed } from '@/domain/recently-viewed';
import { subscribeShopperStateForgotten } from '@/web/lib/shopper-state';
import { RECENTLY_VIEWED_KEY } from '@/web/lib/storage-keys';
import { subscribeToStorageKey } from '@/web/lib/storage-subscription';

/**
 * Recently viewed products in local storage, readable from any component without a provider.
 * The parsed list is cached per stored text so React's external-store snapshot stays stable.
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; list: Product[] } = { raw: null, list: [] };

function readRaw(): string | null {
  try {
    return localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch (error) {
    console.error('Could not read recently viewed products', error);
    return null;
  }
}

export function getRecentlyViewed(): Product[] {
  const raw = readRaw();
  if (raw === cached.raw) return cached.list;
  let list: Product[] = [];
  try {
    list = parseRecentlyViewed<Product>(raw);
  } catch (error) {
    console.error('Could not read recently viewed products', error);
  }
  cached = { raw, list };
  return list;
}

function emit() {
  for (const listener of listeners) listener();
}

export function addToRecentlyViewed(product: Product): void {
  const next = addRecentlyViewed(getRecentlyViewed(), product);
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch (error) {
    console.error('Could not save recently viewed products', error);
  }
  emit();
}

export function clearRecentlyViewed(): void {
  try {
    localStorage.removeItem(RECENTLY_VIEWED_KEY);
  } catch (error) {
    console.error('Could not clear recently viewed products', error);
  }
  emit();
}

/** Subscribes to changes from this tab (the shopper's state forgotten too) and, through storage events, from other tabs. */
export function subscribeRecentlyViewed(listener: () => void): () => void {
  const unsubscribeStorage = subscribeToStorageKey(RECENTLY_VIEWED_KEY, listeners, listener);
  const unsubscribeForgotten = subscribeShopperStateForgotten(listener);
  return () => {
    unsubscribeStorage();
    unsubscribeForgotten();
  };
}
