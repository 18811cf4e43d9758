import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/contracts/product';
import { toast } from '@/web/components/ui/use-toast';
import { makeCart, makeProduct, makeStore, renderApp, stubApi } from '@/web/testing';
import { ProductPurchase } from '../detail/product-purchase';
import { ProductSummary } from '../detail/product-summary';
import { ProductCard } from './product-card';

vi.mock('@/web/components/ui/use-toast', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const TESCO = makeStore({ id: 1, name: 'Tesco' });
const NOTICE_18 = 'You must be 18 or over to buy this. ID will be checked on delivery.';
const NOTICE_16 = 'You must be 16 or over to buy this. ID will be checked on delivery.';

const wine = makeProduct({ id: 21, name: 'Tesco Chilean Merlot', category: 'Alcohol', unit: '75cl', price: 6.75, ageRestriction: 18 });
const gin = makeProduct({ id: 22, name: 'Tesco London Dry Gin', category: 'Alcohol', unit: '70cl', price: 17.75, ageRestriction: 18 });
const redBull = makeProduct({ id: 23, name: 'Red Bull Energy Drink', category: 'Drinks', unit: '250ml', price: 1.45, ageRestriction: 16 });
const milk = makeProduct({ id: 24, name: 'Tesco Whole Milk', category: 'Dairy & Eggs' });

beforeEach(() => {
  stubApi({ 'POST /api/cart/items': () => ({ json: makeCart([]) }) });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const renderCards = (...products: Product[]) =>
  renderApp(
    <ul>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>,
    { stores: [TESCO] },
  );

/** The text of the last toast's description, as the shopper reads it. */
function lastToastText(): string {
  const { description } = vi.mocked(toast).mock.lastCall![0] as { description: ReactNode };
  const { container, unmount } = render(<div>{description}</div>);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

describe('the age badge', () => {
  it('marks an 18+ and a 16+ card with a named badge, and nothing else', () => {
    renderCards(wine, redBull, milk);
    const [wineCard, redBullCard, milkCard] = screen.getAllByTestId('product-card');
    expect(within(wineCard!).getByRole('img', { name: 'Age restricted: 18 or over' })).toHaveTextContent('18+');
    expect(within(redBullCard!).getByRole('img', { name: 'Age restricted: 16 or over' })).toHaveTextContent('16+');
    expect(within(milkCard!).queryByTestId('age-badge')).toBeNull();
  });

  it('shows on the product page beside the category', () => {
    render(<ProductSummary product={wine} storeName="Tesco" rating={{ averageRating: 0, totalReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }} onOpenReviews={() => {}} />);
    expect(within(screen.getByTestId('product-summary')).getByRole('img', { name: 'Age restricted: 18 or over' })).toHaveTextContent('18+');
    expect(screen.getByText('Alcohol')).toBeInTheDocument();
  });
});

describe('the age notice on adding', () => {
  it('says it once a browser session for each age: the first 18+ add, not the second; the first 16+ add', async () => {
    const user = userEvent.setup();
    renderCards(wine, gin, redBull, milk);
    await user.click(screen.getByRole('button', { name: 'Add Tesco Chilean Merlot to cart' }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Added to cart' }));
    expect(lastToastText()).toBe(`Tesco Chilean Merlot${NOTICE_18}`);

    await user.click(screen.getByRole('button', { name: 'Add Tesco London Dry Gin to cart' }));
    expect(toast).toHaveBeenLastCalledWith({ title: 'Added to cart', description: 'Tesco London Dry Gin', duration: 3000 });

    await user.click(screen.getByRole('button', { name: 'Add Red Bull Energy Drink to cart' }));
    expect(lastToastText()).toBe(`Red Bull Energy Drink${NOTICE_16}`);

    await user.click(screen.getByRole('button', { name: 'Add Tesco Whole Milk to cart' }));
    expect(toast).toHaveBeenLastCalledWith({ title: 'Added to cart', description: 'Tesco Whole Milk', duration: 3000 });
  });

  it('says it again in a new browser session', async () => {
    const user = userEvent.setup();
    renderCards(wine, gin);
    await user.click(screen.getByRole('button', { name: 'Add Tesco Chilean Merlot to cart' }));
    expect(lastToastText()).toContain(NOTICE_18);
    sessionStorage.clear();
    await user.click(screen.getByRole('button', { name: 'Add Tesco London Dry Gin to cart' }));
    expect(lastToastText()).toBe(`Tesco London Dry Gin${NOTICE_18}`);
  });

  it('says it from the product page too, and the card does not say it again after', async () => {
    vi.useFakeTimers();
    renderApp(<ProductPurchase product={wine} onFindCheaper={() => {}} />, { stores: [TESCO] });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    act(() => vi.advanceTimersByTime(600));
    expect(lastToastText()).toBe(`1 × Tesco Chilean Merlot${NOTICE_18}`);
    vi.useRealTimers();

    renderCards(gin);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Tesco London Dry Gin to cart' }));
    expect(toast).toHaveBeenLastCalledWith({ title: 'Added to cart', description: 'Tesco London Dry Gin', duration: 3000 });
  });
});
