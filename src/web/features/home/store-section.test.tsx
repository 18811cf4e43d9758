import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '@/web/features/stores/test-products';
import { fakeFetch, makeStore } from '@/web/features/stores/test-stores';
import { createQueryClient } from '@/web/lib/query-client';
import { StoreSection } from './store-section';

afterEach(() => vi.unstubAllGlobals());

const STORE = makeStore({ id: 3, name: 'Asda' });

function renderSection(index: number, products: unknown) {
  vi.stubGlobal('fetch', vi.fn(fakeFetch({ '/api/stores/3/products': products })));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <StoreSection store={STORE} index={index} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
