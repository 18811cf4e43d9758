import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/contracts/cart';
import { toast } from '@/web/components/ui/use-toast';
import { CART_QUERY_KEY, EMPTY_CART } from '@/web/features/cart';
import { makeCart, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { ProductCard } from './product-card';

vi.mock('@/web/components/ui/use-toast', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));
afterEach(() => vi.clearAllMocks());

const oats = makeProduct({ id: 21, name: 'Porridge Oats', price: 1.2, unit: '1kg' });
// The page around a card has the store list already (the card names its chain from it).
const renderCard = (cart: Cart) => renderApp(<ProductCard product={oats} />, { path: '/', cart, stores: [makeStore({ id: 1, name: 'Tesco' })] });
const quantity = () => screen.getByTestId('card-quantity');

describe('ProductCard basket stepper', () => {
  it("shows 'Add' while the product is not in the basket, and the stepper with the quantity once it is", () => {
    renderCard(makeCart([]));
    expect(screen.getByRole('button', { name: 'Add Porridge Oats to cart' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity of Porridge Oats in basket' })).toBeNull();
  });

  it('in the basket: minus, the quantity announced, plus; no Add button', () => {
    renderCard(makeCart([{ id: 5, product: oats, quantity: 2 }]));
    const group = screen.getByRole('group', { name: 'Quantity of Porridge Oats in basket' });
    expect(within(group).getByRole('button', { name: 'Decrease quantity of Porridge Oats' })).toBeEnabled();
    expect(within(group).getByRole('button', { name: 'Increase quantity of Porridge Oats' })).toBeEnabled();
    expect(within(group).getByRole('status')).toHaveTextContent('2 in basket');
    expect(screen.queryByRole('button', { name: /^Add .* to cart$/ })).toBeNull();
  });

  it('Add turns into the stepper at once and moves focus to plus', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/cart/items': () => ({ json: makeCart([{ id: 9, product: oats, quantity: 1 }]) }) });
    renderCard(makeCart([]));
    await user.click(screen.getByRole('button', { name: 'Add Porridge Oats to cart' }));
    expect(quantity()).toHaveTextContent('1 in basket');
    expect(screen.getByRole('button', { name: 'Increase quantity of Porridge Oats' })).toHaveFocus();
    expect(calls.map(sent)).toEqual([{ method: 'POST', url: '/api/cart/items', body: { productId: 21, quantity: 1 } }]);
    expect(toast).toHaveBeenCalledWith({ title: 'Added to cart', description: 'Porridge Oats', duration: 3000 });
    // Until the server names the line, minus (which needs its id) waits.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Decrease quantity of Porridge Oats' })).toBeEnabled());
  });

  it('plus adds one more through the cart API, without a toast and without opening the product', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'POST /api/cart/items': () => ({ json: makeCart([{ id: 5, product: oats, quantity: 3 }]) }) });
    const { router } = renderCard(makeCart([{ id: 5, product: oats, quantity: 2 }]));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Porridge Oats' }));
    expect(quantity()).toHaveTextContent('3 in basket');
    expect(calls.map(sent)).toEqual([{ method: 'POST', url: '/api/cart/items', body: { productId: 21, quantity: 1 } }]);
    expect(toast).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('minus above one lowers the quantity; at one it removes the line and Add comes back with focus', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'PATCH /api/cart/items/5': () => ({ json: makeCart([{ id: 5, product: oats, quantity: 1 }]) }),
      'DELETE /api/cart/items/5': () => ({ json: EMPTY_CART }),
    });
    renderCard(makeCart([{ id: 5, product: oats, quantity: 2 }]));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Porridge Oats' }));
    await waitFor(() => expect(quantity()).toHaveTextContent('1 in basket'));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Porridge Oats' }));
    const add = await screen.findByRole('button', { name: 'Add Porridge Oats to cart' });
    expect(add).toHaveFocus();
    expect(calls.map(sent)).toEqual([
      { method: 'PATCH', url: '/api/cart/items/5', body: { quantity: 1 } },
      { method: 'DELETE', url: '/api/cart/items/5', body: undefined },
    ]);
  });

  it('follows the basket when the drawer changes it', async () => {
    const { client } = renderCard(makeCart([{ id: 5, product: oats, quantity: 2 }]));
    act(() => client.setQueryData(CART_QUERY_KEY, makeCart([{ id: 5, product: oats, quantity: 7 }])));
    await waitFor(() => expect(quantity()).toHaveTextContent('7 in basket'));
    act(() => client.setQueryData(CART_QUERY_KEY, EMPTY_CART));
    expect(await screen.findByRole('button', { name: 'Add Porridge Oats to cart' })).toBeInTheDocument();
  });

  it('a refused change rolls the stepper back', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/cart/items': () => ({ status: 409, json: { message: 'You can have at most 99 of one item in your basket' } }) });
    renderCard(makeCart([{ id: 5, product: oats, quantity: 4 }]));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Porridge Oats' }));
    await waitFor(() => expect(quantity()).toHaveTextContent('4 in basket'));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not add to cart', variant: 'destructive' }));
  });

  it('a refused Add rolls back to Add and gives it the focus again', async () => {
    const user = userEvent.setup();
    let refuse: () => void = () => undefined;
    stubApi({ 'POST /api/cart/items': () => new Promise((resolve) => (refuse = () => resolve({ status: 409, json: { message: 'This item is currently unavailable' } }))) });
    renderCard(makeCart([]));
    await user.click(screen.getByRole('button', { name: 'Add Porridge Oats to cart' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity of Porridge Oats' })).toHaveFocus());
    refuse();
    const add = await screen.findByRole('button', { name: 'Add Porridge Oats to cart' });
    await waitFor(() => expect(add).toHaveFocus());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not add to cart', description: 'This item is currently unavailable' }));
  });

  it('plus stops at the basket limit of 99', () => {
    renderCard(makeCart([{ id: 5, product: oats, quantity: 99 }]));
    expect(screen.getByRole('button', { name: 'Increase quantity of Porridge Oats' })).toBeDisabled();
  });
});
