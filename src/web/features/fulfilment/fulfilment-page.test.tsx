import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FulfilmentOrder, LineOutcomeInput, PickingList } from '@/contracts/fulfilment';
import { ADA, type ApiCall, makeFulfilmentOrder, makePickingLine, makePickingList, renderApp, sent, STAFF, stubApi } from '@/web/testing';
import { FulfilmentPage } from './fulfilment-page';

const WHOLE_MILK = { productId: 20, name: 'Whole Milk', storeId: 1, storeName: 'Tesco', price: 1.4, maxQuantity: 2 };

function freshOrder(): FulfilmentOrder {
  return makeFulfilmentOrder({
    pickingLists: [
      makePickingList({
        storeId: 1,
        storeName: 'Tesco',
        storeColor: '#00539F',
        branchAddress: 'Tesco Express, 1 High Street, Edinburgh EH1 1AA',
        lines: [
          makePickingLine({ id: 1, name: 'Semi Skimmed Milk', quantity: 2, price: 1.45, category: 'Dairy', suggestions: [WHOLE_MILK] }),
          makePickingLine({ id: 3, name: 'Free Range Eggs', price: 2.1, category: 'Eggs', substitution: { kind: 'none' } }),
        ],
      }),
      makePickingList({
        storeId: 5,
        storeName: 'Waitrose',
        storeColor: '#4A6B1F',
        branchAddress: 'Waitrose, 5 Market Street, Edinburgh EH1 1BB',
        lines: [makePickingLine({ id: 2, name: 'Sourdough Loaf', price: 2.5, storeId: 5, storeName: 'Waitrose', category: 'Bakery', substitution: { kind: 'other_store', capPence: 25 } })],
      }),
    ],
  });
}

/** The staff API over one order, moving it as the server would (no rules beyond what the screen needs). */
function staffServer(order = freshOrder(), refuse: (call: ApiCall) => string | null = () => null) {
  let current = order;
  const answer = (next: FulfilmentOrder) => {
    const all = next.pickingLists.every((l) => l.state === 'collected');
    current = { ...next, chains: next.pickingLists.map((l) => ({ storeId: l.storeId, storeName: l.storeName, state: l.state })) };
    current.can = { outForDelivery: all && next.status !== 'Out for Delivery' && next.status !== 'Delivered', deliver: next.status === 'Out for Delivery', cancel: next.status !== 'Delivered' && next.status !== 'Cancelled' };
    return { json: current };
  };
  const chain = (storeId: number, change: (l: PickingList) => PickingList) => ({ ...current, pickingLists: current.pickingLists.map((l) => (l.storeId === storeId ? change(l) : l)) });
  const guard = (handler: (call: ApiCall) => { json: unknown }) => (call: ApiCall) => {
    const message = refuse(call);
    return message ? { status: 409, json: { message, code: 'illegal_move' } } : handler(call);
  };
  const calls = stubApi({
    'GET /api/fulfilment/orders?view=open': () => ({ json: [makeSummary(current)] }),
    'GET /api/fulfilment/orders?view=all': () => ({ json: [makeSummary(current), { ...makeSummary(freshOrder()), id: 8, orderNumber: 'ES-000008', status: 'Delivered' }] }),
    'GET /api/fulfilment/orders/12': () => ({ json: current }),
    'POST /api/fulfilment/orders/12/chains/1/start': guard(() => answer({ ...chain(1, (l) => ({ ...l, state: 'collecting' })), status: 'Collecting from Tesco' })),
    'POST /api/fulfilment/orders/12/chains/5/start': guard(() => answer({ ...chain(5, (l) => ({ ...l, state: 'collecting' })), status: 'Collecting from Waitrose' })),
    'POST /api/fulfilment/orders/12/chains/1/collect': guard(() => answer(chain(1, (l) => ({ ...l, state: 'collected' })))),
    'POST /api/fulfilment/orders/12/chains/5/collect': guard(() => answer(chain(5, (l) => ({ ...l, state: 'collected' })))),
    'POST /api/fulfilment/orders/12/out-for-delivery': guard(() => answer({ ...current, status: 'Out for Delivery' })),
    'POST /api/fulfilment/orders/12/deliver': guard(() => answer({ ...current, status: 'Delivered' })),
    'POST /api/fulfilment/orders/12/cancel': guard(() => answer({ ...current, status: 'Cancelled' })),
    ...Object.fromEntries(
      [1, 2, 3].map((lineId) => [
        `POST /api/fulfilment/orders/12/lines/${lineId}`,
        guard((call) => {
          const body = call.body as LineOutcomeInput;
          const next = {
            ...current,
            pickingLists: current.pickingLists.map((l) => ({
              ...l,
              lines: l.lines.map((line) =>
                line.id !== lineId
                  ? line
                  : body.outcome === 'substituted'
                    ? { ...line, outcome: 'substituted' as const, substitute: { ...WHOLE_MILK, quantity: body.quantity }, finalTotal: 2.8 }
                    : { ...line, outcome: body.outcome, finalTotal: body.outcome === 'unavailable' ? 0 : line.finalTotal },
              ),
            })),
          };
          return answer(next);
        }),
      ]),
    ),
  });
  return calls;
}

