import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoreReview } from '@/contracts/reviews';
import { fullDate } from '@/domain/reviews';
import { toast } from '@/web/components/ui/use-toast';
import { SignInModalHost } from '@/web/features/auth';
import { STORES_QUERY_KEY } from '@/web/features/stores';
import { ADA, json, makeStore, makeStoreReview, renderApp, reviewServer, sent, stubApi, type ApiHandlers } from '@/web/testing';
import { StoreReviewsDialog } from './store-reviews-dialog';

const WAITROSE = { id: 5, name: 'Waitrose' };
const grace = makeStoreReview({ id: 1, storeId: 5, rating: 5, reviewText: 'Lovely staff', helpfulCount: 2, isVerifiedPurchase: true });
const alan = makeStoreReview({ id: 2, storeId: 5, rating: 3, reviewText: 'Busy at weekends', userFullName: 'Alan Turing' });

afterEach(() => {
  act(() => toast({}).dismiss());
  vi.useRealTimers();
});

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open reviews
      </button>
      <StoreReviewsDialog store={WAITROSE} open={open} onOpenChange={setOpen} />
      <SignInModalHost />
    </>
  );
}

async function openDialog({ reviews = [grace, alan], user = null, extra = {} }: { reviews?: StoreReview[]; user?: typeof ADA | null; extra?: ApiHandlers } = {}) {
  const server = reviewServer('store', 5, reviews);
  const calls = stubApi({ ...server.handlers, ...extra });
  const ui = userEvent.setup();
  const { client } = renderApp(<Harness />, { route: '/stores', path: '/stores', user, stores: [makeStore({ id: 5, name: 'Waitrose' })] });
  await ui.click(screen.getByRole('button', { name: 'Open reviews' }));
  const dialog = await screen.findByRole('dialog', { name: 'Waitrose Reviews' });
  return { ui, dialog, calls, server, client };
}

