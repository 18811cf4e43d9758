import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { equivalence, isOwnBrand, kindOf, ownBrandOption, planSwaps, swapOffers, swapOption, swapOptions, type PlanLine, type SwapProduct } from './swap-to-save';

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

describe('equivalence rules', () => {
  const heinz = product({ storeId: 1, pricePence: 140 });

  it('offers the same product (brand, name, pack) at another chain when cheaper, for the line quantity', () => {
    const option = swapOption(heinz, 3, product({ storeId: 6, pricePence: 120 }));
    expect(option).toMatchObject({ match: 'same-product', savingPence: 60, reason: 'Same product', pricePence: 120 });
  });

  it('compares the price paid: a discount makes a dearer shelf price cheaper, and discounts on the line count', () => {
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 160, discountPercent: 25 }))?.savingPence).toBe(20);
    expect(swapOption({ ...heinz, discountPercent: 50 }, 1, product({ storeId: 2, pricePence: 100 }))).toBeNull();
  });

  it('refuses a dearer or equal price, the same chain, an unavailable product, another category or another pack', () => {
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 140 }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 1, pricePence: 100 }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 100, available: false }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 100, category: 'Frozen' }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 100, unit: '4 x 415g' }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 2, pricePence: 100, name: 'Heinz Baked Beanz Reduced Sugar' }))).toBeNull();
  });

  it('tells a true equivalent whatever it costs (equivalence): swapOption adds only the saving', () => {
    const dearer = product({ storeId: 2, pricePence: 300 });
    expect(equivalence(heinz, dearer)).toBe('same-product');
    expect(swapOption(heinz, 1, dearer)).toBeNull();
    expect(equivalence(heinz, own(6, 'Baked Beans', { pricePence: 300 }))).toBe('own-brand');
    expect(equivalence(heinz, own(6, 'Baked Beans', { pricePence: 300 }), { sameOnly: true })).toBeNull();
    expect(equivalence(heinz, own(6, 'Spaghetti Hoops'))).toBeNull();
    expect(equivalence(heinz, own(6, 'Baked Beans', { unit: '4 x 415g' }))).toBeNull();
  });

  it('knows an own brand by its chain name and reads the kind without brand, size or small words', () => {
    expect(isOwnBrand(own(8, 'Baked Beans'))).toBe(true);
    expect(isOwnBrand(heinz)).toBe(false);
    expect(kindOf(heinz)).toBe('baked bean');
    expect(kindOf(own(2, 'Baked Beans in Tomato Sauce 420g'))).toBe('baked bean sauce tomato');
    expect(kindOf(own(8, 'Whole Milk 2 Pints'))).toBe('milk whole');
  });

  it('offers an own-brand product of the same kind and pack, naming its unit price', () => {
    const option = swapOption(heinz, 2, own(6, 'Baked Beans', { pricePence: 40 }));
    expect(option).toMatchObject({ match: 'own-brand', savingPence: 200, reason: 'Own-brand equivalent, 96.4p/kg' });
  });

  it('compares by unit price when sizes differ: a smaller pack that only looks cheaper is refused', () => {
    const milk = own(1, 'Whole Milk', { unit: '4 pints', pricePence: 155, category: 'Dairy & Eggs' });
    const bigger = own(6, 'Whole Milk', { unit: '3L', pricePence: 150, category: 'Dairy & Eggs' });
    expect(swapOption(milk, 1, bigger)).toMatchObject({ match: 'own-brand', savingPence: 5, reason: 'Own-brand equivalent, 50p/litre vs 68.2p/litre' });
    const smaller = own(6, 'Whole Milk', { unit: '2 pints', pricePence: 99, category: 'Dairy & Eggs' });
    expect(swapOption(milk, 1, smaller)).toBeNull();
    const tooSmall = own(6, 'Whole Milk', { unit: '1 pint', pricePence: 30, category: 'Dairy & Eggs' });
    expect(swapOption(milk, 1, tooSmall)).toBeNull();
  });

  it('refuses other kinds, branded alternatives, and own brands under "same products only"', () => {
    expect(swapOption(heinz, 1, own(6, 'Organic Baked Beans', { pricePence: 50 }))).toBeNull();
    expect(swapOption(heinz, 1, product({ storeId: 6, brand: 'Branston', name: 'Branston Baked Beans', pricePence: 50 }))).toBeNull();
    expect(swapOption(heinz, 1, own(6, 'Baked Beans', { pricePence: 40 }), { sameOnly: true })).toBeNull();
  });

  it('keeps the cheapest option per chain, cheapest first', () => {
    const options = swapOptions(heinz, 1, [
      own(6, 'Baked Beans', { pricePence: 45 }),
      product({ storeId: 6, pricePence: 110 }),
      product({ storeId: 7, pricePence: 120 }),
      own(3, 'Baked Beans', { pricePence: 60 }),
    ]);
    expect(options.map((o) => [o.product.storeId, o.pricePence])).toEqual([
      [6, 45],
      [3, 60],
      [7, 120],
    ]);
  });
});

