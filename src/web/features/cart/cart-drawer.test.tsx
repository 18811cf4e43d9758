import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/contracts/cart';
import { makeCart, makeProduct, makeStore, sent, stubApi } from '@/web/testing';
import { renderOpenDrawer } from './render-open-drawer';

const stores = [makeStore({ id: 1, name: 'Tesco', logoLetter: 'T' }), makeStore({ id: 5, name: 'Waitrose', logoLetter: 'W', logoColor: '#4A6B1F' })];
const milk = makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.45, storeId: 1, unit: '2 pints' });
const bread = makeProduct({ id: 12, name: 'Sourdough Loaf', price: 2.5, storeId: 5, unit: '800g' });
const eggs = makeProduct({ id: 13, name: 'Free Range Eggs', price: 2.1, storeId: 1, unit: '6 pack' });
const mystery = makeProduct({ id: 14, name: 'Mystery Item', price: 1, storeId: 42 });

const renderDrawer = (cart: Cart) => renderOpenDrawer(cart, { stores, route: '/stores?store=5' });

describe('CartDrawer', () => {
  it('opens with focus on its heading, not on a line\'s Remove button', async () => {
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 1 }, { id: 2, product: bread, quantity: 2 }]));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (3)' });
    await waitFor(() => expect(within(drawer).getByRole('heading', { name: 'Shopping Cart (3)' })).toHaveFocus());
    expect(document.activeElement).not.toHaveAccessibleName(/Remove/);
  });

  it('shows the empty state, and Browse Stores closes the drawer and goes to /stores', async () => {
    const user = userEvent.setup();
    renderDrawer(makeCart([]));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (0)' });
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).getByText('Start adding items from your favorite stores')).toBeInTheDocument();
    expect(within(drawer).queryByText('Proceed to Checkout')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Browse Stores' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/stores$/);
  });

  it('groups lines by store under the store name and reads an unknown store id as Unknown Store', async () => {
    renderDrawer(
      makeCart([
        { id: 1, product: milk, quantity: 1 },
        { id: 2, product: bread, quantity: 2 },
        { id: 3, product: eggs, quantity: 3 },
        { id: 4, product: mystery, quantity: 1 },
      ]),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (7)' });
    const groups = within(drawer).getAllByTestId('cart-store-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['TTesco', 'WWaitrose', '?Unknown Store']);
    expect(within(groups[0]!).getAllByTestId('cart-line').map((l) => within(l).getByText(/Milk|Eggs/).textContent)).toEqual([
      'Semi Skimmed Milk',
      'Free Range Eggs',
    ]);
    expect(within(groups[1]!).getByText('Sourdough Loaf')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('800g')).toBeInTheDocument();
    expect(within(groups[2]!).getByText('Mystery Item')).toBeInTheDocument();
  });

  it('shows line totals, subtotal, the £3.99 delivery fee and the total in pounds', async () => {
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 2 }, { id: 2, product: bread, quantity: 1 }]));
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (3)' });
    const milkLine = within(drawer).getAllByTestId('cart-line')[0]!;
    expect(milkLine).toHaveTextContent('Line total £2.90');
    const amount = (term: string) => within(drawer).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('£5.40');
    expect(amount('Delivery Fee')).toBe('£3.99');
    expect(amount('Total')).toBe('£9.39');
  });

  it('disables minus at quantity 1 and never sends a quantity below 1', async () => {
    const user = userEvent.setup();
    const calls = stubApi();
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 1 }]));
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Semi Skimmed Milk' });
    expect(minus).toBeDisabled();
    await user.click(minus);
    // The swap-to-save banner reads /api/cart/savings; nothing else may be asked.
    expect(calls.filter((c) => c.path !== '/api/cart/savings')).toEqual([]);
  });

  it('plus sends the new quantity and the line updates at once', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'PATCH /api/cart/items/1': () => ({ json: makeCart([{ id: 1, product: milk, quantity: 3 }]) }),
    });
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 2 }]));
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Semi Skimmed Milk' }));
    expect(calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([{ method: 'PATCH', url: '/api/cart/items/1', body: { quantity: 3 } }]);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (3)' })).toHaveTextContent('Line total £4.35');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Semi Skimmed Milk' })).toBeEnabled();
  });

  it('disables plus at the maximum of 99', async () => {
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 99 }]));
    expect(await screen.findByRole('button', { name: 'Increase quantity of Semi Skimmed Milk' })).toBeDisabled();
  });

  it('remove deletes the line through the API', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'DELETE /api/cart/items/2': () => ({ json: makeCart([{ id: 1, product: milk, quantity: 1 }]) }),
    });
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 1 }, { id: 2, product: bread, quantity: 1 }]));
    await user.click(await screen.findByRole('button', { name: 'Remove Sourdough Loaf from cart' }));
    expect(calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([{ method: 'DELETE', url: '/api/cart/items/2', body: undefined }]);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart (1)' });
    expect(within(drawer).queryByText('Sourdough Loaf')).not.toBeInTheDocument();
    expect(within(drawer).queryByText('Waitrose')).not.toBeInTheDocument();
  });

  it('"If unavailable" defaults to Best match and saves a choice with PATCH { substitution } alone', async () => {
    const user = userEvent.setup();
    const other = { kind: 'other_store', capPence: 25 } as const;
    const calls = stubApi({
      'PATCH /api/cart/items/1': () => ({ json: makeCart([{ id: 1, product: milk, quantity: 2, substitution: other }, { id: 2, product: bread, quantity: 1 }]) }),
      'PATCH /api/cart/items/2': () => ({ json: makeCart([{ id: 1, product: milk, quantity: 2, substitution: other }, { id: 2, product: bread, quantity: 1, substitution: { kind: 'none' } }]) }),
    });
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 2 }, { id: 2, product: bread, quantity: 1 }]));
    const select = await screen.findByRole('combobox', { name: 'If unavailable: Semi Skimmed Milk' });
    expect(select).toHaveDisplayValue('Best match');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Best match',
      "Don't substitute",
      "Allow another store's equivalent up to +10p",
      "Allow another store's equivalent up to +25p",
      "Allow another store's equivalent up to +50p",
      "Allow another store's equivalent up to +£1",
    ]);
    await user.selectOptions(select, "Allow another store's equivalent up to +25p");
    await user.selectOptions(screen.getByRole('combobox', { name: 'If unavailable: Sourdough Loaf' }), "Don't substitute");
    expect(calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([
      { method: 'PATCH', url: '/api/cart/items/1', body: { substitution: { kind: 'other_store', capPence: 25 } } },
      { method: 'PATCH', url: '/api/cart/items/2', body: { substitution: { kind: 'none' } } },
    ]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'If unavailable: Sourdough Loaf' })).toHaveDisplayValue("Don't substitute"));
    expect(select).toHaveDisplayValue("Allow another store's equivalent up to +25p");
  });

  it('Proceed to Checkout closes the drawer and goes to /checkout', async () => {
    const user = userEvent.setup();
    renderDrawer(makeCart([{ id: 1, product: milk, quantity: 1 }]));
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/checkout');
  });
});
