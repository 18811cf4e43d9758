import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE, appReadyHeld, whenAppReadyReleased } from '@/web/lib/app-ready';

/** The parts of the shell hydrated (or rendered) on their own: the page's screen and the footer, each lazy. */
export type ReadyPart = 'page' | 'footer';
const PARTS: ReadyPart[] = ['page', 'footer'];
const ready = new Set<ReadyPart>();

function markIfLive(): void {
  if (PARTS.every((p) => ready.has(p)) && !appReadyHeld()) document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}
whenAppReadyReleased(markIfLive);

/**
 * Notes a part as live; the document is marked once every part is (a failed footer counts as done) and no
 * deferred part (lib/preloadable.tsx) holds it back.
 */
export function markReady(part: ReadyPart): void {
  ready.add(part);
  markIfLive();
}

/**
 * Marks the document once the page's screen and the footer have committed: hydrated over the server's page
 * (each lazy part is a Suspense boundary of its own and may hydrate after the shell, its clicks doing nothing
 * until then), or rendered in the browser. So a script (the end-to-end journeys) can tell a server-rendered page
 * that is only visible from one whose buttons work. Renders nothing, on both sides.
 */
export function AppReady({ part }: { part: ReadyPart }) {
  useEffect(() => markReady(part), [part]);
  return null;
}
