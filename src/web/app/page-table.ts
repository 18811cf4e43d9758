import type { ComponentType } from 'react';
import type { PublicRead } from '@/contracts/public-reads';
import { parseIdText } from '@/domain/ids';
import { filtersFromParams, isDefaultFilters } from '@/domain/product-filters';
import { parseStoreParam as parseSearchStore, searchUrl } from '@/web/features/search/search-url';
import { PAYMENT_STEP_CHUNK } from '@/web/features/checkout/payment-step-chunk';
import { successOrderId } from '@/web/features/orders/success-url';
import { parseStoreParam, STORE_PARAM, storeHref } from '@/web/features/stores/store-param';

/*
 * The public pages (issue 17): the routes whose content is the same for every visitor, so the server renders
 * them. This table is their one definition: the browser's router makes their routes from it (app/router.tsx),
 * the server registers its rendered paths from it (server/modules/pages/routes.ts), and a render prefetches what
 * it lists (app/page-prefetch.ts). It is a plain .ts module of the web app, not a .tsx, because both sides import
 * it: at run time it holds no React (a screen is an `import()` called only to render it; the one React name is
 * a type), so the server reads its paths without loading the app. The signed-in pages the server renders per
 * request are the second table below; the sign-in pages, /debug and unknown addresses get the plain shell.
 */

/**
 * What a page keeps in its query cache that is not one read's answer under its own key: the home page's random
 * pick, a store's first view, a search's first page (each made by its feature: app/page-prefetch.ts).
 */
export type PageView = { kind: 'home-pick' } | { kind: 'store-first-view'; storeId: number } | { kind: 'search-first-page'; q: string };

/** What a page prefetches: public reads (each kept under publicReadKey, as the browser's hooks ask) and views. */
export type PagePrefetch = PublicRead | PageView;

/** A route's screen: its lazy chunk, and the module as the build manifest names it (relative to src/web). */
export interface PageScreen {
  module: string;
  name: string;
  load: () => Promise<Record<string, ComponentType>>;
}

/** The :params of a matched path (React Router and Fastify spell patterns alike). */
export type PageParams = Readonly<Record<string, string | undefined>>;

export interface PublicPage {
  /** The route pattern, absolute. */
  path: string;
  screen: PageScreen;
  /**
   * For a URL matching `path`: its canonical URL (its path and only the parameters the page reads, in a fixed
   * order: the page is rendered and cached under it, so `/search?q=milk&utm=x` shares `/search?q=milk`'s
   * rendering) and what it prefetches; null when the server leaves that URL to the browser.
   */
  resolve: (params: PageParams, search: URLSearchParams) => { url: string; prefetch: PagePrefetch[] } | null;
}

/** A public page resolved for one URL: what the server renders and caches. */
export interface PageTarget {
  url: string;
  /** The screen's module, for the build manifest (its chunks are preloaded before hydration). */
  module: string;
  prefetch: PagePrefetch[];
}

function screen<K extends string>(module: string, load: () => Promise<Record<K, ComponentType>>, name: K): PageScreen {
  return { module, name, load: load as PageScreen['load'] };
}

// The import() paths and module names sit side by side; page-table.test.ts checks each module holds its screen.
const SCREENS = {
  home: screen('features/home/home-page.tsx', () => import('@/web/features/home/home-page'), 'HomePage'),
  stores: screen('features/stores/stores-page.tsx', () => import('@/web/features/stores/stores-page'), 'StoresPage'),
  product: screen('features/products/product-page.tsx', () => import('@/web/features/products/product-page'), 'ProductPage'),
  search: screen('features/search/search-page.tsx', () => import('@/web/features/search/search-page'), 'SearchPage'),
  faq: screen('features/help/faq-page.tsx', () => import('@/web/features/help/faq-page'), 'FaqPage'),
  tutorial: screen('features/help/tutorial-page.tsx', () => import('@/web/features/help/tutorial-page'), 'TutorialPage'),
  legal: screen('features/legal/legal-page.tsx', () => import('@/web/features/legal/legal-page'), 'LegalPage'),
};

/** What every page reads besides its own content: the footer's contact details. */
const EVERY_PAGE: PagePrefetch[] = [{ kind: 'operator' }];

/** A page with no data of its own. */
const fixed = (url: string) => () => ({ url, prefetch: [] });

