import type { ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { loadDeferredParts, preloadable, type Preloadable } from '@/web/lib/preloadable';
import { RootLayout } from './root-layout';

type Screen = Preloadable<object>;

/** One lazy chunk per screen; the named export becomes the chunk's component (see preloadable). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  return preloadable<object, K>(load, name);
}

const HomePage = screen(() => import('@/web/features/home/home-page'), 'HomePage');
const StoresPage = screen(() => import('@/web/features/stores/stores-page'), 'StoresPage');
const ProductPage = screen(() => import('@/web/features/products/product-page'), 'ProductPage');
const SearchPage = screen(() => import('@/web/features/search/search-page'), 'SearchPage');
const AuthPage = screen(() => import('@/web/features/auth/auth-page'), 'AuthPage');
const ForgotPasswordPage = screen(() => import('@/web/features/auth/forgot-password-page'), 'ForgotPasswordPage');
const TutorialPage = screen(() => import('@/web/features/help/tutorial-page'), 'TutorialPage');
const FaqPage = screen(() => import('@/web/features/help/faq-page'), 'FaqPage');
const DebugPage = screen(() => import('@/web/features/debug/debug-page'), 'DebugPage');
const LegalPage = screen(() => import('@/web/features/legal/legal-page'), 'LegalPage');
const ProfilePage = screen(() => import('@/web/features/account/profile-page'), 'ProfilePage');
const OrdersPage = screen(() => import('@/web/features/orders/orders-page'), 'OrdersPage');
const CheckoutPage = screen(() => import('@/web/features/checkout/checkout-page'), 'CheckoutPage');
const FulfilmentPage = screen(() => import('@/web/features/fulfilment/fulfilment-page'), 'FulfilmentPage');
// Only signed-in screens and unknown addresses need these, so they stay out of everyone else's first download.
const ProtectedRoute = screen(() => import('./protected-route'), 'ProtectedRoute');
const NotFoundPage = screen(() => import('@/web/components/not-found-page'), 'NotFoundPage');

/** The screens the server renders (app/pages.ts), by path: the browser loads the current one before hydrating. */
const RENDERED_SCREENS: [string, Screen][] = [
  ['/', HomePage],
  ['/stores', StoresPage],
  ['/products/:id', ProductPage],
  ['/product/:id', ProductPage],
  ['/search', SearchPage],
  ['/faq', FaqPage],
  ['/tutorial', TutorialPage],
  ['/policies/:policy', LegalPage],
];

/**
 * Loads every server-rendered screen, then the deferred parts they define: the server does it once at start-up,
 * so no page waits for its code.
 */
export async function preloadRenderedScreens(): Promise<void> {
  await Promise.all(RENDERED_SCREENS.map(([, screen]) => screen.preload()));
  await loadDeferredParts();
}

/** Loads the screen of a server-rendered page at `pathname` (nothing for other paths). */
export async function preloadScreen(pathname: string): Promise<void> {
  await RENDERED_SCREENS.find(([path]) => matchPath(path, pathname))?.[1].preload();
}

/**
 * The route table of shopping.md section 2. Declarative routing (no data loaders are used) keeps the
 * router's share of the first download small; the data lives in TanStack Query.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="stores" element={<StoresPage />} />
        <Route path="products/:id" element={<ProductPage />} />
        <Route path="product/:id" element={<ProductPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="auth" element={<AuthPage />} />
        <Route path="auth/forgot" element={<ForgotPasswordPage />} />
        <Route path="tutorial" element={<TutorialPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="debug" element={<DebugPage />} />
        <Route path="policies/:policy" element={<LegalPage />} />
        <Route element={<ProtectedRoute />}>
          <Route path="profile" element={<ProfilePage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          {/* Staff only: the page itself tells a shopper so, and the API answers them 403. */}
          <Route path="fulfilment" element={<FulfilmentPage />} />
          <Route path="fulfilment/:id" element={<FulfilmentPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
