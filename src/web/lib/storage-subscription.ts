/**
 * A subscription for useSyncExternalStore over one local-storage key: `listener` joins `listeners` (which the
 * store calls after its own writes, in this tab) and hears storage events for `key` from other tabs.
 */
export function subscribeToStorageKey(key: string, listeners: Set<() => void>, listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
