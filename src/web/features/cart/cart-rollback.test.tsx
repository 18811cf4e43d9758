import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/contracts/cart';
import { json, makeCart, makeProduct, makeStore, sent, stubApi, type ApiAnswer } from '@/web/testing';
import { renderOpenDrawer } from './render-open-drawer';

const stores = [makeStore({ id: 1, name: 'Tesco', logoLetter: 'T' }), makeStore({ id: 5, name: 'Waitrose', logoLetter: 'W' })];
const milk = makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.45, storeId: 1, unit: '2 pints' });
const bread = makeProduct({ id: 12, name: 'Sourdough Loaf', price: 2.5, storeId: 5, unit: '800g' });

const renderDrawer = (cart: Cart) => renderOpenDrawer(cart, { stores });

/** A server that holds the basket change until the test answers it: refuses it, or drops the connection. */
function heldServer(route: string) {
  let answer: (response: ApiAnswer | Error) => void = () => {};
  const held = new Promise<ApiAnswer | Error>((resolve) => (answer = resolve));
  const calls = stubApi({
    [route]: async () => {
      const response = await held;
      if (response instanceof Error) throw response;
      return response;
    },
  });
  return {
    calls,
    refuse: (status: number, message: string) => answer(json({ message }, status)),
    drop: () => answer(new TypeError('Failed to fetch')),
  };
}

describe('CartDrawer when the server refuses a change', () => {
  it('shows the new quantity at once, then rolls it back and says why in a toast', async () => {
    const user = userEvent.setup();
    const server = heldServer('PATCH /api/cart/items/1');
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 2 }, { id: 2, product: bread, quantity: 1 }]));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Semi Skimmed Milk' }));

    // Optimistic: the line and the totals move before the server answers.
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (4)' });
    expect(within(drawer).getAllByTestId('cart-line')[0]).toHaveTextContent('Line total £4.35');
    expect(server.calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([{ method: 'PATCH', url: '/api/cart/items/1', body: { quantity: 3 } }]);
    expect(screen.queryByText('Could not update your cart')).not.toBeInTheDocument();

    server.refuse(409, 'Only 2 left in stock');
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (3)' })).toBeInTheDocument();
    expect(within(drawer).getAllByTestId('cart-line')[0]).toHaveTextContent('Line total £2.90');
    const amount = (term: string) => within(drawer).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('£5.40');
    expect(amount('Total')).toBe('£9.39');
    expect(await screen.findByText('Could not update your cart')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock')).toBeInTheDocument();
  });

  it('puts a removed line back when the request fails, with a toast asking to try again', async () => {
    const user = userEvent.setup();
    const server = heldServer('DELETE /api/cart/items/2');
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 1 }, { id: 2, product: bread, quantity: 1 }]));
    await user.click(await screen.findByRole('button', { name: 'Remove Sourdough Loaf from cart' }));

    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    expect(within(drawer).queryByText('Sourdough Loaf')).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([{ method: 'DELETE', url: '/api/cart/items/2', body: undefined }]);

    server.drop();
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (2)' })).toBeInTheDocument();
    expect(within(drawer).getByText('Sourdough Loaf')).toBeInTheDocument();
    expect(within(drawer).getByText('Waitrose')).toBeInTheDocument();
    expect(await screen.findByText('Could not remove the item')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });
});
