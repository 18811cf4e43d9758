import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { OrdersPage } from './orders-page';
import { ADA, makeDetail, makeItem, makeOrder, ordersPage, renderApp, stubApi, TESCO, WAITROSE } from '@/web/testing';

const PAGE_1 = '/api/orders?page=1&pageSize=10';

/** Answers each 'METHOD url' with the body its function makes. */
function serve(routes: Record<string, () => unknown>) {
  return stubApi(Object.fromEntries(Object.entries(routes).map(([key, body]) => [key, () => ({ json: body() })])));
}

const renderOrders = (route = '/orders') => renderApp(<OrdersPage />, { route, user: ADA });
const card = (orderNumber: string) => screen.getByRole('article', { name: `Order #${orderNumber}` });

afterEach(() => vi.unstubAllGlobals());

describe('/orders', () => {
  it('lists the orders with their badge, lines, amounts, dates and the buttons each status offers', async () => {
    const inProgress = makeOrder({
      id: 41,
      items: [makeItem({ name: 'Semi Skimmed Milk', price: 1.45, quantity: 2, ...TESCO }), makeItem({ name: 'Sourdough Loaf', price: 2.5, ...WAITROSE })],
    });
    const delivered = makeOrder({ id: 40, status: 'Delivered', date: '2026-10-02T09:00:00.000Z' });
    const cancelled = makeOrder({ id: 39, status: 'Cancelled' });
    serve({ [`GET ${PAGE_1}`]: () => ordersPage([inProgress, delivered, cancelled]) });
    renderOrders();

    const first = await screen.findByRole('article', { name: 'Order #ES-000041' });
    expect(within(first).getByText('In Progress')).toHaveClass('bg-blue-100');
    expect(within(first).getByText('Placed 21 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('2 × Semi Skimmed Milk')).toBeInTheDocument();
    expect(within(first).getByText('£2.90')).toBeInTheDocument();
    expect(within(first).getByText('Waitrose')).toBeInTheDocument();
    expect(within(first).getByText('£3.99')).toBeInTheDocument();
    expect(within(first).getByText('£9.39')).toBeInTheDocument();
    expect(within(first).getByText('24 Nov 2026')).toBeInTheDocument();
    expect(within(first).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Track order ES-000041',
      'View details of order ES-000041',
      'Re-order ES-000041',
      'Contact support about order ES-000041',
    ]);

    const second = card('ES-000040');
    expect(within(second).getByText('Delivered')).toHaveClass('bg-green-100');
    expect(within(second).getByText('Placed 2 Oct 2026')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Track order/ })).not.toBeInTheDocument();
    expect(within(second).getAllByRole('button').map((b) => b.textContent)).toEqual(['View Details', 'Re-order', 'Contact Support']);

    const third = card('ES-000039');
    expect(within(third).getByText('Cancelled')).toHaveClass('bg-gray-200');
    expect(within(third).queryByText('Estimated delivery')).not.toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'View details of order ES-000039' })).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });

  it('shows the empty state with Start Shopping to /stores', async () => {
    serve({ [`GET ${PAGE_1}`]: () => ordersPage([]) });
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByText('Start shopping to create your first order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/stores');
  });

  it('asks to log in again when the session has ended (401), and Log In forgets the stale user', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/orders': () => ({ status: 401, json: { message: 'Please log in' } }) });
    const { client } = renderOrders();
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const logIn = within(dialog).getByRole('link', { name: 'Log In' });
    expect(logIn).toHaveAttribute('href', '/auth?redirect=/orders');
    await user.click(logIn);
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/auth?redirect=/orders');
    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
  });

  it('Cancel closes the prompt and leaves a way to log in on the page', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/orders': () => ({ status: 401, json: { message: 'Please log in' } }) });
    renderOrders();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?redirect=/orders');
  });

  it('shows the booked delivery slot on the card, the banner and the details', async () => {
    const slot = { id: '2026-11-27T08:00', date: '2026-11-27', start: '2026-11-27T08:00:00.000Z', end: '2026-11-27T10:00:00.000Z', label: 'Fri 27 Nov, 08:00–10:00' };
    const order = makeOrder({ id: 78, items: [makeItem({ price: 10.79 })], deliverySlot: slot });
    serve({ [`GET ${PAGE_1}`]: () => ordersPage([order]), 'GET /api/orders/78': () => makeDetail(order) });
    renderOrders('/orders?success=true&order=78');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Total £14.78 · Delivery slot Fri 27 Nov, 08:00–10:00'));
    const card = await screen.findByRole('article', { name: 'Order #ES-000078' });
    expect(within(card).getByText('Delivery slot')).toBeInTheDocument();
    expect(within(card).getByText('Fri 27 Nov, 08:00–10:00')).toBeInTheDocument();
    expect(within(card).queryByText('Estimated delivery')).not.toBeInTheDocument();
  });

  it('thanks the shopper for the order just placed, and the banner can be dismissed', async () => {
    const user = userEvent.setup();
    const order = makeOrder({ id: 77, items: [makeItem({ price: 10.79 })] });
    const calls = serve({ [`GET ${PAGE_1}`]: () => ordersPage([order]), 'GET /api/orders/77': () => makeDetail(order) });
    renderOrders('/orders?success=true&order=77');
    const banner = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'Thank you! Your order #ES-000077 has been placed.');
    expect(screen.getByRole('status')).toContainElement(banner);
    expect(screen.getByRole('status')).toHaveTextContent('Total £14.78 · Estimated delivery 24 Nov 2026');
    expect(calls.map((c) => c.url)).toContain('/api/orders/77');
    // Focus moves to the confirmation, so a keyboard or screen-reader user lands on it.
    await waitFor(() => expect(banner.parentElement?.parentElement).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Dismiss order confirmation' }));
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/orders$/);
  });

  it('shows no banner for an order that is not the shopper’s (404), and the list still works', async () => {
    const calls = serve({ [`GET ${PAGE_1}`]: () => ordersPage([makeOrder({ id: 3 })]) });
    renderOrders('/orders?success=true&order=999');
    expect(await screen.findByRole('article', { name: 'Order #ES-000003' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/orders/999'));
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
  });

  it('asks for nothing when the order id is not a number', async () => {
    const calls = serve({ [`GET ${PAGE_1}`]: () => ordersPage([]) });
    renderOrders('/orders?success=true&order=abc');
    await screen.findByText('No orders yet');
    expect(calls.map((c) => c.url)).toEqual([PAGE_1]);
  });

  it('loads page 2 with Load more orders and keeps page 1', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 10 }, (_, i) => makeOrder({ id: 200 - i }));
    const calls = serve({
      [`GET ${PAGE_1}`]: () => ordersPage(first, { totalCount: 11, hasMore: true }),
      'GET /api/orders?page=2&pageSize=10': () => ordersPage([makeOrder({ id: 50 })], { page: 2, totalCount: 11, hasMore: false }),
    });
    renderOrders();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 11 orders')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByRole('article', { name: 'Order #ES-000050' })).toBeInTheDocument();
    expect(screen.getAllByTestId('order-card')).toHaveLength(11);
    expect(calls.map((c) => c.url)).toEqual([PAGE_1, '/api/orders?page=2&pageSize=10']);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).not.toBeInTheDocument();
  });
});
