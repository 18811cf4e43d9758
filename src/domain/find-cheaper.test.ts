import { describe, expect, it } from 'vitest';
import { cheaperBy, findCheaper, MATCH_LABELS, matchKind, relativeCost, sameProductFirst } from './find-cheaper';
import { sameProductKey } from './same-product';
import type { Comparable } from './similarity';

let nextId = 1;
function item(name: string, over: Partial<Comparable> = {}): Comparable {
  return { id: nextId++, storeId: 2, name, brand: null, category: 'Pantry', pricePence: 100, discountPercent: 0, unit: null, ...over };
}

describe('matchKind', () => {
  const heinz = item('Heinz Baked Beans in Tomato Sauce', { storeId: 1, brand: 'Heinz', unit: '415g' });

  it("calls the very product at another chain 'same': same brand, name and pack", () => {
    expect(matchKind(heinz, item('Heinz Baked Beans in Tomato Sauce', { brand: 'Heinz', unit: '415 g' }))).toBe('same');
    expect(matchKind(heinz, item('heinz baked beans in tomato sauce', { brand: 'HEINZ', unit: '415g' }))).toBe('same');
  });

  it("calls another chain's own brand, another pack or another brand 'similar'", () => {
    expect(matchKind(heinz, item('Asda Baked Beans in Tomato Sauce', { brand: 'Asda', unit: '410g' }))).toBe('similar');
    expect(matchKind(heinz, item('Heinz Baked Beans in Tomato Sauce', { brand: 'Heinz', unit: '4 x 415g' }))).toBe('similar');
    expect(matchKind(heinz, item('Heinz Baked Beans in Tomato Sauce', { brand: 'Branston', unit: '415g' }))).toBe('similar');
    expect(matchKind(item('Loose Onions', { storeId: 1 }), item('Loose Onions'))).toBe('similar');
  });

  it('labels each kind as the dialog shows it', () => {
    expect(MATCH_LABELS).toEqual({ same: 'Same product', similar: 'Similar' });
  });
});

describe('sameProductKey', () => {
  it("agrees with matchKind: 'same' exactly when two products share a key", () => {
    const all = [
      item('Heinz Baked Beans in Tomato Sauce', { brand: 'Heinz', unit: '415g' }),
      item('Heinz Baked Beans in Tomato Sauce', { brand: 'heinz', unit: '415 g', storeId: 3 }),
      item('Heinz Baked Beans in Tomato Sauce', { brand: 'Heinz', unit: '4 x 415g', storeId: 4 }),
      item('Asda Baked Beans', { brand: 'Asda', unit: '410g', storeId: 3 }),
      item('Loose Onions', { storeId: 1 }),
      item('Loose Onions'),
    ];
    for (const a of all) {
      for (const b of all) {
        const ka = sameProductKey(a);
        expect(matchKind(a, b) === 'same', `${a.name} ${a.unit} / ${b.name} ${b.unit}`).toBe(ka !== null && ka === sameProductKey(b));
      }
    }
  });
});

describe('cheaperBy', () => {
  it('compares what the shopper pays, after discount, for the same pack', () => {
    // 250p less 25% is 188p: dearer than 180p; 200p less 15% is 170p: 10p (about 5.6%) cheaper
    const mine = item('A', { pricePence: 180, unit: '400g' });
    expect(cheaperBy(mine, item('B', { pricePence: 250, discountPercent: 25, unit: '400g' }))).toEqual({ basis: 'price', cheaper: false, share: 0 });
    const by = cheaperBy(mine, item('B', { pricePence: 200, discountPercent: 15, unit: '400g' }));
    expect(by).toMatchObject({ basis: 'price', cheaper: true });
    expect(by.share).toBeCloseTo(10 / 180);
  });

  it('compares the unit price when the packs differ, so a smaller pack is no saving', () => {
    // 4 pints at £1.55 is £0.68/litre; 2 pints at £0.99 is £0.87/litre
    expect(cheaperBy(item('A', { pricePence: 155, unit: '4 pints' }), item('B', { pricePence: 99, unit: '2 pints' }))).toEqual({ basis: 'unit', cheaper: false, share: 0 });
    // 1kg at £3.00 less 20% is £2.40/kg against 500g at £1.50, £3.00/kg: a fifth cheaper though it costs more
    const by = cheaperBy(item('A', { pricePence: 150, unit: '500g' }), item('B', { pricePence: 300, discountPercent: 20, unit: '1kg' }));
    expect(by).toMatchObject({ basis: 'unit', cheaper: true });
    expect(by.share).toBeCloseTo(0.2);
  });

  it('falls back to the price paid when a pack size is unknown or the measures differ', () => {
    expect(cheaperBy(item('A', { pricePence: 200, unit: '1kg' }), item('B', { pricePence: 150, unit: 'a bunch' })).basis).toBe('price');
    expect(cheaperBy(item('A', { pricePence: 200, unit: '1kg' }), item('B', { pricePence: 150, unit: '1L' }))).toMatchObject({ basis: 'price', cheaper: true });
    expect(cheaperBy(item('A', { pricePence: 200 }), item('B', { pricePence: 150, unit: '500g' })).basis).toBe('price');
  });
});

