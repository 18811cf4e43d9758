import { useCallback, useSyncExternalStore } from 'react';
import { SEARCH_VIEW_KEY } from '@/web/lib/storage-keys';
import { subscribeToStorageKey } from '@/web/lib/storage-subscription';

/** 'per-store': a card for every chain's product (the default); 'per-product': one card per product, its chains to choose from. */
export type SearchView = 'per-store' | 'per-product';

export const DEFAULT_SEARCH_VIEW: SearchView = 'per-store';

const listeners = new Set<() => void>();

function readView(): SearchView {
  try {
    return localStorage.getItem(SEARCH_VIEW_KEY) === 'per-product' ? 'per-product' : DEFAULT_SEARCH_VIEW;
  } catch {
    return DEFAULT_SEARCH_VIEW;
  }
}

const subscribe = (listener: () => void) => subscribeToStorageKey(SEARCH_VIEW_KEY, listeners, listener);

/** The server's HTML is the same for every visitor: it shows the default, and a stored choice applies once hydrated. */
const viewOnServer = () => DEFAULT_SEARCH_VIEW;

/** The search page's view, remembered in this browser and kept in step across tabs. */
export function useSearchView(): [SearchView, (view: SearchView) => void] {
  const view = useSyncExternalStore(subscribe, readView, viewOnServer);
  const setView = useCallback((next: SearchView) => {
    try {
      localStorage.setItem(SEARCH_VIEW_KEY, next);
    } catch (error) {
      console.error('Could not save the search view', error);
    }
    for (const listener of listeners) listener();
  }, []);
  return [view, setView];
}
