import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SafeUser } from '@/contracts/auth';
import type { Product } from '@/contracts/product';
import { useLogin, useLogout, useUser } from '@/web/features/auth';
import {
  CHECKOUT_DETAILS_KEY,
  COMPARISON_SCORES_KEY,
  LAST_SEARCH_QUERY_KEY,
  LAST_SEARCH_RESULTS_KEY,
  LOCATION_KEY,
  RECENTLY_VIEWED_KEY,
  SEARCH_VIEW_KEY,
  SHOPPER_STATE_OWNER_KEY,
  SPLASH_SEEN_KEY,
} from '@/web/lib/storage-keys';
import { ADA, makeProduct, renderApp, stubApi } from '@/web/testing';
import { RecentlyViewedSection } from './recently-viewed-section';
import { SearchResultsBlock } from './search-results-block';

const BEN: SafeUser = { ...ADA, id: 8, email: 'ben@example.com', firstName: 'Ben', lastName: 'Jones' };
const CRISPS = makeProduct({ id: 41, name: 'Walkers Ready Salted Crisps' });
const VIEWED = makeProduct({ id: 42, name: 'Oat Milk' });
const DEVICE = {
  [SPLASH_SEEN_KEY]: 'true',
  [SEARCH_VIEW_KEY]: 'per-product',
  [LOCATION_KEY]: JSON.stringify({ postcode: 'EH1 2JU', streetName: 'Grassmarket', city: 'Edinburgh', coords: { lat: 55.947, lng: -3.196 } }),
};

/** The home page's stored blocks with the session's own controls, as the header and the sign-in form use them. */
function Home() {
  const { user } = useUser();
  const login = useLogin();
  const logout = useLogout();
  return (
    <>
      <p>{user ? `Signed in as ${user.firstName}` : 'Signed out'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Log out
      </button>
      <button type="button" onClick={() => login.mutate({ email: 'ben@example.com', password: 'Groceries#2025' })}>
        Sign in as Ben
      </button>
      <SearchResultsBlock />
      <RecentlyViewedSection />
    </>
  );
}

/** What a shopper's browsing left behind, and the device's own choices. */
function keepState(owner: number | null) {
  localStorage.setItem(LAST_SEARCH_QUERY_KEY, 'crisps');
  localStorage.setItem(LAST_SEARCH_RESULTS_KEY, JSON.stringify([CRISPS]));
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([VIEWED] satisfies Product[]));
  sessionStorage.setItem(COMPARISON_SCORES_KEY, JSON.stringify([{ product: CRISPS, score: 1, matchTerms: ['crisps'] }]));
  sessionStorage.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ userId: owner, values: { address1: '12 Princes Street' } }));
  if (owner !== null) localStorage.setItem(SHOPPER_STATE_OWNER_KEY, String(owner));
  for (const [key, value] of Object.entries(DEVICE)) localStorage.setItem(key, value);
}

function stubSession() {
  stubApi({
    'POST /api/logout': () => ({ json: { message: 'Logged out' } }),
    'POST /api/login': () => ({ json: BEN }),
    'GET /api/cart': () => ({ json: {} }),
    [`GET /api/products/${VIEWED.id}`]: () => ({ json: VIEWED }),
  });
}

const searchBlock = () => screen.queryByRole('heading', { name: /Search Results/ });
const recentlyViewed = () => screen.queryByRole('heading', { name: 'Recently Viewed' });

function expectShopperStateGone() {
  expect(searchBlock()).toBeNull();
  expect(recentlyViewed()).toBeNull();
  for (const key of [LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, RECENTLY_VIEWED_KEY]) expect(localStorage.getItem(key)).toBeNull();
  for (const key of [COMPARISON_SCORES_KEY, CHECKOUT_DETAILS_KEY]) expect(sessionStorage.getItem(key)).toBeNull();
}

function expectDeviceChoicesKept() {
  for (const [key, value] of Object.entries(DEVICE)) expect(localStorage.getItem(key)).toBe(value);
}

describe("the shopper's state kept in the browser", () => {
  it('is gone after logout, from the page and from storage; the device’s choices stay', async () => {
    stubSession();
    keepState(ADA.id);
    renderApp(<Home />, { user: ADA });
    expect(searchBlock()).toHaveTextContent('Search Results for “crisps”');
    expect(recentlyViewed()).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Signed out');
    expectShopperStateGone();
    expectDeviceChoicesKept();
  });

  it('is not shown to a second shopper signing in on the same browser', async () => {
    stubSession();
    keepState(ADA.id);
    // Ada's session ended without a sign-out here (the browser was closed); Ben signs in next.
    renderApp(<Home />, { user: null });
    await waitFor(() => expect(searchBlock()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Ben' }));
    await screen.findByText('Signed in as Ben');
    expectShopperStateGone();
    expectDeviceChoicesKept();
  });

  it('is forgotten when another shopper signs in over a session that is still open', async () => {
    stubSession();
    keepState(ADA.id);
    renderApp(<Home />, { user: ADA });
    expect(searchBlock()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Ben' }));
    await screen.findByText('Signed in as Ben');
    expectShopperStateGone();
    expect(localStorage.getItem(SHOPPER_STATE_OWNER_KEY)).toBe(String(BEN.id));
    expectDeviceChoicesKept();
  });

  it("stays for its own shopper, and a guest's passes to the shopper who signs in", async () => {
    stubSession();
    keepState(null);
    renderApp(<Home />, { user: null });
    expect(searchBlock()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in as Ben' }));
    await screen.findByText('Signed in as Ben');
    expect(searchBlock()).toHaveTextContent('Search Results for “crisps”');
    expect(recentlyViewed()).toBeInTheDocument();
    expect(localStorage.getItem(SHOPPER_STATE_OWNER_KEY)).toBe(String(BEN.id));
  });
});
