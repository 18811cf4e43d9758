import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderTracking } from '@/contracts/fulfilment';
import { OrdersPage } from './orders-page';
import { TrackOrderTimelineDialog } from './track-order-timeline-dialog';
import { ADA, type ApiHandlers, FakeEventSource, makeDetail, makeItem, makeOrder, makeStep, makeTracking, makeTrackingLine, ordersPage, renderApp, stubApi, TESCO, WAITROSE } from '@/web/testing';

const order = makeOrder({
  id: 12,
  items: [
    makeItem({ id: 1, productId: 11, name: 'Semi Skimmed Milk', price: 1.45, quantity: 2, ...TESCO }),
    makeItem({ id: 2, productId: 12, name: 'Sourdough Loaf', price: 2.5, ...WAITROSE }),
    makeItem({ id: 3, productId: 13, name: 'Free Range Eggs', price: 2.1, ...TESCO }),
  ],
});

/** Tesco collected (milk substituted, eggs unavailable), Waitrose being collected by Sam. */
const WORKED: OrderTracking = makeTracking({
  status: 'Collecting from Waitrose',
  agent: { name: 'Sam' },
  canCancel: false,
  steps: [
    makeStep('Order Confirmed', 'done', '2026-11-21T14:05:00.000Z'),
    makeStep('Collection in Progress', 'current', '2026-11-22T09:00:00.000Z'),
    makeStep('Collecting from Tesco', 'done', '2026-11-22T09:40:00.000Z', { storeId: 1, chainState: 'collected', description: 'Everything from Tesco is collected' }),
    makeStep('Collecting from Waitrose', 'current', '2026-11-22T10:05:00.000Z', { storeId: 5, chainState: 'collecting', description: 'Picking your items at Waitrose' }),
    makeStep('Out for Delivery', 'estimated', '2026-11-24T17:30:00.000Z', { location: 'EH1 3DX' }),
    makeStep('Delivered', 'estimated', '2026-11-24T20:00:00.000Z', { location: 'EH1 3DX' }),
  ],
  lines: [
    makeTrackingLine({
      id: 1,
      name: 'Semi Skimmed Milk',
      price: 1.45,
      quantity: 2,
      outcome: 'substituted',
      substitute: { productId: 20, name: 'Whole Milk', storeId: 1, storeName: 'Tesco', quantity: 2, price: 1.4 },
      finalTotal: 2.8,
    }),
    makeTrackingLine({ id: 2, name: 'Sourdough Loaf', price: 2.5, storeId: 5, storeName: 'Waitrose' }),
    makeTrackingLine({ id: 3, name: 'Free Range Eggs', price: 2.1, outcome: 'unavailable', finalTotal: 0 }),
  ],
  subtotal: 5.3,
  originalTotal: 11.49,
  finalTotal: 9.29,
  refund: 2.2,
});

function setUp(tracking: () => OrderTracking | Promise<never>, extra: ApiHandlers = {}) {
  const calls = stubApi({
    'GET /api/orders?page=1&pageSize=10': () => ({ json: ordersPage([order]) }),
    'GET /api/orders/12': () => ({ json: makeDetail(order) }),
    'GET /api/orders/12/tracking': async () => ({ json: await tracking() }),
    ...extra,
  });
  const view = renderApp(<OrdersPage />, { route: '/orders', user: ADA });
  return { ...view, calls };
}

const trackingGets = (calls: { method: string; url: string }[]) => calls.filter((c) => c.method === 'GET' && c.url === '/api/orders/12/tracking').length;
const stepsOf = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Order progress' })).getAllByTestId('tracking-step');

afterEach(() => {
  vi.useRealTimers();
});

