import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEY } from '@/web/lib/storage-keys';
import { getRoutes, makeProduct, makeStore, renderApp, stubApi } from '@/web/testing';
import { HomePage } from './home-page';

const STORES = [makeStore({ id: 1, name: 'Tesco' }), makeStore({ id: 2, name: 'Aldi' }), makeStore({ id: 3, name: 'Lidl' })];
const products = (storeId: number) => [1, 2, 3, 4].map((n) => makeProduct({ storeId, name: `Item ${storeId}-${n}`, discount: 10 }));

function renderHome(routes: Record<string, unknown>) {
  stubApi(getRoutes(routes));
  renderApp(<HomePage />);
}

const ALL = { '/api/stores': STORES, '/api/stores/1/products': products(1), '/api/stores/2/products': products(2), '/api/stores/3/products': products(3) };

describe('HomePage', () => {
  it('shows the hero, then placeholders while loading: 6 store tiles and 4 cards in each of 2 sections', () => {
    renderHome(ALL);
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/stores');
    expect(screen.getByText(/Tesco, Sainsbury's, Asda/)).toBeInTheDocument();
    expect(screen.getAllByTestId('store-tile-skeleton')).toHaveLength(6);
    const sections = screen.getAllByTestId('store-section-skeleton');
    expect(sections).toHaveLength(2);
    for (const s of sections) expect(within(s).getAllByTestId('product-card-skeleton')).toHaveLength(4);
  });

  it('repeats the stores three times in the carousel, exposing one copy, and shows Deals then Top Picks', async () => {
    renderHome(ALL);
    const carousel = await screen.findByRole('list', { name: 'Nearby stores' });
    await within(carousel).findAllByRole('link');
    expect(carousel.querySelectorAll('a')).toHaveLength(9);
    expect(within(carousel).getAllByRole('link')).toHaveLength(3);
    expect(within(carousel).getAllByRole('link')[0]).toHaveAttribute('href', expect.stringMatching(/^\/stores\?store=\d$/));
    expect(screen.getByRole('link', { name: 'View all stores' })).toHaveAttribute('href', '/stores');

    const headings = (await screen.findAllByTestId('store-section')).map((s) => within(s).getByRole('heading', { level: 2 }).textContent);
    expect(headings).toHaveLength(2);
    expect(headings[0]).toMatch(/^(Tesco|Aldi|Lidl) Deals$/);
    expect(headings[1]).toMatch(/^(Tesco|Aldi|Lidl) Top Picks$/);
    expect(headings[0]!.split(' ')[0]).not.toBe(headings[1]!.split(' ')[0]);

    for (const step of ['Select Stores', 'Add Items', 'Receive Delivery']) expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
  });

  it('shows Recently Viewed when the list is not empty', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([makeProduct({ id: 901, name: 'Fresh Bread' })]));
    renderHome(ALL);
    const section = screen.getByRole('region', { name: 'Recently Viewed' });
    expect(within(section).getByRole('link', { name: 'Fresh Bread' })).toHaveAttribute('href', '/products/901');
  });

  it("says 'Failed to load stores' when the store list fails", async () => {
    renderHome({});
    expect(await screen.findByText('Failed to load stores')).toBeInTheDocument();
  });
});
