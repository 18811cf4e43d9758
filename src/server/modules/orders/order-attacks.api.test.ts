import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';

import { products, sessions } from '../../db/schema';
import { hashSessionId, USER_IDLE_MS } from '../session/service';
import { CARDS, addToBasket, orderBody, orderTableCounts, placeOrderRequest, productsFromChains, shopper, token, unitPounds, type ProductPick } from '../../test/order-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderDetailSchema, ordersPageSchema, paymentDeclinedErrorSchema, unavailableErrorSchema } from '@/contracts/orders';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let picks: ProductPick[];
let before: Awaited<ReturnType<typeof orderTableCounts>>;

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 2, 6]);
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await orderTableCounts(t.database.db);
});

const expectNothingWritten = async () => expect(await orderTableCounts(t.database.db)).toEqual(before);

describe('who may order', () => {
  it('answers a visitor 401 on every order route and writes nothing', async () => {
    const res = await placeOrderRequest(t, null, orderBody(picks));
    expect(res.statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/1'],
      ['POST', '/api/orders/1/reorder'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    await expectNothingWritten();
  });

  // The order's first statement checks the session itself (no round trip of its own): it must refuse exactly the
  // sessions findSession refuses, claim nothing for them, and still keep a session in use alive.
  const sessionOf = (cookie: string) => eq(sessions.idHash, hashSessionId(cookie.split('=')[1]!));

  it('refuses an idle, an expired, a signed-out and an unknown session with 401, claiming and writing nothing', async () => {
    const idle = await shopper(t.database.db);
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - USER_IDLE_MS - 60_000) }).where(sessionOf(idle.cookie));
    const expired = await shopper(t.database.db);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(sessionOf(expired.cookie));
    const signedOut = await shopper(t.database.db);
    await t.database.db.update(sessions).set({ userId: null }).where(sessionOf(signedOut.cookie));
    for (const cookie of [idle.cookie, expired.cookie, signedOut.cookie, 'es_sid=no-such-session']) {
      for (const key of ['deferred-session-key', undefined]) {
        const res = await placeOrderRequest(t, cookie, orderBody(picks), key);
        expect(res.statusCode).toBe(401);
        expect(parseBody(apiErrorSchema, res).message).toBe('Please sign in to continue');
      }
    }
    await expectNothingWritten();
    // As findSession does, the idle session is ended, not merely refused.
    expect(await t.database.db.select().from(sessions).where(sessionOf(idle.cookie))).toEqual([]);
  });

  it('answers 401 before 400 when a refused session sends a malformed order', async () => {
    const idle = await shopper(t.database.db);
    await t.database.db.update(sessions).set({ lastSeenAt: new Date(Date.now() - USER_IDLE_MS - 60_000) }).where(sessionOf(idle.cookie));
    expect((await placeOrderRequest(t, idle.cookie, { items: 'none' })).statusCode).toBe(401);
    expect((await placeOrderRequest(t, idle.cookie, orderBody(picks), ' ')).statusCode).toBe(401);
    const live = await shopper(t.database.db);
    expect((await placeOrderRequest(t, live.cookie, { items: 'none' })).statusCode).toBe(400);
    await expectNothingWritten();
  });

  it('accepts a session near its idle limit, orders for its user and records its use', async () => {
    const alice = await shopper(t.database.db);
    const seen = new Date(Date.now() - USER_IDLE_MS + 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: seen }).where(sessionOf(alice.cookie));
    await addToBasket(t, alice.cookie, picks[0]!.id);
    // That request touched the session; it is set back to the edge before the order.
    await t.database.db.update(sessions).set({ lastSeenAt: seen }).where(sessionOf(alice.cookie));
    const res = await placeOrderRequest(t, alice.cookie, orderBody([picks[0]!]), 'near-idle-limit');
    expect(res.statusCode).toBe(201);
    // The use is recorded beside the order (not awaited by it); read before any other request could record it.
    const lastSeen = async () => (await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(sessionOf(alice.cookie)))[0]!.at.getTime();
    await expect.poll(lastSeen).toBeGreaterThan(Date.now() - 60_000);
    const list = parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: alice.cookie } }));
    expect(list.orders.map((o) => o.id)).toEqual([parseBody(orderDetailSchema, res).id]);
  });

  it('hides another shopper’s order exactly like a missing one, and never lists it', async () => {
    const alice = await shopper(t.database.db);
    const bob = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, alice.cookie, orderBody([picks[0]!])));
    const theirs = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie: bob.cookie } });
    const missing = await t.app.inject({ method: 'GET', url: '/api/orders/99999999', headers: { cookie: bob.cookie } });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(parseBody(apiErrorSchema, theirs).message).toBe(`Order ${order.id} not found`);
    const reorder = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder`, headers: { cookie: bob.cookie } });
    expect(reorder.statusCode).toBe(404);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: bob.cookie } }));
    expect(basket.items).toEqual([]);
    const list = parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: bob.cookie } }));
    expect(list.totalCount).toBe(0);
  });

  it('leaves another shopper’s basket alone when ordering the same products', async () => {
    const alice = await shopper(t.database.db);
    const bob = await shopper(t.database.db);
    await addToBasket(t, alice.cookie, picks[1]!.id, 2);
    expect((await placeOrderRequest(t, bob.cookie, orderBody([picks[1]!]))).statusCode).toBe(201);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: alice.cookie } }));
    expect(basket.items.map((l) => [l.productId, l.quantity])).toEqual([[picks[1]!.id, 2]]);
  });

  it('refuses a cross-site POST (403) before anything happens', async () => {
    const { cookie } = await shopper(t.database.db);
    for (const headers of [{ origin: 'https://evil.example', host: 'localhost:3000' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders', payload: orderBody(picks), headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(403);
    }
    const reorder = await t.app.inject({ method: 'POST', url: '/api/orders/1/reorder', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(reorder.statusCode).toBe(403);
    await expectNothingWritten();
  });
});

describe('a tampered or malformed body', () => {
  it('refuses a price the shopper was not shown (409 with today’s prices) and writes nothing', async () => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody(picks);
    body.items[1]!.price = 0.01;
    const res = await placeOrderRequest(t, cookie, body, 'tamper-1');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'price_changed', changes: [{ productId: picks[1]!.id, expected: 0.01, current: unitPounds(picks[1]!) }] });
    const after = await orderTableCounts(t.database.db);
    expect({ ...after, keys: before.keys }).toEqual(before);
  });

  it.each([
    ['a negative quantity', { quantity: -1 }, /items\.0\.quantity: quantity must be at least 1/],
    ['a zero quantity', { quantity: 0 }, /quantity must be at least 1/],
    ['a fractional quantity', { quantity: 1.5 }, /quantity must be a whole number/],
    ['a huge quantity', { quantity: 1e9 }, /quantity must be at most 99/],
    ['a string quantity', { quantity: '2' }, /quantity must be a number/],
    ['a negative price', { price: -1 }, /price must not be negative/],
    ['a price in fractions of a penny', { price: 1.234 }, /price must be in whole pence/],
    ['a product id that is not a number', { productId: 'abc' }, /productId must be a number/],
  ])('refuses %s with a 400 naming the field', async (_name, change, message) => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody([picks[0]!]) as unknown as { items: Record<string, unknown>[] };
    Object.assign(body.items[0]!, change);
    const res = await placeOrderRequest(t, cookie, body);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(message);
    await expectNothingWritten();
  });

  it('refuses an unknown product, a duplicated line, an empty order and fields the client may not set', async () => {
    const { cookie } = await shopper(t.database.db);
    const cases: [unknown, RegExp][] = [
      [orderBody([{ ...picks[0]!, id: 99_999_999 }]), /items\.0\.productId: product 99999999 not found/],
      [orderBody([picks[0]!, picks[0]!]), /listed twice/],
      [{ ...orderBody([picks[0]!]), items: [] }, /items must not be empty/],
      [{ ...orderBody([picks[0]!]), total: 0.01 }, /Unknown field: total/],
      [{ ...orderBody([picks[0]!]), userId: 1 }, /Unknown field: userId/],
      [{ ...orderBody([picks[0]!]), deliveryOption: 'drone' }, /deliveryOption/],
      [{ ...orderBody([picks[0]!]), paymentToken: undefined }, /paymentToken/],
      [{ ...orderBody([picks[0]!]), cardNumber: CARDS.ok }, /Unknown field: cardNumber/],
      [orderBody([picks[0]!], { shippingDetails: { ...orderBody([]).shippingDetails, address: { ...orderBody([]).shippingDetails.address, postcode: 'NOPE' } } }), /postcode/],
      [orderBody([picks[0]!], { shippingDetails: { ...orderBody([]).shippingDetails, email: 'not-an-email' } }), /Please enter a valid email address/],
      [{ ...orderBody([picks[0]!]), notes: 'x'.repeat(501) }, /notes is too long/],
    ];
    for (const [body, message] of cases) {
      const res = await placeOrderRequest(t, cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toMatch(message);
    }
    await expectNothingWritten();
  });

  it('refuses malformed JSON, a non-object, a 1 MB body and a bad Idempotency-Key', async () => {
    const { cookie } = await shopper(t.database.db);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: '{"items": [', headers: { cookie, 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, malformed).message).toBe('Malformed JSON body');
    const array = await placeOrderRequest(t, cookie, [1, 2]);
    expect(array.statusCode).toBe(400);
    const huge = await t.app.inject({ method: 'POST', url: '/api/orders', payload: JSON.stringify({ ...orderBody([picks[0]!]), notes: 'x'.repeat(1024 * 1024) }), headers: { cookie, 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    const badKey = await placeOrderRequest(t, cookie, orderBody([picks[0]!]), 'has spaces in it');
    expect(badKey.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, badKey).message).toMatch(/Idempotency-Key/);
    await expectNothingWritten();
  });

  it('refuses an unavailable product with a 409 naming the line', async () => {
    const { cookie } = await shopper(t.database.db);
    const [gone] = await productsFromChains(t.database.db, [3]);
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, gone!.id));
    const res = await placeOrderRequest(t, cookie, orderBody([picks[0]!, gone!]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'unavailable', lines: [{ productId: gone!.id, name: gone!.name }] });
    expect(parseBody(unavailableErrorSchema, res).message).toContain(gone!.name);
    await t.database.db.update(products).set({ available: true }).where(eq(products.id, gone!.id));
    await expectNothingWritten();
  });
});

describe('card outcomes', () => {
  it.each([
    [CARDS.declined, 'Your card was declined'],
    [CARDS.insufficient, 'Your card has insufficient funds'],
  ])('declines %s with 402, keeps the basket and writes no order', async (card, message) => {
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, picks[0]!.id, 2);
    const res = await placeOrderRequest(t, cookie, orderBody([{ ...picks[0]!, quantity: 2 }], { paymentToken: token(card) }));
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('payment_declined');
    expect(parseBody(paymentDeclinedErrorSchema, res).message).toMatch(message);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(basket.items.map((l) => l.quantity)).toEqual([2]);
    await expectNothingWritten();
  });
});
