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

const paintTimed = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
/** How long after the load event a page whose browser times paints waits for that paint before it starts anyway. */
const PAINT_BACKSTOP_MS = 1500;

/**
 * After the load event, which can come before the first paint (small pictures from a fast server, a busy
 * renderer): starting the app then would put its scripts ahead of the paint they are meant to follow. So a tab
 * in the background (it paints nothing until shown) starts at once; where the browser times paints, the paint
 * starts the app and this is only a backstop; elsewhere the app starts once a frame has been drawn.
 */
function loadAfterLoadEvent(): void {
  if (document.visibilityState === 'hidden') loadApp();
  else if (paintTimed) setTimeout(loadApp, PAINT_BACKSTOP_MS);
  else requestAnimationFrame(() => requestAnimationFrame(loadApp));
}

// The browser's own word that the page is painted (not a timer: a page in a test may run a paused clock).
// Where paint timing is missing, or nothing is ever painted (a tab opened in the background), the load event
// starts the app instead.
if (painted(performance.getEntriesByType('paint'))) {
  loadApp();
} else {
  if (paintTimed) {
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      loadApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  addEventListener('load', loadAfterLoadEvent, { once: true });
}
