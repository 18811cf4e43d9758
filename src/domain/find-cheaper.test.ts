import { describe, expect, it } from 'vitest';
import { cheaperBy, findCheaper, leadWithCheaper, MATCH_LABELS, matchKind, sameProductKey } from './find-cheaper';
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
  const key = (name: string, brand: string | null, unit: string | null) => sameProductKey({ name, brand, unit });

  it('is one text for the same brand, name and pack however they are written', () => {
    const heinz = key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '415g');
    expect(heinz).not.toBeNull();
    expect(key('heinz baked beans in tomato sauce', 'HEINZ', '415 g')).toBe(heinz);
    expect(key('Semi-Skimmed Milk', 'Cravendale', '1L')).toBe(key('Semi-Skimmed Milk', 'Cravendale', '1000ml'));
  });

  it("differs for another pack, another brand or another chain's own brand, and is null without a brand", () => {
    const heinz = key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '415g');
    expect(key('Heinz Baked Beans in Tomato Sauce', 'Heinz', '4 x 415g')).not.toBe(heinz);
    expect(key('Heinz Baked Beans in Tomato Sauce', 'Branston', '415g')).not.toBe(heinz);
    expect(key('Baked Beans in Tomato Sauce', 'Tesco', '420g')).not.toBe(key('Baked Beans in Tomato Sauce', 'Asda', '420g'));
    expect(key('Loose Onions', null, null)).toBeNull();
  });

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

describe('leadWithCheaper', () => {
  it('puts the cheaper entries first, biggest share first, then the rest in the order given', () => {
    const entries = [
      { id: 'a', by: { basis: 'price', cheaper: false, share: 0 } },
      { id: 'b', by: { basis: 'price', cheaper: true, share: 0.1 } },
      { id: 'c', by: { basis: 'unit', cheaper: true, share: 0.3 } },
      { id: 'd', by: { basis: 'price', cheaper: false, share: 0 } },
      { id: 'e', by: { basis: 'price', cheaper: true, share: 0.1 } },
    ] as const;
    expect(leadWithCheaper(entries, (e) => e.by).map((e) => e.id)).toEqual(['c', 'b', 'e', 'a', 'd']);
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

  it('leads with the cheaper ones, best saving first, then the rest', () => {
    const found = findCheaper(beans, candidates);
    // 104: 45p for 420g is £1.07/kg against £3.37/kg (68%); 105: £2.20 for 1.68kg is £1.31/kg (61%);
    // 102: 20p of 140p (14%); 103: 10p (7%); then the dearer: 101 (same price rules) and 106 (£6.75/kg)
    expect(found.map((f) => f.product.id)).toEqual([104, 105, 102, 103, 101, 106]);
    expect(found.map((f) => f.cheaper)).toEqual([true, true, true, true, false, false]);
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
