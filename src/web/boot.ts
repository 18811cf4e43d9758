/**
 * What a server-rendered page loads first (src/server/modules/pages/document.ts): nothing but this. The page is
 * already on screen, so the app's code (main.tsx and its chunks, and the screen's chunks the page names in
 * <meta name="es-preload">) is fetched after the first paint, not beside the stylesheet and the page's largest
 * picture while they still decide when the shopper sees anything.
 */
import { PRELOAD_META } from './lib/preload-meta';

function loadApp(): void {
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

// The timer runs once the frame that requestAnimationFrame precedes has been painted.
requestAnimationFrame(() => setTimeout(loadApp, 0));
