import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Product } from '@/contracts/product';
import { subscribeShopperStateForgotten } from '@/web/lib/shopper-state';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SEARCH_COMPLETED_EVENT } from '@/web/lib/storage-keys';

export interface SavedSearch {
  query: string;
  results: Product[];
}

/** How long the block fades before the saved search is removed (shopping.md section 9). */
export const SEARCH_CLEAR_FADE_MS = 300;

/** The last completed search from local storage; unparsable results are logged and ignored. */
export function readSavedSearch(): SavedSearch | null {
  try {
    const query = localStorage.getItem(LAST_SEARCH_QUERY_KEY);
    const raw = localStorage.getItem(LAST_SEARCH_RESULTS_KEY);
    if (!query || raw === null) return null;
    const results: unknown = JSON.parse(raw);
    if (!Array.isArray(results)) throw new Error('Saved search results are not a list');
    return { query, results: results as Product[] };
  } catch (error) {
    console.error('Could not read the saved search results', error);
    return null;
  }
}

/*
 * The saved search as an external store: read afresh whenever storage holds other text, otherwise the same
 * object, so React's snapshot stays stable.
 */
const listeners = new Set<() => void>();
let cached: { query: string | null; raw: string | null; search: SavedSearch | null } = { query: null, raw: null, search: null };

function getSavedSearch(): SavedSearch | null {
  let query: string | null = null;
  let raw: string | null = null;
  try {
    query = localStorage.getItem(LAST_SEARCH_QUERY_KEY);
    raw = localStorage.getItem(LAST_SEARCH_RESULTS_KEY);
  } catch {
    // Storage blocked: there is nothing saved to show.
  }
  if (query !== cached.query || raw !== cached.raw) cached = { query, raw, search: readSavedSearch() };
  return cached.search;
}

/** The server has no storage: its HTML, and the hydration render after it, show no saved search. */
const noSearchOnServer = () => null;

function subscribeSavedSearch(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener(SEARCH_COMPLETED_EVENT, onChange);
  const unsubscribeForgotten = subscribeShopperStateForgotten(onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener(SEARCH_COMPLETED_EVENT, onChange);
    unsubscribeForgotten();
  };
}

function forgetSavedSearch(): void {
  try {
    localStorage.removeItem(LAST_SEARCH_QUERY_KEY);
    localStorage.removeItem(LAST_SEARCH_RESULTS_KEY);
  } catch (error) {
    console.error('Could not clear the saved search', error);
  }
  for (const listener of listeners) listener();
}

/**
 * The saved search, reloaded whenever the search completed event fires. `completions` counts those
 * events so the block can scroll itself into view; `clear` fades for 300 ms, then forgets the search.
 */
export function useSavedSearch() {
  const search = useSyncExternalStore(subscribeSavedSearch, getSavedSearch, noSearchOnServer);
  const [completions, setCompletions] = useState(0);
  const [fading, setFading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const onCompleted = () => {
      clearTimeout(timer.current);
      setFading(false);
      setCompletions((n) => n + 1);
    };
    window.addEventListener(SEARCH_COMPLETED_EVENT, onCompleted);
    return () => {
      window.removeEventListener(SEARCH_COMPLETED_EVENT, onCompleted);
      clearTimeout(timer.current);
    };
  }, []);

  const clear = useCallback(() => {
    setFading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      forgetSavedSearch();
      setFading(false);
    }, SEARCH_CLEAR_FADE_MS);
  }, []);

  return { search, completions, fading, clear };
}
