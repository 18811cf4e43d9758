import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { orderDetailSchema, paymentTokenErrorSchema } from '@/contracts/orders';
import { cardExpiredErrorSchema, cardInUseErrorSchema, paymentMethodListSchema, paymentMethodSchema } from '@/contracts/payment-methods';
import { ORDER_CANCELLED, ORDER_DELIVERED } from '@/domain/order-status';
import { orders, paymentAuthorisations, paymentMethods, paymentTokens } from '../../db/schema';
import { CARDS, cardToken, orderBody, placeOrderRequest, postOrder, productsFromChains, setBasket, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Saved cards (issue 36): every route and refusal, and paying with a saved card at checkout. */

let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  // Several orders for one shopper within the hour: the limits are not under test here.
  Object.assign(t.app.orderLimits, { perHour: 1000, openPerDay: 1000 });
  picks = await productsFromChains(t.database.db, [1, 2]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers }, ...(payload ? { payload } : {}) });

const cardsOf = async (cookie: string) => {
  const res = await call('GET', '/api/payment-methods', cookie);
  expect(res.statusCode).toBe(200);
  return parseBody(paymentMethodListSchema, res);
};

/** Saves this test card for the shopper through the API (a fresh token first, as the browser would get one). */
const saveCard = async (cookie: string, card: string = CARDS.ok) => {
  const res = await call('POST', '/api/payment-methods', cookie, { token: await cardToken(t.database.db, card) });
  expect(res.statusCode, res.body).toBe(201);
  return parseBody(paymentMethodSchema, res);
};

/** Moves the saved card's expiry to last year, as time would. */
const expire = (id: string) =>
  t.database.db
    .update(paymentMethods)
    .set({ expYear: new Date().getFullYear() - 1 })
    .where(eq(paymentMethods.id, id));

const payWith = (cookie: string, paymentMethodId: string, key?: string) => placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: undefined, paymentMethodId }), key);