describe('relativeCost', () => {
  it('is what the candidate costs as a share of the viewed product, per unit when the packs differ', () => {
    expect(relativeCost(item('A', { pricePence: 200, unit: '400g' }), item('B', { pricePence: 200, discountPercent: 25, unit: '400g' }))).toBeCloseTo(0.75);
    expect(relativeCost(item('A', { pricePence: 200, unit: '400g' }), item('B', { pricePence: 220, unit: '400g' }))).toBeCloseTo(1.1);
    // 500g at £1.50 is £3.00/kg; 1kg at £2.40 is £2.40/kg
    expect(relativeCost(item('A', { pricePence: 150, unit: '500g' }), item('B', { pricePence: 240, unit: '1kg' }))).toBeCloseTo(0.8);
  });
});

describe('sameProductFirst', () => {
  it('puts the same product first and the similar ones after, each group cheapest first, ties in similarity order', () => {
    const entries = [
      { id: 'a', match: 'same', relativeCost: 1.1, rank: 0 },
      { id: 'b', match: 'similar', relativeCost: 0.5, rank: 1 },
      { id: 'c', match: 'same', relativeCost: 0.9, rank: 2 },
      { id: 'd', match: 'similar', relativeCost: 1.2, rank: 3 },
      { id: 'e', match: 'similar', relativeCost: 0.5, rank: 4 },
      { id: 'f', match: 'same', relativeCost: 0.95, rank: 5 },
    ] as const;
    expect(sameProductFirst(entries).map((e) => e.id)).toEqual(['c', 'f', 'a', 'b', 'e', 'd']);
  });
});

