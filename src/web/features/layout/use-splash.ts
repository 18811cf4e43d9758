import { useCallback, useSyncExternalStore } from 'react';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';

/** Re-check interval of shopping.md section 9 ('splash check 500 ms'). */
export const SPLASH_CHECK_MS = 500;

function readSeen(): boolean {
  try {
    return localStorage.getItem(SPLASH_SEEN_KEY) !== null;
  } catch {
    // Storage blocked (private mode): never trap the shopper behind the splash.
    return true;
  }
}

/** Re-checked every 500 ms, on storage events (other tabs) and on SPLASH_CHANGED_EVENT (this tab: the debug page's reset). */
function subscribeSeen(onChange: () => void): () => void {
  const timer = window.setInterval(onChange, SPLASH_CHECK_MS);
  window.addEventListener('storage', onChange);
  window.addEventListener(SPLASH_CHANGED_EVENT, onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SPLASH_CHANGED_EVENT, onChange);
  };
}

/** The server's HTML is shared by every visitor, so it never carries the splash; a first visit gets it right after hydration. */
const seenOnServer = () => true;

/** Whether the shopper has seen the splash, kept in step with a flag changed elsewhere (see subscribeSeen). */
export function useSplashSeen(): { seen: boolean; dismiss: () => void } {
  const seen = useSyncExternalStore(subscribeSeen, readSeen, seenOnServer);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    } catch (error) {
      console.error('Could not save the splash flag', error);
    }
    window.dispatchEvent(new Event(SPLASH_CHANGED_EVENT));
  }, []);

  return { seen, dismiss };
}
