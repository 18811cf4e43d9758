import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SimilarProduct } from '@/contracts/product';
import { type ApiCall, makeCart, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { CompareDialog } from './compare-dialog';

vi.mock('@/web/components/ui/use-toast', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const STORES: Record<number, string> = { 2: "Sainsbury's", 3: 'Asda', 6: 'Aldi', 7: 'Lidl' };

function entry(over: Partial<SimilarProduct> & { id: number; name: string; storeId: number }): SimilarProduct {
  return {
    ...makeProduct({ brand: 'Heinz', unit: '415g', price: 1.4, ...over }),
    score: 100,
    matchTerms: ['heinz', 'baked bean'],
    match: 'same',
    cheaper: false,
    saving: null,
    savingPercent: null,
    unitSavingLabel: null,
    ...over,
  };
}

// As the API answers for a £1.60 tin: the same product at other chains first, then the similar ones, each cheapest first.
const similar = [
  entry({ id: 12, name: 'Heinz Baked Beans in Tomato Sauce', storeId: 3, price: 1.5, discount: 20, cheaper: true, saving: 0.4, savingPercent: 25, unitPrice: { amount: 2.89, per: 'kg', label: '£2.89/kg' } }),
  entry({ id: 13, name: 'Heinz Baked Beans in Tomato Sauce', storeId: 2, price: 1.75, unitPrice: { amount: 4.22, per: 'kg', label: '£4.22/kg' } }),
  entry({
    id: 11,
    name: 'Aldi Baked Beans in Tomato Sauce',
    brand: 'Aldi',
    storeId: 6,
    unit: '420g',
    price: 0.45,
    match: 'similar',
    cheaper: true,
    saving: 1.15,
    savingPercent: 72,
    unitSavingLabel: '£2.78/kg cheaper',
    unitPrice: { amount: 1.07, per: 'kg', label: '£1.07/kg' },
  }),
  entry({ id: 14, name: 'Lidl Baked Beans in Tomato Sauce', brand: 'Lidl', storeId: 7, price: 0.5, match: 'similar', available: false }),
];

let calls: ApiCall[];
beforeEach(() => {
  calls = stubApi({ 'POST /api/cart/items': () => ({ json: makeCart([]) }) });
});

function renderDialog(list: SimilarProduct[], loading = false) {
  const onOpenChange = vi.fn();
  renderApp(<CompareDialog open onOpenChange={onOpenChange} productName="Heinz Baked Beans" similar={list} loading={loading} storeName={(id) => STORES[id] ?? 'Unknown Store'} />, {
    stores: Object.entries(STORES).map(([id, name]) => makeStore({ id: Number(id), name })),
  });
  return { dialog: screen.getByRole('dialog', { name: 'Compare Prices for Similar Products' }), onOpenChange };
}

const entries = (dialog: HTMLElement) => within(dialog).getAllByTestId('compare-entry');

describe('CompareDialog', () => {
  it('keeps the order it is given: the same product at other stores first, then the similar ones', () => {
    const { dialog } = renderDialog(similar);
    const rows = entries(dialog);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Heinz Baked Beans in Tomato Sauce',
      'Heinz Baked Beans in Tomato Sauce',
      'Aldi Baked Beans in Tomato Sauce',
      'Lidl Baked Beans in Tomato Sauce',
    ]);
    expect(rows.map((r) => within(r).getByTestId('compare-store').textContent)).toEqual(['Asda · 415g', "Sainsbury's · 415g", 'Aldi · 420g', 'Lidl · 415g']);
    // A reader hears each row as a card: the name, the chain and the price paid.
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('aria-label'))).toEqual([
      'Heinz Baked Beans in Tomato Sauce, Asda, £1.20',
      "Heinz Baked Beans in Tomato Sauce, Sainsbury's, £1.75",
      'Aldi Baked Beans in Tomato Sauce, Aldi, £0.45',
      'Lidl Baked Beans in Tomato Sauce, Lidl, £0.50',
    ]);
    // Each row's chain: its logo letter on its colour beside the name.
    expect(rows.map((r) => within(r).getByTestId('store-logo').textContent)).toEqual(['A', 'S', 'A', 'L']);
    expect(within(rows[2]!).getByTestId('store-logo')).toHaveStyle({ backgroundColor: '#00539F' });
    expect(within(rows[0]!).getByText('Save £0.40 (25%)')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^Save /)).toBeNull();
    expect(within(rows[2]!).getByText('Save £1.15 (72%)')).toBeInTheDocument();
  });

  it('puts each group under its heading: the same product at other stores, then similar products', () => {
    const { dialog } = renderDialog(similar);
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Same product at other stores', 'Similar products']);
    const same = within(dialog).getByRole('list', { name: 'Same product at other stores' });
    const alike = within(dialog).getByRole('list', { name: 'Similar products' });
    expect(within(same).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/products/12', '/products/13']);
    expect(within(alike).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/products/11', '/products/14']);
  });

  it('shows only the group it has: no heading over an empty group', () => {
    const { dialog } = renderDialog(similar.filter((p) => p.match === 'similar'));
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Similar products']);
    expect(within(dialog).queryByRole('list', { name: 'Same product at other stores' })).toBeNull();
  });

  it("labels the very product 'Same product' and an equivalent 'Similar'", () => {
    const { dialog } = renderDialog(similar);
    expect(entries(dialog).map((r) => within(r).getByTestId('match-label').textContent)).toEqual(['Same product', 'Same product', 'Similar', 'Similar']);
  });

  it('shows each price paid, its unit price and the unit saving', () => {
    const { dialog } = renderDialog(similar);
    const [asda, , aldi] = entries(dialog);
    expect(within(aldi!).getByTestId('price')).toHaveTextContent('£0.45');
    expect(within(aldi!).getByTestId('unit-price')).toHaveTextContent('£1.07/kg');
    expect(within(aldi!).getByText('£2.78/kg cheaper')).toBeInTheDocument();
    // 20% off £1.50: the price paid, the shelf price struck through, the unit price of the price paid
    expect(within(asda!).getByTestId('price')).toHaveTextContent('£1.20');
    expect(within(asda!).getByText('£1.50').closest('s')).not.toBeNull();
    expect(within(asda!).getByTestId('unit-price')).toHaveTextContent('£2.89/kg');
  });

  it('shows a unit saving as the badge when the bigger pack costs more but less per unit', () => {
    const multipack = entry({ id: 20, name: 'Heinz Baked Beans 4 x 415g', storeId: 6, unit: '4 x 415g', price: 4, match: 'similar', cheaper: true, unitSavingLabel: '£1.45/kg cheaper' });
    const { dialog } = renderDialog([multipack]);
    expect(within(dialog).getByText('£1.45/kg cheaper')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Save /)).toBeNull();
  });

  it('adds an available entry to the basket with its Add button; an unavailable one has none', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = renderDialog(similar);
    const [, , aldi, lidl] = entries(dialog);
    await user.click(within(aldi!).getByRole('button', { name: 'Add Aldi Baked Beans in Tomato Sauce to cart' }));
    expect(calls.map(sent)).toEqual([{ method: 'POST', url: '/api/cart/items', body: { productId: 11, quantity: 1 } }]);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(within(lidl!).queryByRole('button', { name: /^Add / })).toBeNull();
    expect(within(lidl!).getByText('Out of Stock')).toBeInTheDocument();
  });

  it('shows the spinner while loading', () => {
    const { dialog } = renderDialog([], true);
    expect(within(dialog).getByRole('status')).toBeInTheDocument();
    expect(within(dialog).queryByText('No similar products found. This might be a unique item!')).toBeNull();
  });

  it('shows the empty text when nothing is similar', () => {
    const { dialog } = renderDialog([]);
    expect(within(dialog).getByText('No similar products found. This might be a unique item!')).toBeInTheDocument();
    expect(within(dialog).queryAllByTestId('compare-entry')).toHaveLength(0);
  });
});