describe('like for like: swapOffers and ownBrandOption', () => {
  // As seeded: Heinz Baked Beans in Tomato Sauce 415g and each chain's Baked Beans in Tomato Sauce 410g.
  const HEINZ = 'Heinz Baked Beans in Tomato Sauce';
  const heinzAt = (storeId: number, pricePence: number) => product({ storeId, name: HEINZ, pricePence });
  const beansAt = (storeId: number, pricePence: number) => own(storeId, 'Baked Beans in Tomato Sauce', { unit: '410g', pricePence });
  const milkAt = (storeId: number, pricePence: number) => own(storeId, 'Whole Milk', { unit: '4 pints', pricePence, category: 'Dairy & Eggs' });

  it("counts only same-product swaps in the headline; a brand change is offered apart with what it saves on top", () => {
    const beans = heinzAt(1, 140);
    const milk = milkAt(1, 155);
    const offers = swapOffers([
      { product: beans, quantity: 2, candidates: [heinzAt(6, 129), heinzAt(7, 129), beansAt(6, 29), beansAt(1, 40)] },
      { product: milk, quantity: 1, candidates: [milkAt(6, 139), milkAt(7, 139)] },
    ]);
    // Same product: Heinz at Aldi, 11p a tin, 2 tins. The milk has no same product elsewhere (another chain's own brand).
    expect(offers.sameProduct.map((o) => o && [o.match, o.product.storeId, o.savingPence])).toEqual([['same-product', 6, 22], null]);
    expect(offers.savingPence).toBe(22);
    // Own brand: Aldi's beans at 29p (111p a tin below the line, 100p below Heinz at Aldi) and Aldi's milk (16p).
    expect(offers.ownBrand.map((o) => o && [o.match, o.product.storeId, o.savingPence])).toEqual([
      ['own-brand', 6, 222],
      ['own-brand', 6, 16],
    ]);
    expect(offers.ownBrandSavingPence).toBe((129 - 29) * 2 + 16);
  });

  it("prefers the line's own chain's own brand when it costs no more than another chain's", () => {
    const aldiHeinz = heinzAt(6, 129);
    // The case: Heinz at Aldi offered Lidl's beans while Aldi's own are cheaper.
    expect(ownBrandOption(aldiHeinz, 1, [beansAt(7, 35), beansAt(6, 29)])?.product.storeId).toBe(6);
    // Equal: the line's own chain, so the basket gains no chain for a brand change.
    expect(ownBrandOption(aldiHeinz, 1, [beansAt(7, 35), beansAt(6, 35)])?.product.storeId).toBe(6);
    // Dearer at home: the cheaper chain's.
    expect(ownBrandOption(aldiHeinz, 1, [beansAt(7, 35), beansAt(6, 40)])?.product.storeId).toBe(7);
    // Never the same product at the same chain, nor a branded alternative.
    expect(ownBrandOption(aldiHeinz, 1, [heinzAt(6, 100), heinzAt(7, 100)])).toBeNull();
    expect(swapOffers([{ product: aldiHeinz, quantity: 1, candidates: [beansAt(7, 35), beansAt(6, 29)] }]).ownBrand[0]?.product.storeId).toBe(6);
  });

  it('offers no own-brand swap that saves less than the same-product swap, none under "same products only"', () => {
    const beans = heinzAt(1, 140);
    const dearOwn = swapOffers([{ product: beans, quantity: 1, candidates: [heinzAt(6, 50), beansAt(7, 60)] }]);
    expect(dearOwn.sameProduct[0]?.product.storeId).toBe(6);
    expect(dearOwn.ownBrand).toEqual([null]);
    expect(dearOwn.ownBrandSavingPence).toBe(0);
    const sameOnly = swapOffers([{ product: beans, quantity: 1, candidates: [heinzAt(6, 129), beansAt(6, 29)] }], { sameOnly: true });
    expect(sameOnly.ownBrand).toEqual([null]);
    expect(sameOnly.savingPence).toBe(11);
  });

  it('plans the same-product swaps within the chain limit and keeps own-brand swaps to the chains the plan uses', () => {
    const beans = heinzAt(1, 140);
    const offers = swapOffers([{ product: beans, quantity: 1, candidates: [heinzAt(6, 129), beansAt(7, 30), beansAt(1, 40)] }], {}, 1);
    // One chain: Heinz at Aldi alone is one chain too, and cheaper than keeping the line at Tesco.
    expect(offers.plan?.stores).toEqual([6]);
    // Lidl's beans would add a chain, Tesco's are at a chain the plan leaves: no own-brand swap.
    expect(offers.ownBrand).toEqual([null]);
    const withAldi = swapOffers([{ product: beans, quantity: 1, candidates: [heinzAt(6, 129), beansAt(7, 30), beansAt(6, 35)] }], {}, 1);
    expect(withAldi.ownBrand[0]?.product.storeId).toBe(6);
    const free = swapOffers([{ product: beans, quantity: 1, candidates: [heinzAt(6, 129), beansAt(7, 30), beansAt(1, 40)] }]);
    expect(free.ownBrand[0]?.product.storeId).toBe(7);
  });
});

