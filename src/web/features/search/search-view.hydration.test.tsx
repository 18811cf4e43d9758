import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORES_QUERY_KEY } from '@/web/features/stores';
import { SEARCH_VIEW_KEY } from '@/web/lib/storage-keys';
import { makeProduct, makeStore, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { SearchPage } from './search-page';
import { searchKey } from './use-product-search';

const HEINZ = 'heinz|heinz baked beans|0.415kg';
const STORES = [makeStore({ id: 1, name: 'Tesco' }), makeStore({ id: 6, name: 'Aldi' })];
const FOUND = [
  makeProduct({ id: 1, storeId: 1, name: 'Heinz Baked Beans', brand: 'Heinz', price: 1.4, sameProductKey: HEINZ }),
  makeProduct({ id: 2, storeId: 6, name: 'Heinz Baked Beans', brand: 'Heinz', price: 1.29, sameProductKey: HEINZ }),
];

/** /search?q=heinz as the server renders it: its first page of results and the stores in the cache. */
const renderServerPage = (localStorage: Record<string, string> = {}) =>
  renderHydrated(<SearchPage />, {
    route: '/search?q=heinz',
    path: '/search',
    localStorage,
    seed: (client) => {
      client.setQueryData(STORES_QUERY_KEY, STORES);
      client.setQueryData(searchKey('heinz'), { pages: [{ products: FOUND, offset: 0, hasMore: false }], pageParams: [0] });
    },
  });

describe('the search view hydrating the server HTML', () => {
  it('the server renders a card per store, naming each chain; a visitor who chose one card per product gets it once hydrated, without a mismatch', async () => {
    stubApi();
    const { html, errors } = await renderServerPage({ [SEARCH_VIEW_KEY]: 'per-product' });
    expect(errors).toEqual([]);
    expect(html).toContain('data-testid="product-card"');
    expect(html).not.toContain('data-testid="product-group-card"');
    expect(html).toContain('Heinz Baked Beans, Aldi, £1.29');
    expect(screen.getByRole('radio', { name: 'One card per product' })).toBeChecked();
    expect(screen.getAllByTestId('product-group-card')).toHaveLength(1);
    expect(screen.getByTestId('group-lowest')).toHaveTextContent('£1.29 at 2 stores');
  });

  it('a first visit keeps the server\'s card per store', async () => {
    stubApi();
    const { errors } = await renderServerPage();
    expect(errors).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Card per store' })).toBeChecked();
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
  });
});
