import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getRoutes, makeProduct, makeStore, renderApp, stubApi } from '@/web/testing';
import { StoresPage } from './stores-page';

// Princes Street (the default location) is at 55.9533, -3.1883: Near is closer than Far.
const FAR = makeStore({ id: 1, name: 'Far Mart', lat: 55.99, lng: -3.3 });
const NEAR = makeStore({ id: 2, name: 'Near Foods', lat: 55.954, lng: -3.189 });

function renderAt(url: string, routes: Record<string, unknown>) {
  stubApi(getRoutes(routes));
  return renderApp(<StoresPage />, { route: url, path: '/stores' }).router;
}

describe('StoresPage', () => {
  it('with no store chosen lists the stores nearest the delivery location first', async () => {
    renderAt('/stores', { '/api/stores': [FAR, NEAR] });
    expect(screen.getByRole('heading', { name: 'Choose a Store' })).toBeInTheDocument();
    expect(screen.getByText('Showing stores nearest to Princes Street, Edinburgh')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Near Foods' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Near Foods', 'Far Mart']);
    expect(screen.getByText('Nearby')).toBeInTheDocument();
  });

  it("says 'Failed to load stores' when the list fails", async () => {
    renderAt('/stores', {});
    expect(await screen.findByText('Failed to load stores')).toBeInTheDocument();
  });

  it('with a store chosen shows 8 placeholders, then its products and count; the back arrow returns to the list', async () => {
    const products = [makeProduct({ name: 'Bread', storeId: 2 }), makeProduct({ name: 'Gone', storeId: 2, available: false }), makeProduct({ name: 'Milk', storeId: 2 })];
    const router = renderAt('/stores?store=2', { '/api/stores': [FAR, NEAR], '/api/stores/2/products': products });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(await screen.findByRole('heading', { name: 'Near Foods Products' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 2 products')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);

    fireEvent.click(screen.getByRole('link', { name: 'Back to stores' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Choose a Store' })).toBeInTheDocument();
  });

  it('shows the empty state when the filters leave nothing', async () => {
    renderAt('/stores?store=2', { '/api/stores': [NEAR], '/api/stores/2/products': [makeProduct({ name: 'Bread' })] });
    await screen.findByText('Showing 1 products');
    // The side panel is a deferred part: its chunk loads after the rest of the page.
    fireEvent.click((await screen.findAllByRole('switch', { name: 'Special offers only' }))[0]!);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your filters to find what you're looking for")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByText('Showing 1 products')).toBeInTheDocument();
  });

  it("says 'Failed to load products' when they fail, and 'Unknown Store' for an id not in the list", async () => {
    renderAt('/stores?store=9', { '/api/stores': [NEAR] });
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Unknown Store Products' })).toBeInTheDocument();
  });

  it('sorts by price, low to high', async () => {
    const products = [makeProduct({ name: 'Dear', price: 3 }), makeProduct({ name: 'Cheap', price: 1 }), makeProduct({ name: 'Middle', price: 2.5, discount: 50 })];
    renderAt('/stores?store=2', { '/api/stores': [NEAR], '/api/stores/2/products': products });
    await screen.findByText('Showing 3 products');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'priceLowToHigh' } });
    expect(screen.getAllByTestId('price').map((p) => p.textContent)).toEqual(['£1.00', '£1.25', '£3.00']);
  });
});

describe("a store's product grid", () => {
  it('shows the first 24 cards, then 48 more at a time with "Show more products"', async () => {
    const products = Array.from({ length: 100 }, (_, i) => makeProduct({ name: `Item ${String(i).padStart(3, '0')}`, storeId: 2 }));
    renderAt('/stores?store=2', { '/api/stores': [FAR, NEAR], '/api/stores/2/products': products });
    expect(await screen.findByText('Showing 100 products')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
    fireEvent.click(screen.getByRole('button', { name: 'Show more products (76 more)' }));
    expect(screen.getAllByTestId('product-card')).toHaveLength(72);
    fireEvent.click(screen.getByRole('button', { name: 'Show more products (28 more)' }));
    expect(screen.getAllByTestId('product-card')).toHaveLength(100);
    expect(screen.queryByRole('button', { name: /Show more products/ })).not.toBeInTheDocument();
  });
});
