import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, makeOrder, stubApi } from '@/web/testing';
import { ApiRequestError } from '@/web/lib/api';
import { changeOrder, describeChangeFailure } from './api';

afterEach(() => vi.unstubAllGlobals());

const order = makeDetail(makeOrder({ id: 12 }));
const body = { notes: 'Ring twice' };

describe('changeOrder', () => {
  it('asks again after a network failure or a 5xx with the same body and Idempotency-Key', async () => {
    const answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => ({ status: 503, json: { message: 'busy' } }), () => ({ json: order })];
    let n = 0;
    const calls = stubApi({ 'PATCH /api/orders/12': () => answers[n++]!() });
    const waits: number[] = [];
    await expect(changeOrder(12, body, 'key-1', async (ms) => void waits.push(ms))).resolves.toEqual(order);
    expect(calls.map((c) => [c.rawBody, c.headers.get('Idempotency-Key')])).toEqual([
      [JSON.stringify(body), 'key-1'],
      [JSON.stringify(body), 'key-1'],
      [JSON.stringify(body), 'key-1'],
    ]);
    expect(waits).toEqual([250, 1000]);
  });

  it('never asks again once the server answered 4xx', async () => {
    const calls = stubApi({ 'PATCH /api/orders/12': () => ({ status: 402, json: { message: 'Your card declined the extra £3.20', code: 'payment_declined' } }) });
    const error = await changeOrder(12, body, 'key-1', async () => undefined).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(describeChangeFailure(error)).toEqual({ kind: 'message', message: 'Your card declined the extra £3.20' });
  });
});

describe('describeChangeFailure', () => {
  it('another change won meanwhile (409 order_busy without the order): the order is read again', () => {
    const message = 'Your order changed while we saved your changes: review it and try again';
    const body = JSON.stringify({ message, code: 'order_busy' });
    expect(describeChangeFailure(new ApiRequestError(409, body, { message }))).toEqual({ kind: 'refresh', message });
  });


  it('keeps a 5xx body from the shopper, and says a 401 plainly', () => {
    expect(describeChangeFailure(new ApiRequestError(500, '{"message":"TypeError: x is undefined"}', { message: 'TypeError: x is undefined' })).message).toBe(
      'We could not change your order. Please try again.',
    );
    expect(describeChangeFailure(new ApiRequestError(401, '{"message":"Please log in"}', { message: 'Please log in' })).message).toBe('Your session has ended. Please sign in again.');
  });
});
