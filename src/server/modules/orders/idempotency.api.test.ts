import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';

import { buildApp } from '../../app';
import { idempotencyKeys, orders, paymentAuthorisations } from '../../db/schema';
import { loadEnv } from '../../env';
import { CARDS, addToBasket, cardToken, orderBody, orderTableCounts, placeOrderRequest, productsFromChains, shopper, token, type ProductPick } from '../../test/order-factories';
import { orderDeps as orderDepsOf } from '../../test/order-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { accountOf } from '../../test/auth-factories';
import { requestHash } from './idempotency';
import { placeOrder, reapAbandoned, type OrderDeps } from './place-order';
import { writeOrder } from './order-statements';
import { orderDetailSchema, placeOrderSchema } from '@/contracts/orders';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 4, 8]);
});
afterAll(() => t.close());

const ordersOf = async (userId: number) => t.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('Idempotency-Key', () => {
  it('turns 10 parallel requests with one key into exactly one order and one authorisation', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const body = orderBody(picks);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrderRequest(t, cookie, body, 'parallel-key')));
    const placed = answers.filter((a) => a.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    // Every other answer is the documented 'still in progress' 409, never a second order or a 500.
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect(a.statusCode).toBe(409);
    expect(new Set(placed.map((a) => parseBody(orderDetailSchema, a).id)).size).toBe(1);
    const rows = await ordersOf(user.id);
    expect(rows).toHaveLength(1);
    const auths = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, `order:${user.id}:parallel-key`));
    expect(auths).toHaveLength(1);
    // A retry after the dust settles gets the same answer.
    const again = await placeOrderRequest(t, cookie, body, 'parallel-key');
    expect(again.statusCode).toBe(201);
    expect(parseBody(orderDetailSchema, again).id).toBe(rows[0]!.id);
  });

  it('replays a finished request byte for byte, even from a freshly started app on the same database', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const body = orderBody([picks[0]!]);
    const first = await placeOrderRequest(t, cookie, body, 'replay-key');
    expect(first.statusCode).toBe(201);
    // A second app on the same database: what a restart (or another instance) sees.
    const restarted = await buildApp({ database: t.database, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webRoot: null, logger: false });
    await restarted.ready();
    const replay = await restarted.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { cookie, 'idempotency-key': 'replay-key' } });
    await restarted.close();
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('answers 422 for the same key with another body, and keeps keys per shopper', async () => {
    const alice = await shopper(t.database.db);
    const bob = await shopper(t.database.db);
    expect((await placeOrderRequest(t, alice.cookie, orderBody([picks[0]!]), 'shared-key')).statusCode).toBe(201);
    const other = await placeOrderRequest(t, alice.cookie, orderBody([picks[1]!]), 'shared-key');
    expect(other.statusCode).toBe(422);
    expect(parseBody(apiErrorSchema, other).message).toMatch(/Idempotency-Key/);
    const bobs = await placeOrderRequest(t, bob.cookie, orderBody([picks[1]!]), 'shared-key');
    expect(bobs.statusCode).toBe(201);
    expect(await ordersOf(alice.user.id)).toHaveLength(1);
    expect(await ordersOf(bob.user.id)).toHaveLength(1);
  });

  it('treats field order and a fresh token the same way a processor does: the body is what counts', async () => {
    const { cookie } = await shopper(t.database.db);
    const body = orderBody([picks[2]!]);
    const reordered = { paymentToken: body.paymentToken, deliveryOption: body.deliveryOption, notes: body.notes, marketingConsent: body.marketingConsent, shippingDetails: body.shippingDetails, items: body.items };
    expect(requestHash(reordered)).toBe(requestHash(body));
    const first = await placeOrderRequest(t, cookie, body, 'order-of-fields');
    const second = await placeOrderRequest(t, cookie, reordered, 'order-of-fields');
    expect(parseBody(orderDetailSchema, second).id).toBe(parseBody(orderDetailSchema, first).id);
    const newToken = await placeOrderRequest(t, cookie, { ...body, paymentToken: token() }, 'order-of-fields');
    expect(newToken.statusCode).toBe(422);
  });

  it('stores a decline as the answer: the retry is told the same without asking the card again', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const body = orderBody([picks[0]!], { paymentToken: token(CARDS.declined) });
    const first = await placeOrderRequest(t, cookie, body, 'declined-key');
    const again = await placeOrderRequest(t, cookie, body, 'declined-key');
    expect(first.statusCode).toBe(402);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toEqual(first.json());
    const [key] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(key).toMatchObject({ state: 'finished', responseStatus: 402, orderId: null });
  });

  it('waits for a request in flight and then says 409, and takes over a key whose request died', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const body = orderBody([picks[1]!]);
    const hash = requestHash({ ...body, shippingDetails: { ...body.shippingDetails, address: { ...body.shippingDetails.address, postcode: 'EH1 3DX' } } });
    await t.database.db.insert(idempotencyKeys).values({ userId: user.id, key: 'in-flight', requestHash: hash, state: 'started' });
    const busy = await placeOrderRequest(t, cookie, body, 'in-flight');
    expect(busy.statusCode).toBe(409);
    expect(parseBody(apiErrorSchema, busy).message).toMatch(/still being processed/);
    expect(await ordersOf(user.id)).toHaveLength(0);

    await t.database.db.update(idempotencyKeys).set({ lockedAt: sql`now() - interval '5 minutes'` }).where(eq(idempotencyKeys.key, 'in-flight'));
    const resumed = await placeOrderRequest(t, cookie, body, 'in-flight');
    expect(resumed.statusCode).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('voids the dead request’s authorisation when the retry that takes over its key is refused', async () => {
    const { user, cookie } = await shopper(t.database.db);
    // The price changed while the first request was dying: the retry (same body) is refused with 409.
    const body = orderBody([picks[2]!]);
    body.items[0]!.price = 0.01;
    const hash = requestHash({ ...body, shippingDetails: { ...body.shippingDetails, address: { ...body.shippingDetails.address, postcode: 'EH1 3DX' } } });
    await t.database.db.insert(idempotencyKeys).values({ userId: user.id, key: 'died-then-refused', requestHash: hash, state: 'started', lockedAt: sql`now() - interval '5 minutes'` });
    const dead = await t.app.payments.authorise({ token: await cardToken(t.database.db), amountPence: 500, idempotencyKey: `order:${user.id}:died-then-refused` });
    expect(dead.ok).toBe(true);

    const refused = await placeOrderRequest(t, cookie, body, 'died-then-refused');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('price_changed');
    const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, `order:${user.id}:died-then-refused`));
    expect(auth!.status).toBe('voided');
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it('reaps keys left started for an hour: their authorisations voided, the keys freed; recent ones untouched', async () => {
    const { user } = await shopper(t.database.db);
    const keyOf = (key: string) => `order:${user.id}:${key}`;
    await t.database.db.insert(idempotencyKeys).values([
      { userId: user.id, key: 'abandoned', requestHash: 'h1', state: 'started', lockedAt: sql`now() - interval '2 hours'` },
      { userId: user.id, key: 'recent', requestHash: 'h2', state: 'started' },
    ]);
    for (const key of ['abandoned', 'recent']) expect((await t.app.payments.authorise({ token: await cardToken(t.database.db), amountPence: 700, idempotencyKey: keyOf(key) })).ok).toBe(true);

    expect(await reapAbandoned({ db: t.database.db, payments: t.app.payments })).toBeGreaterThanOrEqual(1);
    const status = async (key: string) => (await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, keyOf(key))))[0]!.status;
    expect(await status('abandoned')).toBe('voided');
    expect(await status('recent')).toBe('authorised');
    const keys = await t.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(keys.map((k) => k.key)).toEqual(['recent']);
  });

  it('lets a key be used again once it is older than 24 hours', async () => {
    const { user, cookie } = await shopper(t.database.db);
    expect((await placeOrderRequest(t, cookie, orderBody([picks[0]!]), 'old-key')).statusCode).toBe(201);
    await t.database.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.userId, user.id));
    expect((await placeOrderRequest(t, cookie, orderBody([picks[1]!]), 'old-key')).statusCode).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });
});