describe('saved cards', () => {
  it('answers a visitor 401 on every route and saves nothing', async () => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentMethods))[0]!.n;
    const token = await cardToken(t.database.db);
    for (const [method, url, body] of [
      ['GET', '/api/payment-methods'],
      ['POST', '/api/payment-methods', { token }],
      ['PATCH', '/api/payment-methods/pm_test_0', { default: true }],
      ['DELETE', '/api/payment-methods/pm_test_0'],
    ] as const) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentMethods))[0]!.n).toBe(before);
  });

  it('saves a card from a fresh token, keeping only the brand, last four and expiry; the first is the default', async () => {
    const { cookie } = await shopper(t.database.db);
    expect(await cardsOf(cookie)).toEqual([]);
    const year = new Date().getFullYear() + 2;
    const visa = await saveCard(cookie);
    expect(visa).toEqual({ id: expect.stringMatching(/^pm_test_[0-9a-f]{24}$/), brand: 'Visa', last4: '4242', expMonth: 12, expYear: year, isDefault: true, expired: false });
    const another = await saveCard(cookie, CARDS.noIncrease);
    expect(another).toMatchObject({ brand: 'Visa', last4: '0341', isDefault: false });
    expect((await cardsOf(cookie)).map((c) => [c.id, c.isDefault])).toEqual([
      [visa.id, true],
      [another.id, false],
    ]);
  });

  it('refuses a spent, unknown or missing token (402 or 400), and a second save of one token', async () => {
    const { cookie } = await shopper(t.database.db);
    const token = await cardToken(t.database.db);
    expect((await call('POST', '/api/payment-methods', cookie, { token })).statusCode).toBe(201);
    const again = await call('POST', '/api/payment-methods', cookie, { token });
    expect(again.statusCode).toBe(402);
    expect(parseBody(paymentTokenErrorSchema, again).message).toMatch(/could not be saved/);
    expect((await call('POST', '/api/payment-methods', cookie, { token: 'tok_never_made' })).statusCode).toBe(402);
    const missing = await call('POST', '/api/payment-methods', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(parseBody(apiErrorSchema, missing).fields ?? {})).toEqual(['token']);
    expect(await cardsOf(cookie)).toHaveLength(1);
  });

  it('saves one card when the same token is sent twice at once, and one default when two first cards come at once', async () => {
    const { cookie } = await shopper(t.database.db);
    const token = await cardToken(t.database.db);
    const both = await Promise.all([call('POST', '/api/payment-methods', cookie, { token }), call('POST', '/api/payment-methods', cookie, { token })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 402]);

    const other = await shopper(t.database.db);
    const [a, b] = [await cardToken(t.database.db), await cardToken(t.database.db, CARDS.noIncrease)];
    const firsts = await Promise.all([call('POST', '/api/payment-methods', other.cookie, { token: a }), call('POST', '/api/payment-methods', other.cookie, { token: b })]);
    expect(firsts.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await cardsOf(other.cookie)).filter((c) => c.isDefault)).toHaveLength(1);
  });

  it('sets the default (one at a time) and removes a card, the next card taking the default', async () => {
    const { cookie } = await shopper(t.database.db);
    const first = await saveCard(cookie);
    const second = await saveCard(cookie, CARDS.noIncrease);
    const set = await call('PATCH', `/api/payment-methods/${second.id}`, cookie, { default: true });
    expect(set.statusCode).toBe(200);
    expect(parseBody(paymentMethodListSchema, set).map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await call('PATCH', `/api/payment-methods/${second.id}`, cookie, { default: false })).statusCode).toBe(400);

    const removed = await call('DELETE', `/api/payment-methods/${second.id}`, cookie);
    expect(removed.statusCode).toBe(204);
    expect((await cardsOf(cookie)).map((c) => [c.id, c.isDefault])).toEqual([[first.id, true]]);
    expect((await call('DELETE', `/api/payment-methods/${second.id}`, cookie)).statusCode).toBe(404);
  });

  it('never shows, changes or removes another shopper’s card (404), and refuses a malformed id (400)', async () => {
    const owner = await shopper(t.database.db);
    const card = await saveCard(owner.cookie);
    const other = await shopper(t.database.db);
    expect(await cardsOf(other.cookie)).toEqual([]);
    const patch = await call('PATCH', `/api/payment-methods/${card.id}`, other.cookie, { default: true });
    expect(patch.statusCode).toBe(404);
    expect(parseBody(apiErrorSchema, patch).message).toBe('We could not find that saved card');
    expect((await call('DELETE', `/api/payment-methods/${card.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/payment-methods/4242', other.cookie)).statusCode).toBe(400);
    expect((await cardsOf(owner.cookie)).map((c) => c.id)).toEqual([card.id]);
  });

  it('refuses a cross-site save, change or removal (403), changing nothing', async () => {
    const { cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie);
    const second = await saveCard(cookie, CARDS.noIncrease);
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', host: 'localhost:3000' }];
    for (const headers of crossSite) {
      expect((await call('POST', '/api/payment-methods', cookie, { token: await cardToken(t.database.db) }, headers)).statusCode).toBe(403);
      expect((await call('PATCH', `/api/payment-methods/${second.id}`, cookie, { default: true }, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/payment-methods/${card.id}`, cookie, undefined, headers)).statusCode).toBe(403);
    }
    expect((await cardsOf(cookie)).map((c) => [c.id, c.isDefault])).toEqual([
      [card.id, true],
      [second.id, false],
    ]);
  });

  it('lists an expired card as expired; it cannot be made the default or pay (409), and may be removed', async () => {
    const { cookie } = await shopper(t.database.db);
    const good = await saveCard(cookie);
    const old = await saveCard(cookie, CARDS.noIncrease);
    await expire(old.id);
    expect((await cardsOf(cookie)).find((c) => c.id === old.id)).toMatchObject({ expired: true, isDefault: false });
    const choose = await call('PATCH', `/api/payment-methods/${old.id}`, cookie, { default: true });
    expect(choose.statusCode).toBe(409);
    expect(parseBody(cardExpiredErrorSchema, choose).message).toMatch(/expired/);
    const pay = await payWith(cookie, old.id);
    expect(pay.statusCode).toBe(409);
    expect(parseBody(cardExpiredErrorSchema, pay).code).toBe('card_expired');
    expect((await cardsOf(cookie)).find((c) => c.isDefault)?.id).toBe(good.id);
    expect((await call('DELETE', `/api/payment-methods/${old.id}`, cookie)).statusCode).toBe(204);
  });
});