describe('findCheaper', () => {
  const beans = item('Heinz Baked Beans in Tomato Sauce', { id: 100, storeId: 1, brand: 'Heinz', pricePence: 140, unit: '415g' });
  const heinzAt = (id: number, storeId: number, pricePence: number, discountPercent = 0) =>
    item('Heinz Baked Beans in Tomato Sauce', { id, storeId, brand: 'Heinz', pricePence, discountPercent, unit: '415g' });
  const candidates = [
    heinzAt(101, 2, 150),
    heinzAt(102, 3, 160, 25), // 120p paid: 20p cheaper
    heinzAt(103, 4, 130), // 10p cheaper
    item('Asda Baked Beans in Tomato Sauce', { id: 104, storeId: 3, brand: 'Asda', pricePence: 45, unit: '420g' }),
    item('Lidl Baked Beans in Tomato Sauce', { id: 105, storeId: 7, brand: 'Lidl', pricePence: 220, unit: '4 x 420g' }),
    item('Heinz Baked Beans in Tomato Sauce', { id: 106, storeId: 5, brand: 'Heinz', pricePence: 135, unit: '200g' }),
  ];

  it('leads with the same product at other chains, cheapest first, then the similar ones, cheapest first', () => {
    const found = findCheaper(beans, candidates);
    // The same tins: 102 (120p paid), 103 (130p), 101 (150p); then the similar: 104: 45p for 420g is £1.07/kg
    // against £3.37/kg; 105: £2.20 for 1.68kg is £1.31/kg; 106: £6.75/kg. The own brands are cheaper than any
    // Heinz tin, yet follow them.
    expect(found.map((f) => f.product.id)).toEqual([102, 103, 101, 104, 105, 106]);
    expect(found.map((f) => f.cheaper)).toEqual([true, true, false, true, true, false]);
    // rank keeps the similarity order: the same tins (best match) before the own brands
    const bySimilarity = [...found].sort((a, b) => a.rank - b.rank).map((f) => f.product.id);
    expect(bySimilarity.slice(0, 3).sort()).toEqual([101, 102, 103]);
    for (let i = 1; i < found.length; i += 1) expect(found.find((f) => f.rank === i - 1)!.score).toBeGreaterThanOrEqual(found.find((f) => f.rank === i)!.score);
  });

  it("labels each entry 'same' or 'similar'", () => {
    const kinds = Object.fromEntries(findCheaper(beans, candidates).map((f) => [f.product.id, f.match]));
    expect(kinds).toEqual({ 101: 'same', 102: 'same', 103: 'same', 104: 'similar', 105: 'similar', 106: 'similar' });
  });

  it('gives the pack saving only when the shopper also pays less, and the unit saving when packs differ', () => {
    const byId = new Map(findCheaper(beans, candidates).map((f) => [f.product.id, f]));
    expect(byId.get(102)).toMatchObject({ savingPence: 20, savingPercent: 14, unitSavingLabel: null });
    expect(byId.get(104)).toMatchObject({ savingPence: 95, savingPercent: 68, unitSavingLabel: '£2.30/kg cheaper' });
    // The four-pack costs more to buy but less per kg: cheaper, with no pack saving
    expect(byId.get(105)).toMatchObject({ cheaper: true, savingPence: null, savingPercent: null, unitSavingLabel: '£2.06/kg cheaper' });
    // The small tin costs less to buy but more per kg: not a saving
    expect(byId.get(106)).toMatchObject({ cheaper: false, savingPence: null, savingPercent: null, unitSavingLabel: null });
  });

  it('never lists the same store, and keeps the top 6 by similarity', () => {
    const many = Array.from({ length: 9 }, (_, i) => heinzAt(200 + i, 2 + (i % 7), 100 + i));
    const found = findCheaper(beans, [...many, heinzAt(300, 1, 10)]);
    expect(found).toHaveLength(6);
    expect(found.some((f) => f.product.storeId === 1)).toBe(false);
  });
});

