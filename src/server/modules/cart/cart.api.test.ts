import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt } from 'drizzle-orm';
import { discountedPence, penceToPounds } from '@/domain/money';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let available: { id: number; pricePence: number; discountPercent: number }[];
let unavailableId: number;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: products.id, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available })
    .from(products);
  available = rows.filter((r) => r.available && r.discountPercent === 0).slice(0, 5);
  unavailableId = rows.find((r) => !r.available)!.id;
});
afterAll(() => t.close());

function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const first = Array.isArray(raw) ? raw[0] : raw;
  return String(first).split(';')[0]!;
}

async function add(body: unknown, cookie?: string) {
  return t.app.inject({ method: 'POST', url: '/api/cart/items', payload: body as object, headers: cookie ? { cookie } : {} });
}

describe('cart API', () => {
  it('starts empty without creating a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], itemCount: 0, subtotal: 0, deliveryFee: 0, total: 0, saving: 0 });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('adds with prices from the database, grows quantity on re-add, and keeps the basket across requests', async () => {
    const p = available[0]!;
    const first = await add({ productId: p.id, quantity: 2 });
    expect(first.statusCode).toBe(200);
    const cookie = cookieFrom(first);
    expect(first.headers['set-cookie']).toMatch(/HttpOnly/i);
    expect(first.headers['set-cookie']).toMatch(/SameSite=Lax/i);
    const again = await add({ productId: p.id, quantity: 1 }, cookie);
    const cart = parseBody(cartSchema, again);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(3);
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotal).toBe((p.pricePence * 3) / 100);
    expect(cart.deliveryFee).toBe(3.99);
    expect(cart.total).toBe((p.pricePence * 3 + 399) / 100);
    const reread = await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } });
    expect(parseBody(cartSchema, reread).itemCount).toBe(3);
  });

  it('ignores nothing it should not: a client-sent price or user id is refused', async () => {
    const res = await add({ productId: available[1]!.id, quantity: 1, price: 0.01 });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/price/);
    const res2 = await add({ productId: available[1]!.id, quantity: 1, userId: 1 });
    expect(res2.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res2).message).toMatch(/userId/);
  });

  it.each([
    [0, /at least 1/],
    [-1, /at least 1/],
    [1.5, /whole number/],
    [1000, /at most 99/],
    ['2', /must be a number/],
  ])('rejects quantity %s with a 400 naming the field', async (quantity, message) => {
    const res = await add({ productId: available[2]!.id, quantity });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/quantity/);
    expect(parseBody(apiErrorSchema, res).message).toMatch(message);
  });

  it('refuses an unavailable product (409) and an unknown one (404)', async () => {
    expect((await add({ productId: unavailableId, quantity: 1 })).statusCode).toBe(409);
    expect((await add({ productId: 99_999_999, quantity: 1 })).statusCode).toBe(404);
    expect((await add({ productId: 'abc', quantity: 1 })).statusCode).toBe(400);
  });

  it('refuses to grow a line past 99', async () => {
    const cookie = cookieFrom(await add({ productId: available[3]!.id, quantity: 98 }));
    const res = await add({ productId: available[3]!.id, quantity: 2 }, cookie);
    expect(res.statusCode).toBe(409);
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items[0]!.quantity).toBe(98);
  });

  it('updates and removes only the session’s own lines', async () => {
    const mine = cookieFrom(await add({ productId: available[0]!.id, quantity: 1 }));
    const theirsRes = await add({ productId: available[1]!.id, quantity: 4 });
    const theirs = cookieFrom(theirsRes);
    const theirLine = parseBody(cartSchema, theirsRes).items[0]!.id;

    const patch = await t.app.inject({ method: 'PATCH', url: `/api/cart/items/${theirLine}`, payload: { quantity: 1 }, headers: { cookie: mine } });
    expect(patch.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${theirLine}`, headers: { cookie: mine } });
    expect(del.statusCode).toBe(404);
    const anon = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${theirLine}` });
    expect(anon.statusCode).toBe(404);
    const still = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: theirs } }));
    expect(still.items[0]!.quantity).toBe(4);

    const ok = await t.app.inject({ method: 'PATCH', url: `/api/cart/items/${theirLine}`, payload: { quantity: 2 }, headers: { cookie: theirs } });
    expect(parseBody(cartSchema, ok).items[0]!.quantity).toBe(2);
    const zero = await t.app.inject({ method: 'PATCH', url: `/api/cart/items/${theirLine}`, payload: { quantity: 0 }, headers: { cookie: theirs } });
    expect(zero.statusCode).toBe(400);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${theirLine}`, headers: { cookie: theirs } });
    expect(parseBody(cartSchema, removed)).toMatchObject({ items: [], total: 0, deliveryFee: 0 });
  });

  it('clears the basket', async () => {
    const cookie = cookieFrom(await add({ productId: available[0]!.id, quantity: 1 }));
    await add({ productId: available[1]!.id, quantity: 1 }, cookie);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } });
    expect(parseBody(cartSchema, res).items).toEqual([]);
  });

  it('charges the discounted price of a discounted product', async () => {
    const [d] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.available, true), gt(products.discountPercent, 0)))
      .orderBy(asc(products.id))
      .limit(1);
    expect(d).toBeDefined();
    const unitPence = discountedPence(d!.pricePence, d!.discountPercent);
    expect(unitPence).toBeLessThan(d!.pricePence);
    const res = await add({ productId: d!.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const line = parseBody(cartSchema, res).items[0]!;
    expect(line.unitPrice).toBe(penceToPounds(unitPence));
    expect(line.lineTotal).toBe(penceToPounds(unitPence * 2));
  });

  it('refuses a cross-site POST', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: available[0]!.id, quantity: 1 },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: available[0]!.id, quantity: 1 },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { productId: available[0]!.id, quantity: 1 },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });
});
