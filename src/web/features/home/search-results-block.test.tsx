import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SEARCH_COMPLETED_EVENT } from '@/web/lib/storage-keys';
import { makeProduct, renderApp } from '@/web/testing';
import { SearchResultsBlock } from './search-results-block';

const renderBlock = () => renderApp(<SearchResultsBlock />);

function saveSearch(query: string, results: unknown) {
  localStorage.setItem(LAST_SEARCH_QUERY_KEY, query);
  localStorage.setItem(LAST_SEARCH_RESULTS_KEY, typeof results === 'string' ? results : JSON.stringify(results));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchResultsBlock', () => {
  it('shows nothing until a search has been saved', () => {
    renderBlock();
    expect(screen.queryByTestId('search-results-block')).toBeNull();
  });

  it('shows the saved query, the count and the results', () => {
    saveSearch('milk', [makeProduct({ name: 'Whole Milk' }), makeProduct({ name: 'Oat Milk' })]);
    renderBlock();
    expect(screen.getByRole('heading', { name: /Search Results/ })).toHaveTextContent('Search Results for “milk”');
    expect(screen.getByText('2 item(s) found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oat Milk' })).toBeInTheDocument();
  });

  it('reloads and scrolls into view when a search completes', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderBlock();
    saveSearch('bread', [makeProduct({ name: 'White Loaf' })]);
    act(() => {
      window.dispatchEvent(new Event(SEARCH_COMPLETED_EVENT));
    });
    expect(screen.getByText('1 item(s) found')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('logs and ignores results that cannot be parsed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveSearch('eggs', '{broken');
    renderBlock();
    expect(screen.queryByTestId('search-results-block')).toBeNull();
    expect(log).toHaveBeenCalled();
  });

  it('clear fades for 300 ms, then removes both saved items', () => {
    vi.useFakeTimers();
    saveSearch('tea', [makeProduct({ name: 'Tea Bags' })]);
    renderBlock();
    act(() => screen.getByRole('button', { name: 'Clear search results' }).click());
    expect(screen.getByTestId('search-results-block')).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(299));
    expect(localStorage.getItem(LAST_SEARCH_QUERY_KEY)).toBe('tea');
    expect(screen.getByTestId('search-results-block')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(localStorage.getItem(LAST_SEARCH_QUERY_KEY)).toBeNull();
    expect(localStorage.getItem(LAST_SEARCH_RESULTS_KEY)).toBeNull();
    expect(screen.queryByTestId('search-results-block')).toBeNull();
  });
});
