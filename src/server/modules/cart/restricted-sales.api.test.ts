import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, packLimitErrorSchema } from '@/contracts/cart';
import { productListSchema, productSchema } from '@/contracts/product';
import { products } from '../../db/schema';
import { addToBasket, orderBody, orderTableCounts, placeOrderRequest, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Issue 38's shopping half against the real app: the product shape, the basket's and the order's pack limit. */
let t: TestApp;
let byName: Map<string, ProductPick>;

const NAMES = [
  'Aldi Chilean Merlot',
  'Red Bull Energy Drink',
  'Tesco Alcohol Free Lager',
  'Lucozade Energy Orange',
  'Tesco Paracetamol Caplets 500mg',
  'Aldi Paracetamol Caplets 500mg',
  'Lemsip Max Cold & Flu Capsules',
  'Tesco Ibuprofen Tablets 200mg',
];
const LIMIT = 'You can buy at most 2 packs of paracetamol or aspirin in one order';

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
    .from(products)
    .where(inArray(products.name, NAMES));
  // Lemsip is sold by several chains: the test's is Tesco's.
  byName = new Map(rows.filter((r) => r.name !== 'Lemsip Max Cold & Flu Capsules' || r.storeId === 1).map((r) => [r.name, r]));
});
afterAll(() => t.close());

const product = (name: string) => byName.get(name)!;
const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const add = (cookie: string, productId: number, quantity = 1) => t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId, quantity }, headers: { cookie } });
const setQuantity = (cookie: string, lineId: number, quantity: number) => t.app.inject({ method: 'PATCH', url: `/api/cart/items/${lineId}`, payload: { quantity }, headers: { cookie } });
const basket = async (cookie: string) => parseBody(cartSchema, await get('/api/cart', cookie));

describe('the product shape', () => {
  it('carries the age a buyer must be: 18 for wine, 16 for Red Bull, none for alcohol-free lager, Lucozade or medicine', async () => {
    const ageOf = async (name: string) => parseBody(productSchema, await get(`/api/products/${product(name).id}`)).ageRestriction;
    expect(await ageOf('Aldi Chilean Merlot')).toBe(18);
    expect(await ageOf('Red Bull Energy Drink')).toBe(16);
    expect(await ageOf('Tesco Alcohol Free Lager')).toBeNull();
    expect(await ageOf('Lucozade Energy Orange')).toBeNull();
    expect(await ageOf('Tesco Paracetamol Caplets 500mg')).toBeNull();
  });

  it('sells Aldi’s Chilean Merlot at no less than Scotland’s £6.10 floor', async () => {
    const merlot = parseBody(productSchema, await get(`/api/products/${product('Aldi Chilean Merlot').id}`));
    expect(merlot.price * (100 - merlot.discount)).toBeGreaterThanOrEqual(610);
  });

  it('carries it in search answers, a chain’s list and basket lines', async () => {
    const found = parseBody(productListSchema, await get('/api/products/search?q=chilean%20merlot'));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((p) => p.name.endsWith('Chilean Merlot')).every((p) => p.ageRestriction === 18)).toBe(true);
    const aldi = parseBody(productListSchema, await get('/api/stores/6/products'));
    expect(aldi.find((p) => p.name === 'Aldi Chilean Merlot')?.ageRestriction).toBe(18);
    expect(aldi.filter((p) => p.category === 'Bakery').every((p) => p.ageRestriction === null)).toBe(true);
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, product('Red Bull Energy Drink').id);
    expect((await basket(cookie)).items[0]!.product.ageRestriction).toBe(16);
  });
});

describe('at most two packs of paracetamol or aspirin in a basket', () => {
  it('takes a second pack from another chain and refuses a third (Lemsip is paracetamol too), leaving the basket as it was', async () => {
    const { cookie } = await shopper(t.database.db);
    expect((await add(cookie, product('Tesco Paracetamol Caplets 500mg').id)).statusCode).toBe(200);
    expect((await add(cookie, product('Aldi Paracetamol Caplets 500mg').id)).statusCode).toBe(200);
    const refused = await add(cookie, product('Lemsip Max Cold & Flu Capsules').id);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(packLimitErrorSchema, refused)).toEqual({ message: LIMIT, code: 'pack_limit' });
    expect((await add(cookie, product('Aldi Paracetamol Caplets 500mg').id)).statusCode).toBe(409);
    // Ibuprofen is not counted.
    expect((await add(cookie, product('Tesco Ibuprofen Tablets 200mg').id, 3)).statusCode).toBe(200);
    const lines = (await basket(cookie)).items.map((l) => [l.product.name, l.quantity]);
    expect(lines).toEqual([
      ['Tesco Paracetamol Caplets 500mg', 1],
      ['Aldi Paracetamol Caplets 500mg', 1],
      ['Tesco Ibuprofen Tablets 200mg', 3],
    ]);
  });

  it('refuses three packs added at once, and a quantity change to a third pack, but lets a line go down', async () => {
    const { cookie } = await shopper(t.database.db);
    const tooMany = await add(cookie, product('Tesco Paracetamol Caplets 500mg').id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(parseBody(packLimitErrorSchema, tooMany).message).toBe(LIMIT);
    expect((await add(cookie, product('Tesco Paracetamol Caplets 500mg').id, 2)).statusCode).toBe(200);
    const [line] = (await basket(cookie)).items;
    const up = await setQuantity(cookie, line!.id, 3);
    expect(up.statusCode).toBe(409);
    expect(parseBody(packLimitErrorSchema, up).message).toBe(LIMIT);
    expect((await setQuantity(cookie, line!.id, 1)).statusCode).toBe(200);
    expect((await basket(cookie)).items[0]!.quantity).toBe(1);
  });
});

describe('an order with more than two packs', () => {
  it('is refused with the reason and writes nothing; two packs from two chains are ordered', async () => {
    const { cookie } = await shopper(t.database.db);
    // A basket can hold three (two baskets joined at sign-in); the order checks it whole.
    const three = [
      { ...product('Tesco Paracetamol Caplets 500mg'), quantity: 2 },
      { ...product('Aldi Paracetamol Caplets 500mg'), quantity: 1 },
    ];
    const before = await orderTableCounts(t.database.db);
    const refused = await placeOrderRequest(t, cookie, orderBody(three));
    expect(refused.statusCode).toBe(409);
    expect(parseBody(packLimitErrorSchema, refused)).toEqual({ message: LIMIT, code: 'pack_limit' });
    expect(await orderTableCounts(t.database.db)).toEqual(before);

    const two = [{ ...three[0]!, quantity: 1 }, three[1]!];
    expect((await placeOrderRequest(t, cookie, orderBody(two))).statusCode).toBe(201);
  });
});
