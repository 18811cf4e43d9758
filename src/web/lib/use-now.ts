import { useMemo, useSyncExternalStore } from 'react';

/** A clock read once, then moved on every `intervalMs` while a component subscribes. */
function createClock(intervalMs: number) {
  let now: Date | null = null;
  return {
    // Cached so React sees the same snapshot until the clock moves.
    getSnapshot: () => (now ??= new Date()),
    subscribe: (onChange: () => void) => {
      const id = setInterval(() => {
        now = new Date();
        onChange();
      }, intervalMs);
      return () => clearInterval(id);
    },
  };
}

/*
 * The server's HTML is shared for up to a minute and may be made in another time zone, so neither it nor
 * the hydration render may depend on the time: both see null, and the shopper's own time follows right after.
 */
const unknownOnServer = () => null;

/**
 * The current time, refreshed every `intervalMs`; null on the server and while hydrating its HTML (show a
 * placeholder then). A page rendered in the browser alone has the time from its first render.
 */
export function useNow(intervalMs: number): Date | null {
  const clock = useMemo(() => createClock(intervalMs), [intervalMs]);
  return useSyncExternalStore(clock.subscribe, clock.getSnapshot, unknownOnServer);
}
