import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReorderResult } from '@/contracts/orders';
import { toast } from '@/web/components/ui/use-toast';
import { CART_QUERY_KEY, useCartDrawer } from '@/web/features/cart';
import { OrdersPage } from './orders-page';
import { ADA, type ApiHandlers, OPERATOR, makeCart, makeDetail, makeItem, makeOrder, makeProduct, makeTracking, ordersPage, renderApp, stubApi, TESCO, WAITROSE } from '@/web/testing';

const order = makeOrder({
  id: 12,
  items: [
    makeItem({ id: 1, productId: 11, name: 'Semi Skimmed Milk', price: 1.45, quantity: 2, ...TESCO }),
    makeItem({ id: 2, productId: 12, name: 'Sourdough Loaf', price: 2.5, ...WAITROSE }),
    makeItem({ id: 3, productId: 13, name: 'Free Range Eggs', price: 2.1, ...TESCO }),
  ],
});
const detail = makeDetail(order, {
  notes: 'Leave with the neighbour',
  history: [{ id: 9, status: 'Order Confirmed', description: 'Your order has been placed', timestamp: '2026-11-21T14:05:00.000Z', location: 'Edinburgh' }],
});

function DrawerProbe() {
  return <span data-testid="drawer-open">{String(useCartDrawer().open)}</span>;
}