/**
 * A real failure inside the order's one statement, made by the test in the database itself: a trigger on the
 * order's status row that fails for orders whose notes say so. It fires once the order and its lines exist.
 */
async function failOrdersNoted(note: string) {
  await t.database.db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION test_fail_noted_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM orders WHERE id = NEW.order_id AND notes = '${note}') > 0 THEN RAISE EXCEPTION 'injected failure'; END IF;
        RETURN NEW;
      END $$`),
  );
  await t.database.db.execute(sql.raw(`CREATE OR REPLACE TRIGGER test_fail_noted_order AFTER INSERT ON order_statuses FOR EACH ROW EXECUTE FUNCTION test_fail_noted_order()`));
}

/** The deps the route gives placeOrder, for calling the service itself. */
const orderDeps = (overrides: Partial<OrderDeps> = {}) => orderDepsOf(t, overrides);

describe('a database failure mid-order', () => {
  it('rolls everything back: no order, no lines, no status, basket untouched, payment voided, key free for the retry', async () => {
    const { user, cookie } = await shopper(t.database.db);
    for (const p of picks) await addToBasket(t, cookie, p.id);
    const before = await orderTableCounts(t.database.db);
    const outboxCount = async () => ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM email_outbox`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const mailsBefore = await outboxCount();
    // A failure inside the order's one statement, once the order row exists: all or nothing.
    await failOrdersNoted('fail this order');
    const failing = orderBody(picks, { notes: 'fail this order' });
    const res = await placeOrderRequest(t, cookie, failing, 'fault-key');
    expect(res.statusCode).toBe(500);
    expect(parseBody(apiErrorSchema, res).message).not.toMatch(/injected/i);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(basket.items).toHaveLength(3);
    const auths = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, `order:${user.id}:fault-key`));
    expect(auths.map((a) => a.status)).toEqual(['voided']);
    expect(await outboxCount()).toBe(mailsBefore);

    // The same request again (the failure was not an answer, so the key was freed) is placed.
    await t.database.db.execute(sql`DROP TRIGGER test_fail_noted_order ON order_statuses`);
    const retry = await placeOrderRequest(t, cookie, failing, 'fault-key');
    expect(retry.statusCode).toBe(201);
    const after = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(after.items).toEqual([]);
    const authorised = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, (await ordersOf(user.id))[0]!.paymentAuthorisationId));
    expect(authorised[0]!.status).toBe('authorised');
  });

  it('keeps the payment of an order that committed when its answer was lost, and the retry gets that order', async () => {
    const { user, cookie } = await shopper(t.database.db);
    for (const p of picks) await addToBasket(t, cookie, p.id);
    // The statement commits, then its answer never arrives (the connection dies with it in flight).
    const body = orderBody(picks, { paymentToken: await cardToken(t.database.db) });
    const lostAnswer: OrderDeps['write'] = async (db, order) => {
      await writeOrder(db, order);
      throw new Error('Connection terminated unexpectedly');
    };
    const input = placeOrderSchema.parse(body);
    await expect(placeOrder(orderDeps({ write: lostAnswer }), accountOf(user), input, 'lost-answer-key')).rejects.toThrow('Connection terminated');
    const placed = await ordersOf(user.id);
    expect(placed).toHaveLength(1);
    // Voiding it would leave a placed order that can never be charged.
    const auths = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.idempotencyKey, `order:${user.id}:lost-answer-key`));
    expect(auths.map((a) => [a.id, a.status])).toEqual([[placed[0]!.paymentAuthorisationId, 'authorised']]);

    const retry = await placeOrderRequest(t, cookie, body, 'lost-answer-key');
    expect(retry.statusCode).toBe(201);
    expect(parseBody(orderDetailSchema, retry).id).toBe(placed[0]!.id);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});
