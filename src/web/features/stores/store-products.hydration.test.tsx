import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { firstView } from '@/domain/product-filters';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { makeProduct, makeStore, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { STORES_QUERY_KEY, storeFirstViewKey, storeProductsUrl } from './api';
import { GRID_FIRST_SIZE } from './products-grid';
import { StoreProducts } from './store-products';
import { useProductFilters } from './use-product-filters';

const STORE = makeStore({ id: 2, name: 'Near Foods', lat: 55.954, lng: -3.189 });
// 30 in stock (featured ones first), 2 out of stock: the default filters show 30, the first view 24 of them.
const PRODUCTS: Product[] = [
  ...Array.from({ length: 30 }, (_, i) => makeProduct({ id: 500 + i, name: `Loaf ${i}`, storeId: 2, featured: i % 7 === 3, category: i % 2 ? 'Bakery' : 'Pantry' })),
  makeProduct({ id: 600, name: 'Gone Loaf', storeId: 2, available: false }),
  makeProduct({ id: 601, name: 'Gone Beans', storeId: 2, available: false }),
];

const cards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');

/** The whole list's answer, held until the test lets it go. */
function heldList() {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  const calls = stubApi({
    [`GET ${storeProductsUrl(2)}`]: async () => {
      await arrived;
      return { json: PRODUCTS };
    },
  });
  return {
    calls,
    /** Lets the answer go, and waits until the page holds it. */
    release: async (client: QueryClient) => {
      await act(async () => release());
      await waitFor(() => expect(client.getQueryData([storeProductsUrl(2)])).toHaveLength(PRODUCTS.length));
    },
  };
}

async function renderServerPage() {
  return renderHydrated(<StoreProducts storeId={2} />, {
    route: '/stores?store=2',
    path: '/stores',
    seed: (client) => {
      client.setQueryData(STORES_QUERY_KEY, [STORE]);
      // The shell has asked who is signed in (a visitor here): the cards' favourite hearts read it.
      client.setQueryData(USER_QUERY_KEY, null);
      client.setQueryData(storeFirstViewKey(2), JSON.parse(JSON.stringify(firstView(PRODUCTS, GRID_FIRST_SIZE))));
    },
  });
}

describe("A store's server-rendered page (its first view, then the whole list)", () => {
  it('hydrates from the first view without a mismatch, asks for the whole list, and draws the same page from it', async () => {
    const list = heldList();
    const rendered = await renderServerPage();
    expect(rendered.errors).toEqual([]);
    const html = rendered.html.replaceAll('<!-- -->', '');
    // The HTML has the first cards, the whole count and the button for the rest.
    expect(html).toContain('Showing 30 products');
    expect(html).toContain('Loaf 3');
    expect(html).toContain('Show more products (6 more)');
    expect(html).not.toContain('Gone Loaf');
    // (StrictMode mounts twice in development, and the first mount's request is called off.)
    expect(new Set(list.calls.map((c) => c.url))).toEqual(new Set([storeProductsUrl(2)]));

    const before = cards().map((li) => li.textContent);
    expect(before).toHaveLength(GRID_FIRST_SIZE);
    expect(screen.getByText('Showing 30 products')).toBeInTheDocument();

    await list.release(rendered.client);
    expect(cards().map((li) => li.textContent)).toEqual(before);
    expect(screen.getByText('Showing 30 products')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show more products (6 more)' }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: /Show more products/ })).toBeNull();
  });

  it('a filter changed before the whole list arrives shows placeholders, then the filtered list', async () => {
    const list = heldList();
    const { client } = await renderServerPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'nameZA' } });
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();
    expect(screen.queryByText(/^Showing \d+ products$/)).toBeNull();

    await list.release(client);
    expect(screen.getByText('Showing 30 products')).toBeInTheDocument();
    expect(cards()[0]!.textContent).toContain('Loaf 29');
  });

  it("keeps the first view's options object when the whole list brings the same options (the deferred side panel is not re-rendered)", () => {
    const first = JSON.parse(JSON.stringify(firstView(PRODUCTS, GRID_FIRST_SIZE))) as ReturnType<typeof firstView<Product>>;
    const { result, rerender } = renderHook(({ products }: { products?: Product[] }) => useProductFilters(products, first), {
      initialProps: {},
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/stores?store=2']}>{children}</MemoryRouter>,
    });
    expect(result.current.options).toBe(first.options);
    rerender({ products: PRODUCTS });
    expect(result.current.options).toBe(first.options);
    // A list that has changed since the page was rendered brings its own options.
    rerender({ products: [...PRODUCTS, makeProduct({ id: 700, storeId: 2, price: 99 })] });
    expect(result.current.options).not.toBe(first.options);
    expect(result.current.options.bounds.max).toBe(99);
  });
});
