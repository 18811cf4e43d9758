import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { similarProductSchema, type SimilarProduct } from '@/contracts/product';
import { discountedPence } from '@/domain/money';
import { samePack } from '@/domain/similarity';
import { paidUnitPrice } from '@/domain/unit-price';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseBody } from '../../test/parse-body';
import { rankedSimilarProducts } from './similar';

const HEINZ_BEANS = 'Heinz Baked Beans in Tomato Sauce';

interface Row {
  id: number;
  storeId: number;
  name: string;
  pricePence: number;
  discountPercent: number;
  unit: string | null;
}

let t: TestApp;
let beans: Row[];
let milk: Row[];

const columns = { id: products.id, storeId: products.storeId, name: products.name, pricePence: products.pricePence, discountPercent: products.discountPercent, unit: products.unit };
const paid = (p: Pick<Row, 'pricePence' | 'discountPercent'>) => discountedPence(p.pricePence, p.discountPercent);
const dearest = (rows: Row[]) => [...rows].sort((a, b) => paid(b) - paid(a))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  beans = await t.database.db.select(columns).from(products).where(eq(products.name, HEINZ_BEANS));
  // Each chain's own-brand 4 pints ("Tesco Semi-Skimmed Milk", "Lidl Semi-Skimmed Milk"...).
  milk = (await t.database.db.select(columns).from(products).where(and(like(products.name, '% Semi-Skimmed Milk'), eq(products.unit, '4 pints')))).filter((p) => !p.name.startsWith('Lactose'));
});
afterAll(() => t.close());