describe('paying with a saved card', () => {
  it('authorises the saved card and records it on the order; a retry with the same key pays once', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie);
    const res = await payWith(cookie, card.id, 'saved-1');
    expect(res.statusCode, res.body).toBe(201);
    const order = parseBody(orderDetailSchema, res);
    expect(order.payment).toEqual({ brand: 'Visa', last4: '4242' });
    const [row] = await t.database.db.select({ paymentMethodId: orders.paymentMethodId, authorisationId: orders.paymentAuthorisationId }).from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentMethodId).toBe(card.id);
    expect((await payWith(cookie, card.id, 'saved-1')).statusCode).toBe(201);
    const auths = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, `order:${user.id}:saved-1`));
    expect(auths.map((a) => [a.id, a.status])).toEqual([[row!.authorisationId, 'authorised']]);
  });

  it('a saved declined card declines (402) and no order is written', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie, CARDS.declined);
    const res = await payWith(cookie, card.id);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'payment_declined' });
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });

  it('refuses another shopper’s saved card (404) without charging it', async () => {
    const owner = await shopper(t.database.db);
    const card = await saveCard(owner.cookie);
    const thief = await shopper(t.database.db);
    const res = await payWith(thief.cookie, card.id);
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, thief.user.id))).toEqual([]);
  });

  it('refuses a body with both a token and a saved card, or neither, or saveCard without a token (400)', async () => {
    const { cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie);
    const both = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentMethodId: card.id }));
    expect(both.statusCode).toBe(400);
    expect(Object.keys(parseBody(apiErrorSchema, both).fields ?? {})).toEqual(['paymentToken']);
    const neither = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: undefined }));
    expect(parseBody(apiErrorSchema, neither).fields).toEqual({ paymentToken: 'paymentToken is required' });
    const save = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: undefined, paymentMethodId: card.id, saveCard: true }));
    expect(Object.keys(parseBody(apiErrorSchema, save).fields ?? {})).toEqual(['saveCard']);
  });

  it('saves the card at checkout when asked (once authorised), and the next order pays with it', async () => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody([picks[0]!], { saveCard: true });
    const first = await placeOrderRequest(t, cookie, body, 'save-at-checkout');
    expect(first.statusCode, first.body).toBe(201);
    const [card] = await cardsOf(cookie);
    expect(card).toMatchObject({ brand: 'Visa', last4: '4242', isDefault: true, expired: false });
    // A retry of the same request keeps the one card.
    expect((await placeOrderRequest(t, cookie, body, 'save-at-checkout')).statusCode).toBe(201);
    expect(await cardsOf(cookie)).toHaveLength(1);
    const next = await payWith(cookie, card!.id);
    expect(next.statusCode).toBe(201);

    // A declined card is not saved; a card paid with once (no saveCard) is not either.
    expect((await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: await cardToken(t.database.db, CARDS.declined), saveCard: true }))).statusCode).toBe(402);
    expect((await placeOrderRequest(t, cookie, orderBody([picks[0]!]))).statusCode).toBe(201);
    expect(await cardsOf(cookie)).toHaveLength(1);
  });

  it('keeps a card an open order pays with until that order is delivered or cancelled (409 naming it)', async () => {
    const { cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie);
    const placed = parseBody(orderDetailSchema, await payWith(cookie, card.id));
    const second = parseBody(orderDetailSchema, await payWith(cookie, card.id));
    const refused = await call('DELETE', `/api/payment-methods/${card.id}`, cookie);
    expect(refused.statusCode).toBe(409);
    const { message, orderNumber } = parseBody(cardInUseErrorSchema, refused);
    expect([placed.orderNumber, second.orderNumber]).toContain(orderNumber);
    expect(message).toBe(`This card pays for order ${orderNumber}: you can remove it once that order is delivered or cancelled`);

    await t.database.db.update(orders).set({ status: ORDER_DELIVERED }).where(eq(orders.id, placed.id));
    await t.database.db.update(orders).set({ status: ORDER_CANCELLED }).where(eq(orders.id, second.id));
    expect((await call('DELETE', `/api/payment-methods/${card.id}`, cookie)).statusCode).toBe(204);
    expect(await cardsOf(cookie)).toEqual([]);
    // The order still says which card paid.
    const [row] = await t.database.db.select({ paymentMethodId: orders.paymentMethodId }).from(orders).where(eq(orders.id, placed.id));
    expect(row!.paymentMethodId).toBe(card.id);
  });

  it('the same basket paid twice at once with one saved card: one order, the other’s hold voided', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const card = await saveCard(cookie);
    const body = orderBody([picks[0]!], { paymentToken: undefined, paymentMethodId: card.id });
    await setBasket(t, cookie, body);
    const answers = await Promise.all([postOrder(t, cookie, body, 'twice-a'), postOrder(t, cookie, body, 'twice-b')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const placed = await t.database.db.select({ auth: orders.paymentAuthorisationId, card: orders.paymentMethodId }).from(orders).where(eq(orders.userId, user.id));
    expect(placed).toEqual([{ auth: expect.any(String), card: card.id }]);
    const held = await t.database.db
      .select({ id: paymentAuthorisations.id })
      .from(paymentAuthorisations)
      .where(and(eq(paymentAuthorisations.status, 'authorised'), sql`starts_with(${paymentAuthorisations.idempotencyKey}, ${`order:${user.id}:twice-`})`));
    expect(held.map((h) => h.id)).toEqual([placed[0]!.auth]);
  });

  it('keeps the token’s expiry for the card it saves', async () => {
    const token = await cardToken(t.database.db);
    const [row] = await t.database.db.select({ expMonth: paymentTokens.expMonth, expYear: paymentTokens.expYear }).from(paymentTokens).where(eq(paymentTokens.id, token));
    expect(row).toEqual({ expMonth: 12, expYear: new Date().getFullYear() + 2 });
  });
});
