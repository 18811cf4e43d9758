import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '@/contracts/common';
import { priceHistorySchema } from '@/contracts/price-history';
import { cartSchema } from '@/contracts/cart';
import { parsedListSchema } from '@/contracts/lists';
import { productListSchema, productSchema } from '@/contracts/product';
import { buildApp } from '../../app';
import { catalogueVersion, priceChanges, products } from '../../db/schema';
import { loadEnv } from '../../env';
import { shopper } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importFeed } from './import';

/**
 * Price feeds and history (issue 37), on both databases: a feed is checked whole before anything changes, applied
 * once, and seen at once by a second instance on the same database, its caches included.
 */

const ENV = { CATALOGUE_CHECK_MS: '0' };
let t: TestApp;
/** A second instance on the same database: its own caches, as another process would have. */
let other: FastifyInstance;
let beans: { id: number; pricePence: number; chainCode: string; name: string };
let wine: { id: number; pricePence: number };

beforeAll(async () => {
  t = await createTestApp({ env: ENV });
  other = await buildApp({ database: t.database, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...ENV }), webRoot: null, logger: false });
  await other.ready();
  const [b] = await t.database.db
    .select({ id: products.id, pricePence: products.pricePence, chainCode: products.chainCode, name: products.name })
    .from(products)
    .where(and(eq(products.storeId, 1), eq(products.brand, 'Heinz'), eq(products.discountPercent, 0), eq(products.available, true)))
    .orderBy(asc(products.id))
    .limit(1);
  beans = { ...b!, chainCode: b!.chainCode! };
  const [w] = await t.database.db
    .select({ id: products.id, pricePence: products.pricePence })
    .from(products)
    .where(and(eq(products.storeId, 1), sql`${products.abvPercent} > 10`, eq(products.discountPercent, 0)))
    .orderBy(asc(products.id))
    .limit(1);
  wine = w!;
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const pounds = (pence: number) => (pence / 100).toFixed(2);
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });
const productOn = async (app: FastifyInstance, id: number) => parseBody(productSchema, await get(app, `/api/products/${id}`));
const state = async (id: number) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const historyRows = async (id: number) => Number((await t.database.db.select({ n: count() }).from(priceChanges).where(eq(priceChanges.productId, id)))[0]!.n);
const version = async () => (await t.database.db.select().from(catalogueVersion))[0]!.version;
const csv = (...rows: string[]) => ['product,price,promotion,available', ...rows].join('\n');

