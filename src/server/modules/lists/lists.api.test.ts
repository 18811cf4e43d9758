import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { listShareSchema, listSummariesSchema, sharedListSchema, shoppingListSchema, SHARE_TOKEN_LENGTH } from '@/contracts/lists';
import { MAX_LIST_ITEMS, MAX_LISTS } from '@/domain/shopping-lists';
import { products, shoppingLists } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let otherCookie: string;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInCookie(t.database.db, (await createUser(t.database.db)).id);
  otherCookie = await signedInCookie(t.database.db, (await createUser(t.database.db)).id);
  productIds = (await t.database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(5)).map((r) => r.id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: object, who: string | null = cookie) =>
  t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: who ? { cookie: who } : {} });

async function newList(body: object = { name: 'Weekly shop' }, who = cookie) {
  const res = await call('POST', '/api/lists', body, who);
  expect(res.statusCode).toBe(201);
  return parseBody(shoppingListSchema, res);
}

const errorOf = (res: { json(): unknown }) => parseBody(apiErrorSchema, res);

describe('lists: a shopper keeps named lists of products and text', () => {
  it('creates a list with its first lines, shows it, and counts it among the shopper lists', async () => {
    const list = await newList({ name: '  Weekly shop ', items: [{ productId: productIds[0], quantity: 2 }, { text: 'birthday candles' }] });
    expect(list.name).toBe('Weekly shop');
    expect(list.shareToken).toBeNull();
    expect(list.items.map((i) => [i.productId, i.product?.id ?? null, i.text, i.quantity, i.position])).toEqual([
      [productIds[0], productIds[0], null, 2, 1],
      [null, null, 'birthday candles', 1, 2],
    ]);
    const read = parseBody(shoppingListSchema, await call('GET', `/api/lists/${list.id}`));
    expect(read).toEqual(list);
    const all = parseBody(listSummariesSchema, await call('GET', '/api/lists'));
    expect(all.find((l) => l.id === list.id)).toMatchObject({ name: 'Weekly shop', itemCount: 2, shared: false });
  });

  it('renames, refusing an empty name and fields it does not know', async () => {
    const list = await newList();
    const renamed = parseBody(shoppingListSchema, await call('PATCH', `/api/lists/${list.id}`, { name: 'Party' }));
    expect(renamed.name).toBe('Party');
    const empty = await call('PATCH', `/api/lists/${list.id}`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty('name');
    const unknown = await call('POST', '/api/lists', { name: 'x', owner: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toMatch(/Unknown field: owner/);
  });

  it('adds lines: a product again grows its quantity up to 99, text stays text, an unknown product is 404', async () => {
    const list = await newList();
    await call('POST', `/api/lists/${list.id}/items`, { productId: productIds[1], quantity: 60 });
    const again = await call('POST', `/api/lists/${list.id}/items`, { productId: productIds[1], quantity: 60 });
    expect(again.statusCode).toBe(201);
    const text = parseBody(shoppingListSchema, await call('POST', `/api/lists/${list.id}/items`, { text: 'loo roll', quantity: 3 }));
    expect(text.items.map((i) => [i.productId, i.text, i.quantity])).toEqual([
      [productIds[1], null, 99],
      [null, 'loo roll', 3],
    ]);
    const unknown = await call('POST', `/api/lists/${list.id}/items`, { productId: 2_000_000_000, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toMatch(/Product 2000000000 not found/);
    const neither = await call('POST', `/api/lists/${list.id}/items`, { quantity: 1 });
    expect(neither.statusCode).toBe(400);
    expect(errorOf(neither).fields).toHaveProperty('productId');
    expect(parseBody(shoppingListSchema, await call('GET', `/api/lists/${list.id}`)).items).toHaveLength(2);
  });

  it('changes a line (quantity, another product, its words) and removes it', async () => {
    const list = await newList({ name: 'x', items: [{ text: 'milk' }, { productId: productIds[2] }] });
    const [milk, other] = list.items;
    const matched = parseBody(shoppingListSchema, await call('PATCH', `/api/lists/${list.id}/items/${milk!.id}`, { productId: productIds[3], quantity: 4 }));
    expect(matched.items[0]).toMatchObject({ productId: productIds[3], text: 'milk', quantity: 4 });
    const clash = await call('PATCH', `/api/lists/${list.id}/items/${milk!.id}`, { productId: productIds[2] });
    expect(clash.statusCode).toBe(409);
    const nothing = await call('PATCH', `/api/lists/${list.id}/items/${other!.id}`, { productId: null });
    expect(nothing.statusCode).toBe(400);
    const unknown = await call('PATCH', `/api/lists/${list.id}/items/${other!.id}`, { productId: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    const removed = parseBody(shoppingListSchema, await call('DELETE', `/api/lists/${list.id}/items/${other!.id}`));
    expect(removed.items.map((i) => i.id)).toEqual([milk!.id]);
    expect((await call('DELETE', `/api/lists/${list.id}/items/${other!.id}`)).statusCode).toBe(404);
  });

  it('deletes a list', async () => {
    const list = await newList();
    expect((await call('DELETE', `/api/lists/${list.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/lists/${list.id}`)).statusCode).toBe(404);
  });
});

describe('lists: refusals', () => {
  it('answers a visitor 401 on every list route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'x' }],
      ['POST', '/api/lists/parse', { text: 'milk' }],
      ['GET', '/api/lists/1'],
      ['PATCH', '/api/lists/1', { name: 'x' }],
      ['DELETE', '/api/lists/1'],
      ['POST', '/api/lists/1/items', { text: 'x' }],
      ['PATCH', '/api/lists/1/items/1', { quantity: 1 }],
      ['DELETE', '/api/lists/1/items/1'],
      ['POST', '/api/lists/1/share'],
      ['DELETE', '/api/lists/1/share'],
      ['POST', '/api/lists/1/to-basket', { strategy: 'cheapest' }],
      ['POST', '/api/shared-lists/abc/copy'],
    ];
    for (const [method, url, body] of routes) expect([method, url, (await call(method, url, body, null)).statusCode]).toEqual([method, url, 401]);
  });

  it("answers another shopper's list 404 on every route, and changes nothing", async () => {
    const list = await newList({ name: 'Mine', items: [{ text: 'eggs' }] });
    const item = list.items[0]!.id;
    const routes: [Method, string, object?][] = [
      ['GET', `/api/lists/${list.id}`],
      ['PATCH', `/api/lists/${list.id}`, { name: 'Theirs' }],
      ['DELETE', `/api/lists/${list.id}`],
      ['POST', `/api/lists/${list.id}/items`, { text: 'x' }],
      ['PATCH', `/api/lists/${list.id}/items/${item}`, { quantity: 5 }],
      ['DELETE', `/api/lists/${list.id}/items/${item}`],
      ['POST', `/api/lists/${list.id}/share`],
      ['DELETE', `/api/lists/${list.id}/share`],
      ['POST', `/api/lists/${list.id}/to-basket`, { strategy: 'cheapest' }],
    ];
    for (const [method, url, body] of routes) expect([method, url, (await call(method, url, body, otherCookie)).statusCode]).toEqual([method, url, 404]);
    expect(parseBody(shoppingListSchema, await call('GET', `/api/lists/${list.id}`))).toEqual(list);
    expect(parseBody(listSummariesSchema, await call('GET', '/api/lists', undefined, otherCookie)).map((l) => l.id)).not.toContain(list.id);
  });

  it("refuses a line of another list through one's own", async () => {
    const mine = await newList({ name: 'a', items: [{ text: 'x' }] });
    const theirs = await newList({ name: 'b', items: [{ text: 'y' }] }, otherCookie);
    expect((await call('PATCH', `/api/lists/${mine.id}/items/${theirs.items[0]!.id}`, { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/lists/${mine.id}/items/${theirs.items[0]!.id}`)).statusCode).toBe(404);
  });

  it('refuses a cross-site change', async () => {
    for (const headers of [{ origin: 'https://evil.example', host: 'localhost:3000' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/lists', payload: { name: 'x' }, headers: { cookie, ...headers } });
      expect(res.statusCode).toBe(403);
    }
  });

  it(`keeps at most ${MAX_LIST_ITEMS} lines a list: 400 in one go beyond it, 409 adding to a full list`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `item ${i}` }));
    const tooMany = await call('POST', '/api/lists', { name: 'big', items: many(MAX_LIST_ITEMS + 1) });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toHaveProperty('items');
    const full = await newList({ name: 'full', items: many(MAX_LIST_ITEMS) });
    expect(full.items).toHaveLength(MAX_LIST_ITEMS);
    const more = await call('POST', `/api/lists/${full.id}/items`, { text: 'one more' });
    expect(more.statusCode).toBe(409);
    expect(parseBody(shoppingListSchema, await call('GET', `/api/lists/${full.id}`)).items).toHaveLength(MAX_LIST_ITEMS);
  });

  it(`keeps at most ${MAX_LISTS} lists a shopper: 409 beyond`, async () => {
    const shopper = await createUser(t.database.db);
    const own = await signedInCookie(t.database.db, shopper.id);
    await t.database.db.insert(shoppingLists).values(Array.from({ length: MAX_LISTS - 1 }, (_, i) => ({ userId: shopper.id, name: `list ${i}` })));
    await newList({ name: 'the last' }, own);
    const refused = await call('POST', '/api/lists', { name: 'one too many' }, own);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/at most 50 lists/);
    expect(await t.database.db.$count(shoppingLists, eq(shoppingLists.userId, shopper.id))).toBe(MAX_LISTS);
  });
});

describe('sharing a list read-only', () => {
  it('gives a long random link anyone can read, the same one until revoked, then 404', async () => {
    const list = await newList({ name: 'BBQ', items: [{ productId: productIds[4], quantity: 3 }, { text: 'charcoal' }] });
    const share = parseBody(listShareSchema, await call('POST', `/api/lists/${list.id}/share`));
    expect(share.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(share.token).toHaveLength(SHARE_TOKEN_LENGTH);
    expect(share.path).toBe(`/shared/${share.token}`);
    expect(parseBody(listShareSchema, await call('POST', `/api/lists/${list.id}/share`)).token).toBe(share.token);
    expect(parseBody(shoppingListSchema, await call('GET', `/api/lists/${list.id}`)).shareToken).toBe(share.token);

    const read = await call('GET', `/api/shared-lists/${share.token}`, undefined, null);
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const shared = parseBody(sharedListSchema, read);
    expect(shared.name).toBe('BBQ');
    expect(shared.items.map((i) => [i.productId, i.text, i.quantity])).toEqual([
      [productIds[4], null, 3],
      [null, 'charcoal', 1],
    ]);

    expect((await call('DELETE', `/api/lists/${list.id}/share`)).statusCode).toBe(204);
    expect((await call('GET', `/api/shared-lists/${share.token}`, undefined, null)).statusCode).toBe(404);
    expect((await call('POST', `/api/shared-lists/${share.token}/copy`, undefined, otherCookie)).statusCode).toBe(404);
    const again = parseBody(listShareSchema, await call('POST', `/api/lists/${list.id}/share`));
    expect(again.token).not.toBe(share.token);
    expect((await call('GET', `/api/shared-lists/${share.token}`, undefined, null)).statusCode).toBe(404);
  });

  it('answers 404 to a token that is no share link', async () => {
    for (const token of ['abc', 'A'.repeat(SHARE_TOKEN_LENGTH), `${'A'.repeat(SHARE_TOKEN_LENGTH - 1)}%2F`]) {
      expect((await call('GET', `/api/shared-lists/${token}`, undefined, null)).statusCode).toBe(404);
    }
  });

  it("copies a shared list into another shopper's own lists", async () => {
    const list = await newList({ name: 'Curry night', items: [{ productId: productIds[0], quantity: 2 }, { text: 'naan' }] });
    const { token } = parseBody(listShareSchema, await call('POST', `/api/lists/${list.id}/share`));
    const res = await call('POST', `/api/shared-lists/${token}/copy`, undefined, otherCookie);
    expect(res.statusCode).toBe(201);
    const copy = parseBody(shoppingListSchema, res);
    expect(copy.id).not.toBe(list.id);
    expect(copy.name).toBe('Curry night');
    expect(copy.shareToken).toBeNull();
    expect(copy.items.map((i) => [i.productId, i.text, i.quantity])).toEqual(list.items.map((i) => [i.productId, i.text, i.quantity]));
    expect(parseBody(listSummariesSchema, await call('GET', '/api/lists', undefined, otherCookie)).map((l) => l.id)).toContain(copy.id);
  });
});
