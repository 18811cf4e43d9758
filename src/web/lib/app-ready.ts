/**
 * The attribute on <html> once the app is live: hydrated over the server's page, or rendered in the browser
 * (src/web/app/app-ready.tsx sets it once the page and the footer are live, and no deferred part of the page
 * is still waiting for its code). The end-to-end journeys wait for it before they click.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

let holds = 0;
let onRelease: (() => void) | null = null;

/** Holds the attribute back until the returned release is called (once; later calls do nothing). */
export function holdAppReady(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    onRelease?.();
  };
}

export const appReadyHeld = (): boolean => holds > 0;

/** What app/app-ready.tsx checks again whenever a hold is released. */
export function whenAppReadyReleased(check: () => void): void {
  onRelease = check;
}
