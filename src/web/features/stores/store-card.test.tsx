import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store } from '@/contracts/store';
import { json, makeStoreReview, renderApp, stubApi } from '@/web/testing';
import { StoreCard } from './store-card';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({
  day,
  hours: day === 'Sunday' ? '11:00 AM - 5:00 PM' : '8:00 AM - 8:00 PM',
}));

const STORE: Store = {
  id: 5,
  name: 'Waitrose',
  logoColor: '#4A6B1F',
  logoImage: null,
  logoLetter: 'W',
  distance: 1.9,
  address: '145 Morningside Road',
  city: 'Edinburgh',
  postcode: 'EH10 4AX',
  lat: 55.9,
  lng: -3.2,
  phone: '0131 555 0105',
  email: null,
  website: 'https://www.waitrose.com',
  description: 'Premium groceries.',
  openingHours: WEEK,
  features: ['Click & Collect', 'ATM'],
  imageScale: 1.85,
  averageRating: 4.5,
  totalReviews: 8,
};

function renderCard(store: Store = STORE) {
  return renderApp(
    <ul>
      <StoreCard store={store} />
    </ul>,
    { route: '/stores', path: '/stores' },
  ).router;
}

afterEach(() => vi.useRealTimers());

describe('StoreCard', () => {
  it('shows the name, rating with count, distance and Shop Now to the store', () => {
    renderCard();
    expect(screen.getByRole('heading', { name: 'Waitrose' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('(8)')).toBeInTheDocument();
    expect(screen.getByText('1.9 miles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/stores?store=5');
  });

  it("says 'Nearby' at 0.1 miles or less", () => {
    renderCard({ ...STORE, distance: 0.1 });
    expect(screen.getByText('Nearby')).toBeInTheDocument();
  });

  it('a click on the card selects the store', () => {
    const router = renderCard();
    fireEvent.click(screen.getByRole('heading', { name: 'Waitrose' }));
    expect(router.state.location.search).toBe('?store=5');
  });

  it('the info button opens the store information, with today marked, without selecting the store', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 4, 12, 0)); // a Wednesday
    const router = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Store information for Waitrose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Waitrose Store Information' });
    expect(within(dialog).getByText('Wednesday (Today)')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/\(Today\)/)).toHaveLength(1);
    expect(within(dialog).getByText('Open')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '0131 555 0105' })).toHaveAttribute('href', 'tel:01315550105');
    expect(within(dialog).getByText('Click & Collect')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'About This Store' })).toBeInTheDocument();
    expect(within(dialog).queryByText(/@/)).toBeNull();
    fireEvent.click(within(dialog).getByText('Premium groceries.'));
    expect(router.state.location.search).toBe('');
  });

  it('the store information closes with Escape and focus returns to its info button', async () => {
    const user = userEvent.setup();
    renderCard();
    const info = screen.getByRole('button', { name: 'Store information for Waitrose' });
    await user.click(info);
    expect(await screen.findByRole('dialog', { name: 'Waitrose Store Information' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(info).toHaveFocus();
  });

  it('recomputes Open/Closed every 60 s, open at the very minute of opening', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 2, 7, 59)); // Monday, a minute before opening
    renderCard();
    expect(screen.getByText('Closed · opens 8:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(59_000));
    expect(screen.getByText('Closed · opens 8:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Open')).toBeInTheDocument();
  });

  it("the rating's count opens the store's reviews without selecting the store, and focus returns to it on close", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/stores/5/reviews': () => json([makeStoreReview({ id: 1, storeId: 5, reviewText: 'Lovely staff' })]),
      'GET /api/stores/5/rating': () => json({ averageRating: 5, totalReviews: 1, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } }),
    });
    const router = renderCard();
    const count = screen.getByRole('button', { name: '8 reviews' });
    await user.click(count);
    const dialog = await screen.findByRole('dialog', { name: 'Waitrose Reviews' });
    expect(await within(dialog).findByText('Lovely staff')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(count).toHaveFocus();
  });
});
