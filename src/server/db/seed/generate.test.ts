import { describe, expect, it } from 'vitest';
import { parsePackSize } from '../../../domain/unit-price';
import { CHAIN_DISPLAY_NAMES, DISCOUNT_PERCENTS, loadCatalogue } from './catalogue';
import { buildTemplates, generateCatalogue, mulberry32 } from './generate';
import { CATEGORY_NAMES, CHAIN_KEYS, type SeedProduct } from './types';

const take = (count: number, seed?: number): SeedProduct[] => [...generateCatalogue(count, { seed })];

describe('generateCatalogue', () => {
  const products = take(20_000);

  it('yields exactly the requested number of products with ids 1..N', () => {
    expect(products).toHaveLength(20_000);
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
    expect(take(0)).toEqual([]);
    expect(take(1)).toHaveLength(1);
  });

  it('is deterministic for a seed and different for another seed', () => {
    const first = take(1000);
    expect(take(1000)).toEqual(first);
    expect(products.slice(0, 1000)).toEqual(first);
    expect(take(1000, 7).map((p) => p.name)).not.toEqual(first.map((p) => p.name));
  });

  it('is lazy, so a huge count costs nothing until consumed', () => {
    const iterator = generateCatalogue(10_000_000);
    expect(iterator.next().value?.id).toBe(1);
  });

  it('produces valid SeedProduct records', () => {
    const categories = new Set<string>(CATEGORY_NAMES);
    const chains = new Set(Object.values(CHAIN_DISPLAY_NAMES));
    // Collect problems rather than calling expect per field: 20k x 12 expects is needlessly slow.
    const problems: string[] = [];
    const check = (ok: boolean, what: string, p: SeedProduct) => {
      if (!ok) problems.push(`${what}: ${JSON.stringify(p)}`);
    };
    for (const p of products) {
      check(Number.isInteger(p.storeId) && p.storeId >= 1 && p.storeId <= 8, 'storeId', p);
      check(categories.has(p.category), 'category', p);
      check(p.name.length > 0 && p.name.endsWith(p.baseName), 'name/baseName', p);
      check(!/#\d+|\(\d+\)$/.test(p.name), 'numeric suffix', p);
      check(p.brand.length > 0 && p.description.length > 0 && p.unit.length > 0, 'text fields', p);
      check(Number.isInteger(p.pricePence) && p.pricePence >= 10, 'price', p);
      check(p.discountPercent === 0 || DISCOUNT_PERCENTS.includes(p.discountPercent as 10), 'discount', p);
      check(typeof p.available === 'boolean' && typeof p.featured === 'boolean', 'flags', p);
      check(!(p.featured && !p.available), 'featured but unavailable', p);
      // Own-brand products carry their own chain's name, never another chain's.
      if (chains.has(p.brand) && p.name !== p.baseName) {
        check(p.brand === CHAIN_DISPLAY_NAMES[CHAIN_KEYS[p.storeId - 1]!], 'own brand chain', p);
        check(p.name === `${p.brand} ${p.baseName}`, 'own brand name', p);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('spreads products over every chain and category with realistic shares', () => {
    const perStore = new Map<number, number>();
    const perCategory = new Map<string, number>();
    for (const p of products) {
      perStore.set(p.storeId, (perStore.get(p.storeId) ?? 0) + 1);
      perCategory.set(p.category, (perCategory.get(p.category) ?? 0) + 1);
    }
    expect(perStore.size).toBe(8);
    expect(perCategory.size).toBe(CATEGORY_NAMES.length);
    const discounted = products.filter((p) => p.discountPercent > 0).length / products.length;
    const unavailable = products.filter((p) => !p.available).length / products.length;
    expect(discounted).toBeGreaterThan(0.12);
    expect(discounted).toBeLessThan(0.18);
    expect(unavailable).toBeGreaterThan(0.02);
    expect(unavailable).toBeLessThan(0.04);
  });

  it('mixes real names with ranges, qualifiers and other pack sizes', () => {
    const realNames = new Set(loadCatalogue().map((p) => p.name));
    const real = products.filter((p) => realNames.has(p.name)).length / products.length;
    expect(real).toBeGreaterThan(0.25);
    expect(real).toBeLessThan(0.75);
    expect(products.some((p) => p.name.startsWith('Tesco Finest '))).toBe(true);
    expect(products.some((p) => p.name.startsWith("Sainsbury's Taste the Difference "))).toBe(true);
    expect(products.some((p) => / Organic /.test(p.name))).toBe(true);
    expect(new Set(products.map((p) => p.name)).size).toBeGreaterThan(5000);
  });

  it('keeps units parseable by the unit-price parser', () => {
    const understood = products.filter((p) => parsePackSize(p.unit) !== null).length;
    expect(understood / products.length).toBeGreaterThan(0.95);
  });

  it('inserts a variant after the brand in branded names', () => {
    const realNames = new Set(loadCatalogue().map((p) => p.name));
    const heinz = products.filter((p) => p.brand === 'Heinz');
    for (const p of heinz) expect(p.name.startsWith('Heinz ')).toBe(true);
    expect(heinz.some((p) => !realNames.has(p.name))).toBe(true);
  });

  it('rejects a bad count', () => {
    expect(() => take(-1)).toThrowError(RangeError);
    expect(() => take(1.5)).toThrowError(RangeError);
  });
});

describe('buildTemplates', () => {
  it('groups a real row back into one template with per-chain prices', () => {
    const templates = buildTemplates(loadCatalogue());
    const milk = templates.filter((t) => t.baseName === 'Semi-Skimmed Milk');
    expect(milk).toHaveLength(1);
    expect(milk[0]?.brand).toBeNull();
    expect(milk[0]?.stocked).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const beans = templates.find((t) => t.baseName === 'Heinz Baked Beans in Tomato Sauce');
    expect(beans?.brand).toBe('Heinz');
    expect(beans?.reference).toBe(beans?.prices[0]);
  });
});

describe('mulberry32', () => {
  it('is repeatable and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i += 1) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