/** A product (the old /product/:id address too): it, its rating, its comparisons and the stores (for "Sold by"). */
const productPage = (prefix: string): PublicPage => ({
  path: `/${prefix}/:id`,
  screen: SCREENS.product,
  resolve: ({ id }) => {
    const productId = parseIdText(id ?? '');
    if (productId === null) return null;
    return {
      url: `/${prefix}/${productId}`,
      prefetch: [
        { kind: 'product', id: productId },
        { kind: 'product-rating', id: productId },
        { kind: 'similar', id: productId },
        { kind: 'stores' },
      ],
    };
  },
});

export const PUBLIC_PAGES: readonly PublicPage[] = [
  // The home page draws its stores and their products (and keeps the stores it drew from).
  { path: '/', screen: SCREENS.home, resolve: () => ({ url: '/', prefetch: [{ kind: 'home-pick' }] }) },
  {
    path: '/stores',
    screen: SCREENS.stores,
    // The store list; with ?store=, also that store's first view (its name comes from the list). A store's page
    // with filters or a sort in its URL (a reload, a shared link, Back) is the browser's to draw: the server draws
    // only the unfiltered first view, which the browser, reading the filters, would not hydrate to (React #418).
    resolve: (_params, search) => {
      const storeId = parseStoreParam(search.get(STORE_PARAM));
      if (storeId === null) return { url: '/stores', prefetch: [{ kind: 'stores' }] };
      if (!isDefaultFilters(filtersFromParams(search))) return null;
      return { url: storeHref(storeId), prefetch: [{ kind: 'stores' }, { kind: 'store-first-view', storeId }] };
    },
  },
  productPage('products'),
  productPage('product'),
  {
    path: '/search',
    screen: SCREENS.search,
    // An empty search shows nothing worth rendering; the store filter is applied in the browser. The stores: the
    // filter chips, and each card's chain.
    resolve: (_params, search) => {
      const q = (search.get('q') ?? '').trim();
      if (!q) return null;
      return { url: searchUrl(q, parseSearchStore(search.get('store'))), prefetch: [{ kind: 'search-first-page', q }, { kind: 'stores' }] };
    },
  },
  { path: '/faq', screen: SCREENS.faq, resolve: fixed('/faq') },
  { path: '/tutorial', screen: SCREENS.tutorial, resolve: fixed('/tutorial') },
  {
    path: '/policies/:policy',
    screen: SCREENS.legal,
    resolve: ({ policy }) => (policy !== undefined && /^[a-z-]+$/.test(policy) ? { url: `/policies/${policy}`, prefetch: [] } : null),
  },
];

/** `page` at a URL it matched, with its params and query: the page to render, or null. */
export function resolvePage(page: PublicPage, params: PageParams, search: URLSearchParams): PageTarget | null {
  const resolved = page.resolve(params, search);
  return resolved && { url: resolved.url, module: page.screen.module, prefetch: [...EVERY_PAGE, ...resolved.prefetch] };
}

/*
 * The signed-in pages (issue 39, decision 014): rendered by the server for each request, from what the API answers
 * the visitor's own session, and never cached (`private, no-store`; never the page cache). Without a session, or
 * when any read is refused (signed out, not staff), the server sends the plain shell and the browser does as before.
 */

/** What a signed-in page reads, each a GET of the API as the visitor (made by app/page-prefetch.ts). */
export type SignedInView =
  | { kind: 'checkout' }
  /** The payment step: the basket, its stores and the shopper's saved cards (not the details the tab kept). */
  | { kind: 'checkout-payment' }
  /** With the order just placed when the address shows its banner (null: none, or not an order id). */
  | { kind: 'orders-first-page'; placed: number | null }
  | { kind: 'fulfilment-list'; view: 'open' | 'all' };

export interface SignedInPage {
  path: string;
  screen: PageScreen;
  /** What the page reads besides the header's (the visitor and their basket) and the footer's; null: the shell. */
  resolve: (params: PageParams, search: URLSearchParams) => SignedInView[] | null;
}

/** A signed-in page resolved for one request. */
export interface SignedInTarget {
  /** The address as asked (rendered, never cached). */
  url: string;
  /** The screen's module, its views' parts' and the protected route's (their chunks are preloaded before hydration). */
  modules: string[];
  views: SignedInView[];
}

