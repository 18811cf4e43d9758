import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestOneStore, changesBrand, fillOptions, planCheapest, planFewestStores, planOneStore, type PlanLine } from './list-fill';
import type { SwapProduct } from './swap-to-save';

const STORES = ['Tesco', "Sainsbury's", 'Asda', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co-op'];
let nextId = 1;
function product(overrides: Partial<SwapProduct> & { storeId: number }): SwapProduct {
  return {
    id: nextId++,
    name: 'Heinz Baked Beans',
    brand: 'Heinz',
    category: 'Pantry',
    pricePence: 100,
    discountPercent: 0,
    unit: '415g',
    available: true,
    storeName: STORES[overrides.storeId - 1]!,
    ...overrides,
  };
}
const own = (storeId: number, base: string, overrides: Partial<SwapProduct> = {}) =>
  product({ storeId, name: `${STORES[storeId - 1]} ${base}`, brand: STORES[storeId - 1]!, ...overrides });

describe('fillOptions: a line at each chain, through the one test of a true equivalent', () => {
  const heinz = product({ storeId: 1, pricePence: 140 });

  it('takes the listed product, the same product elsewhere and own brands of the same kind, cheapest per chain', () => {
    const options = fillOptions(heinz, 2, [
      product({ storeId: 2, pricePence: 150 }),
      own(2, 'Baked Beans', { pricePence: 45 }),
      own(6, 'Baked Beans', { pricePence: 40, unit: '420g' }),
      own(1, 'Baked Beans', { pricePence: 50 }),
    ]);
    expect(options.map((o) => [o.storeId, o.costPence, o.match, o.brandChanged])).toEqual([
      [6, 80, 'own-brand', true],
      [2, 90, 'own-brand', true],
      [1, 100, 'own-brand', true],
    ]);
  });

  it('keeps a dearer equivalent when it is the only one at its chain: a list is filled, not only swapped', () => {
    const options = fillOptions(heinz, 1, [product({ storeId: 3, pricePence: 199 })]);
    expect(options.map((o) => [o.storeId, o.costPence, o.match, o.brandChanged])).toEqual([
      [1, 140, 'listed', false],
      [3, 199, 'same-product', false],
    ]);
  });

  it('refuses what swap to save refuses: another kind, another category, a pack too far off, a branded alternative', () => {
    const options = fillOptions(heinz, 1, [
      own(2, 'Spaghetti Hoops', { pricePence: 30 }),
      own(3, 'Baked Beans', { pricePence: 30, category: 'Frozen' }),
      own(4, 'Baked Beans', { pricePence: 30, unit: '4 x 415g' }),
      product({ storeId: 5, name: 'Branston Baked Beans', brand: 'Branston', pricePence: 30 }),
      product({ storeId: 6, pricePence: 30, available: false }),
    ]);
    expect(options.map((o) => o.storeId)).toEqual([1]);
  });

  it('offers nothing at the listed chain when the listed product is unavailable and has no equivalent there', () => {
    expect(fillOptions({ ...heinz, available: false }, 1, [product({ storeId: 2, pricePence: 120 })]).map((o) => o.storeId)).toEqual([2]);
  });

  it('calls a named brand swapped for an own brand a change of brand, and one own brand for another not', () => {
    expect(changesBrand(heinz, own(2, 'Baked Beans'))).toBe(true);
    expect(changesBrand(own(1, 'Baked Beans'), own(2, 'Baked Beans'))).toBe(false);
    expect(changesBrand(heinz, product({ storeId: 3 }))).toBe(false);
  });
});

const line = (...options: [number, number][]): PlanLine => ({ options: options.map(([storeId, costPence]) => ({ storeId, costPence })) });

describe('the three strategies', () => {
  // Milk everywhere; bread at 1 and 2; a rare item only at 3.
  const lines = [line([1, 100], [2, 90], [3, 120]), line([1, 200], [2, 210]), line([3, 500]), line()];

  it('cheapest takes each line wherever it is cheapest, naming lines nobody sells', () => {
    expect(planCheapest(lines)).toEqual({ choices: [1, 0, 0, null], totalPence: 790, stores: [1, 2, 3], missing: [3] });
  });

  it('cheapest within a chain limit holds as many lines as it can, then costs least', () => {
    expect(planCheapest(lines, 2)).toMatchObject({ totalPence: 800, stores: [1, 3], missing: [3] });
    expect(planCheapest(lines, 1)).toMatchObject({ totalPence: 300, stores: [1], missing: [2, 3] });
    expect(planCheapest(lines, 8)).toEqual(planCheapest(lines));
  });

  it('one store fills from that chain only and names the lines it cannot fill', () => {
    expect(planOneStore(lines, 2)).toEqual({ choices: [1, 1, null, null], totalPence: 300, stores: [2], missing: [2, 3] });
    expect(bestOneStore(lines)).toMatchObject({ storeId: 1, plan: { totalPence: 300, missing: [2, 3] } });
  });

  it('fewest stores covers every line any chain sells with the fewest chains, the cheapest such set', () => {
    expect(planFewestStores(lines)).toEqual({ choices: [0, 0, 0, null], totalPence: 800, stores: [1, 3], missing: [3] });
    expect(planFewestStores([line([1, 100], [2, 90]), line([1, 100], [2, 95])])).toMatchObject({ totalPence: 185, stores: [2] });
    expect(planFewestStores([])).toEqual({ choices: [], totalPence: 0, stores: [], missing: [] });
  });
});

/** Every assignment of lines to options (or to nothing): the oracle the planners must agree with. */
function* assignments(lines: readonly PlanLine[], allowSkip: boolean, i = 0, picked: (number | null)[] = []): Generator<(number | null)[]> {
  if (i === lines.length) return yield picked;
  const choices: (number | null)[] = lines[i]!.options.map((_, j) => j);
  if (allowSkip || choices.length === 0) choices.push(null);
  for (const c of choices) yield* assignments(lines, allowSkip, i + 1, [...picked, c]);
}
const score = (lines: readonly PlanLine[], a: (number | null)[]) => {
  const stores = new Set<number>();
  let total = 0;
  let covered = 0;
  a.forEach((c, i) => {
    if (c === null) return;
    const o = lines[i]!.options[c]!;
    stores.add(o.storeId);
    total += o.costPence;
    covered += 1;
  });
  return { stores: stores.size, total, covered };
};

const smallList = fc.array(
  fc.uniqueArray(fc.record({ storeId: fc.integer({ min: 1, max: 5 }), costPence: fc.integer({ min: 1, max: 400 }) }), { selector: (o) => o.storeId, maxLength: 4 }),
  { maxLength: 6 },
).map((ls) => ls.map((options): PlanLine => ({ options })));

describe('against a brute-force oracle on small random lists', () => {
  it('fewest stores: no assignment covering the same lines uses fewer chains, or as few for less', () => {
    fc.assert(
      fc.property(smallList, (lines) => {
        let best: { stores: number; total: number } | null = null;
        for (const a of assignments(lines, false)) {
          const s = score(lines, a);
          if (!best || s.stores < best.stores || (s.stores === best.stores && s.total < best.total)) best = s;
        }
        const plan = planFewestStores(lines);
        expect(plan.stores.length).toBe(best!.stores);
        expect(plan.totalPence).toBe(best!.total);
        expect(plan.missing).toEqual(lines.flatMap((l, i) => (l.options.length === 0 ? [i] : [])));
      }),
      { numRuns: 300 },
    );
  });

  it('cheapest within N chains: no assignment within N chains holds more lines, or as many for less', () => {
    fc.assert(
      fc.property(smallList, fc.integer({ min: 1, max: 4 }), (lines, maxStores) => {
        let best: { covered: number; total: number } | null = null;
        for (const a of assignments(lines, true)) {
          const s = score(lines, a);
          if (s.stores > maxStores) continue;
          if (!best || s.covered > best.covered || (s.covered === best.covered && s.total < best.total)) best = s;
        }
        const plan = planCheapest(lines, maxStores);
        expect(plan.stores.length).toBeLessThanOrEqual(maxStores);
        expect(lines.length - plan.missing.length).toBe(best!.covered);
        expect(plan.totalPence).toBe(best!.total);
      }),
      { numRuns: 300 },
    );
  });

  it('cheapest is never dearer than fewest stores or any one store for the lines they hold', () => {
    fc.assert(
      fc.property(smallList, fc.integer({ min: 1, max: 5 }), (lines, storeId) => {
        const cheapest = planCheapest(lines);
        expect(cheapest.totalPence).toBeLessThanOrEqual(planFewestStores(lines).totalPence);
        const one = planOneStore(lines, storeId);
        const sameLines = one.choices.reduce<number>((sum, c, i) => (c === null ? sum : sum + lines[i]!.options[cheapest.choices[i]!]!.costPence), 0);
        expect(sameLines).toBeLessThanOrEqual(one.totalPence);
      }),
    );
  });
});
