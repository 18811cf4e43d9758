import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, RECENTLY_VIEWED_KEY } from '@/web/lib/storage-keys';
import { makeProduct, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { RecentlyViewedSection } from './recently-viewed-section';
import { SearchResultsBlock } from './search-results-block';

describe("the home page's stored blocks hydrating the server HTML", () => {
  it('recently viewed: nothing in the HTML; the stored products show once hydrated', async () => {
    stubApi();
    const stored = [makeProduct({ id: 31, name: 'Oat Milk' }), makeProduct({ id: 32, name: 'Sourdough' })];
    const { html, errors } = await renderHydrated(<RecentlyViewedSection />, { localStorage: { [RECENTLY_VIEWED_KEY]: JSON.stringify(stored) } });
    expect(html).toBe('');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Recently Viewed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oat Milk' })).toBeInTheDocument();
  });

  it('the last search: nothing in the HTML; the saved results show once hydrated', async () => {
    const { html, errors } = await renderHydrated(<SearchResultsBlock />, {
      localStorage: { [LAST_SEARCH_QUERY_KEY]: 'milk', [LAST_SEARCH_RESULTS_KEY]: JSON.stringify([makeProduct({ name: 'Whole Milk' })]) },
    });
    expect(html).toBe('');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: /Search Results/ })).toHaveTextContent('Search Results for “milk”');
    expect(screen.getByText('1 item(s) found')).toBeInTheDocument();
  });
});