/** Every combination of choices: the definition of the optimum the planner must meet. */
function bruteForce(lines: PlanLine[], maxStores: number | null): number | null {
  let best: number | null = null;
  const walk = (i: number, total: number, stores: Set<number>) => {
    if (maxStores !== null && stores.size > maxStores) return;
    if (i === lines.length) {
      if (best === null || total < best) best = total;
      return;
    }
    const line = lines[i]!;
    for (const [storeId, cost] of [[line.storeId, line.costPence], ...line.options.map((o) => [o.storeId, o.costPence])] as [number, number][]) {
      walk(i + 1, total + cost, new Set([...stores, storeId]));
    }
  };
  walk(0, 0, new Set());
  return best;
}

const lineArb = fc
  .record({ storeId: fc.integer({ min: 1, max: 8 }), costPence: fc.integer({ min: 50, max: 2000 }) })
  .chain((line) =>
    fc.record({
      storeId: fc.constant(line.storeId),
      costPence: fc.constant(line.costPence),
      options: fc.uniqueArray(fc.record({ storeId: fc.integer({ min: 1, max: 8 }).filter((s) => s !== line.storeId), costPence: fc.integer({ min: 1, max: line.costPence - 1 }) }), {
        maxLength: 3,
        selector: (o) => o.storeId,
      }),
    }),
  );

function checkPlan(lines: PlanLine[], maxStores: number | null) {
  const plan = planSwaps(lines, maxStores);
  // The optimum's cost, or null on both sides when no set of chains within the limit can hold every line.
  expect(plan?.totalPence ?? null).toBe(bruteForce(lines, maxStores));
  if (plan === null) return;
  // The plan is what it says: its choices cost its total and use its chains, within the limit.
  const used = new Set<number>();
  let total = 0;
  plan.choices.forEach((c, i) => {
    const line = lines[i]!;
    const pick = c === null ? line : line.options[c]!;
    used.add(pick.storeId);
    total += pick.costPence;
  });
  expect(total).toBe(plan.totalPence);
  expect([...used].sort((a, b) => a - b)).toEqual(plan.stores);
  if (maxStores !== null) expect(used.size).toBeLessThanOrEqual(maxStores);
}

