import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { cartSavingsSchema, cartSchema, type CartSavings } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { discountedPence } from '@/domain/money';
import { products } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

const ALDI = 6;
let t: TestApp;
let cookie: string;
let otherCookie: string;
/** A branded product sold cheaper, same brand, name and pack, at another chain. */
let branded: { dear: number; cheap: number; dearPence: number; cheapPence: number };
/** An own-brand product with a cheaper own-brand equivalent (same base name and pack) at another chain. */
let ownBrand: { dear: number; cheap: number };

type Pair = { dear: number; cheap: number; dear_pence: number; cheap_pence: number };
async function pairs(where: ReturnType<typeof sql>): Promise<Pair[]> {
  const result = await t.database.db.execute(sql`
    SELECT a.id AS dear, b.id AS cheap, a.price_pence AS dear_pence, b.price_pence AS cheap_pence
    FROM products a JOIN products b ON a.category_id = b.category_id AND a.unit = b.unit AND a.store_id <> b.store_id
    JOIN stores sa ON sa.id = a.store_id JOIN stores sb ON sb.id = b.store_id
    WHERE a.available AND b.available AND a.discount_percent = 0 AND b.discount_percent = 0 AND b.price_pence < a.price_pence AND ${where}
    ORDER BY a.price_pence - b.price_pence DESC, a.id, b.id LIMIT 5`);
  return (result as unknown as { rows: Pair[] }).rows.map((r) => ({ dear: Number(r.dear), cheap: Number(r.cheap), dear_pence: Number(r.dear_pence), cheap_pence: Number(r.cheap_pence) }));
}

beforeAll(async () => {
  t = await createTestApp();
  const [b] = await pairs(sql`a.brand = b.brand AND a.name = b.name AND a.brand <> sa.name`);
  branded = { dear: b!.dear, cheap: b!.cheap, dearPence: b!.dear_pence, cheapPence: b!.cheap_pence };
  const [o] = await pairs(sql`a.brand = sa.name AND b.brand = sb.name AND a.base_name = b.base_name AND a.base_name = 'Whole Milk'`);
  ownBrand = { dear: o!.dear, cheap: o!.cheap };
  otherCookie = await signedInCookie(t.database.db, (await createUser(t.database.db)).id);
});
afterAll(() => t.close());

beforeEach(async () => {
  cookie = await signedInCookie(t.database.db, (await createUser(t.database.db)).id);
});

const add = (productId: number, quantity: number, as = cookie) => t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie: as }, payload: { productId, quantity } });
const savings = async (query = '', as = cookie) => t.app.inject({ method: 'GET', url: `/api/cart/savings${query}`, headers: as ? { cookie: as } : {} });
const readSavings = async (query = '', as = cookie): Promise<CartSavings> => parseBody(cartSavingsSchema, await savings(query, as));
const swap = (swaps: unknown, as: string | null = cookie, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/cart/swaps', headers: { ...(as ? { cookie: as } : {}), ...extra }, payload: { swaps } as object });
const cartOf = async (as = cookie) => parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: as } }));

