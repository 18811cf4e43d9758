import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { favouriteListSchema, regularListSchema } from '@/contracts/favourites';
import { productSchema } from '@/contracts/product';
import { FAVOURITES_MAX } from '@/domain/favourites';
import { favourites, products, users } from '../../db/schema';
import { createUser } from '../../test/auth-factories';
import { deliveredOrder, placeOrder, staffMember, staffMove } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Favourites and regulars (issue 35): every route, every refusal, and the regulars' ranking and prices elsewhere. */

let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  // Several orders for one shopper within the hour, all on the first free day: the limits are not under test here.
  Object.assign(t.app.orderLimits, { perHour: 1000, openPerDay: 1000 });
  picks = await productsFromChains(t.database.db, [1, 2, 3, 4, 5]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string | null, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const favouritesOf = async (cookie: string) => {
  const res = await call('GET', '/api/favourites', cookie);
  expect(res.statusCode).toBe(200);
  return parseBody(favouriteListSchema, res);
};
const regularsOf = async (cookie: string) => {
  const res = await call('GET', '/api/regulars', cookie);
  expect(res.statusCode).toBe(200);
  return parseBody(regularListSchema, res);
};
const favouriteRows = async () => Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(favourites))[0]!.n);

describe('favourites', () => {
  it('answers a visitor 401 on every route, before looking at the id, and writes nothing', async () => {
    const before = await favouriteRows();
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['PUT', `/api/favourites/${picks[0]!.id}`],
      ['DELETE', `/api/favourites/${picks[0]!.id}`],
      ['PUT', '/api/favourites/abc'],
      ['GET', '/api/regulars'],
    ] as const) {
      const res = await call(method, url, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(parseBody(apiErrorSchema, res).message).toBe('Please sign in to continue');
    }
    expect(await favouriteRows()).toBe(before);
  });

  it('adds with PUT and removes with DELETE, both idempotent, newest first, at today’s price', async () => {
    const { cookie } = await shopper(t.database.db);
    const [a, b] = picks;
    const first = await call('PUT', `/api/favourites/${a!.id}`, cookie);
    expect(first.statusCode).toBe(200);
    expect(parseBody(productSchema, first)).toMatchObject({ id: a!.id, name: a!.name });
    expect((await call('PUT', `/api/favourites/${a!.id}`, cookie)).statusCode).toBe(200);
    expect((await favouritesOf(cookie)).map((p) => p.id)).toEqual([a!.id]);

    expect((await call('PUT', `/api/favourites/${b!.id}`, cookie)).statusCode).toBe(200);
    expect((await favouritesOf(cookie)).map((p) => p.id)).toEqual([b!.id, a!.id]);

    const removed = await call('DELETE', `/api/favourites/${b!.id}`, cookie);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call('DELETE', `/api/favourites/${b!.id}`, cookie)).statusCode).toBe(204);
    expect((await favouritesOf(cookie)).map((p) => p.id)).toEqual([a!.id]);
  });

  it('shows each favourite at today’s price and availability', async () => {
    const { cookie } = await shopper(t.database.db);
    const [product] = await t.database.db.select().from(products).where(eq(products.storeId, 8)).limit(1);
    await call('PUT', `/api/favourites/${product!.id}`, cookie);
    await t.database.db.update(products).set({ pricePence: 1234, discountPercent: 10, available: false }).where(eq(products.id, product!.id));
    expect((await favouritesOf(cookie))[0]).toMatchObject({ id: product!.id, price: 12.34, discount: 10, available: false });
  });

  it('never shows or changes another shopper’s favourites', async () => {
    const ada = await shopper(t.database.db);
    const bob = await shopper(t.database.db);
    await call('PUT', `/api/favourites/${picks[2]!.id}`, ada.cookie);
    expect(await favouritesOf(bob.cookie)).toEqual([]);
    expect((await call('DELETE', `/api/favourites/${picks[2]!.id}`, bob.cookie)).statusCode).toBe(204);
    expect((await favouritesOf(ada.cookie)).map((p) => p.id)).toEqual([picks[2]!.id]);
  });

  it('answers 404 for a product that does not exist, writing nothing', async () => {
    const { cookie } = await shopper(t.database.db);
    const [{ max }] = (await t.database.db.select({ max: sql<number>`max(${products.id})::int` }).from(products)) as [{ max: number }];
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(method, `/api/favourites/${max + 1}`, cookie);
      expect(res.statusCode, method).toBe(404);
      expect(parseBody(apiErrorSchema, res).message).toBe(`Product ${max + 1} not found`);
    }
    expect(await favouritesOf(cookie)).toEqual([]);
  });

  it('answers 400 naming productId for an id that is not one', async () => {
    const { cookie } = await shopper(t.database.db);
    for (const id of ['abc', '0', '-1', '1.5', '12abc', '2147483648']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await call(method, `/api/favourites/${id}`, cookie);
        expect(res.statusCode, `${method} ${id}`).toBe(400);
        expect(Object.keys(parseBody(apiErrorSchema, res).fields ?? {})).toEqual(['productId']);
      }
    }
  });

  it('refuses a cross-site PUT or DELETE (403), changing nothing', async () => {
    const { cookie } = await shopper(t.database.db);
    await call('PUT', `/api/favourites/${picks[0]!.id}`, cookie);
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example', host: 'localhost:3000' }, { origin: 'null' }];
    for (const headers of crossSite) {
      expect((await call('PUT', `/api/favourites/${picks[1]!.id}`, cookie, headers)).statusCode).toBe(403);
      expect((await call('DELETE', `/api/favourites/${picks[0]!.id}`, cookie, headers)).statusCode).toBe(403);
    }
    expect((await favouritesOf(cookie)).map((p) => p.id)).toEqual([picks[0]!.id]);
  });

  it(`keeps at most ${FAVOURITES_MAX}: one more is 409, one already kept is still 200`, async () => {
    const { user, cookie } = await shopper(t.database.db);
    const ids = (await t.database.db.select({ id: products.id }).from(products).orderBy(products.id).limit(FAVOURITES_MAX + 1)).map((r) => r.id);
    await t.database.db.insert(favourites).values(ids.slice(0, FAVOURITES_MAX).map((productId) => ({ userId: user.id, productId })));
    const over = await call('PUT', `/api/favourites/${ids[FAVOURITES_MAX]}`, cookie);
    expect(over.statusCode).toBe(409);
    expect(parseBody(apiErrorSchema, over).message).toMatch(/up to 500 favourites/);
    expect((await call('PUT', `/api/favourites/${ids[0]}`, cookie)).statusCode).toBe(200);
    expect(await favouritesOf(cookie)).toHaveLength(FAVOURITES_MAX);
  });

  it('goes with the account', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.insert(favourites).values({ userId: user.id, productId: picks[0]!.id });
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(await t.database.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);
  });
});

