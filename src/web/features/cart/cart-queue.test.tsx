import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, makeCart, makeProduct, makeStore, sent, stubApi, type ApiAnswer } from '@/web/testing';
import { renderOpenDrawer } from './render-open-drawer';

const stores = [makeStore({ id: 1, name: 'Tesco', logoLetter: 'T' }), makeStore({ id: 5, name: 'Waitrose', logoLetter: 'W' })];
const milk = makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.45, storeId: 1, unit: '2 pints' });
const bread = makeProduct({ id: 12, name: 'Sourdough Loaf', price: 2.5, storeId: 5, unit: '800g' });

/** A server that holds each basket change until the test answers it, in any order the test likes. */
function heldServer(routes: string[]) {
  const answers = new Map<string, (answer: ApiAnswer) => void>();
  const calls = stubApi({
    ...Object.fromEntries(routes.map((route) => [route, () => new Promise<ApiAnswer>((resolve) => answers.set(route, resolve))])),
    'GET /api/cart': () => ({ json: makeCart([{ id: 2, product: bread, quantity: 1 }]) }),
  });
  const changes = () => calls.filter((c) => c.method !== 'GET').map(sent);
  return { calls, changes, answer: (route: string, response: ApiAnswer) => answers.get(route)!(response) };
}

/** Two milk and a loaf in the drawer; the shopper presses minus on the milk, then removes it, before any answer. */
async function minusThenRemove() {
  const user = userEvent.setup();
  const server = heldServer(['PATCH /api/cart/items/1', 'DELETE /api/cart/items/1']);
  renderOpenDrawer(makeCart([{ id: 1, product: milk, quantity: 2 }, { id: 2, product: bread, quantity: 1 }]), { stores });
  await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Semi Skimmed Milk' }));
  await user.click(await screen.findByRole('button', { name: 'Remove Semi Skimmed Milk from cart' }));
  return server;
}

describe('CartDrawer with quick changes in a row', () => {
  it('sends them one at a time in the order made, and an earlier answer does not undo a later change', async () => {
    const server = await minusThenRemove();
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    expect(within(drawer).queryByText('Semi Skimmed Milk')).not.toBeInTheDocument();
    // The removal waits for the first change's answer.
    expect(server.changes()).toEqual([{ method: 'PATCH', url: '/api/cart/items/1', body: { quantity: 1 } }]);

    // The first answer still has the milk: it must not come back while the removal is on its way.
    server.answer('PATCH /api/cart/items/1', { json: makeCart([{ id: 1, product: milk, quantity: 1 }, { id: 2, product: bread, quantity: 1 }]) });
    await waitFor(() => expect(server.changes()).toHaveLength(2));
    expect(server.changes()[1]).toEqual({ method: 'DELETE', url: '/api/cart/items/1', body: undefined });
    expect(screen.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeInTheDocument();
    expect(within(drawer).queryByText('Semi Skimmed Milk')).not.toBeInTheDocument();

    // The last answer is the basket, prices and all.
    server.answer('DELETE /api/cart/items/1', { json: makeCart([{ id: 2, product: { ...bread, price: 2.25 }, quantity: 1 }]) });
    await waitFor(() => expect(within(drawer).getAllByTestId('cart-line')[0]).toHaveTextContent('Line total £2.25'));
    expect(server.calls.filter((c) => c.method === 'GET' && c.path === '/api/cart')).toHaveLength(0);
  });

  it('asks the server for the basket when an earlier change in the queue was refused and so was the last', async () => {
    const server = await minusThenRemove();
    server.answer('PATCH /api/cart/items/1', json({ message: 'Basket line not found' }, 404));
    await waitFor(() => expect(server.changes()).toHaveLength(2));
    server.answer('DELETE /api/cart/items/1', json({ message: 'Basket line not found' }, 404));

    // The server's basket (bread alone) replaces a rollback that would still show the refused quantity.
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'GET' && c.path === '/api/cart')).toHaveLength(1));
    await waitFor(() => expect(within(drawer).getAllByTestId('cart-line')).toHaveLength(1));
    expect(within(drawer).getByText('Sourdough Loaf')).toBeInTheDocument();
    expect(await screen.findByText('Could not remove the item')).toBeInTheDocument();
  });
});
