/** The splash screen's full-screen brand background (fixed, above everything but toasts). */
export const SPLASH_BACKDROP =
  'fixed inset-0 z-[60] bg-brand-900 bg-[radial-gradient(circle_at_15%_0%,#0f766e_0%,transparent_60%),radial-gradient(circle_at_100%_100%,#115e59_0%,transparent_55%)] text-white';

/**
 * What a first visit shows while the splash screen's own code loads: the same background, so the page
 * behind never flashes before the splash. Returning visitors never load the splash at all.
 */
export function SplashBackdrop() {
  return <div aria-hidden="true" data-testid="splash-backdrop" className={SPLASH_BACKDROP} />;
}
