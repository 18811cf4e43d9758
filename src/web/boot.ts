/**
 * What a server-rendered page loads first (src/server/modules/pages/document.ts): nothing but this. The page is
 * already on screen, so the app's code (main.tsx and its chunks, and the screen's chunks the page names in
 * <meta name="es-preload">) is fetched after the first paint, not beside the stylesheet and the page's largest
 * picture while they still decide when the shopper sees anything.
 */
import { PRELOAD_META } from './lib/preload-meta';

let started = false;

function loadApp(): void {
  if (started) return;
  started = true;
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_META}"]`)?.content ?? '';
  for (const href of named.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

const painted = (entries: PerformanceEntryList) => entries.some((entry) => entry.name === 'first-contentful-paint');

// The browser's own word that the page is painted (timers would not do: a page in a test may run a paused
// clock). Where paint timing is missing, or nothing is ever painted (a tab opened in the background), the load
// event starts the app instead.
if (painted(performance.getEntriesByType('paint'))) {
  loadApp();
} else {
  try {
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      loadApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the load event below.
  }
  addEventListener('load', loadApp, { once: true });
}
