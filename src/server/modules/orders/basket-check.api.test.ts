import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { basketChangedErrorSchema, orderDetailSchema, placeOrderSchema } from '@/contracts/orders';
import { cartSchema } from '@/contracts/cart';
import { cartItems, paymentAuthorisations } from '../../db/schema';
import { DomainError } from '@/domain/errors';
import { addToBasket, cardToken, orderBody, orderDeps, orderTableCounts, postOrder, productsFromChains, shopper, token, type ProductPick } from '../../test/order-factories';
import { accountOf } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeOrder } from './order-statements';
import { BASKET_CHANGED_MESSAGE, placeOrder, type OrderDeps } from './place-order';

/**
 * An order is placed from the shopper's basket: its lines must be exactly the basket's (products and quantities)
 * when it is written, and writing it empties the basket in the same statement. Two tabs, one basket: one order.
 */
let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 3, 8]);
});
afterAll(() => t.close());

const basketOf = async (cookie: string) => parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));

/** The processor's authorisations made under this shopper's order keys. */
async function authorisationsOf(userId: number) {
  return t.database.db
    .select({ status: paymentAuthorisations.status })
    .from(paymentAuthorisations)
    .where(sql`starts_with(${paymentAuthorisations.idempotencyKey}, ${`order:${userId}:`})`);
}

async function filledBasket() {
  const s = await shopper(t.database.db);
  await addToBasket(t, s.cookie, picks[0]!.id, 2);
  await addToBasket(t, s.cookie, picks[1]!.id);
  const body = orderBody([{ ...picks[0]!, quantity: 2 }, picks[1]!]);
  return { ...s, body };
}

describe('an order is its basket', () => {
  it.each([
    ['a line the basket does not hold', (body: ReturnType<typeof orderBody>) => ({ ...body, items: [...body.items, orderBody([picks[2]!]).items[0]!] })],
    ['a quantity other than the basket’s', (body: ReturnType<typeof orderBody>) => ({ ...body, items: body.items.map((l, i) => (i === 0 ? { ...l, quantity: 5 } : l)) })],
    ['one of the basket’s lines left out', (body: ReturnType<typeof orderBody>) => ({ ...body, items: body.items.slice(1) })],
  ])('refuses %s with 409 basket_changed and the basket as it is, charging and writing nothing', async (_name, tamper) => {
    const { user, cookie, body } = await filledBasket();
    const before = await orderTableCounts(t.database.db);
    const res = await postOrder(t, cookie, tamper(body), 'tampered-basket');
    expect(res.statusCode).toBe(409);
    const refusal = parseBody(basketChangedErrorSchema, res);
    expect(refusal.message).toBe(BASKET_CHANGED_MESSAGE);
    expect(refusal.cart.items.map((l) => [l.productId, l.quantity])).toEqual([
      [picks[0]!.id, 2],
      [picks[1]!.id, 1],
    ]);
    const after = await orderTableCounts(t.database.db);
    expect({ ...after, keys: before.keys }).toEqual(before);
    expect(await authorisationsOf(user.id)).toEqual([]);
    expect((await basketOf(cookie)).items).toHaveLength(2);
  });

  it('refuses another shopper’s basket: the order is always the session user’s own', async () => {
    const owner = await filledBasket();
    const other = await shopper(t.database.db);
    const res = await postOrder(t, other.cookie, owner.body);
    expect(res.statusCode).toBe(409);
    expect(parseBody(basketChangedErrorSchema, res).cart.items).toEqual([]);
    expect((await basketOf(owner.cookie)).items).toHaveLength(2);
  });

  it('gives exactly one order when two tabs place the same basket with different keys at once', async () => {
    const tabs = await Promise.all(Array.from({ length: 6 }, () => filledBasket()));
    const before = await orderTableCounts(t.database.db);
    const answers = await Promise.all(tabs.flatMap((s) => [postOrder(t, s.cookie, s.body, 'tab-one'), postOrder(t, s.cookie, { ...s.body, paymentToken: token() }, 'tab-two')]));
    for (const [i, s] of tabs.entries()) {
      const pair = [answers[2 * i]!, answers[2 * i + 1]!];
      expect(pair.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const lost = pair.find((a) => a.statusCode === 409)!;
      expect(parseBody(basketChangedErrorSchema, lost).cart.items).toEqual([]);
      orderDetailSchema.parse(pair.find((a) => a.statusCode === 201)!.json());
      // One authorisation stands; the other tab's was voided (or never made: it saw the basket gone first).
      expect((await authorisationsOf(s.user.id)).filter((a) => a.status === 'authorised')).toHaveLength(1);
      expect((await basketOf(s.cookie)).items).toEqual([]);
    }
    expect((await orderTableCounts(t.database.db)).orders - before.orders).toBe(tabs.length);
  });

  it('refuses in the order’s own statement a basket that changed after it was read, and voids the payment', async () => {
    const { user, body } = await filledBasket();
    // The basket is read and found right; then, before the order's statement, another tab changes it.
    const changedMeanwhile: OrderDeps['write'] = async (db, order) => {
      await db.update(cartItems).set({ quantity: 3 }).where(eq(cartItems.userId, user.id));
      return writeOrder(db, order);
    };
    const deps = orderDeps(t, { write: changedMeanwhile });
    const before = await orderTableCounts(t.database.db);
    const refusal = await placeOrder(deps, accountOf(user), placeOrderSchema.parse({ ...body, paymentToken: await cardToken(t.database.db) }), null).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'conflict', message: BASKET_CHANGED_MESSAGE, extra: { code: 'basket_changed' } });
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    expect(await authorisationsOf(user.id)).toEqual([{ status: 'voided' }]);
    // Nothing of the basket was taken: both lines are there, as the other tab left them.
    const left = await t.database.db.select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left.map((l) => l.quantity)).toEqual([3, 3]);
  });
});
