import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { cartSchema } from '@/contracts/cart';
import { productSchema, similarProductSchema } from '@/contracts/product';
import { discountedPence, penceToPounds } from '@/domain/money';
import { paidUnitPrice, unitPrice } from '@/domain/unit-price';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseBody } from '../../test/parse-body';

type Row = typeof products.$inferSelect;

let t: TestApp;
/** An available product on offer whose unit price differs between the shelf price and the price paid. */
let offer: Row;
let plain: Row;

beforeAll(async () => {
  t = await createTestApp();
  const onOffer = await t.database.db
    .select()
    .from(products)
    .where(and(eq(products.available, true), gt(products.discountPercent, 0)))
    .orderBy(asc(products.id));
  offer = onOffer.find((r) => {
    const shelf = r.unit ? unitPrice(r.pricePence, r.unit, r.name) : null;
    const paid = paidUnitPrice(r);
    return shelf && paid && paid.pencePerUnit < shelf.pencePerUnit;
  })!;
  plain = (
    await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.available, true), eq(products.discountPercent, 0)))
      .orderBy(asc(products.id))
      .limit(1)
  )[0]!;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const add = (payload: object, cookie?: string) => t.app.inject({ method: 'POST', url: '/api/cart/items', payload, headers: cookie ? { cookie } : {} });
const cookieOf = (res: { headers: Record<string, unknown> }) => String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;

describe("unit prices are of the price paid, after the offer", () => {
  it('the product answer, the store list, search and similar products all carry the discounted unit price', async () => {
    expect(offer).toBeDefined();
    const expected = paidUnitPrice(offer)!;
    const shelf = unitPrice(offer.pricePence, offer.unit!, offer.name)!;
    expect(expected.pencePerUnit).toBeLessThan(shelf.pencePerUnit);
    const want = { amount: penceToPounds(expected.pencePerUnit), per: expected.per, label: expected.label };

    const one = parseBody(productSchema, await get(`/api/products/${offer.id}`));
    expect(one.price).toBe(penceToPounds(offer.pricePence));
    expect(one.discount).toBe(offer.discountPercent);
    expect(one.unitPrice).toEqual(want);

    const store = parseBody(productSchema.array(), await get(`/api/stores/${offer.storeId}/products`));
    expect(store.find((p) => p.id === offer.id)?.unitPrice).toEqual(want);

    const found = parseBody(productSchema.array(), await get(`/api/products/search?q=${encodeURIComponent(offer.name)}&store=${offer.storeId}`));
    expect(found.find((p) => p.id === offer.id)?.unitPrice).toEqual(want);

    // Similar products (the compare dialog): every entry's unit price is of its own price paid.
    const others = await t.database.db.select({ id: products.id, storeId: products.storeId }).from(products).where(eq(products.name, offer.name));
    const viewer = others.find((o) => o.storeId !== offer.storeId) ?? offer;
    const similar = parseBody(similarProductSchema.array(), await get(`/api/products/${viewer.id}/similar`));
    expect(similar.length).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(products).where(inArray(products.id, similar.map((p) => p.id)));
    for (const entry of similar) {
      const row = rows.find((r) => r.id === entry.id)!;
      expect(entry.unitPrice?.label ?? null, entry.name).toBe(paidUnitPrice(row)?.label ?? null);
    }
  });

  it('a product without an offer keeps its shelf unit price', async () => {
    const one = parseBody(productSchema, await get(`/api/products/${plain.id}`));
    const shelf = plain.unit ? unitPrice(plain.pricePence, plain.unit, plain.name) : null;
    expect(one.unitPrice?.label ?? null).toBe(shelf?.label ?? null);
  });
});

describe('the basket shows was-prices and savings the server works out', () => {
  it('an offer line has its was-price and line saving; the cart its total saving; a plain line none', async () => {
    const first = await add({ productId: offer.id, quantity: 3 });
    expect(first.statusCode).toBe(200);
    const cookie = cookieOf(first);
    const cart = parseBody(cartSchema, await add({ productId: plain.id, quantity: 2 }, cookie));
    const paid = discountedPence(offer.pricePence, offer.discountPercent);
    const offerLine = cart.items.find((l) => l.productId === offer.id)!;
    const plainLine = cart.items.find((l) => l.productId === plain.id)!;

    expect(offerLine.unitPrice).toBe(penceToPounds(paid));
    expect(offerLine.wasUnitPrice).toBe(penceToPounds(offer.pricePence));
    expect(offerLine.lineSaving).toBe(penceToPounds((offer.pricePence - paid) * 3));
    expect(offerLine.lineTotal).toBe(penceToPounds(paid * 3));
    expect(offerLine.product.unitPrice?.label).toBe(paidUnitPrice(offer)!.label);

    expect(plainLine.wasUnitPrice).toBeNull();
    expect(plainLine.lineSaving).toBe(0);
    expect(cart.saving).toBe(penceToPounds((offer.pricePence - paid) * 3));
    expect(cart.subtotal).toBe(penceToPounds(paid * 3 + plain.pricePence * 2));
  });

  it('refuses a body that tries to send a price or a saving, and the saving stays the server’s', async () => {
    const tampered = await add({ productId: offer.id, quantity: 1, price: 0.01, saving: 100 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({ message: expect.stringMatching(/price|saving/) });
    const ok = await add({ productId: offer.id, quantity: 1 });
    const cart = parseBody(cartSchema, ok);
    expect(cart.saving).toBe(penceToPounds(offer.pricePence - discountedPence(offer.pricePence, offer.discountPercent)));
  });

  it('an empty basket saves nothing', async () => {
    expect(parseBody(cartSchema, await get('/api/cart')).saving).toBe(0);
  });
});