describe('tracking dialog', () => {
  it('shows the agent, a row per chain with its state, substitutions and refunds line by line, and the final total', async () => {
    FakeEventSource.install();
    setUp(() => WORKED);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    expect(await within(dialog).findByTestId('agent-name')).toHaveTextContent('Sam');

    const steps = stepsOf(dialog);
    expect(steps.map((s) => [s.dataset.state, within(s).getByTestId('step-title').textContent])).toEqual([
      ['done', 'Order Confirmed'],
      ['current', 'Collection in Progress'],
      ['done', 'Collecting from Tesco'],
      ['current', 'Collecting from Waitrose'],
      ['estimated', 'Out for Delivery'],
      ['estimated', 'Delivered'],
    ]);
    expect(within(steps[2]!).getByTestId('chain-state')).toHaveTextContent('Collected');
    expect(within(steps[3]!).getByTestId('chain-state')).toHaveTextContent('Collecting now');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(steps[3]).toHaveTextContent('Picking your items at Waitrose');
    expect(steps[3]).toHaveTextContent('22 Nov 2026, 10:05');
    expect(steps[5]).toHaveTextContent('Estimated 24 Nov 2026, 20:00');

    const lines = within(dialog).getAllByTestId('tracking-line');
    expect(lines[0]).toHaveTextContent('Substituted with Whole Milk ×2 £2.80');
    expect(lines[0]).toHaveTextContent('was £2.90 now £2.80');
    expect(lines[2]).toHaveTextContent('Unavailable — refunded £2.10');
    const amount = (term: string) => within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(amount('Ordered')).toBe('£11.49');
    expect(amount('Refund')).toBe('£2.20');
    expect(amount('Final total')).toBe('£9.29');
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('estimated steps say when in UK time, and a step with no honest estimate shows no time at all', async () => {
    FakeEventSource.install();
    const placed = makeTracking();
    const steps = placed.steps.map((s) => (s.storeId === 5 ? { ...s, time: null } : s));
    setUp(() => ({ ...placed, steps }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    const rows = await waitFor(() => {
      const found = stepsOf(dialog);
      expect(found).toHaveLength(6);
      return found;
    });
    expect(rows[2]).toHaveTextContent('Estimated 24 Nov 2026, 16:30');
    expect(rows[3]).toHaveTextContent('Collecting from Waitrose');
    expect(rows[3]).not.toHaveTextContent(/Estimated|2026/);
    expect(rows[4]).toHaveTextContent('Estimated 24 Nov 2026, 17:30');
  });

  it('opens one stream while open, takes each tracking event, and closes the stream with the dialog', async () => {
    FakeEventSource.install();
    const { calls } = setUp(() => makeTracking());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    expect(await within(dialog).findByTestId('agent-name')).toHaveTextContent('Your Everystore team');
    expect(FakeEventSource.instances.map((s) => s.url)).toEqual(['/api/orders/12/tracking/stream']);
    const stream = FakeEventSource.instances[0]!;

    act(() => {
      stream.open();
      stream.emit('tracking', WORKED);
    });
    expect(await within(dialog).findByText('Substituted with Whole Milk ×2 £2.80')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agent-name')).toHaveTextContent('Sam');
    expect(trackingGets(calls)).toBe(1);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stream.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('falls back to asking every 30 s while the stream is down, and stops when the dialog closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeEventSource.install();
    const { calls } = setUp(() => makeTracking());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    await within(dialog).findByTestId('agent-name');
    expect(trackingGets(calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(trackingGets(calls)).toBe(1);

    act(() => FakeEventSource.instances[0]!.fail());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(trackingGets(calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(trackingGets(calls)).toBe(3);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(trackingGets(calls)).toBe(3);
  });

  it("a restarting server's `closing` event shows no error and starts no polling; a reconnection that then fails polls", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    FakeEventSource.install();
    const { calls } = setUp(() => WORKED);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    await within(dialog).findByTestId('agent-name');
    const stream = FakeEventSource.instances[0]!;
    act(() => stream.open());

    // The server ends the stream: `event: closing`, then the connection goes (EventSource says error, and reconnects).
    act(() => {
      stream.emit('closing', { retry: true });
      stream.fail();
    });
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(trackingGets(calls)).toBe(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('agent-name')).toHaveTextContent('Sam');
    expect(FakeEventSource.instances).toHaveLength(1);

    // The reconnection fails too: now the dialog falls back to asking every 30 s.
    act(() => stream.fail());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(trackingGets(calls)).toBe(2);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels after a confirmation while no store has started, and says why when the server refuses', async () => {
    FakeEventSource.install();
    const cancelled = makeTracking({ status: 'Cancelled', badge: 'Cancelled', canCancel: false, finalTotal: 0, refund: 11.49, deliveryFee: 0, subtotal: 0 });
    const { calls } = setUp(() => makeTracking(), { 'POST /api/orders/12/cancel': () => ({ json: cancelled }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #ES-000012?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url, c.body])).toEqual([['/api/orders/12/cancel', undefined]]);
    expect(await within(dialog).findByText('This order was cancelled before delivery.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a refused cancel (collection started) shows the message as a toast and reads the tracking again', async () => {
    FakeEventSource.install();
    let answer = makeTracking();
    const { calls } = setUp(() => answer, {
      'POST /api/orders/12/cancel': () => {
        answer = WORKED;
        return { status: 409, json: { message: 'Collection has started: this order can no longer be cancelled', code: 'illegal_move' } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Track order ES-000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Collection has started: this order can no longer be cancelled')).toBeInTheDocument();
    await waitFor(() => expect(trackingGets(calls)).toBe(2));
    expect(await within(dialog).findByTestId('agent-name')).toHaveTextContent('Sam');
  });

  it('changes show as events with what changed and when; past the change window there is no Cancel order', async () => {
    FakeEventSource.install();
    const changedTracking = makeTracking({
      status: 'Order Changed',
      canCancel: true,
      steps: [
        makeStep('Order Confirmed', 'current', '2026-11-21T14:05:00.000Z', { description: 'Your order has been placed' }),
        makeStep('Order Changed', 'done', '2026-11-22T18:10:00.000Z', { description: 'Removed Free Range Eggs (Tesco). New total £9.39 (was £11.49)' }),
        makeStep('Order Changed', 'done', '2026-11-23T08:00:00.000Z', { description: 'Delivery moved to Tue 24 Nov, 18:00–20:00. Total still £9.39' }),
        ...makeTracking().steps.slice(1),
      ],
    });
    stubApi({ 'GET /api/orders/12/tracking': () => ({ json: changedTracking }) });
    const closed = { ...order, changeWindow: { open: false, until: '2026-11-24T06:00:00.000Z', reason: 'Too late to change this order: changes closed at 06:00 today', lockedStores: [] } };
    const noop = () => {};
    renderApp(<TrackOrderTimelineDialog order={closed} onOpenChange={noop} onCloseAutoFocus={noop} onViewDetails={noop} onContactSupport={noop} />, { user: ADA });
    const dialog = await screen.findByRole('dialog', { name: 'Order #ES-000012' });
    await within(dialog).findByRole('list', { name: 'Order progress' });
    const changes = stepsOf(dialog).filter((s) => within(s).getByTestId('step-title').textContent === 'Order Changed');
    expect(changes.map((s) => [s.dataset.state, s.textContent])).toEqual([
      ['done', expect.stringContaining('Removed Free Range Eggs (Tesco). New total £9.39 (was £11.49)22 Nov 2026, 18:10')],
      ['done', expect.stringContaining('Delivery moved to Tue 24 Nov, 18:00–20:00. Total still £9.3923 Nov 2026, 08:00')],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('a visitor sees Login Required, and neither a stream nor a request is made', async () => {
    FakeEventSource.install();
    const calls = stubApi();
    const noop = () => {};
    renderApp(<TrackOrderTimelineDialog order={order} onOpenChange={noop} onCloseAutoFocus={noop} onViewDetails={noop} onContactSupport={noop} />);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(dialog).toHaveTextContent('Please login to track your order status. Order tracking is only available for registered users.');
    expect(within(dialog).getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(FakeEventSource.instances).toEqual([]);
  });
});
