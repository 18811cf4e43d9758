import { lazy, memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SignInModalHost } from '@/web/features/auth/sign-in-modal-host';
import { useCartDrawer } from '@/web/features/cart/cart-drawer-context';
import { BOTTOM_TAB_BAR_SPACE, BottomTabBar } from '@/web/features/layout/bottom-tab-bar';
import { Header } from '@/web/features/layout/header';
import { ScrollToTop } from '@/web/features/layout/scroll-to-top';
import { SplashBackdrop } from '@/web/features/layout/splash-backdrop';
import { useBodyScrollLock } from '@/web/features/layout/use-body-scroll-lock';
import { useIdlePrefetch } from '@/web/features/layout/use-idle-prefetch';
import { useOnceTrue } from '@/web/features/layout/use-once-true';
import { useSplashSeen } from '@/web/features/layout/use-splash';
import { cn } from '@/web/lib/cn';
import { AppReady, markReady } from './app-ready';
import { LazyBoundary } from '@/web/lib/lazy-boundary';
import { RouteErrorBoundary } from './route-error';
import { useScrollReset } from './use-scroll-reset';

const loadCartDrawer = () => import('@/web/features/cart/cart-drawer');
const loadSideMenu = () => import('@/web/features/layout/side-menu');
const CartDrawer = lazy(loadCartDrawer);
const TrackOrderDialog = lazy(() => import('@/web/features/layout/track-order-dialog'));
const SplashScreen = lazy(() => import('@/web/features/layout/splash-screen'));
const SiteFooter = lazy(() => import('@/web/features/layout/site-footer'));

/*
 * The header and the page re-render only for their own reasons, not each time the shell's state changes: a
 * first visit's splash flag turns right after hydration, and a store's page (500 products, 48 cards) must not be
 * rendered again for it in one long task.
 */
const ShellHeader = memo(Header);
/** A footer whose code cannot load is done with: the page must still be marked live. */
const footerFailed = () => markReady('footer');
const Page = memo(function Page({ pathname }: { pathname: string }) {
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* While a screen's code loads, its place takes the screen's height: the footer is not pushed down when it comes. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Outlet />
        <AppReady part="page" />
      </Suspense>
    </RouteErrorBoundary>
  );
});

/**
 * When the splash closes, the button that had focus goes with it and the browser would carry on from where it stood,
 * after the page (the first Tab reached the footer). The page takes focus instead, so the next Tab is "Skip to content".
 */
function useFocusPageAfter(splash: boolean) {
  const pageRef = useRef<HTMLDivElement>(null);
  const wasShown = useRef(splash);
  useEffect(() => {
    const page = pageRef.current;
    if (wasShown.current && !splash && page) {
      // Focusable for this one focus only: a click on the page's plain text must not land focus on it later.
      page.tabIndex = -1;
      page.addEventListener('blur', () => page.removeAttribute('tabindex'), { once: true });
      page.focus({ preventScroll: true });
    }
    wasShown.current = splash;
  }, [splash]);
  return pageRef;
}

/**
 * The app shell: header, page, footers, mobile tab bar and the overlays. Drawers and dialogs are lazy
 * (loaded on first open, warmed when idle) so the first paint carries only what is visible; so are the
 * splash (first visits only) and the footers (after the page, below the fold).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { seen, dismiss } = useSplashSeen();
  // A splash whose code cannot load must not trap the shopper behind its backdrop.
  const [splashFailed, setSplashFailed] = useState(false);
  const splash = !seen && !splashFailed && pathname === '/';
  useBodyScrollLock(splash);
  const pageRef = useFocusPageAfter(splash);
  const [trackOpen, setTrackOpen] = useState(false);
  const trackLoaded = useOnceTrue(trackOpen);
  const { open: cartOpen } = useCartDrawer();
  const cartLoaded = useOnceTrue(cartOpen);
  useIdlePrefetch([loadCartDrawer, loadSideMenu]);
  useScrollReset();

  const openTrack = useCallback(() => setTrackOpen(true), []);

  return (
    <>
      <div ref={pageRef} inert={splash} className={cn('flex min-h-screen flex-col outline-none print:min-h-0 print:pb-0', BOTTOM_TAB_BAR_SPACE)}>
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        {/*
          The shell stays off paper: a printed page is the picking list alone (/fulfilment). Under the splash the
          header is hidden but keeps its place, so the page does not jump when the splash comes and goes.
        */}
        <div className="contents print:hidden" style={splash ? { visibility: 'hidden' } : undefined} aria-hidden={splash || undefined}>
          <ShellHeader />
        </div>
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          <Page pathname={pathname} />
        </main>
        <div className="contents print:hidden">
          <LazyBoundary onError={footerFailed}>
            <Suspense fallback={null}>
              <SiteFooter onTrack={openTrack} />
              <AppReady part="footer" />
            </Suspense>
          </LazyBoundary>
          <BottomTabBar onTrack={openTrack} trackOpen={trackOpen} />
          <ScrollToTop />
        </div>
      </div>

      {splash && (
        <LazyBoundary onError={() => setSplashFailed(true)}>
          <Suspense fallback={<SplashBackdrop />}>
            <SplashScreen onDismiss={dismiss} />
          </Suspense>
        </LazyBoundary>
      )}
      <SignInModalHost />
      {cartLoaded && (
        <Suspense fallback={null}>
          <CartDrawer />
        </Suspense>
      )}
      {trackLoaded && (
        <Suspense fallback={null}>
          <TrackOrderDialog open={trackOpen} onOpenChange={setTrackOpen} />
        </Suspense>
      )}
    </>
  );
}