describe('GET /api/cart/savings', () => {
  it('answers an empty basket for a visitor without a session', async () => {
    const answer = await readSavings('', '');
    expect(answer).toMatchObject({ swaps: [], savingPence: 0, total: 0, totalWithSwaps: 0, storeCount: 0, withinStoreLimit: true });
  });

  it('suggests the same product cheaper at another chain, with the saving for the line quantity', async () => {
    await add(branded.dear, 3);
    const answer = await readSavings();
    expect(answer.swaps).toHaveLength(1);
    const [s] = answer.swaps;
    expect(s!.current.id).toBe(branded.dear);
    expect(s!.suggested.storeId).not.toBe(s!.current.storeId);
    expect(s!.match).toBe('same-product');
    expect(s!.reason).toBe('Same product');
    // The cheapest equivalent: never dearer than the known cheaper copy.
    const suggestedPence = Math.round(s!.suggestedUnitPrice * 100);
    expect(suggestedPence).toBeLessThanOrEqual(branded.cheapPence);
    expect(s!.savingPence).toBe((branded.dearPence - suggestedPence) * 3);
    expect(answer.savingPence).toBe(s!.savingPence);
    expect(Math.round(answer.total * 100) - Math.round(answer.totalWithSwaps * 100)).toBe(answer.savingPence);
    expect(answer.total).toBe((await cartOf()).total);
  });

  it('suggests an own-brand equivalent with its unit price apart from the headline, and leaves it out under sameOnly', async () => {
    await add(ownBrand.dear, 1);
    const answer = await readSavings();
    expect(answer.swaps).toHaveLength(1);
    expect(answer.swaps[0]).toMatchObject({ match: 'own-brand' });
    expect(answer.swaps[0]!.reason).toMatch(/^Own-brand equivalent, (£\d+\.\d\d|\d+(\.\d)?p)\/litre/);
    expect(answer.swaps[0]!.suggested.brand).not.toBe(answer.swaps[0]!.current.brand);
    // A brand change is no part of the headline: it could save this much more.
    expect(answer).toMatchObject({ savingPence: 0, ownBrandSavingPence: answer.swaps[0]!.savingPence, totalWithSwaps: answer.total });
    const sameOnly = await readSavings('?sameOnly=true');
    expect(sameOnly).toMatchObject({ swaps: [], savingPence: 0, ownBrandSavingPence: 0, sameOnly: true });
  });

  it('counts only same-product swaps in the headline, lists them first, and the own-brand swaps after', async () => {
    await add(branded.dear, 1);
    await add(ownBrand.dear, 2);
    const answer = await readSavings();
    const kinds = answer.swaps.map((s) => s.match);
    const same = answer.swaps.filter((s) => s.match === 'same-product');
    expect(kinds).toEqual([...same.map(() => 'same-product'), ...answer.swaps.filter((s) => s.match === 'own-brand').map(() => 'own-brand')]);
    expect(same.map((s) => s.current.id)).toEqual([branded.dear]);
    expect(answer.savingPence).toBe(same[0]!.savingPence);
    expect(Math.round(answer.total * 100) - Math.round(answer.totalWithSwaps * 100)).toBe(answer.savingPence);
    const milk = answer.swaps.find((s) => s.current.id === ownBrand.dear);
    expect(milk).toMatchObject({ match: 'own-brand', quantity: 2 });
    expect(answer.ownBrandSavingPence).toBeGreaterThanOrEqual(milk!.savingPence);
  });

  it("offers Heinz beans at Aldi Aldi's own beans when no chain's own beans cost less, not another chain's", async () => {
    const [heinz] = await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.name, 'Heinz Baked Beans in Tomato Sauce'), eq(products.storeId, ALDI)));
    const own = await t.database.db
      .select({ storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available })
      .from(products)
      .where(like(products.name, '% Baked Beans in Tomato Sauce'))
      .then((rows) => rows.filter((r) => r.available));
    const paidAt = (storeId: number) => own.filter((r) => r.storeId === storeId).map((r) => discountedPence(r.pricePence, r.discountPercent))[0];
    const aldi = paidAt(ALDI);
    // The seed's prices: Aldi's own beans are the cheapest (29p); the test means that case.
    expect(aldi).toBeDefined();
    expect(own.every((r) => r.storeId === ALDI || discountedPence(r.pricePence, r.discountPercent) >= aldi!)).toBe(true);
    await add(heinz!.id, 1);
    const answer = await readSavings();
    const swap = answer.swaps.find((s) => s.match === 'own-brand');
    expect(swap?.suggested).toMatchObject({ storeId: ALDI, brand: 'Aldi' });
    expect(answer.storeCount).toBe(1);
    // Applying it keeps the basket at one chain.
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/swaps', headers: { cookie }, payload: { swaps: [{ cartItemId: swap!.cartItemId, productId: swap!.suggested.id }] } });
    expect(res.statusCode).toBe(200);
    expect(parseBody(cartSchema, res).items.map((l) => l.product.storeId)).toEqual([ALDI]);
  });

  it('keeps to at most maxStores chains, counting the lines it keeps', async () => {
    await add(branded.dear, 1);
    await add(ownBrand.dear, 1);
    const free = await readSavings();
    const one = await readSavings('?maxStores=1');
    expect(one.maxStores).toBe(1);
    if (one.withinStoreLimit) {
      expect(one.storeCountWithSwaps).toBe(1);
      expect(new Set(one.swaps.map((s) => s.suggested.storeId)).size).toBeLessThanOrEqual(1);
    } else {
      expect(one.swaps).toEqual([]);
    }
    const eight = await readSavings('?maxStores=8');
    expect(eight.savingPence).toBe(free.savingPence);
    expect(free.savingPence).toBeGreaterThanOrEqual(one.savingPence);
  });

  it.each([
    ['?maxStores=0', /maxStores/],
    ['?maxStores=9', /maxStores/],
    ['?maxStores=two', /maxStores/],
    ['?sameOnly=yes', /sameOnly/],
  ])('refuses %s with a 400 naming the option', async (query, message) => {
    const res = await savings(query);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(message);
  });
});

