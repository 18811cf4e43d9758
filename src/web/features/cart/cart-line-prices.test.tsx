import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCart, makeProduct, makeStore } from '@/web/testing';
import { renderOpenDrawer } from './render-open-drawer';

const stores = [makeStore({ id: 1, name: 'Tesco', logoLetter: 'T' })];
// £2.00 less 25% is £1.50 for 400g: the API's unit price is of the price paid.
const beans = makeProduct({ id: 31, name: 'Baked Beans', price: 2, discount: 25, unit: '400g', unitPrice: { amount: 3.75, per: 'kg', label: '£3.75/kg' } });
const lemon = makeProduct({ id: 32, name: 'Lemon', price: 0.3, unit: 'each', unitPrice: { amount: 0.3, per: 'item', label: '£0.30 each' } });
const milk = makeProduct({ id: 33, name: 'Whole Milk', price: 1.55, unit: '4 pints', unitPrice: { amount: 0.68, per: 'litre', label: '£0.68/litre' } });

const lineOf = (name: string) => screen.getAllByTestId('cart-line').find((l) => within(l).queryByText(name))!;

describe('basket line prices', () => {
  it('an offer line: unit price, price per pack after the offer, the was-price struck through and the line saving', async () => {
    renderOpenDrawer(makeCart([{ id: 1, product: beans, quantity: 2 }]), { stores });
    await screen.findByRole('dialog', { name: 'Shopping Cart (2)' });
    const line = lineOf('Baked Beans');
    expect(line).toHaveTextContent('400g · £3.75/kg');
    const price = within(line).getByTestId('cart-line-price');
    expect(price).toHaveTextContent('£1.50 per pack');
    expect(within(price).getByText('£2.00').closest('s')).not.toBeNull();
    expect(price).toHaveTextContent('was £2.00');
    expect(line).toHaveTextContent('Line total £3.00');
    expect(within(line).getByText('Save £1.00')).toBeInTheDocument();
  });

  it("says 'each' only for a product sold singly, and shows no was-price or saving without an offer", async () => {
    renderOpenDrawer(makeCart([{ id: 1, product: lemon, quantity: 3 }, { id: 2, product: milk, quantity: 1 }]), { stores });
    await screen.findByRole('dialog', { name: 'Shopping Cart (4)' });
    expect(within(lineOf('Lemon')).getByTestId('cart-line-price')).toHaveTextContent(/^£0\.30 each$/);
    expect(within(lineOf('Whole Milk')).getByTestId('cart-line-price')).toHaveTextContent(/^£1\.55 per pack$/);
    for (const name of ['Lemon', 'Whole Milk']) {
      expect(lineOf(name).querySelector('s')).toBeNull();
      expect(within(lineOf(name)).queryByText(/^Save /)).toBeNull();
    }
    expect(screen.queryByTestId('offer-saving')).toBeNull();
  });

  it('marks a line whose price changed since it was added, and only that one', async () => {
    renderOpenDrawer(makeCart([{ id: 1, product: milk, quantity: 1, addedUnitPrice: 1.4 }, { id: 2, product: lemon, quantity: 1 }]), { stores });
    await screen.findByRole('dialog', { name: 'Shopping Cart (2)' });
    expect(within(lineOf('Whole Milk')).getByTestId('cart-line-price-changed')).toHaveTextContent('Now £1.55, was £1.40 when added');
    expect(within(lineOf('Lemon')).queryByTestId('cart-line-price-changed')).toBeNull();
  });

  it("the summary shows the basket's total saving on offers", async () => {
    renderOpenDrawer(makeCart([{ id: 1, product: beans, quantity: 3 }, { id: 2, product: lemon, quantity: 1 }]), { stores });
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (4)' });
    const amount = (term: string) => within(drawer).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('£4.80');
    expect(amount('Total')).toBe('£8.79');
    expect(amount('Your savings on offers')).toBe('£1.50');
  });

  it('a multi-buy line: the nudge toward the next group, then what the groups save, and the line total at the offer', async () => {
    const biscuits = makeProduct({ id: 34, name: 'Digestives', price: 0.8, unit: '400g', multiBuy: { quantity: 3, price: 2 } });
    renderOpenDrawer(makeCart([{ id: 1, product: biscuits, quantity: 2 }, { id: 2, product: lemon, quantity: 1 }]), { stores });
    await screen.findByRole('dialog', { name: 'Shopping Cart (3)' });
    expect(within(lineOf('Digestives')).getByTestId('cart-line-multibuy')).toHaveTextContent(/^3 for £2: add 1 more to save 40p$/);
    expect(lineOf('Digestives')).toHaveTextContent('Line total £1.60');
    expect(within(lineOf('Lemon')).queryByTestId('cart-line-multibuy')).toBeNull();
  });

  it('a complete multi-buy group: "saving", and the line total is the offer price', async () => {
    const biscuits = makeProduct({ id: 34, name: 'Digestives', price: 0.8, unit: '400g', multiBuy: { quantity: 3, price: 2 } });
    renderOpenDrawer(makeCart([{ id: 1, product: biscuits, quantity: 3 }]), { stores });
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (3)' });
    expect(within(lineOf('Digestives')).getByTestId('cart-line-multibuy')).toHaveTextContent(/^3 for £2: saving 40p$/);
    expect(lineOf('Digestives')).toHaveTextContent('Line total £2.00');
    expect(within(drawer).getByText('Subtotal', { selector: 'dt' }).nextElementSibling?.textContent).toBe('£2.00');
  });
});
