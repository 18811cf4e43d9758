import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EQUIVALENCE_FLOOR, evaluateEquivalence, placesFilled, rankFromDatabase, unknownEquivalents, type RankSimilar } from './equivalence';
import { EQUIVALENCE_SET } from '../../test/datasets/equivalence-set';

let t: TestApp;
let rank: RankSimilar;

beforeAll(async () => {
  t = await createTestApp();
  rank = await rankFromDatabase(t.database.db);
});
afterAll(() => t.close());

describe('the Find it Cheaper equivalence set', () => {
  it('holds at least 40 products of the seeded catalogue, each with equivalents in other chains only', async () => {
    expect(EQUIVALENCE_SET.length).toBeGreaterThanOrEqual(40);
    expect(await unknownEquivalents(t.database.db)).toEqual([]);
    for (const c of EQUIVALENCE_SET) {
      expect(c.equivalents.length, c.name).toBeGreaterThan(0);
      expect(c.equivalents.every(([chain]) => chain !== c.chain), c.name).toBe(true);
    }
  });

  it(`fills the top 3 with true equivalents for at least ${EQUIVALENCE_FLOOR * 100}% of the set`, async () => {
    const result = await evaluateEquivalence(rank);
    expect(result.products).toBe(EQUIVALENCE_SET.length);
    const misses = result.misses.map((m) => `${m.viewed} -> ${m.top3.join('; ')}`).join('\n');
    expect(result.filled, `misses:\n${misses}`).toBeGreaterThanOrEqual(EQUIVALENCE_FLOOR);
  });

  it('counts a product as a miss when anything but an equivalent takes one of the first places', async () => {
    const c = EQUIVALENCE_SET.find((x) => x.equivalents.length >= 3)!;
    const [first, second, third] = c.equivalents.map(([chain, name]) => ({ chain, name }));
    expect(placesFilled(c, [first!, second!, third!])).toEqual({ filled: 3, wanted: 3 });
    expect(placesFilled(c, [first!, { chain: c.chain, name: 'Something Else' }, second!, third!])).toEqual({ filled: 2, wanted: 3 });
    const missed = await evaluateEquivalence(async (viewed) => [viewed, ...(await rank(viewed))], [c]);
    expect(missed).toMatchObject({ products: 1, filled: 0, misses: [{ viewed: `${c.chain}: ${c.name}`, wanted: 3 }] });
  });
});
