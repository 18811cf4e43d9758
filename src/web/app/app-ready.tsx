import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '@/web/lib/app-ready';

/**
 * Marks the document once the page's screen has committed: hydrated over the server's page (its Suspense
 * boundary may hydrate after the shell's), or rendered in the browser. So a script (the end-to-end journeys) can
 * tell a server-rendered page that is only visible from one whose buttons work. Renders nothing, on both sides.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