function makeSummary(order: FulfilmentOrder) {
  const { id, orderNumber, customerName, status, deliveryOption, estimatedDelivery, deliverySlot, deliveryPostcode, itemCount, chains, paymentState, revision, amendedAt } = order;
  return { id, orderNumber, customerName, status, deliveryOption, estimatedDelivery, deliverySlot, deliveryPostcode, itemCount, chains, paymentState, revision, amendedAt };
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map(sent);
const renderPage = (route = '/fulfilment', user = STAFF) => renderApp(<FulfilmentPage />, { route, path: ['/fulfilment', '/fulfilment/:id'], user });
const list = (name: string) => screen.getByRole('region', { name });
const line = (name: string) => screen.getAllByTestId('picking-line').find((l) => l.textContent?.includes(name))!;

describe('/fulfilment', () => {
  it('a shopper is told the page is for staff, and nothing is asked of the API', async () => {
    const calls = stubApi();
    renderPage('/fulfilment', ADA);
    expect(await screen.findByText('This page is for Everystore staff.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('lists the orders by delivery day with each chain’s state, and switches between open and all', async () => {
    const user = userEvent.setup();
    const calls = staffServer();
    renderPage();
    const row = await screen.findByRole('link', { name: 'Order ES-000012 for Ada Lovelace' });
    expect(screen.getByRole('region', { name: 'Delivery 24 Nov 2026' })).toContainElement(row);
    expect(within(row).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tesco: To collect', 'Waitrose: To collect']);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(await screen.findByRole('link', { name: 'Order ES-000008 for Ada Lovelace' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/fulfilment/orders?view=open', '/api/fulfilment/orders?view=all']);

    await user.click(screen.getByRole('link', { name: 'Order ES-000012 for Ada Lovelace' }));
    expect(await screen.findByRole('heading', { name: 'Order #ES-000012' })).toBeInTheDocument();
  });

  it('marks an order the shopper changed, in the list and on the order, so staff pick its current revision', async () => {
    staffServer({ ...freshOrder(), revision: 3, amendedAt: '2026-11-23T18:05:00.000Z' });
    renderPage();
    const row = await screen.findByRole('link', { name: 'Order ES-000012 for Ada Lovelace' });
    expect(within(row).getByText('Changed: revision 3')).toBeInTheDocument();
    renderPage('/fulfilment/12');
    expect(await screen.findByText(/^Changed by the shopper .*: revision 3$/)).toBeInTheDocument();
  });

  it('links to the reported reviews', async () => {
    staffServer();
    renderPage();
    expect(await screen.findByRole('link', { name: 'Reported reviews' })).toHaveAttribute('href', '/fulfilment/reviews');
  });

  it('groups orders by their delivery slot, soonest first as the API lists them', async () => {
    const slot = (id: string, label: string) => ({ id, date: id.slice(0, 10), start: `${id}:00.000Z`, end: `${id}:00.000Z`, label });
    const early = slot('2026-11-27T08:00', 'Fri 27 Nov, 08:00–10:00');
    const late = slot('2026-11-27T16:00', 'Fri 27 Nov, 16:00–18:00');
    stubApi({
      'GET /api/fulfilment/orders': () => ({
        json: [
          makeSummary(makeFulfilmentOrder({ id: 1, orderNumber: 'ES-000001', deliverySlot: early })),
          makeSummary(makeFulfilmentOrder({ id: 2, orderNumber: 'ES-000002', deliverySlot: early })),
          makeSummary(makeFulfilmentOrder({ id: 3, orderNumber: 'ES-000003', deliverySlot: late })),
        ],
      }),
    });
    renderPage();
    await screen.findByRole('link', { name: 'Order ES-000001 for Ada Lovelace' });
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Delivery Fri 27 Nov, 08:00–10:00', 'Delivery Fri 27 Nov, 16:00–18:00']);
    expect(within(groups[0]!).getAllByTestId('fulfilment-order')).toHaveLength(2);
    expect(within(groups[1]!).getByRole('link', { name: 'Order ES-000003 for Ada Lovelace' })).toBeInTheDocument();
  });

  it('works an order chain by chain: start, picked / unavailable / substitute, collected, out for delivery, delivered', async () => {
    const user = userEvent.setup();
    const calls = staffServer();
    renderPage('/fulfilment/12');
    await screen.findByRole('heading', { name: 'Order #ES-000012' });
    const tesco = list('Tesco');
    expect(within(tesco).getByText('Tesco Express, 1 High Street, Edinburgh EH1 1AA')).toBeInTheDocument();
    expect(within(tesco).getAllByTestId('picking-line').map((l) => within(l).getByTestId('line-name').textContent)).toEqual(['Semi Skimmed Milk', 'Free Range Eggs']);
    expect(line('Free Range Eggs')).toHaveTextContent("If unavailable: Don't substitute");
    expect(line('Sourdough Loaf')).toHaveTextContent("If unavailable: Allow another store's equivalent up to +25p");
    expect(screen.getByRole('button', { name: 'Out for Delivery' })).toBeDisabled();
    expect(within(tesco).queryByRole('button', { name: 'Picked' })).not.toBeInTheDocument();

    await user.click(within(tesco).getByRole('button', { name: 'Start collecting from Tesco' }));
    const collected = await within(tesco).findByRole('button', { name: 'Collected from Tesco' });
    expect(collected).toBeDisabled();

    await user.click(within(line('Semi Skimmed Milk')).getByRole('button', { name: 'Substitute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Substitute Semi Skimmed Milk' });
    expect(within(dialog).getByRole('radio', { name: /Whole Milk/ })).toBeChecked();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: 'Substitute' }));
    await waitFor(() => expect(line('Semi Skimmed Milk')).toHaveTextContent('Substituted with Whole Milk (Tesco) ×2, £2.80'));

    expect(within(line('Free Range Eggs')).getByRole('button', { name: 'Substitute' })).toBeDisabled();
    await user.click(within(line('Free Range Eggs')).getByRole('button', { name: 'Unavailable' }));
    await waitFor(() => expect(within(line('Free Range Eggs')).getByTestId('line-outcome')).toHaveTextContent('Unavailable'));
    await waitFor(() => expect(within(tesco).getByRole('button', { name: 'Collected from Tesco' })).toBeEnabled());
    await user.click(within(tesco).getByRole('button', { name: 'Collected from Tesco' }));
    await waitFor(() => expect(within(tesco).getByTestId('chain-state')).toHaveTextContent('Collected'));

    const waitrose = list('Waitrose');
    await user.click(within(waitrose).getByRole('button', { name: 'Start collecting from Waitrose' }));
    await user.click(await within(line('Sourdough Loaf')).findByRole('button', { name: 'Picked' }));
    await waitFor(() => expect(within(waitrose).getByRole('button', { name: 'Collected from Waitrose' })).toBeEnabled());
    await user.click(within(waitrose).getByRole('button', { name: 'Collected from Waitrose' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Out for Delivery' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Out for Delivery' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delivered' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('This order is delivered: nothing more to do.')).toBeInTheDocument();

    const base = '/api/fulfilment/orders/12';
    expect(posts(calls)).toEqual([
      { method: 'POST', url: `${base}/chains/1/start`, body: undefined },
      { method: 'POST', url: `${base}/lines/1`, body: { outcome: 'substituted', productId: 20, quantity: 2 } },
      { method: 'POST', url: `${base}/lines/3`, body: { outcome: 'unavailable' } },
      { method: 'POST', url: `${base}/chains/1/collect`, body: undefined },
      { method: 'POST', url: `${base}/chains/5/start`, body: undefined },
      { method: 'POST', url: `${base}/lines/2`, body: { outcome: 'picked' } },
      { method: 'POST', url: `${base}/chains/5/collect`, body: undefined },
      { method: 'POST', url: `${base}/out-for-delivery`, body: undefined },
      { method: 'POST', url: `${base}/deliver`, body: undefined },
    ]);
  });

  it('a refused move (409) is said in a toast and the order is read again', async () => {
    const user = userEvent.setup();
    const started = freshOrder();
    started.pickingLists[0] = { ...started.pickingLists[0]!, state: 'collecting' };
    const calls = staffServer(started, (call) => (call.url.endsWith('/lines/1') ? 'This line already has an outcome' : null));
    renderPage('/fulfilment/12');
    await screen.findByRole('heading', { name: 'Order #ES-000012' });
    await user.click(within(line('Semi Skimmed Milk')).getByRole('button', { name: 'Picked' }));
    expect(await screen.findByText('This line already has an outcome')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === '/api/fulfilment/orders/12')).toHaveLength(2));
  });

  it('cancels with a reason', async () => {
    const user = userEvent.setup();
    const calls = staffServer();
    renderPage('/fulfilment/12');
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #ES-000012' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Van broke down  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/fulfilment/orders/12/cancel', body: { reason: 'Van broke down' } }]));
    expect(await screen.findByText('This order is cancelled: nothing more to do.')).toBeInTheDocument();
  });

  it('Print leaves every other chain’s list off the page while printing', async () => {
    const user = userEvent.setup();
    staffServer();
    let hiddenWhilePrinting: boolean[] = [];
    vi.stubGlobal('print', () => {
      hiddenWhilePrinting = screen.getAllByTestId('picking-list').map((l) => l.classList.contains('print:hidden'));
    });
    renderPage('/fulfilment/12');
    await screen.findByRole('heading', { name: 'Order #ES-000012' });
    await user.click(await screen.findByRole('button', { name: 'Print the Waitrose picking list' }));
    expect(hiddenWhilePrinting).toEqual([true, false]);
  });
});