async function similar(id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/products/${id}/similar` });
}

/** What the shopper saves, as a share, on the rule of issue 14: price paid, per unit when the packs differ. */
function expectedSaving(viewed: Row, entry: SimilarProduct): { cheaper: boolean; share: number } {
  const theirs: Row = { id: entry.id, storeId: entry.storeId, name: entry.name, pricePence: Math.round(entry.price * 100), discountPercent: entry.discount, unit: entry.unit };
  if (viewed.unit && theirs.unit && !samePack(viewed.unit, theirs.unit)) {
    const mine = paidUnitPrice(viewed);
    const other = paidUnitPrice(theirs);
    if (mine && other && mine.per === other.per) return { cheaper: other.pencePerUnit < mine.pencePerUnit, share: (mine.pencePerUnit - other.pencePerUnit) / mine.pencePerUnit };
  }
  return { cheaper: paid(theirs) < paid(viewed), share: (paid(viewed) - paid(theirs)) / paid(viewed) };
}

/** The same product first, then the similar ones; each group cheapest first (the biggest saving, or the smallest extra cost). */
function expectSameProductThenCheapest(viewed: Row, list: SimilarProduct[]) {
  const savings = list.map((p) => expectedSaving(viewed, p));
  expect(list.map((p) => p.cheaper)).toEqual(savings.map((s) => s.cheaper));
  const same = list.filter((p) => p.match === 'same').length;
  expect(list.slice(0, same).every((p) => p.match === 'same')).toBe(true);
  for (let i = 1; i < list.length; i += 1) {
    if (i === same) continue;
    expect(savings[i - 1]!.share).toBeGreaterThanOrEqual(savings[i]!.share - 1e-12);
  }
}

describe('GET /api/products/:id/similar', () => {
  it('matches the same branded product in other chains, labelled Same product, never from the same store', async () => {
    expect(beans.length).toBeGreaterThan(2);
    const viewed = beans[0]!;
    const res = await similar(viewed.id);
    expect(res.statusCode).toBe(200);
    const list = parseBody(similarProductSchema.array(), res);

    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.every((p) => p.storeId !== viewed.storeId && p.id !== viewed.id && p.score > 0)).toBe(true);
    const heinz = list.filter((p) => p.name === HEINZ_BEANS);
    expect(heinz).toHaveLength(Math.min(beans.length - 1, 6));
    expect(new Set(heinz.map((p) => p.storeId)).size).toBe(heinz.length);
    expect(heinz.every((p) => p.match === 'same')).toBe(true);
    expect(list.filter((p) => p.name !== HEINZ_BEANS).every((p) => p.match === 'similar')).toBe(true);
    expect(heinz[0]!.matchTerms).toEqual(expect.arrayContaining(['heinz', 'baked bean']));
  });

  it('puts the dearer options after the cheaper ones for a mid-priced product', async () => {
    const byPrice = [...beans].sort((a, b) => paid(a) - paid(b));
    const viewed = byPrice[Math.floor(byPrice.length / 2)]!;
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    expect(list.some((p) => p.cheaper)).toBe(true);
    expect(list.some((p) => !p.cheaper)).toBe(true);
    expectSameProductThenCheapest(viewed, list);
  });

  it('leads with the cheaper options, best saving first (after discount), then the rest', async () => {
    const viewed = dearest(beans);
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    expect(list[0]!.cheaper).toBe(true);
    expectSameProductThenCheapest(viewed, list);
    const mine = paid(viewed);
    for (const p of list) {
      const theirs = discountedPence(Math.round(p.price * 100), p.discount);
      if (p.cheaper && theirs < mine) {
        expect(p.saving).toBe((mine - theirs) / 100);
        expect(p.savingPercent).toBe(Math.round(((mine - theirs) * 100) / mine));
      } else {
        expect(p.saving).toBeNull();
        expect(p.savingPercent).toBeNull();
      }
    }
  });

  it("leads an own-brand staple with other chains' own brand, labelled Similar, cheapest first", async () => {
    expect(milk.length).toBe(8);
    const viewed = dearest(milk);
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    expectSameProductThenCheapest(viewed, list);
    const others = new Set(milk.filter((m) => m.id !== viewed.id).map((m) => m.id));
    expect(list.every((p) => others.has(p.id))).toBe(true);
    expect(list.every((p) => p.match === 'similar')).toBe(true);
    expect(list[0]!.cheaper).toBe(true);
    const paidFor = (p: SimilarProduct) => discountedPence(Math.round(p.price * 100), p.discount);
    expect(paidFor(list[0]!)).toBe(Math.min(...list.map(paidFor)));
  });

  it('puts the same tub at other chains before a cheaper equivalent in a bigger pack, which leads the similar ones', async () => {
    const tubs = await t.database.db.select(columns).from(products).where(eq(products.name, 'Haagen-Dazs Vanilla Ice Cream'));
    expect(tubs.length).toBeGreaterThan(1);
    const viewed = dearest(tubs);
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    const same = list.filter((p) => p.match === 'same');
    expect(same.length).toBeGreaterThan(0);
    expect(list.slice(0, same.length).every((p) => p.name === 'Haagen-Dazs Vanilla Ice Cream')).toBe(true);
    // First of the similar: a 2L own-brand tub, cheaper per litre.
    const firstSimilar = list[same.length]!;
    expect(firstSimilar).toMatchObject({ match: 'similar', cheaper: true, unitSavingLabel: expect.stringMatching(/^£\d+\.\d{2}\/litre cheaper$/) });
    expect(firstSimilar.unit).not.toBe(viewed.unit);
    expectSameProductThenCheapest(viewed, list);
  });

  it("leads Coca-Cola Zero Sugar with other chains' Coca-Cola Zero Sugar, cheapest first, before the cheaper Pepsi Max", async () => {
    const zero = await t.database.db.select(columns).from(products).where(eq(products.name, 'Coca-Cola Zero Sugar'));
    expect(zero.length).toBeGreaterThan(2);
    const viewed = dearest(zero);
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    const others = zero.filter((z) => z.id !== viewed.id);
    const lead = list.slice(0, others.length);
    expect(lead.map((p) => p.id).sort()).toEqual(others.map((z) => z.id).sort());
    expect(lead.every((p) => p.name === 'Coca-Cola Zero Sugar' && p.match === 'same')).toBe(true);
    const paidFor = (p: SimilarProduct) => discountedPence(Math.round(p.price * 100), p.discount);
    for (let i = 1; i < lead.length; i += 1) expect(paidFor(lead[i - 1]!)).toBeLessThanOrEqual(paidFor(lead[i]!));
    // Pepsi Max is cheaper than any Coca-Cola Zero Sugar, and follows it.
    const pepsi = list.findIndex((p) => p.name.startsWith('Pepsi Max'));
    expect(pepsi).toBeGreaterThanOrEqual(others.length);
    expect(list[pepsi]!.cheaper).toBe(true);
    expectSameProductThenCheapest(viewed, list);
  });

  it("gives each entry's unit price on the price paid", async () => {
    const list = parseBody(similarProductSchema.array(), await similar(dearest(beans).id));
    for (const p of list) {
      const unit = paidUnitPrice({ pricePence: Math.round(p.price * 100), discountPercent: p.discount, unit: p.unit, name: p.name });
      expect(p.unitPrice?.label).toBe(unit?.label);
    }
  });

  it('answers the same entries as the similarity ranking, only reordered', async () => {
    const viewed = dearest(milk);
    const list = parseBody(similarProductSchema.array(), await similar(viewed.id));
    const ranked = await rankedSimilarProducts(t.database.db, viewed.id);
    expect(new Set(list.map((p) => p.id))).toEqual(new Set(ranked.map((p) => p.id)));
    for (let i = 1; i < ranked.length; i += 1) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score);
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