describe('catalogue:import', () => {
  it('the seed wrote every product one open price_changes row', async () => {
    const [open] = await t.database.db.select({ n: count() }).from(priceChanges).where(isNull(priceChanges.validTo));
    const [all] = await t.database.db.select({ n: count() }).from(products);
    expect(Number(open!.n)).toBe(Number(all!.n));
  });

  it('a feed with a bad row changes nothing, and reports every bad row', async () => {
    const before = { beans: await state(beans.id), rows: await historyRows(beans.id), version: await version() };
    const result = await importFeed(t.database.db, {
      storeId: 1,
      format: 'csv',
      text: csv(`${beans.id},${pounds(beans.pricePence + 10)},,yes`, '999999,1.00,,yes', `${beans.chainCode},abc,,yes`, `${wine.id},1.00,,yes`),
    });
    expect(result.applied).toBe(false);
    expect(result.problems.map((p) => p.line)).toEqual([3, 4, 5]);
    expect(result.problems[2]!.message).toMatch(/minimum price/);
    expect(await state(beans.id)).toEqual(before.beans);
    expect(await historyRows(beans.id)).toBe(before.rows);
    expect(await version()).toBe(before.version);
  });

  it('applies a good feed once: a second import of it changes nothing', async () => {
    const feed = { storeId: 1, format: 'json' as const, text: JSON.stringify([{ product: beans.chainCode, price: pounds(beans.pricePence + 20), promotion: '3 for £2', available: true }]) };
    const first = await importFeed(t.database.db, feed);
    expect(first).toMatchObject({ applied: true, problems: [], summary: { up: 1, down: 0, newlyUnavailable: 0, changed: 1 } });
    const row = await state(beans.id);
    expect([row.pricePence, row.multibuyQuantity, row.multibuyPricePence]).toEqual([beans.pricePence + 20, 3, 200]);
    const rows = await historyRows(beans.id);
    const v = await version();
    const second = await importFeed(t.database.db, feed);
    expect(second).toMatchObject({ applied: false, summary: { up: 0, down: 0, changed: 0 } });
    expect(await historyRows(beans.id)).toBe(rows);
    expect(await version()).toBe(v);
  });

  it('two imports of one feed at once record the change once', async () => {
    const feed = { storeId: 1, format: 'csv' as const, text: csv(`${beans.id},${pounds(beans.pricePence + 30)},,yes`) };
    const rows = await historyRows(beans.id);
    const both = await Promise.all([importFeed(t.database.db, feed), importFeed(t.database.db, feed)]);
    expect(both.map((r) => r.summary.changed).sort()).toEqual([0, 1]);
    expect(await historyRows(beans.id)).toBe(rows + 1);
  });

  it('--skip-bad applies the good rows and still reports the bad', async () => {
    const result = await importFeed(t.database.db, { storeId: 1, format: 'csv', skipBad: true, text: csv(`${beans.id},${pounds(beans.pricePence)},,no`, `${wine.id},9.99,2 for £15,yes`) });
    expect(result.problems).toEqual([{ line: 3, message: expect.stringMatching(/may not be sold on a multi-buy/) }]);
    expect(result.summary).toMatchObject({ down: 1, newlyUnavailable: 1, changed: 1 });
    expect((await state(wine.id)).pricePence).toBe(wine.pricePence);
  });

  it('refuses a store that does not exist', async () => {
    await expect(importFeed(t.database.db, { storeId: 99, format: 'csv', text: csv() })).rejects.toThrow('There is no store 99');
  });

  it('both instances answer the new price on their next read, their caches and search included', async () => {
    const search = `/api/products/search?q=${encodeURIComponent(beans.name)}&store=1`;
    const found = async (app: FastifyInstance) => parseBody(productListSchema, await get(app, search)).find((p) => p.id === beans.id);
    // Both instances answer, and so cache, the product and the search.
    for (const app of [t.app, other]) {
      await productOn(app, beans.id);
      expect(await found(app)).toBeDefined();
    }
    await importFeed(t.database.db, { storeId: 1, format: 'csv', text: csv(`${beans.id},${pounds(beans.pricePence - 5)},10% off,yes`) });
    for (const app of [other, t.app]) {
      expect(await productOn(app, beans.id)).toMatchObject({ price: (beans.pricePence - 5) / 100, discount: 10, available: true });
      expect(await found(app)).toMatchObject({ price: (beans.pricePence - 5) / 100, discount: 10 });
    }
  });
});

describe("search's in-stock order after an import", () => {
  it('a product an import makes unavailable drops behind the available ones at once, and comes back when it returns', async () => {
    // 'milk' names more available products than search reads for its first page (64): its first page is all in stock.
    const page = async () => parseBody(productListSchema, await get(t.app, '/api/products/search?q=milk&limit=64'));
    const before = await page();
    expect(before).toHaveLength(64);
    expect(before.every((p) => p.available)).toBe(true);
    const top = before[0]!;
    const feed = (available: string) => ({ storeId: top.storeId, format: 'csv' as const, text: csv(`${top.id},${pounds(Math.round(top.price * 100))},${top.discount ? `${top.discount}% off` : ''},${available}`) });
    expect((await importFeed(t.database.db, feed('no'))).summary.newlyUnavailable).toBe(1);
    const after = await page();
    expect(after.map((p) => p.id)).not.toContain(top.id);
    expect(after.every((p) => p.available)).toBe(true);
    expect((await importFeed(t.database.db, feed('yes'))).summary.backInStock).toBe(1);
    expect((await page()).map((p) => p.id)).toEqual(before.map((p) => p.id));
  });
});

