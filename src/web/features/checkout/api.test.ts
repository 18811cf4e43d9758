import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlaceOrderInput } from '@/contracts/orders';
import { ApiRequestError } from '@/web/lib/api';
import { makeDetail, makeOrder, stubApi, type ApiAnswer } from '@/web/testing';
import { CardRefusedError, MAX_RETRIES, placeOrder, tokenizeCard } from './api';

afterEach(() => vi.unstubAllGlobals());

/** The body is the server's business here; only how often it is sent matters. */
const INPUT = { items: [] } as unknown as PlaceOrderInput;
const ORDER = makeDetail(makeOrder({ id: 7 }));

/** Places an order against answers given in turn (the last repeating); returns the outcome and how many were sent. */
async function pressWith(answers: (() => ApiAnswer)[], delaysMs?: readonly number[]) {
  let n = 0;
  const calls = stubApi({ 'POST /api/orders': () => answers[Math.min(n++, answers.length - 1)]!() });
  const sleep = vi.fn(async () => {});
  const outcome = await placeOrder(INPUT, { idempotencyKey: 'press-1', sleep, ...(delaysMs ? { delaysMs } : {}) }).then(
    (order) => ({ order }),
    (error: unknown) => ({ error }),
  );
  return { outcome, sent: calls.length, keys: new Set(calls.map((c) => c.headers.get('Idempotency-Key'))), sleep };
}

const answer = (status: number, json: unknown = { message: `answered ${status}` }) => () => ({ status, json });
const networkDown = () => {
  throw new TypeError('Failed to fetch');
};

describe('placing an order retries only what may succeed on a second try', () => {
  it.each([
    [400, { message: 'shippingDetails.name: must be valid text', fields: { 'shippingDetails.name': 'must be valid text' } }],
    [401, { message: 'Please sign in to continue' }],
    [402, { message: 'Your card was declined', code: 'payment_declined' }],
    [403, { message: 'Forbidden' }],
    [404, { message: 'Not found' }],
    // A key still in flight: the shopper is told to check Your Orders rather than the page asking again.
    [409, { message: 'A request with this Idempotency-Key is still being processed. Retry shortly.' }],
    [409, { message: 'Some prices have changed', code: 'price_changed', changes: [] }],
    [413, { message: 'Too large' }],
    [422, { message: 'Unprocessable' }],
    [429, { message: 'Too many requests' }],
  ])('never retries a %i', async (status, json) => {
    const { outcome, sent, sleep } = await pressWith([answer(status, json), () => ({ status: 201, json: ORDER })]);
    expect(sent).toBe(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(outcome).toEqual({ error: expect.any(ApiRequestError) });
    expect((outcome as { error: ApiRequestError }).error.status).toBe(status);
  });

  it.each([500, 502, 503, 504])('retries a %i at most twice, with the same key', async (status) => {
    const { outcome, sent, keys } = await pressWith([answer(status)]);
    expect(MAX_RETRIES).toBe(2);
    expect(sent).toBe(3);
    expect(keys).toEqual(new Set(['press-1']));
    expect((outcome as { error: ApiRequestError }).error.status).toBe(status);
  });

  it('retries at most twice even when given more delays', async () => {
    expect((await pressWith([answer(503)], [1, 1, 1, 1, 1])).sent).toBe(3);
    expect((await pressWith([networkDown], [1, 1, 1, 1, 1])).sent).toBe(3);
  });

  it('retries a network failure, and stops at the first 4xx after a 5xx', async () => {
    const recovered = await pressWith([networkDown, answer(503), () => ({ status: 201, json: ORDER })]);
    expect(recovered.outcome).toEqual({ order: ORDER });
    expect(recovered.sent).toBe(3);
    expect(recovered.sleep.mock.calls).toEqual([[250], [1000]]);

    const refused = await pressWith([answer(502), answer(400), answer(503)]);
    expect(refused.sent).toBe(2);
    expect((refused.outcome as { error: ApiRequestError }).error.status).toBe(400);
  });
});

describe('the card goes to the test processor for a token', () => {
  const PAYMENT = { cardholderName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

  it('sends the card in the processor’s own names and answers its token', async () => {
    const calls = stubApi({ 'POST /api/test-processor/tokens': () => ({ status: 201, json: { token: 'tok_1', brand: 'Visa', last4: '4242', expiresAt: '2026-11-26T10:15:00.000Z' } }) });
    expect(await tokenizeCard(PAYMENT)).toBe('tok_1');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/api/test-processor/tokens', { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada Lovelace' }]]);
  });

  it('turns a refusal naming the card’s fields into the payment form’s fields, and never asks twice', async () => {
    const calls = stubApi({
      'POST /api/test-processor/tokens': () => ({ status: 400, json: { message: 'number: Not a test card', fields: { number: 'Not a test card', name: 'Too short' } } }),
    });
    const error = await tokenizeCard(PAYMENT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CardRefusedError);
    expect(error).toMatchObject({ message: 'number: Not a test card', fields: { cardNumber: 'Not a test card', cardholderName: 'Too short' } });
    expect(calls).toHaveLength(1);
  });

  it.each([
    [400, { message: 'Unknown field: amount', fields: { body: 'Unknown field: amount' } }],
    [429, { message: 'Too many card attempts. Please wait a minute and try again.' }],
    [503, { message: 'Busy' }],
  ])('passes any other refusal (%i) on as it came', async (status, json) => {
    stubApi({ 'POST /api/test-processor/tokens': () => ({ status, json }) });
    const error = await tokenizeCard(PAYMENT).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(status);
  });
});