describe('a line on a multi-buy is compared at what it costs', () => {
  // Tesco's Heinz beans at £1.00, "3 for £2": three cost £2.00 (67p each), so 75p elsewhere is no saving.
  const line = product({ storeId: 1, pricePence: 100, multiBuy: { quantity: 3, pricePence: 200 } });

  it('offers no swap the multi-buy already beats, and counts the offer in the saving of one it does not', () => {
    expect(swapOption(line, 3, product({ storeId: 6, pricePence: 75 }))).toBeNull();
    expect(swapOption(line, 3, own(1, 'Baked Beans', { pricePence: 70 }))).toBeNull();
    // Four: £2.00 + £1.00 = £3.00 against 4 x 60p = £2.40.
    expect(swapOption(line, 4, product({ storeId: 6, pricePence: 60 }))?.savingPence).toBe(60);
    // One alone is not on the offer: 100p against 75p.
    expect(swapOption(line, 1, product({ storeId: 6, pricePence: 75 }))?.savingPence).toBe(25);
  });

  it('says nothing in the banner for a basket the multi-buy already makes cheapest', () => {
    const offers = swapOffers([{ product: line, quantity: 3, candidates: [product({ storeId: 6, pricePence: 75 }), own(1, 'Baked Beans', { pricePence: 70 })] }]);
    expect(offers).toMatchObject({ savingPence: 0, ownBrandSavingPence: 0, sameProduct: [null], ownBrand: [null] });
  });

  it('never applies a multi-buy to alcohol when comparing', () => {
    const wine = product({ storeId: 1, name: 'Campo Viejo Rioja', brand: 'Campo Viejo', unit: '75cl', pricePence: 900, abvPercent: 13, multiBuy: { quantity: 2, pricePence: 1500 } });
    expect(swapOption(wine, 2, product({ storeId: 3, name: 'Campo Viejo Rioja', brand: 'Campo Viejo', unit: '75cl', pricePence: 850 }))?.savingPence).toBe(100);
  });
});

describe('swap planner', () => {
  it('agrees with a brute force on random baskets, with and without a chain limit', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 0, maxLength: 7 }), fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }), (lines, maxStores) => {
        checkPlan(lines, maxStores);
      }),
      { numRuns: 400 },
    );
  });

  it('counts the chains of kept lines: a cheaper swap is given up to stay within the limit', () => {
    const lines: PlanLine[] = [
      { storeId: 1, costPence: 300, options: [{ storeId: 2, costPence: 200 }] },
      { storeId: 1, costPence: 500, options: [{ storeId: 3, costPence: 100 }] },
      { storeId: 1, costPence: 100, options: [] },
    ];
    expect(planSwaps(lines)).toMatchObject({ totalPence: 400, choices: [0, 0, null], stores: [1, 2, 3] });
    expect(planSwaps(lines, 2)).toMatchObject({ totalPence: 500, choices: [null, 0, null], stores: [1, 3] });
    expect(planSwaps(lines, 1)).toMatchObject({ totalPence: 900, choices: [null, null, null], stores: [1] });
  });

  it('swaps to fit a basket spread over too many chains, and answers null when it cannot', () => {
    const lines: PlanLine[] = [
      { storeId: 1, costPence: 300, options: [] },
      { storeId: 2, costPence: 300, options: [{ storeId: 1, costPence: 250 }] },
      { storeId: 3, costPence: 300, options: [] },
    ];
    expect(planSwaps(lines, 2)).toMatchObject({ totalPence: 850, stores: [1, 3] });
    expect(planSwaps(lines, 1)).toBeNull();
  });

  it('solves a 60-line basket over 8 chains exactly (checked against per-line cheapest and limit bounds)', () => {
    const random = fc.sample(fc.array(lineArb, { minLength: 60, maxLength: 60 }), { numRuns: 1, seed: 12 })[0]!;
    const free = planSwaps(random)!;
    expect(free.totalPence).toBe(random.reduce((s, l) => s + Math.min(l.costPence, ...l.options.map((o) => o.costPence)), 0));
    let previous = Infinity;
    for (let n = 1; n <= 8; n += 1) {
      const plan = planSwaps(random, n);
      if (!plan) continue;
      expect(plan.stores.length).toBeLessThanOrEqual(n);
      expect(plan.totalPence).toBeLessThanOrEqual(previous);
      previous = plan.totalPence;
    }
    expect(planSwaps(random, 8)!.totalPence).toBe(free.totalPence);
  });
});
