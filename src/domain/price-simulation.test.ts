import { describe, expect, it } from 'vitest';
import { parseFeed } from './price-feed';
import { simulateWeek, type SimulatedProduct } from './price-simulation';

const catalogue: SimulatedProduct[] = Array.from({ length: 2000 }, (_, i) => ({
  id: i + 1,
  ownBrand: i % 4 === 0,
  pricePence: 100 + (i % 300),
  discountPercent: i % 10 === 1 ? 20 : 0,
  multibuyQuantity: null,
  multibuyPricePence: null,
  available: i % 50 !== 3,
  abvPercent: i % 7 === 2 ? 12 : null,
  volumeMl: i % 7 === 2 ? 750 : null,
}));

describe('simulateWeek', () => {
  const rows = simulateWeek(catalogue, 42);

  it('is the same week for the same seed, another for another', () => {
    expect(simulateWeek(catalogue, 42)).toEqual(rows);
    expect(simulateWeek(catalogue, 43)).not.toEqual(rows);
  });

  it('leaves own brands alone and moves a few per cent of the rest', () => {
    const own = new Set(catalogue.filter((p) => p.ownBrand).map((p) => p.id));
    expect(rows.some((r) => own.has(r.product))).toBe(false);
    const moved = rows.filter((r) => r.price !== (catalogue[r.product - 1]!.pricePence / 100).toFixed(2)).length;
    expect(moved / (catalogue.length - own.size)).toBeGreaterThan(0.01);
    expect(moved / (catalogue.length - own.size)).toBeLessThan(0.1);
    // Promotions start and end.
    expect(rows.some((r) => r.promotion !== null && catalogue[r.product - 1]!.discountPercent === 0)).toBe(true);
    expect(rows.some((r) => r.promotion === null && catalogue[r.product - 1]!.discountPercent > 0)).toBe(true);
  });

  it('writes rows the feed reader takes, and never a multi-buy on alcohol', () => {
    const { problems, rows: parsed } = parseFeed(JSON.stringify(rows), 'json');
    expect(problems).toEqual([]);
    expect(parsed.some((r) => r.promotion?.kind === 'multibuy')).toBe(true);
    for (const r of parsed) if (r.promotion?.kind === 'multibuy') expect(catalogue[('id' in r.product ? r.product.id : 0) - 1]!.abvPercent).toBeNull();
  });
});

it('never cuts alcohol below its minimum price', () => {
  // 37.5% ABV, 70 cl: its floor is £17.07; a cut would take £17.50 below it.
  const vodka: SimulatedProduct = { id: 1, ownBrand: false, pricePence: 1750, discountPercent: 0, multibuyQuantity: null, multibuyPricePence: null, available: true, abvPercent: 37.5, volumeMl: 700 };
  const weeks = Array.from({ length: 400 }, (_, seed) => simulateWeek([vodka], seed)).flat();
  expect(weeks.some((r) => r.price !== '17.50')).toBe(true);
  for (const r of weeks) expect(Number(r.price)).toBeGreaterThanOrEqual(17.07);
});