describe('findCheaper on the catalogue as seeded', () => {
  // Rows as in src/server/db/seed/catalogue/*.csv: one product per chain with a price (Tesco, Sainsbury's, Asda,
  // Morrisons, Waitrose, Aldi, Lidl, Co-op are stores 1 to 8); an own-brand row is named and branded by its chain.
  const CHAINS = ['Tesco', "Sainsbury's", 'Asda', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co-op'];
  let seededId = 1000;
  function row(category: string, name: string, brand: string | null, unit: string, prices: (number | null)[]): Comparable[] {
    return prices.flatMap((price, i) =>
      price === null ? [] : [{ id: seededId++, storeId: i + 1, category, name: brand ? name : `${CHAINS[i]} ${name}`, brand: brand ?? CHAINS[i]!, unit, pricePence: price, discountPercent: 0 }],
    );
  }
  const at = (products: Comparable[], storeId: number) => products.find((p) => p.storeId === storeId)!;
  const sameFirst = (viewed: Comparable, catalogue: Comparable[]) => {
    const found = findCheaper(viewed, catalogue);
    const same = found.filter((f) => f.match === 'same');
    return { found, same, lead: found.slice(0, same.length) };
  };

  it('Coca-Cola Zero Sugar leads with Coca-Cola Zero Sugar at other chains, not Pepsi Max', () => {
    const zero = row('Drinks', 'Coca-Cola Zero Sugar', 'Coca-Cola', '6 x 330ml', [475, null, 460, 490, 490, 459, null, null]);
    const catalogue = [
      ...zero,
      ...row('Drinks', 'Pepsi Max No Sugar Cola', 'Pepsi', '6 x 330ml', [375, 370, 355, 385, 400, null, 359, 450]),
      ...row('Drinks', 'Coca-Cola Original Taste', 'Coca-Cola', '6 x 330ml', [475, 480, 445, 475, 500, 429, 429, 565]),
      ...row('Drinks', 'Diet Coke', 'Coca-Cola', '6 x 330ml', [475, 475, null, 480, null, null, 419, 525]),
      ...row('Drinks', 'Cola', null, '2L', [70, 70, 70, 70, 85, 59, 59, 85]),
      ...row('Drinks', 'Diet Cola', null, '2L', [70, 70, 70, 70, 75, 59, 69, 80]),
    ];
    const { found, same, lead } = sameFirst(at(zero, 1), catalogue);
    // Aldi £4.59, Asda £4.60 (both cheaper than Tesco's £4.75), then Morrisons and Waitrose at £4.90
    expect(lead.map((f) => [f.product.name, f.product.storeId])).toEqual([
      ['Coca-Cola Zero Sugar', 6],
      ['Coca-Cola Zero Sugar', 3],
      ['Coca-Cola Zero Sugar', 4],
      ['Coca-Cola Zero Sugar', 5],
    ]);
    expect(same).toHaveLength(4);
    expect(found[0]!.product.name).not.toMatch(/Pepsi/);
    // Cheaper similar products are still listed, after the same product.
    expect(found.slice(same.length).some((f) => f.cheaper)).toBe(true);
  });

  it('Dettol wipes lead with the same wipes at other chains, not Dettol Surface Cleanser', () => {
    const wipes = row('Household', 'Dettol Antibacterial Multipurpose Wipes', 'Dettol', '72 wipes', [300, 305, 285, 300, 325, null, null, 340]);
    const catalogue = [
      ...wipes,
      ...row('Household', 'Dettol Antibacterial Surface Cleanser', 'Dettol', '500ml', [250, 250, 245, null, null, 239, 229, 300]),
      ...row('Household', 'Antibacterial Wipes', null, '80 wipes', [125, 125, 120, 130, 145, 109, 109, 140]),
      ...row('Household', 'Antibacterial Surface Spray', null, '500ml', [100, 100, 95, 105, 125, 89, 89, 125]),
    ];
    const { found, same, lead } = sameFirst(at(wipes, 1), catalogue);
    // Asda £2.85 (cheaper than Tesco's £3.00), Morrisons £3.00, Sainsbury's £3.05, Waitrose £3.25, Co-op £3.40
    expect(lead.map((f) => f.product.storeId)).toEqual([3, 4, 2, 5, 8]);
    expect(lead.every((f) => f.product.name === 'Dettol Antibacterial Multipurpose Wipes')).toBe(true);
    expect(found[0]!.product.name).not.toBe('Dettol Antibacterial Surface Cleanser');
    expect(same.length).toBeGreaterThan(0);
  });

  it('Walkers Salt & Vinegar leads with Walkers Salt & Vinegar at other chains, not Walkers Ready Salted', () => {
    const vinegar = row('Snacks & Confectionery', 'Walkers Salt & Vinegar Crisps', 'Walkers', '6 x 25g', [200, 200, 190, 200, 215, null, null, null]);
    const catalogue = [
      ...vinegar,
      ...row('Snacks & Confectionery', 'Walkers Ready Salted Crisps', 'Walkers', '6 x 25g', [200, 200, 200, 205, 220, 179, 179, 230]),
      ...row('Snacks & Confectionery', 'Walkers Cheese & Onion Crisps', 'Walkers', '6 x 25g', [200, 200, 190, null, 220, null, 189, 230]),
      ...row('Snacks & Confectionery', 'Salt & Vinegar Crisps', null, '6 x 25g', [75, 75, 75, 75, 85, 69, 69, 95]),
      ...row('Snacks & Confectionery', 'Ready Salted Crisps', null, '6 x 25g', [75, 75, 75, 75, 95, 59, 69, 90]),
    ];
    const { found, lead } = sameFirst(at(vinegar, 1), catalogue);
    // Asda £1.90, then Sainsbury's and Morrisons at £2.00 (in similarity order), then Waitrose £2.15
    expect(lead.map((f) => f.product.name)).toEqual(Array(4).fill('Walkers Salt & Vinegar Crisps'));
    expect(lead[0]!.product.storeId).toBe(3);
    expect(lead.at(-1)!.product.storeId).toBe(5);
    expect(found.slice(lead.length).every((f) => f.match === 'similar')).toBe(true);
    expect(found[0]!.product.name).not.toMatch(/Ready Salted/);
  });
});
