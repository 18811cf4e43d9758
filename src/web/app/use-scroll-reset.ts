import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** New pages open at the top; back and forward leave the browser's own scroll restoration alone. */
export function useScrollReset(): void {
  const { pathname, search } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, search, navigationType]);
}
