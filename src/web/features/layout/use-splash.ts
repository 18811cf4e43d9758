import { useCallback, useEffect, useState } from 'react';
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

/**
 * Whether the shopper has seen the splash. Re-checked every 500 ms, on storage events (other tabs) and on
 * SPLASH_CHANGED_EVENT (this tab: the debug page's reset), so a flag changed elsewhere shows up here.
 */
export function useSplashSeen(): { seen: boolean; dismiss: () => void } {
  const [seen, setSeen] = useState(readSeen);

  useEffect(() => {
    const check = () => setSeen(readSeen());
    const timer = window.setInterval(check, SPLASH_CHECK_MS);
    window.addEventListener('storage', check);
    window.addEventListener(SPLASH_CHANGED_EVENT, check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', check);
      window.removeEventListener(SPLASH_CHANGED_EVENT, check);
    };
  }, []);

  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    } catch (error) {
      console.error('Could not save the splash flag', error);
    }
    setSeen(true);
    window.dispatchEvent(new Event(SPLASH_CHANGED_EVENT));
  }, []);

  return { seen, dismiss };
}
