import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRoutes, makeProduct, makeStore, renderApp, stubApi } from '@/web/testing';
import { StoreSection } from './store-section';

const STORE = makeStore({ id: 3, name: 'Asda' });

function renderSection(index: number, products: unknown) {
  stubApi(getRoutes({ '/api/stores/3/products': products }));
  renderApp(<StoreSection store={STORE} index={index} />);
}

describe('StoreSection', () => {
  it("the first section is the store's Deals: 4 placeholders, then only available discounted products", async () => {
    const products = [
      makeProduct({ name: 'Deal A', discount: 10 }),
      makeProduct({ name: 'Deal B', discount: 20 }),
      makeProduct({ name: 'Deal C', discount: 30 }),
      makeProduct({ name: 'Sold out deal', discount: 30, available: false }),
      makeProduct({ name: 'Full price' }),
    ];
    renderSection(0, products);
    expect(screen.getByRole('heading', { name: 'Asda Deals' })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    const list = screen.getByRole('list', { name: 'Asda Deals' });
    await within(list).findAllByTestId('product-card');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent)
        .sort(),
    ).toEqual(['Deal A', 'Deal B', 'Deal C']);
    expect(screen.getByRole('link', { name: 'View all Asda products' })).toHaveAttribute('href', '/stores?store=3');
  });

  it("the second is 'Top Picks', at most 10 available products", async () => {
    renderSection(1, Array.from({ length: 14 }, () => makeProduct()));
    expect(screen.getByRole('heading', { name: 'Asda Top Picks' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Asda Top Picks' });
    expect(await within(list).findAllByTestId('product-card')).toHaveLength(10);
  });

  it("says 'Failed to load products' when the call fails", async () => {
    renderSection(0, () => new Response('boom', { status: 500 }));
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
  });
});
