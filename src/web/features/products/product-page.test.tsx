import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product, SimilarProduct } from '@/contracts/product';
import { toast } from '@/web/components/ui/use-toast';
import { COMPARISON_SCORES_KEY } from '@/web/lib/storage-keys';
import { ADA, type ApiCall, json, makeCart, makeStore, renderApp, stubApi } from '@/web/testing';
import { ProductPage } from './product-page';

const beans: Product = {
  id: 5,
  name: 'Heinz Baked Beans in Tomato Sauce',
  price: 2,
  category: 'Pantry',
  categoryId: 10,
  storeId: 1,
  brand: 'Heinz',
  description: 'Beanz in a rich tomato sauce.',
  discount: 0,
  unit: '415g',
  available: true,
  featured: false,
  image: '/img/products/5.svg',
  unitPrice: { amount: 4.82, per: 'kg', label: '£4.82/kg' },
  ageRestriction: null,
  multiBuy: null,
  wasPrice: null,
};
const cheaper: SimilarProduct = { ...beans, id: 9, storeId: 6, price: 1.6, score: 80, matchTerms: ['heinz', 'beans'], match: 'same', cheaper: true, saving: 0.4, savingPercent: 20, unitSavingLabel: '£0.96/kg cheaper' };
const stores = [makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F' }), makeStore({ id: 6, name: 'Aldi', logoColor: '#00005F' })];

let routes: Record<string, () => Response>;
let apiCalls: ApiCall[];
const calls = (path: string) => apiCalls.filter((c) => c.url === path);

beforeEach(() => {
  routes = {
    'GET /api/products/5': () => json(beans),
    'GET /api/products/5/rating': () => json({ message: 'down' }, 500),
    'GET /api/products/5/similar': () => json([cheaper]),
    'GET /api/products/5/reviews': () => json([]),
    'POST /api/products/5/reviews': () => json({ message: 'Replaced by the test that posts' }, 500),
    'GET /api/stores': () => json(stores),
    'POST /api/cart/items': () => json(makeCart([])),
  };
  // Looked up at call time, so a test can replace a route after rendering.
  apiCalls = stubApi(Object.fromEntries(Object.keys(routes).map((key) => [key, () => routes[key]!()])));
});

afterEach(() => {
  act(() => toast({}).dismiss());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const renderAt = (route: string) => renderApp(<ProductPage />, { route, path: ['/products/:id', '/product/:id'] });

describe('ProductPage states', () => {
  it('shows Product Not Found for an id that is not a number, without asking the API', async () => {
    renderAt('/products/abc');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The product you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(apiCalls.filter((c) => c.url.startsWith('/api/products'))).toEqual([]);
  });

  it('shows Product Not Found when the API answers 404', async () => {
    renderAt('/product/404');
    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument();
  });

  it('shows the product with its store, zeros for a failed rating, and the food tabs', async () => {
    renderAt('/products/5');
    expect(screen.getByTestId('product-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: beans.name })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText(/Sold by/)).toHaveTextContent('Heinz · Sold by Tesco'));
    expect(within(screen.getByTestId('product-summary')).getByTestId('price')).toHaveTextContent('£2.00');
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '415g · £4.82/kg')).toBeInTheDocument();
    expect(within(screen.getByTestId('product-rating')).getByRole('button', { name: '0 reviews' })).toBeInTheDocument();
    // The tabs are a deferred part: their chunk loads after the rest of the page.
    expect(await screen.findByRole('tab', { name: 'Ingredients' })).toBeInTheDocument();
    expect(screen.queryByText('Out of Stock')).not.toBeInTheDocument();
  });

  it('has no Ingredients tab for a non-food product', async () => {
    routes['GET /api/products/5'] = () => json({ ...beans, name: 'Kitchen Roll', category: 'Household', brand: null });
    renderAt('/products/5');
    await screen.findByRole('heading', { level: 1, name: 'Kitchen Roll' });
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Description', 'Reviews']);
  });

  it('shows the nutrition table and allergens on the Ingredients tab', async () => {
    const user = userEvent.setup();
    renderAt('/products/5');
    await user.click(await screen.findByRole('tab', { name: 'Ingredients' }));
    expect(await screen.findByTestId('ingredients-text')).toHaveTextContent(/^Haricot Beans/);
    expect(within(screen.getByTestId('nutrition-table')).getByRole('rowheader', { name: 'Salt' })).toBeInTheDocument();
    expect(screen.getByText('*Reference intake of an average adult (8400kJ / 2000kcal)')).toBeInTheDocument();
    expect(screen.getAllByTestId('allergen-grid')[0]!.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByText(/cool, dry place, consume within 30 days/)).toBeInTheDocument();
  });

  it('replaces the buying controls with a notice for an unavailable product', async () => {
    routes['GET /api/products/5'] = () => json({ ...beans, available: false });
    renderAt('/products/5');
    expect(await screen.findByText('This item is currently unavailable. Please check back later or try similar products.')).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find it Cheaper' })).toBeInTheDocument();
  });

  it('opens the product reviews dialog from the review count, with the empty state', async () => {
    const user = userEvent.setup();
    renderAt('/products/5');
    await user.click(await screen.findByRole('button', { name: '0 reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product Reviews' });
    expect(await within(dialog).findByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Rating' })).toBeInTheDocument();
    expect(calls('/api/products/5/reviews')).toHaveLength(1);
  });

  it('the Reviews tab lists the reviews, and a new review refreshes the rating shown on the page', async () => {
    const user = userEvent.setup();
    let reviews: object[] = [];
    const summary = () => ({ averageRating: reviews.length ? 4 : 0, totalReviews: reviews.length, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: reviews.length, 5: 0 } });
    routes['GET /api/products/5/rating'] = () => json(summary());
    routes['GET /api/products/5/reviews'] = () => json(reviews);
    routes['POST /api/products/5/reviews'] = () => {
      const review = { id: 1, userId: 7, productId: 5, rating: 4, reviewText: 'Good beans', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', isVerifiedPurchase: false, helpfulCount: 0, reported: false, moderationStatus: 'approved', isOwn: true, markedHelpful: false, user: { firstName: 'Ada', lastName: 'Lovelace' } };
      reviews = [review];
      return json(review, 201);
    };
    renderApp(<ProductPage />, { route: '/products/5', path: ['/products/:id'], user: ADA });
    await user.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(await screen.findByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review'), 'Good beans');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Good beans')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(screen.getByTestId('product-rating')).getByRole('button', { name: '1 review' })).toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });
});

describe('ProductPage add to cart', () => {
  it('shows Adding... for 600 ms, adds the chosen quantity, then resets to 1', async () => {
    renderAt('/products/5');
    await screen.findByRole('heading', { level: 1, name: beans.name });
    vi.useFakeTimers();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(minus).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity')).toHaveTextContent('3');

    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(599));
    expect(calls('/api/cart/items')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls('/api/cart/items').map((c) => [c.method, c.body])).toEqual([['POST', { productId: 5, quantity: 3 }]]);
    expect(screen.getByTestId('quantity')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('stops the quantity at the cart limit of 99', async () => {
    renderAt('/products/5');
    await screen.findByRole('heading', { level: 1, name: beans.name });
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 120; i += 1) fireEvent.click(plus);
    expect(screen.getByTestId('quantity')).toHaveTextContent('99');
    expect(plus).toBeDisabled();
  });
});

describe('ProductPage comparison', () => {
  it('lists cheaper products with the saving and keeps the candidates in session storage', async () => {
    const user = userEvent.setup();
    renderAt('/products/5');
    expect(await screen.findByRole('heading', { name: 'Related Products' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Find it Cheaper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare Prices for Similar Products' });
    expect(await within(dialog).findByText('Save £0.40 (20%)')).toBeInTheDocument();
    expect(within(dialog).getByText('£0.96/kg cheaper')).toBeInTheDocument();
    expect(within(dialog).getByText(/Aldi/)).toBeInTheDocument();
    expect(calls('/api/products/5/similar')).toHaveLength(1);

    const saved = JSON.parse(sessionStorage.getItem(COMPARISON_SCORES_KEY)!);
    expect(saved).toEqual([{ product: expect.objectContaining({ id: 9, name: beans.name }), score: 80, matchTerms: ['heinz', 'beans'] }]);
    expect(saved[0].product).not.toHaveProperty('saving');
  });

  it('refetches on opening only when no similar products are held, then shows the empty text', async () => {
    const user = userEvent.setup();
    routes['GET /api/products/5/similar'] = () => json([]);
    renderAt('/products/5');
    await screen.findByRole('heading', { level: 1, name: beans.name });
    await vi.waitFor(() => expect(calls('/api/products/5/similar')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Find it Cheaper' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No similar products found. This might be a unique item!')).toBeInTheDocument();
    expect(calls('/api/products/5/similar')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Related Products' })).not.toBeInTheDocument();
  });

  it('only logs a failed similar-products load', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    routes['GET /api/products/5/similar'] = () => json({ message: 'boom' }, 500);
    renderAt('/products/5');
    await screen.findByRole('heading', { level: 1, name: beans.name });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load similar products', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});
