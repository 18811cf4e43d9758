import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartSavings, SwapSuggestion } from '@/contracts/cart';
import type { Product } from '@/contracts/product';
import { makeCart, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { SwapBanner } from './swap-banner';

const stores = [makeStore({ id: 1, name: 'Tesco' }), makeStore({ id: 6, name: 'Aldi' })];
const beans = makeProduct({ id: 11, name: 'Heinz Baked Beans', brand: 'Heinz', price: 1.4, storeId: 1, unit: '415g' });
const cheapBeans = makeProduct({ id: 21, name: 'Heinz Baked Beans', brand: 'Heinz', price: 1.2, storeId: 6, unit: '415g' });
const milk = makeProduct({ id: 12, name: 'Tesco Whole Milk', price: 1.55, storeId: 1, unit: '4 pints' });
const aldiMilk = makeProduct({ id: 22, name: 'Aldi Whole Milk', brand: 'Aldi', price: 1.39, storeId: 6, unit: '4 pints' });
const cart = makeCart([
  { id: 1, product: beans, quantity: 2 },
  { id: 2, product: milk, quantity: 1 },
]);

const suggestion = (cartItemId: number, quantity: number, current: Product, suggested: Product, reason: string): SwapSuggestion => ({
  cartItemId,
  quantity,
  current,
  suggested,
  currentUnitPrice: current.price,
  suggestedUnitPrice: suggested.price,
  currentUnitPriceLabel: null,
  suggestedUnitPriceLabel: null,
  savingPence: Math.round((current.price - suggested.price) * 100) * quantity,
  match: reason === 'Same product' ? 'same-product' : 'own-brand',
  reason,
});

const savings: CartSavings = {
  swaps: [suggestion(1, 2, beans, cheapBeans, 'Same product'), suggestion(2, 1, milk, aldiMilk, 'Own-brand equivalent, £0.61/litre')],
  savingPence: 56,
  total: cart.total,
  totalWithSwaps: cart.total - 0.56,
  storeCount: 1,
  storeCountWithSwaps: 1,
  sameOnly: false,
  maxStores: null,
  withinStoreLimit: true,
};

describe('Swap to save', () => {
  it('shows the banner, lists the swaps ticked, and applies only the ticked ones on the click', async () => {
    const user = userEvent.setup();
    const after = makeCart([
      { id: 1, product: beans, quantity: 2 },
      { id: 2, product: aldiMilk, quantity: 1 },
    ]);
    const calls = stubApi({ 'GET /api/cart/savings': () => ({ json: savings }), 'POST /api/cart/swaps': () => ({ json: after }) });
    renderApp(<SwapBanner />, { cart, stores });

    const banner = await screen.findByRole('button', { name: /Swap to save £0\.56/ });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(banner);
    const dialog = await screen.findByRole('dialog', { name: 'Swap to save' });
    const rows = within(dialog).getAllByTestId('swap-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Own-brand equivalent, £0.61/litre');
    expect(rows[1]).toHaveTextContent('Aldi · £1.39');
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).toBeChecked();

    await user.click(within(rows[0]!).getByRole('checkbox'));
    expect(within(dialog).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    expect(dialog).toHaveTextContent('1 of 2 selected, saving £0.16');
    await user.click(within(dialog).getByRole('button', { name: 'Apply swaps' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map(sent)).toEqual([{ method: 'POST', url: '/api/cart/swaps', body: { swaps: [{ cartItemId: 2, productId: 22 }] } }]);
    expect(await screen.findByText('Swaps applied: you saved £0.16')).toBeInTheDocument();
  }, 15_000);

  it('asks again with the options the shopper picks', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/cart/savings': () => ({ json: savings }),
      'GET /api/cart/savings?sameOnly=true&maxStores=1': () => ({ json: { ...savings, swaps: [], savingPence: 0, sameOnly: true, maxStores: 1, withinStoreLimit: false } }),
      'GET /api/cart/savings?sameOnly=true': () => ({ json: { ...savings, swaps: [savings.swaps[0]!], savingPence: 40, sameOnly: true } }),
    });
    renderApp(<SwapBanner />, { cart, stores });
    await user.click(await screen.findByRole('button', { name: /Swap to save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap to save' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Same products only' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('swap-row')).toHaveLength(1));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Stores' }), '1');
    expect(await within(dialog).findByText('Your basket cannot be kept to 1 store with these swaps.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply swaps' })).toBeDisabled();
    expect(calls.map((c) => c.url)).toContain('/api/cart/savings?sameOnly=true&maxStores=1');
  });

  it('shows nothing when no swap saves', async () => {
    let answered = false;
    stubApi({
      'GET /api/cart/savings': () => {
        answered = true;
        return { json: { ...savings, swaps: [], savingPence: 0 } };
      },
    });
    renderApp(<SwapBanner />, { cart, stores });
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Swap to save/ })).not.toBeInTheDocument();
  });
});
