import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductReview } from '@/contracts/reviews';
import { toast } from '@/web/components/ui/use-toast';
import { SignInModalHost } from '@/web/features/auth';
import { ADA, json, makeProductReview, renderApp, reviewServer, sent, stubApi, summaryOf, type ApiCall, type ApiHandlers } from '@/web/testing';
import { productRatingKey } from './keys';
import { ProductReviews } from './product-reviews';

const BEANS = { id: 5, name: 'Heinz Baked Beans' };
const grace = makeProductReview({ id: 1, productId: 5, rating: 5, reviewText: 'Proper beans', isVerifiedPurchase: true });
const anon = makeProductReview({ id: 2, productId: 5, rating: 4, reviewText: 'Fine', user: null });

afterEach(() => {
  act(() => toast({}).dismiss());
});

function renderReviews({ reviews = [grace, anon], user = ADA, extra = {} }: { reviews?: ProductReview[]; user?: typeof ADA | null; extra?: ApiHandlers } = {}) {
  const server = reviewServer('product', 5, reviews);
  const calls = stubApi({ ...server.handlers, ...extra });
  const { client } = renderApp(
    <>
      <ProductReviews product={BEANS} summary={summaryOf(reviews)} />
      <SignInModalHost />
    </>,
    // The product page's rating query, which a review change must refresh.
    { route: '/products/5', path: '/products/:id', user, seed: (c) => c.setQueryData(productRatingKey(5), summaryOf(reviews)) },
  );
  return { calls, server, client, ui: userEvent.setup() };
}

const listUrls = (calls: ApiCall[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/products/5/reviews').map((c) => c.url);
const text = () => screen.getByLabelText('Your review');

describe('ProductReviews', () => {
  it('shows "First Last" or "Anonymous User", and the Verified Purchase badge', async () => {
    renderReviews();
    const items = await screen.findAllByTestId('review-item');
    expect(within(items[0]!).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Verified Purchase')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Anonymous User')).toBeInTheDocument();
  });

  it('requests only the chosen rating, with the product empty states', async () => {
    const { ui, calls } = renderReviews();
    await screen.findAllByTestId('review-item');
    await ui.click(screen.getByRole('button', { name: 'Show 3 stars reviews (0)' }));
    expect(await screen.findByText('No 3-star reviews yet.')).toBeInTheDocument();
    expect(listUrls(calls)).toEqual(['/api/products/5/reviews', '/api/products/5/reviews?rating=3']);
  });

  it('says "No reviews yet. Be the first to review this product!" when there are none', async () => {
    renderReviews({ reviews: [] });
    expect(await screen.findByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
  });

  it('counts characters live and gives the 3 and 500 character messages', async () => {
    const { ui, calls } = renderReviews();
    expect(screen.getByText('0/500 characters')).toBeInTheDocument();
    await ui.click(screen.getByRole('radio', { name: '4 stars' }));
    await ui.type(text(), 'ok');
    expect(screen.getByText('2/500 characters')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review must be at least 3 characters')).toBeInTheDocument();
    expect(text()).toHaveAccessibleDescription(/Review must be at least 3 characters/);

    fireEvent.change(text(), { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501/500 characters')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review cannot exceed 500 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('the star input is a radio group labelled per star', async () => {
    const { ui } = renderReviews();
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await ui.click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('submits with isVerifiedPurchase, thanks the shopper and shows the new review', async () => {
    const { ui, calls, server, client } = renderReviews({
      extra: {
        'POST /api/products/5/reviews': (call) => {
          const review = makeProductReview({ id: 40, productId: 5, ...(call.body as object), user: { firstName: 'Ada', lastName: 'Lovelace' }, isOwn: true });
          server.state.reviews.unshift(review);
          return json(review, 201);
        },
      },
    });
    await screen.findAllByTestId('review-item');
    await ui.click(screen.getByRole('radio', { name: '5 stars' }));
    await ui.type(text(), 'Tasty and cheap');
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Review submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for sharing your feedback!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map(sent)).toEqual([
      { method: 'POST', url: '/api/products/5/reviews', body: { rating: 5, reviewText: 'Tasty and cheap', isVerifiedPurchase: true } },
    ]);
    expect(await screen.findByText('Tasty and cheap')).toBeInTheDocument();
    expect(text()).toHaveValue('');
    expect(client.getQueryState(productRatingKey(5))?.isInvalidated).toBe(true);
  });

  it('a failed submit is the toast "Error" with the server message, or the spec fallback', async () => {
    const { ui } = renderReviews({ extra: { 'POST /api/products/5/reviews': () => json({ message: 'Too many reviews' }, 429) } });
    await ui.click(screen.getByRole('radio', { name: '5 stars' }));
    await ui.type(text(), 'Tasty');
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Too many reviews')).toBeInTheDocument();
  });

  it('a 409 turns the form into an edit of the existing review (PUT /api/products/reviews/:id)', async () => {
    const { ui, calls } = renderReviews({
      extra: {
        'POST /api/products/5/reviews': () => json({ message: 'You have already reviewed this product.', code: 'review_exists', reviewId: 1 }, 409),
        'PUT /api/products/reviews/1': (call) => json({ ...grace, ...(call.body as object) }),
      },
    });
    await ui.click(screen.getByRole('radio', { name: '2 stars' }));
    await ui.type(text(), 'Changed my mind');
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You have already reviewed this product.');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map(sent)).toEqual([
      { method: 'POST', url: '/api/products/5/reviews', body: { rating: 2, reviewText: 'Changed my mind', isVerifiedPurchase: true } },
      { method: 'PUT', url: '/api/products/reviews/1', body: { rating: 2, reviewText: 'Changed my mind' } },
    ]);
  });

  it('a visitor submitting is asked to sign in first, and the review is sent after sign-in', async () => {
    const { ui, calls } = renderReviews({
      user: null,
      extra: {
        'POST /api/login': () => json(ADA),
        'GET /api/cart': () => json({}),
        'POST /api/products/5/reviews': (call) => json(makeProductReview({ id: 41, productId: 5, ...(call.body as object) }), 201),
      },
    });
    await ui.click(screen.getByRole('radio', { name: '4 stars' }));
    await ui.type(text(), 'Good value');
    await ui.click(screen.getByRole('button', { name: 'Submit Review' }));
    const modal = await screen.findByRole('dialog');
    expect(calls.some((c) => c.url === '/api/products/5/reviews' && c.method === 'POST')).toBe(false);
    await ui.type(within(modal).getByLabelText('Email'), 'ada@example.com');
    await ui.type(within(modal).getByLabelText('Password'), 'Groceries#2025');
    await ui.click(within(modal).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Thank you for sharing your feedback!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/products/5/reviews' && c.method === 'POST').map((c) => c.body)).toEqual([{ rating: 4, reviewText: 'Good value', isVerifiedPurchase: true }]);
  });

  it('a failed helpful mark on a product review is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ui, calls } = renderReviews({ extra: { 'POST /api/products/reviews/1/helpful': () => json({ message: 'nope' }, 500) } });
    await ui.click(within((await screen.findByText('Proper beans')).closest('li')!).getByRole('button', { name: 'Mark as helpful' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to mark review as helpful', expect.anything()));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/products/reviews/1/helpful']);
    expect(screen.queryByText(/Failed to mark/)).not.toBeInTheDocument();
    log.mockRestore();
  });
});
