import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/contracts/product';
import { paidUnitPrice } from '@/domain/unit-price';
import { toast } from '@/web/components/ui/use-toast';
import { getRecentlyViewed } from '@/web/features/recently-viewed';
import { type ApiCall, json, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { ProductCard, type ProductCardProps } from './product-card';
import { ProductImage } from './product-image';

vi.mock('@/web/components/ui/use-toast', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

let calls: ApiCall[];
beforeEach(() => {
  calls = stubApi({ 'POST /api/cart/items': () => ({ json: { items: [], itemCount: 1, subtotal: 0, deliveryFee: 0, total: 0, saving: 0 } }) });
});
afterEach(() => {
  vi.clearAllMocks();
});

const TESCO = makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F', logoLetter: 'T' });
const ALDI = makeStore({ id: 6, name: 'Aldi', logoColor: '#00205B', logoLetter: 'A' });
// The page around a card has the store list already (the card names its chain from it).
const renderCard = (product: Product, layout?: ProductCardProps['layout']) =>
  renderApp(<ProductCard product={product} layout={layout} />, { path: '/', stores: [TESCO, ALDI] }).router;

describe('ProductCard', () => {
  it('shows name, brand, unit, price and unit price, linking to the product', () => {
    renderCard(makeProduct({ id: 7, name: 'Baked Beans', brand: 'Heinz', unit: '415g', price: 1.4, unitPrice: { amount: 3.37, per: 'kg', label: '£3.37/kg' } }));
    expect(screen.getByRole('link', { name: 'Baked Beans, Tesco, £1.40' })).toHaveAttribute('href', '/products/7');
    expect(screen.getByText('Heinz')).toBeInTheDocument();
    expect(screen.getByText('415g')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('£1.40');
    expect(screen.getByText('£3.37/kg')).toBeInTheDocument();
    expect(screen.queryByText(/-\d+%/)).toBeNull();
  });

  it.each(['vertical', 'horizontal'] as const)('shows the chain’s multi-buy as a small label (%s), and none without one', (layout) => {
    renderCard(makeProduct({ id: 9, name: 'Digestives', price: 0.8, multiBuy: { quantity: 3, price: 2 } }), layout);
    expect(screen.getByTestId('multibuy-badge')).toHaveTextContent(/^Offer: 3 for £2$/);
    cleanup();
    renderCard(makeProduct({ id: 10, name: 'Rich Tea', price: 0.8 }), layout);
    expect(screen.queryByTestId('multibuy-badge')).toBeNull();
  });

  it.each(['vertical', 'horizontal'] as const)('names its chain (%s): logo letter on its colour and name, seen and heard', (layout) => {
    renderCard(makeProduct({ id: 8, name: 'Heinz Baked Beans', brand: 'Heinz', storeId: 6, price: 1.6, discount: 25 }), layout);
    const chain = screen.getByTestId('card-store');
    expect(chain).toHaveTextContent('Aldi · Heinz');
    const logo = within(chain).getByTestId('store-logo');
    expect(logo).toHaveTextContent('A');
    expect(logo).toHaveStyle({ backgroundColor: '#00205B' });
    // A reader hears the chain and the price paid with the name.
    expect(screen.getByRole('link', { name: 'Heinz Baked Beans, Aldi, £1.20' })).toHaveAttribute('href', '/products/8');
    expect(screen.getByRole('article')).toHaveTextContent(/Aldi/);
  });

  it("does not repeat an own-brand line's brand, and reads an unknown store id as 'Unknown Store'", () => {
    renderCard(makeProduct({ id: 9, name: 'Tesco Beans', brand: 'Tesco', storeId: 1 }));
    expect(screen.getByTestId('card-store')).toHaveTextContent(/^TTesco$/);
    cleanup();
    renderCard(makeProduct({ id: 10, name: 'Mystery Beans', brand: null, storeId: 42, price: 2 }));
    expect(screen.getByTestId('card-store')).toHaveTextContent('Unknown Store');
    expect(screen.getByRole('link', { name: 'Mystery Beans, Unknown Store, £2.00' })).toBeInTheDocument();
  });

  it('names the chain from the one store list: many cards ask for it once', async () => {
    const stores = stubApi({ 'GET /api/stores': () => json([TESCO, ALDI]) });
    renderApp(
      <ul>
        {[1, 6, 1, 6].map((storeId, i) => (
          <li key={i}>
            <ProductCard product={makeProduct({ name: `Beans ${i}`, storeId, brand: null })} />
          </li>
        ))}
      </ul>,
    );
    expect(await screen.findByRole('link', { name: /^Beans 3, Aldi, / })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-store').map((c) => c.textContent)).toEqual(['TTesco', 'AAldi', 'TTesco', 'AAldi']);
    expect(stores.map((c) => c.path)).toEqual(['/api/stores']);
  });

  it("stays quiet in a store's own grid: the brand alone, the name alone, and no store list asked for", () => {
    const calls = stubApi();
    renderApp(<ProductCard product={makeProduct({ name: 'Baked Beans', brand: 'Heinz' })} showStore={false} />);
    expect(screen.queryByTestId('card-store')).toBeNull();
    expect(screen.getByText('Heinz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Baked Beans' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    // Tea bags at every chain once read '£0.01 each' or '£0.02 each': below £1 a unit reads in pence to a tenth.
    { name: 'Yorkshire Tea 80 Bags', unit: '80 tea bags', price: 1.45, discount: null, label: '1.8p each' },
    { name: 'PG Tips 80 Bags', unit: '80 tea bags', price: 3.29, discount: 25, label: '3.1p each' },
    { name: 'Semi Skimmed Milk', unit: '2.272L', price: 1.55, discount: null, label: '68.2p/litre' },
    { name: 'Baked Beans', unit: '415g', price: 1.4, discount: null, label: '£3.37/kg' },
  ])("shows the unit price of the price paid as a shelf does: $label ($name)", ({ name, unit, price, discount, label }) => {
    // The API's label comes from the one formatter (src/domain/unit-price.ts), as every screen's does.
    const paid = paidUnitPrice({ pricePence: Math.round(price * 100), discountPercent: discount, unit, name })!;
    renderCard(makeProduct({ name, unit, price, discount: discount ?? undefined, unitPrice: { amount: paid.pencePerUnit / 100, per: paid.per, label: paid.label } }));
    expect(screen.getByRole('article')).toHaveTextContent(label);
    expect(paid.label).toBe(label);
  });

  it('with a discount shows the badge, the reduced price and the original struck through', () => {
    renderCard(makeProduct({ price: 1.99, discount: 25 }));
    expect(screen.getByText('-25%')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('£1.49');
    const original = screen.getByText('£1.99');
    expect(original.closest('s')).not.toBeNull();
  });

  it('strikes through the honest "was" the server sends, which may be the price paid before rather than the shelf price', () => {
    renderCard(makeProduct({ price: 2.49, discount: 20, wasPrice: 2.19 }));
    expect(screen.getByText('£2.19').closest('s')).not.toBeNull();
    expect(screen.queryByText('£2.49')).toBeNull();
  });

  it('shows an offer without an honest "was" as its discount alone', () => {
    renderCard(makeProduct({ price: 2.49, discount: 20, wasPrice: null }));
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('£1.99');
    expect(document.querySelector('s')).toBeNull();
  });

  it('adds one to the cart with a 3 s toast, without opening the product', async () => {
    const user = userEvent.setup();
    const router = renderCard(makeProduct({ id: 12, name: 'Oat Milk' }));
    await user.click(screen.getByRole('button', { name: 'Add Oat Milk to cart' }));
    expect(calls.map(sent)).toEqual([{ method: 'POST', url: '/api/cart/items', body: { productId: 12, quantity: 1 } }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Added to cart', description: 'Oat Milk', duration: 3000 });
    expect(router.state.location.pathname).toBe('/');
    expect(getRecentlyViewed()).toEqual([]);
  });

  it("shows 'Out of Stock' and no add button when unavailable", () => {
    renderCard(makeProduct({ name: 'Eggs', available: false }));
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add .* to cart/i })).toBeNull();
  });

  it('opening the card records it as recently viewed', async () => {
    const user = userEvent.setup();
    const product = makeProduct({ id: 31, name: 'Cheddar' });
    const router = renderCard(product, 'horizontal');
    await user.click(screen.getByRole('link', { name: /^Cheddar, / }));
    expect(router.state.location.pathname).toBe('/products/31');
    expect(getRecentlyViewed().map((p) => p.id)).toEqual([31]);
  });

  it('shows the picture at once with its size and alt text (no fade-in waiting for onLoad); a failed one becomes a category square', () => {
    const { container } = render(<ProductImageHost />);
    const img = screen.getByRole('img', { name: 'Bloomer' });
    expect(img).toHaveAttribute('width', '300');
    expect(img).toHaveAttribute('height', '300');
    expect(img.className).not.toMatch(/opacity/);
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Bloomer' })).toHaveStyle({ backgroundColor: '#8A5A1924' });
  });
});

function ProductImageHost() {
  return <ProductImage src="/img/products/1.svg" alt="Bloomer" category="Bakery" />;
}
