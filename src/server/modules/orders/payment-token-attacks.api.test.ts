import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import { orderDetailSchema, paymentDeclinedErrorSchema, paymentTokenErrorSchema } from '@/contracts/orders';
import { cardTokenSchema } from '@/contracts/test-processor';
import { cartTotals } from '@/domain/cart';
import { PAYMENT_TOKEN_REFUSED_MESSAGE } from '@/domain/payment-test-mode';
import { idempotencyKeys, orders, paymentAuthorisations, paymentTokens } from '../../db/schema';
import { CARDS, addToBasket, cardRequest, cardToken, orderBody, orderTableCounts, placeOrderRequest, productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { requestHash } from './idempotency';

/**
 * The payment token, attacked: a token pays for one order, is good for a while, is the processor's own, and says
 * what card it is. Each refusal is a 402 with code `payment_token` that leaves no order and no authorisation.
 */
let t: TestApp;
let picks: ProductPick[];
let before: Awaited<ReturnType<typeof orderTableCounts>>;
let authorisationsBefore: number;

const authorisationCount = async () => ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM payment_authorisations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const authorisationsOf = (userId: number) => t.database.db.select().from(paymentAuthorisations).where(like(paymentAuthorisations.idempotencyKey, `order:${userId}:%`));
const ordersOf = (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 2, 5]);
});
afterAll(() => t.close());
beforeEach(async () => {
  before = await orderTableCounts(t.database.db);
  authorisationsBefore = await authorisationCount();
});

/** A refused token: 402 payment_token, said plainly. */
function expectTokenRefused(res: Awaited<ReturnType<typeof placeOrderRequest>>) {
  expect(res.statusCode).toBe(402);
  expect(parseBody(paymentTokenErrorSchema, res)).toEqual({ code: 'payment_token', message: PAYMENT_TOKEN_REFUSED_MESSAGE });
}

