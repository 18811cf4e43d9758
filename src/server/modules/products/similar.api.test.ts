import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { similarProductSchema } from '@/contracts/product';
import { discountedPence } from '@/domain/money';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseBody } from '../../test/parse-body';

const HEINZ_BEANS = 'Heinz Baked Beans in Tomato Sauce';

let t: TestApp;
let beans: { id: number; storeId: number; pricePence: number; discountPercent: number }[];

beforeAll(async () => {
  t = await createTestApp();
  beans = await t.database.db
    .select({ id: products.id, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
    .from(products)
    .where(eq(products.name, HEINZ_BEANS));
});
afterAll(() => t.close());

async function similar(id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${id}/similar` });
}

describe('GET /api/products/:id/similar', () => {
  it('puts the same branded product from other chains at the top, never from the same store', async () => {
    expect(beans.length).toBeGreaterThan(2);
    const viewed = beans[0]!;
    const res = await similar(viewed.id);
    expect(res.statusCode).toBe(200);
    const list = parseBody(similarProductSchema.array(), res);

    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.every((p) => p.storeId !== viewed.storeId && p.id !== viewed.id)).toBe(true);
    expect(list.every((p) => p.score > 0)).toBe(true);
    for (let i = 1; i < list.length; i += 1) expect(list[i - 1]!.score).toBeGreaterThanOrEqual(list[i]!.score);

    const otherChains = Math.min(beans.length - 1, 6);
    const top = list.slice(0, otherChains);
    expect(top.map((p) => p.name)).toEqual(Array(otherChains).fill(HEINZ_BEANS));
    expect(new Set(top.map((p) => p.storeId)).size).toBe(otherChains);
    expect(top[0]!.matchTerms).toEqual(expect.arrayContaining(['heinz', 'baked bean']));
  });

  it('shows savings on prices after discount', async () => {
    const viewed = [...beans].sort((a, b) => discountedPence(b.pricePence, b.discountPercent) - discountedPence(a.pricePence, a.discountPercent))[0]!;
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    const mine = discountedPence(viewed.pricePence, viewed.discountPercent);
    for (const p of list) {
      const theirs = discountedPence(Math.round(p.price * 100), p.discount);
      expect(p.cheaper).toBe(theirs < mine);
      if (p.cheaper) {
        expect(p.saving).toBe((mine - theirs) / 100);
        expect(p.savingPercent).toBe(Math.round(((mine - theirs) * 100) / mine));
      } else {
        expect(p.saving).toBeNull();
        expect(p.savingPercent).toBeNull();
      }
    }
    expect(list.some((p) => p.cheaper)).toBe(true);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await similar(99_999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.stringContaining('99999999') });
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await similar('abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });
});
