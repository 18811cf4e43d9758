import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FulfilmentOrder } from '@/contracts/fulfilment';
import { makeFulfilmentOrder, makePickingLine, makePickingList, renderApp, sent, STAFF, stubApi, type ApiCall } from '@/web/testing';
import { FulfilmentPage } from './fulfilment-page';

/** The staff screen when delivery could not take the payment: the list's flag, Retry payment and Write off. */

const BASE = '/api/fulfilment/orders/12';

/** Delivered, the £7.99 final total not taken from the £10.69 held. */
function problemOrder(over: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  return makeFulfilmentOrder({
    status: 'Payment Problem',
    paymentState: 'payment_problem',
    pickingLists: [makePickingList({ storeId: 1, storeName: 'Tesco', state: 'collected', lines: [makePickingLine({ id: 1, name: 'Semi Skimmed Milk', price: 1.7, outcome: 'picked' })] })],
    originalTotal: 5.69,
    finalTotal: 7.99,
    can: { outForDelivery: false, deliver: false, cancel: false },
    payment: { state: 'payment_problem', authorised: 10.69, canRetry: true, canWriteOff: true, writtenOff: null },
    ...over,
  });
}

const settled = (status: string, payment: Partial<FulfilmentOrder['payment']>) =>
  problemOrder({ status, paymentState: payment.state, payment: { ...problemOrder().payment, canRetry: false, canWriteOff: false, ...payment } });

function summaryOf(order: FulfilmentOrder) {
  const { id, orderNumber, customerName, status, deliveryOption, estimatedDelivery, deliverySlot, deliveryPostcode, itemCount, chains, paymentState, revision, amendedAt } = order;
  return { id, orderNumber, customerName, status, deliveryOption, estimatedDelivery, deliverySlot, deliveryPostcode, itemCount, chains, paymentState, revision, amendedAt };
}

const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map(sent);
const renderPage = (route: string) => renderApp(<FulfilmentPage />, { route, path: ['/fulfilment', '/fulfilment/:id'], user: STAFF });

describe('a payment problem on the staff screen', () => {
  it('is flagged on the work list', async () => {
    stubApi({ 'GET /api/fulfilment/orders?view=open': () => ({ json: [summaryOf(problemOrder())] }) });
    renderPage('/fulfilment');
    const row = await screen.findByRole('link', { name: 'Order ES-000012 for Ada Lovelace' });
    expect(row).toHaveTextContent('Payment Problem');
    expect(within(row).getByText('Payment problem: retry or write off')).toBeInTheDocument();
  });

  it('says what could not be taken, and Retry payment takes it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [`GET ${BASE}`]: () => ({ json: problemOrder() }),
      [`POST ${BASE}/payment/retry`]: () => ({ json: settled('Payment Taken', { state: 'captured' }) }),
    });
    renderPage('/fulfilment/12');
    const panel = await screen.findByRole('region', { name: 'Payment problem' });
    expect(panel).toHaveTextContent('The final total of £7.99 could not be taken from the card (up to £10.69 was held).');
    expect(screen.queryByText(/nothing more to do/)).not.toBeInTheDocument();
    expect(screen.getByText('Held on the card (up to)').nextElementSibling).toHaveTextContent('£10.69');

    await user.click(within(panel).getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText('Payment of £7.99 taken after a retry.')).toBeInTheDocument();
    expect(screen.getByText('This order is delivered: nothing more to do.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payment problem' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', url: `${BASE}/payment/retry`, body: undefined }]);
  });

  it('a retry the processor refuses again is said in a toast, and the order is read again', async () => {
    const user = userEvent.setup();
    const message = 'The payment of £7.99 still could not be taken: The authorisation is voided';
    const calls = stubApi({
      [`GET ${BASE}`]: () => ({ json: problemOrder() }),
      [`POST ${BASE}/payment/retry`]: () => ({ status: 409, json: { message, code: 'capture_failed' } }),
    });
    renderPage('/fulfilment/12');
    await user.click(await screen.findByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.url === BASE)).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'Payment problem' })).toBeInTheDocument();
  });

  it('Write off asks for a reason, then shows who wrote it off and when', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      [`GET ${BASE}`]: () => ({ json: problemOrder() }),
      [`POST ${BASE}/payment/write-off`]: () => ({ json: settled('Payment Written Off', { state: 'written_off', writtenOff: { by: 'Priya', at: '2026-11-24T14:05:00.000Z' } }) }),
    });
    renderPage('/fulfilment/12');
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Write off the payment of order #ES-000012' });
    expect(dialog).toHaveTextContent('The shopper is not charged the £7.99; they are told the reason and the hold on their card is released.');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Card cancelled by the bank ');
    await user.click(within(dialog).getByRole('button', { name: 'Write off' }));

    expect(await screen.findByText('Payment written off by Priya on 24 Nov 2026, 14:05.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', url: `${BASE}/payment/write-off`, body: { reason: 'Card cancelled by the bank' } }]);
  });

  it('Keep trying closes the write-off without sending anything', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ [`GET ${BASE}`]: () => ({ json: problemOrder() }) });
    renderPage('/fulfilment/12');
    await user.click(await screen.findByRole('button', { name: 'Write off' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep trying' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([]);
  });
});