describe('regulars', () => {
  it('ranks by how many orders held the product, then by the latest; cancelled orders do not count', async () => {
    const staff = await staffMember(t.database.db);
    const ada = await shopper(t.database.db);
    const [a, b, c, d] = picks;
    // A in two orders (one delivered), B in one, D in one placed after B's; C only in a cancelled order.
    await deliveredOrder(t, staff.cookie, ada.cookie, [a!, b!]);
    await placeOrder(t, ada.cookie, [a!, d!]);
    const cancelled = await placeOrder(t, ada.cookie, [c!, b!]);
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${cancelled.id}/cancel`, { reason: 'Shopper asked' });

    const regulars = await regularsOf(ada.cookie);
    expect(regulars.map((r) => [r.product.id, r.orderCount])).toEqual([
      [a!.id, 2],
      [d!.id, 1],
      [b!.id, 1],
    ]);
    expect(Date.parse(regulars[0]!.lastOrderedAt)).toBeGreaterThanOrEqual(Date.parse(regulars[2]!.lastOrderedAt));

    // Another shopper's orders are never theirs.
    const bob = await shopper(t.database.db);
    expect(await regularsOf(bob.cookie)).toEqual([]);
  });

  it('gives today’s price and availability, and the same product’s best price at another chain', async () => {
    const db = t.database.db;
    const name = 'Heinz Baked Beans in Tomato Sauce';
    const beans = await db.select({ id: products.id, storeId: products.storeId }).from(products).where(eq(products.name, name)).orderBy(products.storeId);
    expect(beans.length).toBeGreaterThanOrEqual(4);
    const [bought, cheap, cheaper, cheapest] = beans;
    // Every chain at £1.50, then: the cheapest out of stock, one on offer at £1.60 less 25% (£1.20), one at £1.30.
    await db.update(products).set({ pricePence: 150, discountPercent: 0, available: true }).where(eq(products.name, name));
    await db.update(products).set({ pricePence: 130 }).where(eq(products.id, cheap!.id));
    await db.update(products).set({ pricePence: 160, discountPercent: 25 }).where(eq(products.id, cheaper!.id));
    await db.update(products).set({ pricePence: 100, available: false }).where(eq(products.id, cheapest!.id));
    const [pick] = await db.select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent }).from(products).where(eq(products.id, bought!.id));
    // An own-brand line has no twin at another chain.
    const [ownBrand] = await db
      .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
      .from(products)
      .where(and(eq(products.storeId, 1), eq(products.brand, 'Tesco'), eq(products.available, true), eq(products.discountPercent, 0)))
      .limit(1);

    const ada = await shopper(db);
    await placeOrder(t, ada.cookie, [pick!, ownBrand!]);
    // Today the bought one costs more than when it was ordered, and is out of stock.
    await db.update(products).set({ pricePence: 175, available: false }).where(eq(products.id, bought!.id));

    const regulars = await regularsOf(ada.cookie);
    const regular = regulars.find((r) => r.product.id === bought!.id)!;
    expect(regular.product).toMatchObject({ price: 1.75, available: false });
    expect(regular.bestElsewhere).toEqual({ product: expect.objectContaining({ id: cheaper!.id, storeId: cheaper!.storeId, price: 1.6, discount: 25 }), saving: 0.55 });
    expect(regulars.find((r) => r.product.id === ownBrand!.id)!.bestElsewhere).toBeNull();

    // Dearer everywhere else: the best price elsewhere is still given, saving nothing.
    await db.update(products).set({ pricePence: 100, available: true }).where(eq(products.id, bought!.id));
    const again = (await regularsOf(ada.cookie)).find((r) => r.product.id === bought!.id)!;
    expect(again.bestElsewhere).toMatchObject({ product: { id: cheaper!.id }, saving: null });
  });
});
