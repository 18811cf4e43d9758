import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { parsedListSchema, shoppingListSchema, toBasketResultSchema, type ToBasketResult } from '@/contracts/lists';
import { discountedPence } from '@/domain/money';
import { LIST_TEXT_MAX_CHARS } from '@/domain/list-lines';
import { products, stores } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let chainNames: Map<number, string>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signedInCookie(t.database.db, (await createUser(t.database.db)).id);
  chainNames = new Map((await t.database.db.select({ id: stores.id, name: stores.name }).from(stores)).map((s) => [s.id, s.name]));
});
afterAll(() => t.close());

const post = (url: string, body: object, who: string | null = cookie) => t.app.inject({ method: 'POST', url, payload: body, headers: who ? { cookie: who } : {} });

describe('POST /api/lists/parse', () => {
  it('reads each line, finds its best match and the top match per chain, and keeps what it cannot find as text', async () => {
    const res = await post('/api/lists/parse', { text: '- 2x semi skimmed milk\n\nbread, bananas x6\n1. 500g beef mince\nqwzx flurb' });
    expect(res.statusCode).toBe(200);
    const { lines } = parseBody(parsedListSchema, res);
    expect(lines.map((l) => [l.raw, l.text, l.quantity, l.unit])).toEqual([
      ['- 2x semi skimmed milk', 'semi skimmed milk', 2, null],
      ['bread', 'bread', 1, null],
      ['bananas x6', 'bananas', 6, null],
      ['1. 500g beef mince', 'beef mince', 1, '500g'],
      ['qwzx flurb', 'qwzx flurb', 1, null],
    ]);
    const [milk, bread, bananas, mince, nonsense] = lines;
    expect(milk!.best!.product.name).toMatch(/semi-skimmed milk/i);
    expect(milk!.best!.quantity).toBe(2);
    expect(bread!.best!.product.name).toMatch(/bread/i);
    expect(bananas!.best!.product.name).toMatch(/bananas/i);
    // Six bananas in packs of five: two packs.
    expect(bananas!.best!.product.unit === '5 pack' ? bananas!.best!.quantity : 2).toBe(2);
    expect(mince!.best!.product.name).toMatch(/beef mince/i);
    expect(mince!.best!.product.unit).toBe('500g');
    for (const line of [milk!, bread!, bananas!, mince!]) {
      expect(line.matches[0]).toEqual(line.best);
      const chains = line.matches.map((m) => m.product.storeId);
      expect(new Set(chains).size).toBe(chains.length);
      expect(chains.length).toBeGreaterThan(1);
    }
    expect(nonsense).toMatchObject({ best: null, matches: [] });
  });

  it(`refuses more than 100 lines or ${LIST_TEXT_MAX_CHARS} characters with a 400 naming the field`, async () => {
    const thousand = await post('/api/lists/parse', { text: Array.from({ length: 1000 }, () => 'milk').join('\n') });
    expect(thousand.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, thousand).fields).toEqual({ text: 'text must be at most 100 lines' });
    const long = await post('/api/lists/parse', { text: 'x'.repeat(LIST_TEXT_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, long).fields).toHaveProperty('text');
    expect((await post('/api/lists/parse', { text: 'milk', extra: true })).statusCode).toBe(400);
    expect((await post('/api/lists/parse', {})).statusCode).toBe(400);
    const hundred = await post('/api/lists/parse', { text: Array.from({ length: 100 }, (_, i) => `item ${i}`).join('\n') });
    expect(hundred.statusCode).toBe(200);
  });

  it('answers nothing for a paste with nothing to buy', async () => {
    expect(parseBody(parsedListSchema, await post('/api/lists/parse', { text: '\n - \n***\nDairy:\n' }))).toEqual({ lines: [] });
  });
});

type Row = { id: number; storeId: number; pricePence: number; discountPercent: number; available: boolean; brand: string | null; name: string };
const paid = (r: Row) => discountedPence(r.pricePence, r.discountPercent);

/** Every chain's Heinz beans and every chain's own-brand beans: what a line listing Heinz beans can be filled with. */
async function beans(): Promise<{ heinz: Row[]; own: Row[] }> {
  const rows = await t.database.db
    .select({ id: products.id, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available, brand: products.brand, name: products.name })
    .from(products)
    .where(inArray(products.baseName, ['Heinz Baked Beans in Tomato Sauce', 'Baked Beans in Tomato Sauce']));
  return { heinz: rows.filter((r) => r.brand === 'Heinz'), own: rows.filter((r) => r.brand !== 'Heinz') };
}

