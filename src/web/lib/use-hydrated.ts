import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates the server's HTML (the server knows nothing of this browser: its basket, its storage),
 * true in the render that follows and in every render made in the browser alone. A part that shows browser state
 * reads it only when this is true, so hydration matches the server and the state shows a moment later.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