function setUp(extra: ApiHandlers = {}) {
  const calls = stubApi({
    'GET /api/orders?page=1&pageSize=10': () => ({ json: ordersPage([order]) }),
    'GET /api/orders/12': () => ({ json: detail }),
    'GET /api/config/operator': () => ({ json: OPERATOR }),
    ...extra,
  });
  const view = renderApp(
    <>
      <OrdersPage />
      <DrawerProbe />
    </>,
    { route: '/orders', user: ADA },
  );
  return { ...view, calls, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('order actions', () => {
  it('View Details shows the lines by store, amounts, delivery, shipping, payment, notes and history', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'View details of order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    expect(dialog).toHaveAccessibleDescription('Placed 21 Nov 2026');
    const groups = await within(dialog).findAllByTestId('order-store-group');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Tesco£5.00', 'Waitrose£2.50']);
    expect(within(groups[0]!).getByText('2 × Semi Skimmed Milk', { exact: false })).toBeInTheDocument();
    expect(within(groups[0]!).getByText('£2.90')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('1 × Sourdough Loaf', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByText('Subtotal').nextSibling).toHaveTextContent('£7.50');
    expect(within(dialog).getByText('Total').nextSibling).toHaveTextContent('£11.49');
    expect(within(dialog).getByText('Standard Delivery (2-3 days)')).toBeInTheDocument();
    expect(within(dialog).getByText('Visa ending 4242')).toBeInTheDocument();
    expect(within(dialog).getByText('12 Princes Street')).toBeInTheDocument();
    expect(within(dialog).getByText('Leave with the neighbour')).toBeInTheDocument();
    const history = within(dialog).getByRole('list', { name: 'Status history' });
    expect(history).toHaveTextContent('Order Confirmed');
    expect(history).toHaveTextContent('Your order has been placed');
    expect(history).toHaveTextContent('21 Nov 2026, 14:05 · Edinburgh');
  });

  it('View Details of an order that can be changed: the time left, Change order, and when it was last changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T12:00:00.000Z'));
    try {
      const changeWindow = { open: true, until: '2026-11-26T22:00:00.000Z', reason: null, lockedStores: [] };
      const changed = { ...order, revision: 2, amendedAt: '2026-11-22T18:10:00.000Z', changeWindow };
      const { user } = setUp({ 'GET /api/orders?page=1&pageSize=10': () => ({ json: ordersPage([changed]) }), 'GET /api/orders/12': () => ({ json: { ...detail, ...changed } }) });
      await user.click(await screen.findByRole('button', { name: 'View details of order ES-000012' }));
      const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
      expect(await within(dialog).findByText('You can change this order until 22:00 tonight')).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'Change order ES-000012' })).toHaveAttribute('href', '/orders/12/change');
      expect(within(dialog).getByTestId('order-changed-at')).toHaveTextContent('Changed 22 Nov 2026, 18:10');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Re-order posts to the order, puts the server’s cart in the cache, says so and opens the basket', async () => {
    const cart = makeCart([{ id: 70, product: makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.6 }), quantity: 2 }]);
    const result: ReorderResult = {
      cart,
      added: [{ productId: 11, name: 'Semi Skimmed Milk', quantity: 2 }],
      unavailable: [{ productId: 12, name: 'Sourdough Loaf' }],
      priceChanged: [{ productId: 11, name: 'Semi Skimmed Milk', was: 1.45, now: 1.6 }],
      capped: [],
    };
    const { user, calls, client } = setUp({ 'POST /api/orders/12/reorder': () => ({ json: result }) });
    expect(screen.getByTestId('drawer-open')).toHaveTextContent('false');
    await user.click(await screen.findByRole('button', { name: 'Re-order ES-000012' }));
    expect(await screen.findByText('Re-order initiated')).toBeInTheDocument();
    expect(screen.getByText('Adding items from your previous order to cart')).toBeInTheDocument();
    expect(screen.getByText('Not available now: Sourdough Loaf.')).toBeInTheDocument();
    expect(screen.getByText('Semi Skimmed Milk: was £1.45, now £1.60.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.rawBody])).toEqual([['/api/orders/12/reorder', undefined]]);
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(cart);
    expect(screen.getByTestId('drawer-open')).toHaveTextContent('true');
  });

  it('Re-order of lines the basket already has asks "Add again?" first: Cancel adds nothing, Add again confirms', async () => {
    const cart = makeCart([{ id: 70, product: makeProduct({ id: 11, name: 'Semi Skimmed Milk', price: 1.45 }), quantity: 4 }]);
    const result: ReorderResult = { cart, added: [{ productId: 11, name: 'Semi Skimmed Milk', quantity: 2 }], unavailable: [], priceChanged: [], capped: [] };
    const asked = {
      status: 409,
      json: {
        message: 'Your basket already has these items: Semi Skimmed Milk. Add them again?',
        code: 'already_in_basket',
        lines: [{ productId: 11, name: 'Semi Skimmed Milk', quantity: 2, inBasket: 2 }],
      },
    };
    const { user, calls, client } = setUp({ 'POST /api/orders/12/reorder': (call) => (call.body === undefined ? asked : { json: result }) });
    const posts = () => calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body]);

    await user.click(await screen.findByRole('button', { name: 'Re-order ES-000012' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Add again?' });
    expect(dialog).toHaveAccessibleDescription('Your basket already has these items:');
    expect(within(within(dialog).getByRole('list', { name: 'Already in your basket' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Semi Skimmed Milk (2 in your basket)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts()).toEqual([['/api/orders/12/reorder', undefined]]);
    expect(screen.queryByText('Re-order failed')).not.toBeInTheDocument();
    expect(screen.getByTestId('drawer-open')).toHaveTextContent('false');

    await user.click(screen.getByRole('button', { name: 'Re-order ES-000012' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Add again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Add again' }));
    expect(await screen.findByText('Re-order initiated')).toBeInTheDocument();
    expect(posts()).toEqual([
      ['/api/orders/12/reorder', undefined],
      ['/api/orders/12/reorder', undefined],
      ['/api/orders/12/reorder', { confirm: true }],
    ]);
    expect(client.getQueryData(CART_QUERY_KEY)).toEqual(cart);
    expect(screen.getByTestId('drawer-open')).toHaveTextContent('true');
  });

  it('Re-order failing says so and leaves the basket closed', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Re-order ES-000012' }));
    expect(await screen.findByText('Re-order failed')).toBeInTheDocument();
    expect(screen.getByText('No mock for POST /api/orders/12/reorder')).toBeInTheDocument();
    expect(screen.getByTestId('drawer-open')).toHaveTextContent('false');
  });

  it('opening an order dialog closes the toast shown before it, which would cover its heading on a phone', async () => {
    const { user } = setUp();
    await screen.findByRole('button', { name: 'View details of order ES-000012' });
    act(() => void toast({ title: 'Order placed successfully!', description: 'Your order #ES-000012 has been placed.' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details of order ES-000012' }));
    expect(await screen.findByRole('dialog', { name: 'Order #ES-000012' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Order placed successfully!')).not.toBeInTheDocument());
  });

  it('Contact Support shows how to reach us with the order number to copy; the toast comes when the shopper uses a way to contact us', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Contact support about order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByTestId('support-order-number')).toHaveTextContent('ES-000012');
    expect(screen.queryByText('Support contact initiated')).not.toBeInTheDocument();
    // The operator's own contact details, as the server is configured (OPERATOR_EMAIL, OPERATOR_PHONE).
    expect(await within(dialog).findByRole('link', { name: 'help@grocer.example' })).toHaveAttribute('href', 'mailto:help@grocer.example?subject=Order%20ES-000012');
    expect(within(dialog).getByRole('link', { name: '0113 496 0123' })).toHaveAttribute('href', 'tel:+441134960123');
    await user.click(within(dialog).getByRole('button', { name: 'Copy order number' }));
    expect(await navigator.clipboard.readText()).toBe('ES-000012');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Order number copied.');
    expect(within(dialog).getByRole('button', { name: 'Copied order number' })).toBeInTheDocument();
    expect(screen.queryByText('Support contact initiated')).not.toBeInTheDocument();
    // jsdom does not follow a mailto: link; the click is what the shopper does.
    within(dialog).getByRole('link', { name: 'help@grocer.example' }).addEventListener('click', (event) => event.preventDefault());
    await user.click(within(dialog).getByRole('link', { name: 'help@grocer.example' }));
    expect(await screen.findByText('Support contact initiated')).toBeInTheDocument();
  });

  it('Track Order opens the tracking dialog, and View Order Details swaps it for the details', async () => {
    const { user } = setUp({ 'GET /api/orders/12/tracking': () => ({ json: makeTracking() }) });
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    expect(await within(dialog).findByText('A colleague will be assigned when collection starts.')).toBeInTheDocument();
    expect(within(dialog).getAllByTestId('tracking-step')[0]).toHaveAttribute('aria-current', 'step');

    await user.click(within(dialog).getByRole('button', { name: 'View Order Details' }));
    expect(await screen.findByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('Contact Support from the tracking dialog swaps to the support dialog', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Contact Support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('returns focus to the card button when a dialog closes', async () => {
    const { user } = setUp();
    const button = await screen.findByRole('button', { name: 'Contact support about order ES-000012' });
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
