import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ProtectedRoute } from './protected-route';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** The route table of shopping.md section 2; every screen is its own chunk. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('@/web/features/home/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: 'stores', lazy: () => import('@/web/features/stores/stores-page').then((m) => ({ Component: m.StoresPage })) },
      { path: 'products/:id', lazy: () => import('@/web/features/products/product-page').then((m) => ({ Component: m.ProductPage })) },
      { path: 'product/:id', lazy: () => import('@/web/features/products/product-page').then((m) => ({ Component: m.ProductPage })) },
      { path: 'search', lazy: () => import('@/web/features/search/search-page').then((m) => ({ Component: m.SearchPage })) },
      { path: 'auth', lazy: () => import('@/web/features/auth/auth-page').then((m) => ({ Component: m.AuthPage })) },
      { path: 'tutorial', lazy: () => import('@/web/features/help/tutorial-page').then((m) => ({ Component: m.TutorialPage })) },
      { path: 'faq', lazy: () => import('@/web/features/help/faq-page').then((m) => ({ Component: m.FaqPage })) },
      { path: 'debug', lazy: () => import('@/web/features/debug/debug-page').then((m) => ({ Component: m.DebugPage })) },
      { path: 'policies/:policy', lazy: () => import('@/web/features/legal/legal-page').then((m) => ({ Component: m.LegalPage })) },
      {
        Component: ProtectedRoute,
        children: [
          { path: 'profile', lazy: () => import('@/web/features/account/profile-page').then((m) => ({ Component: m.ProfilePage })) },
          { path: 'orders', lazy: () => import('@/web/features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })) },
          { path: 'checkout', lazy: () => import('@/web/features/checkout/checkout-page').then((m) => ({ Component: m.CheckoutPage })) },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