/** The route every signed-in screen sits under (app/router.tsx): loaded with the screen before hydration. */
export const PROTECTED_ROUTE = screen('app/protected-route.tsx', () => import('@/web/app/protected-route'), 'ProtectedRoute');

const SIGNED_IN_SCREENS = {
  checkout: screen('features/checkout/checkout-page.tsx', () => import('@/web/features/checkout/checkout-page'), 'CheckoutPage'),
  orders: screen('features/orders/orders-page.tsx', () => import('@/web/features/orders/orders-page'), 'OrdersPage'),
  profile: screen('features/account/profile-page.tsx', () => import('@/web/features/account/profile-page'), 'ProfilePage'),
  fulfilment: screen('features/fulfilment/fulfilment-page.tsx', () => import('@/web/features/fulfilment/fulfilment-page'), 'FulfilmentPage'),
};

/**
 * The chunks of a screen's own that a view shows (the payment step's card code, kept out of the details step's
 * chunk): loaded with the screen by the server at start-up, and by the browser before it hydrates that view.
 */
const VIEW_PARTS: { readonly [K in SignedInView['kind']]?: readonly PageScreen[] } = {
  // Its loader itself (not a copy): the checkout's component is made from it, and shares what it loaded.
  'checkout-payment': [{ module: PAYMENT_STEP_CHUNK.module, name: PAYMENT_STEP_CHUNK.name, load: PAYMENT_STEP_CHUNK.load as unknown as PageScreen['load'] }],
};

/** Every view's parts (the server loads them all at start-up). */
export const SIGNED_IN_PARTS: readonly PageScreen[] = Object.values(VIEW_PARTS).flat();

/** The parts the views show. */
export const partsOf = (views: readonly SignedInView[]): PageScreen[] => views.flatMap((view) => VIEW_PARTS[view.kind] ?? []);

export const SIGNED_IN_PAGES: readonly SignedInPage[] = [
  // The details step, or the payment step (/checkout?step=payment) with what the server knows: the basket, its
  // totals before the delivery option the tab chose, the saved cards (decision 014); any other step: the shell.
  {
    path: '/checkout',
    screen: SIGNED_IN_SCREENS.checkout,
    resolve: (_params, search) => (!search.has('step') ? [{ kind: 'checkout' }] : search.get('step') === 'payment' ? [{ kind: 'checkout-payment' }] : null),
  },
  { path: '/orders', screen: SIGNED_IN_SCREENS.orders, resolve: (_params, search) => [{ kind: 'orders-first-page', placed: successOrderId(search) }] },
  { path: '/profile', screen: SIGNED_IN_SCREENS.profile, resolve: () => [] },
  {
    path: '/fulfilment',
    screen: SIGNED_IN_SCREENS.fulfilment,
    resolve: (_params, search) => [{ kind: 'fulfilment-list', view: search.get('view') === 'all' ? 'all' : 'open' }],
  },
];

/** `page` at the URL it matched: what the server renders for this request, or null (the shell). */
export function resolveSignedInPage(page: SignedInPage, url: string, params: PageParams, search: URLSearchParams): SignedInTarget | null {
  const views = page.resolve(params, search);
  return views && { url, modules: [page.screen.module, ...partsOf(views).map((part) => part.module), PROTECTED_ROUTE.module], views };
}

/**
 * The screens only the browser renders (forms, signed-in and staff screens), by path. The router's routes for
 * them and the server's list of addresses it answers with the app's shell both come from here; any other address
 * is answered 404 (with the shell, which shows the not-found screen).
 */
export const CLIENT_PAGES = {
  auth: '/auth',
  forgotPassword: '/auth/forgot',
  debug: '/debug',
  profile: '/profile',
  orders: '/orders',
  /** Changing a placed order until its cut-off (issue 34). */
  orderChange: '/orders/:id/change',
  favourites: '/favourites',
  /** Where an e-mail's unsubscribe link lands (issue 36): no sign-in needed. */
  unsubscribe: '/unsubscribe',
  lists: '/lists',
  list: '/lists/:id',
  sharedList: '/shared/:token',
  checkout: '/checkout',
  fulfilment: '/fulfilment',
  fulfilmentReviews: '/fulfilment/reviews',
  fulfilmentOrder: '/fulfilment/:id',
} as const;