describe('POST /api/cart/swaps', () => {
  it('applies an offered swap, keeps the quantity and answers the basket', async () => {
    await add(branded.dear, 2);
    const [offer] = (await readSavings()).swaps;
    const res = await swap([{ cartItemId: offer!.cartItemId, productId: offer!.suggested.id }]);
    expect(res.statusCode).toBe(200);
    const cart = parseBody(cartSchema, res);
    expect(cart.items.map((l) => [l.productId, l.quantity])).toEqual([[offer!.suggested.id, 2]]);
    expect(cart.subtotal * 100).toBeCloseTo(discountedPence(Math.round(offer!.suggested.price * 100), offer!.suggested.discount) * 2);
    expect((await readSavings()).swaps.find((s) => s.cartItemId === offer!.cartItemId && s.match === 'same-product')).toBeUndefined();
  });

  it('merges into a line already holding the replacement, as adding does', async () => {
    await add(branded.dear, 2);
    const [offer] = (await readSavings()).swaps;
    await add(offer!.suggested.id, 3);
    const cart = parseBody(cartSchema, await swap([{ cartItemId: offer!.cartItemId, productId: offer!.suggested.id }]));
    expect(cart.items.map((l) => [l.productId, l.quantity])).toEqual([[offer!.suggested.id, 5]]);
  });

  it('refuses a replacement the server did not offer (400 naming swaps) and applies nothing', async () => {
    await add(branded.dear, 1);
    await add(ownBrand.dear, 1);
    // One offer per line: the same-product swap of the branded line, the own-brand swap of the milk.
    const all = (await readSavings()).swaps;
    const offers = [all.find((o) => o.match === 'same-product')!, all.find((o) => o.current.id === ownBrand.dear)!];
    expect(offers.map((o) => o?.current.id)).toEqual([branded.dear, ownBrand.dear]);
    const before = await cartOf();
    // One good swap and one to a dearer product: all or nothing.
    const res = await swap([
      { cartItemId: offers[0]!.cartItemId, productId: offers[0]!.suggested.id },
      { cartItemId: offers[1]!.cartItemId, productId: branded.dear },
    ]);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/^swaps\.1\.productId/);
    expect(await cartOf()).toEqual(before);
    const self = await swap([{ cartItemId: offers[0]!.cartItemId, productId: offers[0]!.current.id }]);
    expect(self.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, self).message).toMatch(/swaps/);
  });

  it("is 404 for another shopper's line and for a visitor, changing nothing", async () => {
    await add(branded.dear, 1);
    const [offer] = (await readSavings()).swaps;
    const body = [{ cartItemId: offer!.cartItemId, productId: offer!.suggested.id }];
    const theirs = await swap(body, otherCookie);
    expect(theirs.statusCode).toBe(404);
    expect(parseBody(apiErrorSchema, theirs).message).toMatch(/Cart item/);
    const visitor = await swap(body, null);
    expect(visitor.statusCode).toBe(404);
    expect((await cartOf()).items[0]!.productId).toBe(branded.dear);
  });

  it('refuses a cross-site request', async () => {
    await add(branded.dear, 1);
    const [offer] = (await readSavings()).swaps;
    const res = await swap([{ cartItemId: offer!.cartItemId, productId: offer!.suggested.id }], cookie, { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect((await cartOf()).items[0]!.productId).toBe(branded.dear);
  });

  it.each([
    ['no swaps', [], /swaps/],
    ['a price', [{ cartItemId: 1, productId: 1, price: 0.01 }], /price/],
    ['a bad id', [{ cartItemId: 'x', productId: 1 }], /cartItemId/],
    ['one line twice', [{ cartItemId: 1, productId: 2 }, { cartItemId: 1, productId: 3 }], /swaps/],
    ['not a list', 'all', /swaps/],
  ])('refuses a tampered body (%s) with a 400', async (_name, swaps, message) => {
    const res = await swap(swaps);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(message);
  });

  it('refuses fields beside swaps', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/swaps', headers: { cookie }, payload: { swaps: [{ cartItemId: 1, productId: 2 }], userId: 1 } });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/userId/);
  });

  it('applies once when sent twice at once', async () => {
    await add(branded.dear, 2);
    const [offer] = (await readSavings()).swaps;
    const body = [{ cartItemId: offer!.cartItemId, productId: offer!.suggested.id }];
    const results = await Promise.all([swap(body), swap(body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const cart = await cartOf();
    expect(cart.items.map((l) => [l.productId, l.quantity])).toEqual([[offer!.suggested.id, 2]]);
  });
});
