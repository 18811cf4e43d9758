import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * New pages open at the top; back and forward leave the browser's own scroll restoration alone, and so does a
 * navigation that only changed a page's own state in its URL (marked `{ keepScroll: true }`, e.g. a store's filters).
 */
export function useScrollReset(): void {
  const { pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const keepScroll = typeof state === 'object' && state !== null && 'keepScroll' in state && state.keepScroll === true;
  useEffect(() => {
    if (navigationType !== 'POP' && !keepScroll) window.scrollTo(0, 0);
  }, [pathname, search, navigationType, keepScroll]);
}