describe('POST /api/lists/:id/to-basket', () => {
  let listId: number;
  let heinzAtOne: Row;
  let cravendale: Row;

  beforeAll(async () => {
    const { heinz } = await beans();
    heinzAtOne = heinz.filter((r) => r.available).sort((a, b) => paid(b) - paid(a))[0]!;
    // A branded product only some chains stock.
    const [found] = await t.database.db
      .select({ id: products.id, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available, brand: products.brand, name: products.name })
      .from(products)
      .where(and(eq(products.name, 'Cravendale Semi Skimmed Milk'), eq(products.available, true)))
      .limit(1);
    cravendale = found!;
    const res = await post('/api/lists', { name: 'Fill me', items: [{ productId: heinzAtOne.id, quantity: 2 }, { productId: cravendale.id, quantity: 1 }, { text: 'birthday candles' }] });
    listId = parseBody(shoppingListSchema, res).id;
  });

  const fill = async (body: object) => {
    const res = await post(`/api/lists/${listId}/to-basket`, body);
    expect(res.statusCode).toBe(200);
    return parseBody(toBasketResultSchema, res);
  };

  it('prices the three ways side by side without touching the basket', async () => {
    const answer = await fill({ strategy: 'cheapest' });
    const { heinz, own } = await beans();
    const cheapestBeans = Math.min(...[...heinz, ...own].filter((r) => r.available).map(paid));
    const line = answer.lines[0]!;
    expect(line.costPence).toBe(cheapestBeans * 2);
    expect(line.match).not.toBeNull();
    expect(line.brandChanged).toBe(line.chosen!.brand !== 'Heinz');
    expect(answer.lines[2]).toMatchObject({ text: 'birthday candles', chosen: null, costPence: null });
    expect(answer.cheapest.missing).toBe(1);
    expect(answer.cheapest.totalPence).toBeLessThanOrEqual(answer.fewestStores.totalPence);
    expect(answer.fewestStores.storeIds.length).toBeLessThanOrEqual(answer.cheapest.storeIds.length);
    expect(answer.fewestStores.storeIds).toHaveLength(1);
    expect(answer.stores).toHaveLength(chainNames.size);
    for (const alone of answer.stores) if (alone.missing === answer.cheapest.missing) expect(alone.totalPence).toBeGreaterThanOrEqual(answer.cheapest.totalPence);
    expect(answer.summary).toContain(`Cheapest £${(answer.cheapest.totalPence / 100).toFixed(2)} from ${answer.cheapest.storeIds.length} store`);
    expect(answer.summary).toContain(`${answer.oneStore!.storeNames[0]} only`);
    expect(answer).toMatchObject({ added: false, cart: null });
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items).toHaveLength(0);
  });

  it('fills from one chain, naming what it cannot fill', async () => {
    const stocking = new Set((await t.database.db.select({ storeId: products.storeId }).from(products).where(eq(products.name, cravendale.name))).map((r) => r.storeId));
    const without = [...chainNames.keys()].find((id) => !stocking.has(id))!;
    const answer = await fill({ strategy: 'one-store', storeId: without });
    for (const l of answer.lines) if (l.chosen) expect(l.chosen.storeId).toBe(without);
    expect(answer.lines[1]!.chosen).toBeNull();
    expect(answer.oneStore).toMatchObject({ storeIds: [without], storeNames: [chainNames.get(without)] });
    expect(answer.oneStore!.missing).toBe(answer.lines.filter((l) => !l.chosen).length);
    expect(answer.oneStore!.missing).toBeGreaterThanOrEqual(2);
    expect(answer.summary).toMatch(new RegExp(`${chainNames.get(without)} only £\\d+\\.\\d{2}, \\d+ lines missing`));
  });

  it('keeps within a chain limit for the cheapest way', async () => {
    const answer = await fill({ strategy: 'cheapest', maxStores: 1 });
    expect(answer.cheapest.storeIds.length).toBeLessThanOrEqual(1);
    expect(new Set(answer.lines.flatMap((l) => (l.chosen ? [l.chosen.storeId] : []))).size).toBeLessThanOrEqual(1);
  });

  it('puts the chosen lines in the basket when confirmed, with their quantities', async () => {
    const answer = await fill({ strategy: 'fewest-stores', confirm: true });
    expect(answer.added).toBe(true);
    const chosen = answer.lines.flatMap((l) => (l.chosen ? [[l.chosen.id, l.quantity]] : []));
    expect(chosen).toHaveLength(2);
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(chosen.sort());
    expect(answer.cart).toEqual(cart);
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } });
  });

  it('refuses an unknown strategy, chain or limit, and a list with nothing to buy', async () => {
    for (const body of [{ strategy: 'dearest' }, { strategy: 'one-store', storeId: 999 }, { strategy: 'cheapest', maxStores: 9 }, { strategy: 'cheapest', colour: 'red' }]) {
      const res = await post(`/api/lists/${listId}/to-basket`, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const text = parseBody(shoppingListSchema, await post('/api/lists', { name: 'words', items: [{ text: 'unicorn food' }] }));
    const preview = await post(`/api/lists/${text.id}/to-basket`, { strategy: 'cheapest' });
    expect(parseBody(toBasketResultSchema, preview).cheapest).toMatchObject({ totalPence: 0, missing: 1 });
    expect((await post(`/api/lists/${text.id}/to-basket`, { strategy: 'cheapest', confirm: true })).statusCode).toBe(409);
  });

  it('caps a line the basket already holds 99 of, and names it', async () => {
    const answer: ToBasketResult = await fill({ strategy: 'cheapest' });
    const first = answer.lines[0]!.chosen!;
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } });
    await post('/api/cart/items', { productId: first.id, quantity: 99 });
    const confirmed = await fill({ strategy: 'cheapest', confirm: true });
    expect(confirmed.capped).toEqual([{ productId: first.id, name: first.name }]);
    expect(confirmed.cart!.items.find((i) => i.productId === first.id)!.quantity).toBe(99);
  });
});
