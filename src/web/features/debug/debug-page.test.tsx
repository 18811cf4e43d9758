import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/contracts/product';
import { makeProduct } from '@/web/features/stores/test-products';
import { createQueryClient } from '@/web/lib/query-client';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';
import { DebugPage } from './debug-page';

function product(id: number): Product {
  return makeProduct({ id, price: id === 1 ? 1.5 : 2, category: 'Bakery', categoryId: 3, brand: null, unit: null });
}

/** The API as the debug page sees it: a config answer and 120 products served 50 at a time. */
function mockApi(debugEnabled: boolean) {
  const all = Array.from({ length: 120 }, (_, i) => product(i + 1));
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/config') return Response.json({ debugEnabled });
    if (url.pathname === '/api/products') {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      return Response.json(all.slice(offset, offset + limit));
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/debug', Component: DebugPage }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DebugPage', () => {
  it('is the 404 page when the server has debugging off, and fetches no products', async () => {
    const fetchMock = mockApi(false);
    renderAt('/debug');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/config']);
  });

  it('lists a page of 50 with raw price and its type, and pages on with offset', async () => {
    const fetchMock = mockApi(true);
    renderAt('/debug');
    const items = await screen.findAllByTestId('debug-product');
    expect(items).toHaveLength(50);
    expect(within(items[0]!).getByTestId('raw-price')).toHaveTextContent(/^1\.5$/);
    expect(within(items[0]!).getByTestId('price-type')).toHaveTextContent(/^number$/);
    expect(fetchMock).toHaveBeenCalledWith('/api/products?limit=50&offset=0', expect.anything());

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing products 51–100')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/products?limit=50&offset=50', expect.anything());

    fireEvent.click(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing products 101–120')).toBeInTheDocument();
    expect(screen.getAllByTestId('debug-product')).toHaveLength(20);
    // A short page is the last one.
    expect(within(screen.getByRole('navigation', { name: 'Product pages, top' })).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reset removes only the splash flag; clear empties storage; both tell this tab', async () => {
    mockApi(true);
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
