import type { ComponentType } from 'react';
import { matchPath, useRoutes, type RouteObject } from 'react-router';
import { loadDeferredParts, preloadable, type Preloadable } from '@/web/lib/preloadable';
import { CLIENT_PAGES, partsOf, PROTECTED_ROUTE, PUBLIC_PAGES, SIGNED_IN_PAGES, SIGNED_IN_PARTS, type PageScreen } from './page-table';
import { RootLayout } from './root-layout';

type Screen = Preloadable<object>;

/** One lazy chunk per screen; the named export becomes the chunk's component (see preloadable). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  return preloadable<object, K>(load, name);
}

const AuthPage = screen(() => import('@/web/features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = screen(() => import('@/web/features/auth/forgot-password-page'), 'ForgotPasswordPage');
const DebugPage = screen(() => import('@/web/features/debug/debug-page'), 'DebugPage');
const ChangeOrderPage = screen(() => import('@/web/features/orders/change/change-order-page'), 'ChangeOrderPage');
const UnsubscribePage = screen(() => import('@/web/features/notifications/unsubscribe-page'), 'UnsubscribePage');
const FavouritesPage = screen(() => import('@/web/features/favourites/favourites-page'), 'FavouritesPage');
const ListsPage = screen(() => import('@/web/features/lists/lists-page'), 'ListsPage');
const ListPage = screen(() => import('@/web/features/lists/list-page'), 'ListPage');
const SharedListPage = screen(() => import('@/web/features/lists/shared-list-page'), 'SharedListPage');
const ReportedReviewsPage = screen(() => import('@/web/features/fulfilment/reported-reviews-page'), 'ReportedReviewsPage');
// Only unknown addresses need this, so it stays out of everyone else's first download.
const NotFoundPage = screen(() => import('@/web/components/not-found-page'), 'NotFoundPage');

/**
 * The server-rendered screens (app/page-table.ts: the public pages', the signed-in pages', the parts of their own
 * some of their views show and the protected route around them), one component per screen however many paths
 * show it.
 */
const RENDERED_SCREENS = new Map<PageScreen, Screen>();
for (const { screen: page } of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES, ...SIGNED_IN_PARTS.map((part) => ({ screen: part })), { screen: PROTECTED_ROUTE }]) {
  if (!RENDERED_SCREENS.has(page)) RENDERED_SCREENS.set(page, preloadable<object, string>(page.load, page.name));
}
const screenOf = (page: { screen: PageScreen }): Screen => RENDERED_SCREENS.get(page.screen)!;
const ProtectedRoute = screenOf({ screen: PROTECTED_ROUTE });
const signedIn = (path: string): Screen => screenOf(SIGNED_IN_PAGES.find((page) => page.path === path)!);
const ProfilePage = signedIn(CLIENT_PAGES.profile);
const OrdersPage = signedIn(CLIENT_PAGES.orders);
const CheckoutPage = signedIn(CLIENT_PAGES.checkout);
const FulfilmentPage = signedIn(CLIENT_PAGES.fulfilment);

/**
 * Loads every server-rendered screen, then the deferred parts they define: the server does it once at start-up,
 * so no page waits for its code.
 */
export async function preloadRenderedScreens(): Promise<void> {
  await Promise.all([...RENDERED_SCREENS.values()].map((screen) => screen.preload()));
  await loadDeferredParts();
}

/**
 * Loads the screen of a server-rendered page at `pathname` (nothing for other paths); for a signed-in one, its
 * protected route and the parts its view at `search` shows (the checkout's payment step).
 */
export async function preloadScreen(pathname: string, search = ''): Promise<void> {
  const page = PUBLIC_PAGES.find(({ path }) => matchPath(path, pathname));
  if (page) {
    await screenOf(page).preload();
    return;
  }
  for (const signedInPage of SIGNED_IN_PAGES) {
    const match = matchPath(signedInPage.path, pathname);
    if (!match) continue;
    const parts = partsOf(signedInPage.resolve(match.params, new URLSearchParams(search)) ?? []);
    await Promise.all([screenOf(signedInPage).preload(), ProtectedRoute.preload(), ...parts.map((part) => screenOf({ screen: part }).preload())]);
    return;
  }
}

/** A path of the tables as a child of the root layout's route. */
const relative = (path: string) => path.slice(1);

/** A public page's route, from its table entry: '/' is the layout's index. */
function publicRoute(page: (typeof PUBLIC_PAGES)[number]): RouteObject {
  const Screen = screenOf(page);
  return page.path === '/' ? { index: true, element: <Screen /> } : { path: relative(page.path), element: <Screen /> };
}

/**
 * The route table of shopping.md section 2: the public pages from app/page-table.ts, then the rest. Declarative
 * routing (no data loaders are used) keeps the router's share of the first download small; the data lives in
 * TanStack Query.
 */
export const APP_ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PUBLIC_PAGES.map(publicRoute),
      { path: relative(CLIENT_PAGES.auth), element: <AuthPage /> },
      { path: relative(CLIENT_PAGES.forgotPassword), element: <ForgotPasswordPage /> },
      { path: relative(CLIENT_PAGES.debug), element: <DebugPage /> },
      { path: relative(CLIENT_PAGES.unsubscribe), element: <UnsubscribePage /> },
      // Anyone with a share link may read the list; copying it asks the visitor to sign in.
      { path: relative(CLIENT_PAGES.sharedList), element: <SharedListPage /> },
      {
        element: <ProtectedRoute />,
        children: [
          { path: relative(CLIENT_PAGES.profile), element: <ProfilePage /> },
          { path: relative(CLIENT_PAGES.orders), element: <OrdersPage /> },
          { path: relative(CLIENT_PAGES.orderChange), element: <ChangeOrderPage /> },
          { path: relative(CLIENT_PAGES.favourites), element: <FavouritesPage /> },
          { path: relative(CLIENT_PAGES.lists), element: <ListsPage /> },
          { path: relative(CLIENT_PAGES.list), element: <ListPage /> },
          { path: relative(CLIENT_PAGES.checkout), element: <CheckoutPage /> },
          // Staff only: the page itself tells a shopper so, and the API answers them 403.
          { path: relative(CLIENT_PAGES.fulfilment), element: <FulfilmentPage /> },
          { path: relative(CLIENT_PAGES.fulfilmentReviews), element: <ReportedReviewsPage /> },
          { path: relative(CLIENT_PAGES.fulfilmentOrder), element: <FulfilmentPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
