import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/contracts/product';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';
import { makeProduct, renderApp, stubApi } from '@/web/testing';
import { DebugPage } from './debug-page';

function product(id: number): Product {
  return makeProduct({ id, price: id === 1 ? 1.5 : 2, category: 'Bakery', categoryId: 3, brand: null, unit: null });
}

/** The API as the debug page sees it: a config answer and 120 products served 50 at a time. */
function serve(debugEnabled: boolean) {
  const all = Array.from({ length: 120 }, (_, i) => product(i + 1));
  return stubApi({
    'GET /api/config': () => ({ json: { debugEnabled } }),
    'GET /api/products': ({ url }) => {
      const params = new URL(url, 'http://localhost').searchParams;
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      return { json: all.slice(offset, offset + limit) };
    },
  });
}

const renderAt = (route: string) => renderApp(<DebugPage />, { route, path: '/debug' });
const urls = (calls: { url: string }[]) => calls.map((c) => c.url);

describe('DebugPage', () => {
  it('is the 404 page when the server has debugging off, and fetches no products', async () => {
    const calls = serve(false);
    renderAt('/debug');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(urls(calls)).toEqual(['/api/config']);
  });

  it('lists a page of 50 with raw price and its type, and pages on with offset', async () => {
    const calls = serve(true);
    renderAt('/debug');
    const items = await screen.findAllByTestId('debug-product');
    expect(items).toHaveLength(50);
    expect(within(items[0]!).getByTestId('raw-price')).toHaveTextContent(/^1\.5$/);
    expect(within(items[0]!).getByTestId('price-type')).toHaveTextContent(/^number$/);
    expect(urls(calls)).toContain('/api/products?limit=50&offset=0');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing products 51–100')).toBeInTheDocument();
    expect(urls(calls)).toContain('/api/products?limit=50&offset=50');

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing products 101–120')).toBeInTheDocument();
    expect(screen.getAllByTestId('debug-product')).toHaveLength(20);
    // A short page is the last one.
    expect(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reset removes only the splash flag; clear empties storage; both tell this tab', async () => {
    serve(true);
    localStorage.setItem(SPLASH_SEEN_KEY, 'true');
    localStorage.setItem('everystore_location', '{}');
    const heard = vi.fn();
    window.addEventListener(SPLASH_CHANGED_EVENT, heard);
    renderAt('/debug');

    fireEvent.click(await screen.findByRole('button', { name: 'Reset splash flag' }));
    expect(localStorage.getItem(SPLASH_SEEN_KEY)).toBeNull();
    expect(localStorage.getItem('everystore_location')).toBe('{}');
    expect(heard).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('storage-status')).toHaveTextContent('Splash flag: not set · Local storage keys: 1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all local storage' }));
    expect(localStorage.length).toBe(0);
    expect(heard).toHaveBeenCalledTimes(2);
    window.removeEventListener(SPLASH_CHANGED_EVENT, heard);
  });
});