describe('GET /api/products/:id/price-history', () => {
  it('answers 404 for an unknown product and 400 naming days when it is out of range', async () => {
    expect((await get(t.app, '/api/products/99999999/price-history')).statusCode).toBe(404);
    for (const days of ['0', '366', 'abc', '1.5']) {
      const res = await get(t.app, `/api/products/${beans.id}/price-history?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(Object.keys(parseBody(apiErrorSchema, res).fields ?? {})).toEqual(['days']);
    }
  });

  it('answers the daily series with its lowest and highest, the honest "was" and the cheapest equivalent elsewhere', async () => {
    const { db } = t.database;
    const id = (await db.select({ id: products.id }).from(products).where(and(eq(products.storeId, 2), eq(products.brand, 'Heinz'), eq(products.discountPercent, 0))).orderBy(asc(products.id)).limit(1))[0]!.id;
    const price = (await state(id)).pricePence;
    // Its seeded price has stood 100 days; 10 days ago it went 20% off.
    const day = 24 * 60 * 60 * 1000;
    await db.update(priceChanges).set({ validFrom: new Date(Date.now() - 100 * day) }).where(eq(priceChanges.productId, id));
    await importFeed(db, { storeId: 2, format: 'csv', at: new Date(Date.now() - 10 * day), text: csv(`${id},${pounds(price)},20% off,yes`) });
    const history = parseBody(priceHistorySchema, await get(t.app, `/api/products/${id}/price-history?days=90`));
    expect(history.series).toHaveLength(90);
    const offer = Math.round(price * 0.8) / 100;
    expect(history.series[0]!.price).toBe(price / 100);
    expect(history.series.at(-1)!.price).toBe(offer);
    expect(history).toMatchObject({ lowest: offer, highest: price / 100, lowestInPeriod: true, was: price / 100 });
    expect(history.equivalent).not.toBeNull();
    expect(history.equivalent!.product.storeId).not.toBe(2);
    expect(history.equivalent!.series.at(-1)!.price).toBe(Math.round(history.equivalent!.product.price * (100 - history.equivalent!.product.discount)) / 100);

    // A history of a week has no "lowest in 90 days", and an offer older than the price before it no "was".
    await importFeed(db, { storeId: 2, format: 'csv', text: csv(`${id},${pounds(price)},25% off,yes`) });
    await db.update(priceChanges).set({ validFrom: new Date(Date.now() - 7 * day) }).where(and(eq(priceChanges.productId, id), isNull(priceChanges.validTo)));
    await db.execute(sql`DELETE FROM price_changes WHERE product_id = ${id} AND valid_to IS NOT NULL AND valid_from < now() - interval '20 days'`);
    const short = parseBody(priceHistorySchema, await get(t.app, `/api/products/${id}/price-history?days=90`));
    expect(short.series[0]!.price).toBeNull();
    expect(short).toMatchObject({ lowestInPeriod: false, was: null });
  });
});

describe('the basket after a price change', () => {
  it("tells the shopper a line's price moved since it was added: today's price and the one it was added at", async () => {
    const { cookie } = await shopper(t.database.db);
    const before = (await productOn(t.app, beans.id)).price;
    const other = (await t.database.db.select({ id: products.id }).from(products).where(and(eq(products.storeId, 1), eq(products.available, true), sql`${products.abvPercent} IS NULL`, sql`${products.id} <> ${beans.id}`)).orderBy(asc(products.id)).limit(1))[0]!.id;
    for (const productId of [beans.id, other]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie }, payload: { productId, quantity: 1 } })).statusCode).toBe(200);
    }
    const cart = async () => parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    const added = await cart();
    expect(added.items.map((i) => i.addedUnitPrice)).toEqual([null, null]);
    const paid = added.items[0]!.unitPrice;
    await importFeed(t.database.db, { storeId: 1, format: 'csv', text: csv(`${beans.id},${pounds(Math.round(before * 100) + 40)},,yes`) });
    const [moved, same] = (await cart()).items;
    expect(moved).toMatchObject({ productId: beans.id, addedUnitPrice: paid, unitPrice: Math.round(before * 100 + 40) / 100 });
    expect(same!.addedUnitPrice).toBeNull();
  });
});

describe('a pasted list after a price change', () => {
  it("answers today's price, not the one its line cache kept from before the import", async () => {
    const { cookie } = await shopper(t.database.db);
    const parse = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/lists/parse', headers: { cookie }, payload: { text: 'baked beans' } });
      return parseBody(parsedListSchema, res).lines[0]!.matches;
    };
    const match = (await parse()).find((m) => m.product.storeId === 1)!.product;
    const pence = Math.round(match.price * 100);
    await importFeed(t.database.db, { storeId: 1, format: 'csv', text: csv(`${match.id},${pounds(pence - 1)},,yes`) });
    expect((await state(match.id)).pricePence).toBe(pence - 1);
    const again = (await parse()).find((m) => m.product.id === match.id);
    expect(again?.product.price).toBe((pence - 1) / 100);
  });
});

describe('the struck-through "was" on cards, the product page and the basket', () => {
  const day = 24 * 60 * 60 * 1000;
  const searchFor = async (name: string, storeId: number) =>
    parseBody(productListSchema, await get(t.app, `/api/products/search?q=${encodeURIComponent(name)}&store=${storeId}`));

  it("the seed's offers show their shelf price as \"was\": it stood a quarter before the offer's week", async () => {
    const offer = (await t.database.db.select().from(products).where(and(eq(products.storeId, 3), sql`${products.discountPercent} > 0`, eq(products.available, true))).orderBy(asc(products.id)).limit(1))[0]!;
    expect(await productOn(t.app, offer.id)).toMatchObject({ discount: offer.discountPercent, wasPrice: offer.pricePence / 100 });
    expect((await searchFor(offer.name, 3)).find((p) => p.id === offer.id)).toMatchObject({ wasPrice: offer.pricePence / 100 });
  });

  it('an offer after a price that stood 3 days shows as a discount alone, everywhere the product is shown', async () => {
    const { db } = t.database;
    const plain = (await db.select().from(products).where(and(eq(products.storeId, 4), eq(products.discountPercent, 0), eq(products.available, true), sql`${products.abvPercent} IS NULL`)).orderBy(asc(products.id)).limit(1))[0]!;
    // Up 50p three days ago (the old price had stood the seed's quarter), then 20% off today.
    await importFeed(db, { storeId: 4, format: 'csv', at: new Date(Date.now() - 3 * day), text: csv(`${plain.id},${pounds(plain.pricePence + 50)},,yes`) });
    await importFeed(db, { storeId: 4, format: 'csv', text: csv(`${plain.id},${pounds(plain.pricePence + 50)},20% off,yes`) });
    expect((await state(plain.id)).wasPricePence).toBeNull();
    expect(await productOn(t.app, plain.id)).toMatchObject({ discount: 20, wasPrice: null });
    expect((await searchFor(plain.name, 4)).find((p) => p.id === plain.id)).toMatchObject({ discount: 20, wasPrice: null });
    const { cookie } = await shopper(t.database.db);
    await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie }, payload: { productId: plain.id, quantity: 1 } });
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items.find((l) => l.productId === plain.id)).toMatchObject({ wasUnitPrice: null });

    // The same offer after the earlier price had stood 40 days may show it: the "was" is the price paid before.
    const other = (await db.select().from(products).where(and(eq(products.storeId, 4), eq(products.discountPercent, 0), eq(products.available, true), sql`${products.abvPercent} IS NULL`, sql`${products.id} <> ${plain.id}`)).orderBy(asc(products.id)).limit(1))[0]!;
    await importFeed(db, { storeId: 4, format: 'csv', at: new Date(Date.now() - 40 * day), text: csv(`${other.id},${pounds(other.pricePence + 50)},,yes`) });
    await importFeed(db, { storeId: 4, format: 'csv', text: csv(`${other.id},${pounds(other.pricePence + 50)},20% off,yes`) });
    expect(await productOn(t.app, other.id)).toMatchObject({ discount: 20, wasPrice: (other.pricePence + 50) / 100 });
  });
});
