import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * A value derived from the window's scroll position. `select` must return a primitive: the component
 * re-renders only when that value changes, not on every scroll event.
 */
export function useScrollSelector<T extends string | number | boolean>(select: (scrollY: number) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.scrollY),
    () => select(0),
  );
}
