import type { QueryClient } from '@tanstack/react-query';
import { publicReadKey } from '@/contracts/public-reads';
import { prefetchHome } from '@/web/features/home/home-pick';
import { prefetchSearch } from '@/web/features/search/use-product-search';
import { prefetchStoreFirstView } from '@/web/features/stores/ssr';
import type { SafeUser } from '@/contracts/auth';
import { USER_QUERY_KEY } from '@/web/features/auth/use-user';
import type { Cart } from '@/contracts/cart';
import { CART_QUERY_KEY } from '@/web/features/cart/api';
import { cartSavingsKey } from '@/web/features/cart/swap-api';
import { deliverySlotsUrl } from '@/web/features/checkout/slot-picker';
import { fulfilmentListKey } from '@/web/features/fulfilment/api';
import { ORDERS_LIST_KEY, ORDERS_PAGE_SIZE, orderQueryKey } from '@/web/features/orders/api';
import { PAYMENT_METHODS_URL, paymentMethodsKey } from '@/web/features/payment-methods/api';
import type { Prefetch, PublicLoader, SignedInLoader } from '@/web/lib/ssr';
import type { PagePrefetch, PageTarget, PageView, SignedInTarget, SignedInView } from './page-table';

/**
 * How each view of app/page-table.ts is made. Here and not in the table because the views' code lives in the
 * features, beside the hooks that read them (React modules the table must not load); keyed by the table's
 * types, so a view without its maker does not compile.
 */
const VIEWS: { [K in PageView['kind']]: (view: Extract<PageView, { kind: K }>) => Prefetch } = {
  'home-pick': () => prefetchHome,
  'store-first-view': ({ storeId }) => prefetchStoreFirstView(storeId),
  'search-first-page': ({ q }) => prefetchSearch(q),
};

const isView = (item: PagePrefetch): item is PageView => Object.hasOwn(VIEWS, item.kind);

/**
 * Fills the query cache with what the page lists, all at once: a read's answer under the key the browser's hook
 * asks for (publicReadKey), a view as its feature keeps it.
 */
export async function prefetchPage(target: PageTarget, client: QueryClient, load: PublicLoader): Promise<void> {
  await Promise.all(
    target.prefetch.map(async (item) => {
      if (isView(item)) return (VIEWS[item.kind] as (view: PageView) => Prefetch)(item)(client, load);
      client.setQueryData(publicReadKey(item), await load(item));
    }),
  );
}

/** A signed-in page's read: a GET as the visitor, kept under the key the browser's hook asks for. */
type SignedInPrefetch = (client: QueryClient, get: SignedInLoader) => Promise<void>;

/**
 * The Order Summary's "Swap to save" banner, so the summary is painted at its final height (both checkout steps):
 * the basket's savings, kept where useCartSavings asks. Optional: a refused or failed read leaves the banner to
 * the browser, as before.
 */
const prefetchSavings: SignedInPrefetch = async (client, get) => {
  const [cart, savings] = await Promise.all([get(CART_QUERY_KEY[0]) as Promise<Cart>, get('/api/cart/savings').catch(() => undefined)]);
  if (savings !== undefined && cart.items.length > 0) client.setQueryData(cartSavingsKey(cart), savings);
};

const SIGNED_IN_VIEWS: { [K in SignedInView['kind']]: (view: Extract<SignedInView, { kind: K }>) => SignedInPrefetch } = {
  // The details step starts from the profile (in every signed-in page's reads) and the basket; its slot picker
  // shows the standard option's slots for the profile's postcode, drawn at their final size; the summary names
  // each line's store.
  checkout: () => async (client, get) => {
    const user = (await get(USER_QUERY_KEY[0])) as SafeUser;
    const url = deliverySlotsUrl('standard', user.postcode ?? '');
    const stores = publicReadKey({ kind: 'stores' })[0];
    const [slots, storeList] = await Promise.all([get(url), get(stores), prefetchSavings(client, get)]);
    client.setQueryData([url], slots);
    client.setQueryData([stores], storeList);
  },
  // The payment step: the summary names each line's store, and the saved cards decide the card form's first
  // paint (the default card chosen, or the new card's fields), kept under the shopper's id as usePaymentMethods
  // asks. The details the tab kept (the delivery option, hence the fee) the server never sees.
  'checkout-payment': () => async (client, get) => {
    const stores = publicReadKey({ kind: 'stores' })[0];
    const [user, storeList, cards] = await Promise.all([get(USER_QUERY_KEY[0]) as Promise<SafeUser>, get(stores), get(PAYMENT_METHODS_URL), prefetchSavings(client, get)]);
    client.setQueryData([stores], storeList);
    client.setQueryData(paymentMethodsKey(user.id), cards);
  },
  'orders-first-page':
    ({ placed }) =>
    async (client, get) => {
      // The first page of the infinite list, as useOrders keeps it; and the order the banner thanks them for.
      const [first, order] = await Promise.all([
        get(`/api/orders?page=1&pageSize=${ORDERS_PAGE_SIZE}`),
        // Not theirs, or no such order: no banner, as in the browser (which asks again and is refused again).
        placed === null ? undefined : get(`/api/orders/${placed}`).catch(() => undefined),
      ]);
      client.setQueryData(ORDERS_LIST_KEY, { pages: [first], pageParams: [1] });
      if (placed !== null && order !== undefined) client.setQueryData(orderQueryKey(placed), order);
    },
  'fulfilment-list':
    ({ view }) =>
    async (client, get) => {
      client.setQueryData(fulfilmentListKey(view), await get(`/api/fulfilment/orders?view=${view}`));
    },
};

/** What every signed-in page shows besides its own: the header's visitor and basket, the footer's contact details. */
const EVERY_SIGNED_IN_PAGE = [USER_QUERY_KEY[0], CART_QUERY_KEY[0], publicReadKey({ kind: 'operator' })[0]];

/**
 * Fills the query cache of a signed-in page with what the visitor's own session is answered (app/page-table.ts),
 * all at once; throws what the loader throws (the server then sends the shell).
 */
export async function prefetchSignedInPage(target: SignedInTarget, client: QueryClient, get: SignedInLoader): Promise<void> {
  await Promise.all([
    ...EVERY_SIGNED_IN_PAGE.map(async (url) => client.setQueryData([url], await get(url))),
    ...target.views.map((view) => (SIGNED_IN_VIEWS[view.kind] as (view: SignedInView) => SignedInPrefetch)(view)(client, get)),
  ]);
}
