import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema, similarProductSchema } from '@/contracts/product';
import { parseBody } from '../../test/parse-body';
import { searchRequest } from '../../test/search-request';
import { createTestApp, type TestApp } from '../../test/test-app';

const HEINZ_BEANS = 'Heinz Baked Beans in Tomato Sauce';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

describe("the search answer says which results are the same product (the web's one card per product)", () => {
  it('the Heinz beans at all eight chains share one key; own brands and other packs have keys of their own', async () => {
    const found = await searchRequest(t, 'heinz baked beans');
    const heinz = found.filter((p) => p.name === HEINZ_BEANS);
    expect(new Set(heinz.map((p) => p.storeId)).size).toBe(8);
    const key = heinz[0]!.sameProductKey;
    expect(key).toEqual(expect.any(String));
    expect(heinz.every((p) => p.sameProductKey === key)).toBe(true);
    const others = (await searchRequest(t, 'baked beans', '&limit=100')).filter((p) => p.name !== HEINZ_BEANS);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((p) => typeof p.sameProductKey === 'string' && p.sameProductKey !== key)).toBe(true);
  });

  it("equivalent products share it exactly as Find it Cheaper calls them 'Same product'", async () => {
    const found = await searchRequest(t, 'baked beans', '&limit=100');
    const keyOf = new Map(found.map((p) => [p.id, p.sameProductKey]));
    // The Heinz tin (its twins at other chains) and one chain's own-brand tin (other chains' own brands: similar).
    const viewed = [found.find((p) => p.name === HEINZ_BEANS)!, found.find((p) => p.brand === 'Tesco')!];
    const kinds = new Set<string>();
    for (const v of viewed) {
      const compared = parseBody(similarProductSchema.array(), await t.app.inject({ method: 'GET', url: `/api/products/${v.id}/similar` }));
      for (const c of compared.filter((e) => keyOf.has(e.id))) {
        kinds.add(c.match);
        expect(keyOf.get(c.id) === v.sameProductKey, `${v.name} / ${c.name} (store ${c.storeId})`).toBe(c.match === 'same');
      }
    }
    expect([...kinds].sort()).toEqual(['same', 'similar']);
  });

  it('a store-filtered search carries it too; a product answer outside search does not', async () => {
    const tesco = await searchRequest(t, 'heinz baked beans', '&store=1');
    const beans = tesco.find((p) => p.name === HEINZ_BEANS)!;
    expect(beans.sameProductKey).toEqual(expect.any(String));
    const one = parseBody(productSchema, await t.app.inject({ method: 'GET', url: `/api/products/${beans.id}` }));
    expect(one).not.toHaveProperty('sameProductKey');
  });
});
