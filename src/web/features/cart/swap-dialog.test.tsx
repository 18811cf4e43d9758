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

const aldiBeans = makeProduct({ id: 23, name: 'Aldi Baked Beans in Tomato Sauce', brand: 'Aldi', price: 0.29, storeId: 6, unit: '410g' });

// As the API answers: the same-product swaps first (the headline), then the own-brand swaps, one line (the beans)
// in both groups. Own brand on top of the same product: beans 2 x (£1.20 - £0.29) = £1.82, milk £0.16.
const savings: CartSavings = {
  swaps: [
    suggestion(1, 2, beans, cheapBeans, 'Same product'),
    suggestion(1, 2, beans, aldiBeans, 'Own-brand equivalent, 70.7p/kg'),
    suggestion(2, 1, milk, aldiMilk, 'Own-brand equivalent, £0.61/litre'),
  ],
  savingPence: 40,
  ownBrandSavingPence: 198,
  total: cart.total,
  totalWithSwaps: cart.total - 0.4,
  storeCount: 1,
  storeCountWithSwaps: 1,
  sameOnly: false,
  maxStores: null,
  withinStoreLimit: true,
};

const rowsOf = (group: HTMLElement) => within(group).getAllByTestId('swap-row');
const box = (row: HTMLElement) => within(row).getByRole('checkbox');

describe('Swap to save', () => {
  it('heads with the same-product saving alone, ticks those swaps, and offers the own-brand swaps unticked apart', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/cart/savings': () => ({ json: savings }), 'POST /api/cart/swaps': () => ({ json: cart }) });
    renderApp(<SwapBanner />, { cart, stores });

    const banner = await screen.findByRole('button', { name: /Swap to save £0\.40/ });
    expect(banner).toHaveTextContent('1 item is cheaper at another store');
    expect(banner).toHaveTextContent('Own-brand swaps could save another £1.98');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(banner);
    const dialog = await screen.findByRole('dialog', { name: 'Swap to save' });

    const same = within(dialog).getByRole('region', { name: 'Same product, cheaper at another store' });
    const own = within(dialog).getByRole('region', { name: 'Own-brand swaps' });
    expect(rowsOf(same)).toHaveLength(1);
    expect(rowsOf(same)[0]).toHaveTextContent('Aldi · £1.20');
    expect(box(rowsOf(same)[0]!)).toBeChecked();
    expect(within(same).getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    expect(rowsOf(own).map((r) => within(r).getByText(/^Own-brand equivalent/).textContent)).toEqual(['Own-brand equivalent, 70.7p/kg', 'Own-brand equivalent, £0.61/litre']);
    expect(rowsOf(own).map((r) => box(r).getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(own).toHaveTextContent('Own-brand swaps could save another £1.98');
    expect(dialog).toHaveTextContent('1 of 3 selected, saving £0.40');

    await user.click(within(dialog).getByRole('button', { name: 'Apply swaps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map(sent)).toEqual([{ method: 'POST', url: '/api/cart/swaps', body: { swaps: [{ cartItemId: 1, productId: 21 }] } }]);
  }, 15_000);

  it("takes one swap per line: ticking a line's own-brand swap unticks its same-product swap, and applies the ticked ones", async () => {
    const user = userEvent.setup();
    const after = makeCart([
      { id: 1, product: aldiBeans, quantity: 2 },
      { id: 2, product: aldiMilk, quantity: 1 },
    ]);
    const calls = stubApi({ 'GET /api/cart/savings': () => ({ json: savings }), 'POST /api/cart/swaps': () => ({ json: after }) });
    renderApp(<SwapBanner />, { cart, stores });
    await user.click(await screen.findByRole('button', { name: /Swap to save/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap to save' });
    const same = within(dialog).getByRole('region', { name: 'Same product, cheaper at another store' });
    const own = within(dialog).getByRole('region', { name: 'Own-brand swaps' });

    await user.click(box(rowsOf(own)[0]!));
    expect(box(rowsOf(own)[0]!)).toBeChecked();
    expect(box(rowsOf(same)[0]!)).not.toBeChecked();
    expect(within(same).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await user.click(box(rowsOf(own)[1]!));
    // 2 x (£1.40 - £0.29) + £0.16
    expect(dialog).toHaveTextContent('2 of 3 selected, saving £2.38');
    // Select all ticks the same-product swaps again, and so unticks the beans' own brand.
    await user.click(within(same).getByRole('checkbox', { name: 'Select all' }));
    expect(rowsOf(own).map((r) => box(r).getAttribute('aria-checked'))).toEqual(['false', 'true']);
    await user.click(box(rowsOf(own)[0]!));

    await user.click(within(dialog).getByRole('button', { name: 'Apply swaps' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/cart/swaps',
        body: {
          swaps: [
            { cartItemId: 1, productId: 23 },
            { cartItemId: 2, productId: 22 },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Swaps applied: you saved £2.38')).toBeInTheDocument();
  }, 15_000);

  it('says what own-brand swaps could save when they are all there is, without a "Swap to save" headline', async () => {
    const ownOnly: CartSavings = { ...savings, swaps: [savings.swaps[2]!], savingPence: 0, ownBrandSavingPence: 16, totalWithSwaps: cart.total };
    stubApi({ 'GET /api/cart/savings': () => ({ json: ownOnly }) });
    renderApp(<SwapBanner />, { cart, stores });
    const banner = await screen.findByRole('button', { name: /Own-brand swaps could save £0\.16/ });
    expect(banner).not.toHaveTextContent(/Swap to save/);
  });

  it('asks again with the options the shopper picks', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/cart/savings': () => ({ json: savings }),
      'GET /api/cart/savings?sameOnly=true&maxStores=1': () => ({ json: { ...savings, swaps: [], savingPence: 0, ownBrandSavingPence: 0, sameOnly: true, maxStores: 1, withinStoreLimit: false } }),
      'GET /api/cart/savings?sameOnly=true': () => ({ json: { ...savings, swaps: [savings.swaps[0]!], savingPence: 40, ownBrandSavingPence: 0, sameOnly: true } }),
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
        return { json: { ...savings, swaps: [], savingPence: 0, ownBrandSavingPence: 0 } };
      },
    });
    renderApp(<SwapBanner />, { cart, stores });
    await waitFor(() => expect(answered).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Swap to save/ })).not.toBeInTheDocument();
  });
});