describe('a token pays for one order', () => {
  it('as the browser does it: the card to the processor, the token to the shop; the same token again is refused', async () => {
    const { user, cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, picks[0]!.id);
    const tokenised = await t.app.inject({ method: 'POST', url: '/api/test-processor/tokens', payload: cardRequest(), remoteAddress: '198.51.100.10' });
    const { token } = parseBody(cardTokenSchema, tokenised);
    const first = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'first-press');
    expect(first.statusCode).toBe(201);

    // The same token on a new press (a new key), and with no key at all.
    await addToBasket(t, cookie, picks[0]!.id);
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'second-press'));
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[1]!], { paymentToken: token })));
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await authorisationsOf(user.id)).toHaveLength(1);
    // The refusal is the key's answer, as a decline is: a retry is told the same.
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'second-press'));
    expect((await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'second-press')))[0]).toMatchObject({ responseStatus: 402, orderId: null });
  });

  it('another shopper who got hold of a spent token cannot pay with it', async () => {
    const alice = await shopper(t.database.db);
    const mallory = await shopper(t.database.db);
    const token = await cardToken(t.database.db);
    expect((await placeOrderRequest(t, alice.cookie, orderBody([picks[1]!], { paymentToken: token }), 'alice')).statusCode).toBe(201);
    const before = await orderTableCounts(t.database.db);
    const authorisations = await authorisationCount();
    expectTokenRefused(await placeOrderRequest(t, mallory.cookie, orderBody([picks[1]!], { paymentToken: token }), 'alice'));
    expect(await ordersOf(mallory.user.id)).toEqual([]);
    expect({ ...(await orderTableCounts(t.database.db)), keys: before.keys }).toEqual(before);
    expect(await authorisationCount()).toBe(authorisations);
  });

  it('one token sent with ten keys at once pays for exactly one order, with one authorisation', async () => {
    // Ten shoppers, each with a basket of their own, all paying with one token.
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopper(t.database.db)));
    const token = await cardToken(t.database.db);
    const answers = await Promise.all(shoppers.map(({ cookie }, i) => placeOrderRequest(t, cookie, orderBody([picks[i % 3]!], { paymentToken: token }), `race-${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(402)]);
    for (const refused of answers.filter((a) => a.statusCode === 402)) expectTokenRefused(refused);
    const placed = (await Promise.all(shoppers.map((s) => ordersOf(s.user.id)))).flat();
    expect(placed).toHaveLength(1);
    expect((await Promise.all(shoppers.map((s) => authorisationsOf(s.user.id)))).flat()).toHaveLength(1);
  });

  it('a declined card’s token is spent too: used again, it is refused as a token', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const token = await cardToken(t.database.db, CARDS.declined);
    const declined = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'declined-once');
    expect(declined.statusCode).toBe(402);
    expect(parseBody(paymentDeclinedErrorSchema, declined).message).toBe('Your card was declined');
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'declined-twice'));
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await authorisationsOf(user.id)).toEqual([]);
  });
});

describe('a retry of the same request still gets its first authorisation', () => {
  it('a request that died after authorising is taken over by its retry, which pays with the same authorisation', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const paymentToken = await cardToken(t.database.db);
    const body = orderBody([picks[2]!], { paymentToken });
    const hash = requestHash({ ...body, shippingDetails: { ...body.shippingDetails, address: { ...body.shippingDetails.address, postcode: 'EH1 3DX' } } });
    // The dead request: its key claimed long ago, its token spent on its authorisation, then nothing.
    await t.database.db.insert(idempotencyKeys).values({ userId: user.id, key: 'died', requestHash: hash, state: 'started', lockedAt: sql`now() - interval '5 minutes'` });
    const dead = await t.app.payments.authorise({ token: paymentToken, amountPence: cartTotals([{ ...picks[2]!, quantity: 1 }]).totalPence, idempotencyKey: `order:${user.id}:died` });
    expect(dead.ok).toBe(true);
    // The token has expired since: the same key still finds its token.
    await t.database.db.update(paymentTokens).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(paymentTokens.id, paymentToken));

    const retry = await placeOrderRequest(t, cookie, body, 'died');
    expect(retry.statusCode).toBe(201);
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.paymentAuthorisationId).toBe(dead.ok && dead.authorisationId);
    expect(await authorisationsOf(user.id)).toHaveLength(1);
  });

  it('the provider answers a repeat of the same processor key with its first authorisation, and any other key with nothing', async () => {
    const token = await cardToken(t.database.db);
    const first = await t.app.payments.authorise({ token, amountPence: 1234, idempotencyKey: 'processor-key-1' });
    const again = await t.app.payments.authorise({ token, amountPence: 1234, idempotencyKey: 'processor-key-1' });
    const other = await t.app.payments.authorise({ token, amountPence: 1234, idempotencyKey: 'processor-key-2' });
    expect(first).toMatchObject({ ok: true, brand: 'Visa', last4: '4242' });
    expect(again).toEqual(first);
    expect(other).toEqual({ ok: false, kind: 'invalid_token', message: PAYMENT_TOKEN_REFUSED_MESSAGE });
    const [row] = await t.database.db.select().from(paymentTokens).where(eq(paymentTokens.id, token));
    expect(row).toMatchObject({ usedByKey: 'processor-key-1' });
    expect(row!.usedAt).toBeInstanceOf(Date);
  });
});

describe('a token is good for a while', () => {
  it('refuses an expired token: 402, no order, no authorisation, the basket kept', async () => {
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, picks[0]!.id);
    const token = await cardToken(t.database.db);
    await t.database.db.update(paymentTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(paymentTokens.id, token));
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }), 'expired'));
    expect({ ...(await orderTableCounts(t.database.db)), keys: before.keys }).toEqual(before);
    expect(await authorisationCount()).toBe(authorisationsBefore);
    const [row] = await t.database.db.select().from(paymentTokens).where(eq(paymentTokens.id, token));
    expect(row!.usedAt).toBeNull();
    const basket = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } })).json<{ items: unknown[] }>();
    expect(basket.items).toHaveLength(1);
  });

  it('takes a token a moment before it expires', async () => {
    const { cookie } = await shopper(t.database.db);
    const token = await cardToken(t.database.db);
    await t.database.db.update(paymentTokens).set({ expiresAt: sql`now() + interval '1 minute'` }).where(eq(paymentTokens.id, token));
    expect((await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }))).statusCode).toBe(201);
  });
});

describe('a token is the processor’s own, and says what card it is', () => {
  it.each([
    ['the old client-made format claiming an Amex', 'tok_test_ok_amex_0000_abcdefghij012345'],
    ['a well-formed id the processor never made', `tok_${'0'.repeat(48)}`],
    ['a card number', CARDS.ok],
    ['a made-up string', 'tok_fake'],
    ['an id with SQL in it', "tok_' OR '1'='1"],
  ])('refuses %s: 402, no order, no authorisation', async (_name, paymentToken) => {
    const { cookie } = await shopper(t.database.db);
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken }), `forged-${paymentToken.length}`));
    expectTokenRefused(await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken })));
    expect({ ...(await orderTableCounts(t.database.db)), keys: before.keys }).toEqual(before);
    expect(await authorisationCount()).toBe(authorisationsBefore);
  });

  it('records the brand and last four the processor has, whatever the client claims', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const token = await cardToken(t.database.db);
    // The order body has no say in the card: a claimed brand is an unknown field.
    const claimed = await placeOrderRequest(t, cookie, { ...orderBody([picks[0]!], { paymentToken: token }), paymentBrand: 'American Express', last4: '0000' });
    expect(claimed.statusCode).toBe(400);
    const res = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { paymentToken: token }));
    const order = parseBody(orderDetailSchema, res);
    expect(order.payment).toEqual({ brand: 'Visa', last4: '4242' });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ paymentBrand: 'Visa', paymentLast4: '4242' });
    const [auth] = await authorisationsOf(user.id);
    expect(auth).toMatchObject({ brand: 'Visa', last4: '4242', id: row!.paymentAuthorisationId });
  });
});
