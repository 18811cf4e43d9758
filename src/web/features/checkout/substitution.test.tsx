import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCart, makeDetail, makeOrder, sent, stubApi } from '@/web/testing';
import { BREAD, fillCard, goToPayment, MILK, orderCalls, renderCheckout, tokenHandler } from './checkout-test-utils';

describe('checkout: "If unavailable"', () => {
  it('shows each line’s choice in the Order Summary, saves a change to the basket, and sends it with the order', async () => {
    const user = userEvent.setup();
    const cart = makeCart([
      { id: 1, product: MILK, quantity: 2, substitution: { kind: 'other_store', capPence: 50 } },
      { id: 3, product: BREAD, quantity: 1 },
    ]);
    const changed = makeCart([
      { id: 1, product: MILK, quantity: 2, substitution: { kind: 'other_store', capPence: 50 } },
      { id: 3, product: BREAD, quantity: 1, substitution: { kind: 'none' } },
    ]);
    const calls = stubApi({
      'PATCH /api/cart/items/3': () => ({ json: changed }),
      ...tokenHandler(),
      'POST /api/orders': () => ({ status: 201, json: makeDetail(makeOrder({ id: 42 })) }),
      'GET /api/cart': () => ({ json: makeCart([]) }),
    });
    renderCheckout({ cart });
    const summary = screen.getByRole('region', { name: 'Items in your order' });
    expect(within(summary).getByRole('combobox', { name: 'If unavailable: Semi Skimmed Milk' })).toHaveDisplayValue("Allow another store's equivalent up to +50p");
    await user.selectOptions(within(summary).getByRole('combobox', { name: 'If unavailable: Sourdough Loaf' }), "Don't substitute");
    await waitFor(() => expect(calls.filter((c) => c.path !== '/api/cart/savings').map(sent)).toEqual([{ method: 'PATCH', url: '/api/cart/items/3', body: { substitution: { kind: 'none' } } }]));

    await goToPayment(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: /^Place Order/ }));
    await waitFor(() => expect(orderCalls(calls)).toHaveLength(1));
    expect((orderCalls(calls)[0]!.body as { items: unknown }).items).toEqual([
      { productId: MILK.id, quantity: 2, price: 1.45, lineTotal: 2.9, substitution: { kind: 'other_store', capPence: 50 } },
      { productId: BREAD.id, quantity: 1, price: 2.5, lineTotal: 2.5, substitution: { kind: 'none' } },
    ]);
  });
});