const listCalls = (calls: { method: string; path: string; url: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/stores/5/reviews').map((c) => c.url);

describe('StoreReviewsDialog', () => {
  it('lists all reviews with the author, Verified Purchase, helpful count and a focusable time with the full date', async () => {
    const { dialog, calls } = await openDialog();
    const items = await within(dialog).findAllByTestId('review-item');
    expect(items).toHaveLength(2);
    expect(listCalls(calls)).toEqual(['/api/stores/5/reviews?all=true']);
    expect(within(items[0]!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 people found this helpful')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Verified Purchase')).not.toBeInTheDocument();
    const time = items[0]!.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', grace.createdAt);
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveTextContent(/ago$/);
    expect(time).toHaveAccessibleDescription(fullDate(grace.createdAt));
    expect(within(dialog).getByTestId('rating-summary')).toHaveTextContent('4.0');
  });

  it('filters by a bar, shows the filtered empty state, and clears with the bar again or Clear filter', async () => {
    const { ui, dialog, calls } = await openDialog();
    await within(dialog).findAllByTestId('review-item');
    const four = within(dialog).getByRole('button', { name: 'Show 4 stars reviews (0)' });
    expect(four).toHaveAttribute('aria-pressed', 'false');
    await ui.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'true');
    expect(await within(dialog).findByText('No 4-star reviews found')).toBeInTheDocument();
    await ui.click(four);
    expect(four).toHaveAttribute('aria-pressed', 'false');
    expect(await within(dialog).findAllByTestId('review-item')).toHaveLength(2);

    await ui.click(within(dialog).getByRole('button', { name: 'Show 3 stars reviews (1)' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review-item')).toHaveLength(1));
    expect(within(dialog).getByText('Busy at weekends')).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('review-item')).toHaveLength(2));
    expect(listCalls(calls)).toEqual(['/api/stores/5/reviews?all=true', '/api/stores/5/reviews?all=true&rating=4', '/api/stores/5/reviews?all=true&rating=3']);
  });

  it('sorts by Most helpful on request', async () => {
    const { ui, dialog, calls } = await openDialog();
    await within(dialog).findAllByTestId('review-item');
    await ui.selectOptions(within(dialog).getByLabelText('Sort by'), 'Most helpful');
    await waitFor(() => expect(listCalls(calls)).toContain('/api/stores/5/reviews?all=true&sort=helpful'));
  });

  it('shows the empty state, and a visitor gets "Sign in to Write a Review" instead of the Write tab', async () => {
    const { ui, dialog } = await openDialog({ reviews: [] });
    expect(await within(dialog).findByText('No reviews yet. Be the first to review this store!')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sign in to Write a Review' })).toHaveAttribute('href', `/auth?redirect=${encodeURIComponent('/stores')}`);
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await ui.click(closeButtons[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open reviews' })).toHaveFocus();
  });

  it('renders review text as literal text, never as HTML', async () => {
    const xss = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const { dialog } = await openDialog({ reviews: [makeStoreReview({ id: 9, storeId: 5, reviewText: xss })] });
    expect(await within(dialog).findByText(xss)).toBeInTheDocument();
    expect(dialog.querySelector('img, script')).toBeNull();
  });

  it('a failed list load says so, with the "Failed to fetch reviews" toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openDialog({ extra: { 'GET /api/stores/5/reviews': () => json({ message: 'down' }, 500) } });
    expect(await within(dialog).findByText('Failed to load reviews. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });
});

describe('StoreReviewsDialog writing', () => {
  it('a signed-in shopper submits a review: exact body, toast, the list and rating fetched again, the store list refreshed', async () => {
    const { ui, dialog, calls, server, client } = await openDialog({
      user: ADA,
      extra: {
        'POST /api/stores/5/reviews': (call) => {
          const body = call.body as { rating: number; reviewText: string };
          const review = makeStoreReview({ id: 30, storeId: 5, userFullName: 'Ada Lovelace', isOwn: true, ...body });
          server.state.reviews.unshift(review);
          return json(review, 201);
        },
      },
    });
    await within(dialog).findAllByTestId('review-item');
    await ui.click(within(dialog).getByRole('tab', { name: 'Write a Review' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByText('Please select a rating')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const group = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    await ui.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await ui.type(within(dialog).getByLabelText(/Your review/), '  Friendly staff ');
    const before = calls.length;
    await ui.click(within(dialog).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map(sent)).toEqual([{ method: 'POST', url: '/api/stores/5/reviews', body: { rating: 4, reviewText: 'Friendly staff' } }]);
    await waitFor(() => {
      const after = calls.slice(before).map((c) => `${c.method} ${c.url}`);
      expect(after).toEqual(expect.arrayContaining(['GET /api/stores/5/reviews?all=true', 'GET /api/stores/5/rating']));
    });
    // The store cards' averages: refetched when next shown (no card is mounted here).
    expect(client.getQueryState(STORES_QUERY_KEY)?.isInvalidated).toBe(true);
    // Back on the list, with the new review in it.
    expect(await within(dialog).findByText('Friendly staff')).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a second review (409) turns the form into an edit of the existing review', async () => {
    const own = makeStoreReview({ id: 31, storeId: 5, rating: 2, isOwn: true, userFullName: 'Ada Lovelace' });
    const { ui, dialog, calls } = await openDialog({
      user: ADA,
      reviews: [own],
      extra: {
        'POST /api/stores/5/reviews': () => json({ message: 'You have already reviewed this store.', code: 'review_exists', reviewId: 31 }, 409),
        'PUT /api/reviews/31': (call) => json({ ...own, ...(call.body as object) }),
      },
    });
    await ui.click(await within(dialog).findByRole('tab', { name: 'Write a Review' }));
    await ui.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('You have already reviewed this store. Press Update Review to replace your review with this one.');
    expect(screen.queryByText('Failed to submit review')).not.toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map(sent)).toEqual([
      { method: 'POST', url: '/api/stores/5/reviews', body: { rating: 5, reviewText: '' } },
      { method: 'PUT', url: '/api/reviews/31', body: { rating: 5, reviewText: '' } },
    ]);
  });

  it('a failed submit shows "Failed to submit review" with the server message', async () => {
    const { ui, dialog } = await openDialog({ user: ADA, extra: { 'POST /api/stores/5/reviews': () => json({ message: 'Too many reviews: try again in an hour' }, 429) } });
    await ui.click(await within(dialog).findByRole('tab', { name: 'Write a Review' }));
    await ui.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Failed to submit review')).toBeInTheDocument();
    expect(screen.getByText('Too many reviews: try again in an hour')).toBeInTheDocument();
  });
});
