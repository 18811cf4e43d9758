import { describe, expect, it } from 'vitest';
import { findSimilar, lookupWords, savings, SCORE, similarity, type Comparable } from './similarity';

let nextId = 1;
function item(name: string, over: Partial<Comparable> = {}): Comparable {
  // Pantry and Household share no category group, so the defaults add nothing for category.
  return { id: nextId++, storeId: 1, name, brand: null, category: 'Pantry', pricePence: 100, discountPercent: 0, unit: null, ...over };
}
const elsewhere = (name: string, over: Partial<Comparable> = {}) => item(name, { storeId: 2, category: 'Household', ...over });

describe('similarity: known terms', () => {
  it('scores a known term found as a whole word in both names +50, and reports it', () => {
    // honey +50, shared token +3, shared word over 4 letters +5
    expect(similarity(item('Pure Honey'), elsewhere('Clear Honey'))).toEqual({ score: 58, matchTerms: ['honey'] });
  });

  it('scores every matching term, brands as well as foods', () => {
    const s = similarity(item('Heinz Baked Beans'), elsewhere('Heinz Baked Beans'));
    expect(s.matchTerms).toEqual(expect.arrayContaining(['heinz', 'baked bean', 'bean']));
    expect(s.matchTerms).toHaveLength(3);
  });

  it('treats plurals as the same whole word', () => {
    // egg +50 (eggs = egg), shared cleaned token egg +3; 'eggs' and 'egg' are not the same word for the +5 rule
    expect(similarity(item('Free Range Eggs'), elsewhere('Egg Fried Rice'))).toEqual({ score: 53, matchTerms: ['egg'] });
  });

  it('scores a term found only inside a word +20 instead', () => {
    expect(similarity(item('Eggnog Mix'), elsewhere('Egg Cups'))).toEqual({ score: SCORE.termPartial, matchTerms: ['egg'] });
  });

  it('ignores a term hidden in the middle of another word', () => {
    expect(similarity(item('Steak Pie', { category: 'Frozen' }), elsewhere('Tea Bags'))).toEqual({ score: 0, matchTerms: [] });
  });

  it('does not match brand words that are not on the known list', () => {
    expect(similarity(item('Zorbly Widgets'), elsewhere('Zorbly Gizmos')).matchTerms).toEqual([]);
  });
});

describe('similarity: name rules', () => {
  it('adds +25 for the same brand prefix when another shared word is longer than 3 letters', () => {
    // prefix rule +25, tokens zorbly and crunchy +6, 'crunchy' is over 4 letters +5 ('zorbly' too: +5)
    expect(similarity(item('Zorbly Crunchy Widgets'), elsewhere('Zorbly Crunchy Gizmos')).score).toBe(25 + 6 + 10);
  });

  it('does not add the prefix rule when the only other shared word is 3 letters', () => {
    // tokens zorbly, red +6; 'zorbly' over 4 letters +5
    expect(similarity(item('Zorbly Red Widgets'), elsewhere('Zorbly Red Gizmos')).score).toBe(11);
  });

  it('does not add the prefix rule when the prefixes differ', () => {
    // tokens crunchy, widget +6; words crunchy, widgets +10
    expect(similarity(item('Tesco Crunchy Widgets'), elsewhere('Asda Crunchy Widgets')).score).toBe(16);
  });

  it('adds +3 per shared cleaned token: singular, without stop words or sizes', () => {
    expect(similarity(item('Blue Widgets'), elsewhere('Blue Gizmos')).score).toBe(SCORE.sharedToken);
    expect(similarity(item('Widget'), elsewhere('Widgets')).score).toBe(SCORE.sharedToken);
    expect(similarity(item('Bag of Widgets'), elsewhere('Box of Gizmos')).score).toBe(0);
    expect(similarity(item('Widgets 400g'), elsewhere('Gizmos 400g')).score).toBe(0);
  });

  it('adds +5 per shared word longer than 4 letters', () => {
    expect(similarity(item('Spiky Widgets'), elsewhere('Gizmos Spiky')).score).toBe(SCORE.sharedToken + SCORE.sharedLongWord);
    expect(similarity(item('Spiky Zorbs'), elsewhere('Gizmos Spiky')).score).toBe(SCORE.sharedToken + SCORE.sharedLongWord);
    expect(similarity(item('Zorb Widgets'), elsewhere('Gizmos Zorb')).score).toBe(SCORE.sharedToken);
  });
});

describe('similarity: category, family, brand', () => {
  it('adds +10 for the same category', () => {
    expect(similarity(item('Widgets'), elsewhere('Gizmos', { category: 'Pantry' })).score).toBe(SCORE.sameCategory);
  });

  it('adds +8 for a related category group, and nothing for unrelated ones', () => {
    expect(similarity(item('Widgets'), elsewhere('Gizmos', { category: 'Bakery' })).score).toBe(SCORE.relatedCategory);
    expect(similarity(item('Widgets', { category: 'Drinks' }), elsewhere('Gizmos', { category: 'Alcohol' })).score).toBe(8);
    expect(similarity(item('Widgets', { category: 'Frozen' }), elsewhere('Gizmos', { category: 'Meat & Poultry' })).score).toBe(8);
    expect(similarity(item('Widgets'), elsewhere('Gizmos', { category: 'Household' })).score).toBe(0);
  });

  it('adds +12 for the same product family when the names share no word', () => {
    // spaghetti and penne are each a known term in one name only
    expect(similarity(item('Spaghetti'), elsewhere('Penne')).score).toBe(SCORE.sameFamily);
    expect(similarity(item('Lager'), elsewhere('Dry Cider')).score).toBe(SCORE.sameFamily);
    expect(similarity(item('Lager'), elsewhere('Penne')).score).toBe(0);
  });

  it('adds +15 for the same brand, ignoring case and punctuation', () => {
    expect(similarity(item('Widgets', { brand: "Zorbly's" }), elsewhere('Gizmos', { brand: 'ZORBLYS' })).score).toBe(SCORE.sameBrand);
    expect(similarity(item('Widgets', { brand: 'Zorbly' }), elsewhere('Gizmos', { brand: 'Acme' })).score).toBe(0);
    expect(similarity(item('Widgets'), elsewhere('Gizmos')).score).toBe(0);
  });
});

describe('savings', () => {
  it('compares prices after discount', () => {
    // 250p at 25% off is 188p (187.5 rounded): 12p, 6% cheaper than 200p
    const s = savings(item('A', { pricePence: 200 }), item('B', { pricePence: 250, discountPercent: 25 }));
    expect(s).toEqual({ cheaper: true, savingPence: 12, savingPercent: 6, unitSavingLabel: null });
  });

  it('has no saving when the candidate costs the same or more', () => {
    expect(savings(item('A', { pricePence: 200 }), item('B', { pricePence: 200 }))).toMatchObject({ cheaper: false, savingPence: null, savingPercent: null });
    const dearer = savings(item('A', { pricePence: 200, discountPercent: 50 }), item('B', { pricePence: 150 }));
    expect(dearer).toMatchObject({ cheaper: false, savingPence: null, savingPercent: null });
  });

  it('rounds the percent to a whole number', () => {
    expect(savings(item('A', { pricePence: 300 }), item('B', { pricePence: 199 })).savingPercent).toBe(34);
  });

  it('labels the unit saving when pack sizes differ', () => {
    // 400g at £1.00 is £2.50/kg; 1kg at £2.00 is £2.00/kg
    const s = savings(item('A', { pricePence: 100, unit: '400g' }), item('B', { pricePence: 200, unit: '1kg' }));
    expect(s).toMatchObject({ cheaper: false, unitSavingLabel: '50p/kg cheaper' });
    // 2kg at £7.00 less 20% is £5.60, £2.80/kg against £3.00/kg
    expect(savings(item('A', { pricePence: 300, unit: '1kg' }), item('B', { pricePence: 700, discountPercent: 20, unit: '2kg' })).unitSavingLabel).toBe('20p/kg cheaper');
    expect(savings(item('A', { pricePence: 100, unit: '500ml' }), item('B', { pricePence: 150, unit: '1L' })).unitSavingLabel).toBe('50p/litre cheaper');
    expect(savings(item('A', { pricePence: 120, unit: '6 pack' }), item('B', { pricePence: 180, unit: '12 pack' })).unitSavingLabel).toBe('5p each cheaper');
  });

  it('has no unit label for the same pack, incomparable or unknown sizes, or a dearer unit price', () => {
    const label = (a: Partial<Comparable>, b: Partial<Comparable>) => savings(item('A', a), item('B', b)).unitSavingLabel;
    expect(label({ pricePence: 200, unit: '400g' }, { pricePence: 150, unit: '400 g' })).toBeNull();
    expect(label({ pricePence: 200, unit: '1kg' }, { pricePence: 150, unit: '1000g' })).toBeNull();
    expect(label({ pricePence: 200, unit: '1kg' }, { pricePence: 150, unit: '500ml' })).toBeNull();
    expect(label({ pricePence: 200, unit: '1kg' }, { pricePence: 150, unit: 'a bunch' })).toBeNull();
    expect(label({ pricePence: 200, unit: null }, { pricePence: 150, unit: '500g' })).toBeNull();
    expect(label({ pricePence: 100, unit: '500g' }, { pricePence: 250, unit: '1kg' })).toBeNull();
  });
});

describe('findSimilar', () => {
  const beans = item('Heinz Baked Beans in Tomato Sauce', { id: 100, storeId: 1, brand: 'Heinz', pricePence: 140, unit: '415g' });
  const candidates = [
    item('Heinz Baked Beans in Tomato Sauce', { id: 101, storeId: 2, brand: 'Heinz', pricePence: 125, unit: '415g' }),
    item('Tesco Baked Beans in Tomato Sauce', { id: 102, storeId: 1, brand: 'Tesco', pricePence: 40, unit: '420g' }),
    item('Asda Baked Beans in Tomato Sauce', { id: 103, storeId: 3, brand: 'Asda', pricePence: 45, unit: '420g' }),
    item('Heinz Tomato Ketchup', { id: 104, storeId: 4, brand: 'Heinz', pricePence: 250, unit: '460g' }),
    item('Dettol Surface Spray', { id: 105, storeId: 5, category: 'Household', pricePence: 300 }),
    item('Heinz Baked Beans in Tomato Sauce', { id: 100, storeId: 1, brand: 'Heinz', pricePence: 140, unit: '415g' }),
  ];

  it('ranks the same product from other chains first, never the same store, never a zero score', () => {
    const found = findSimilar(beans, candidates);
    expect(found.map((f) => f.product.id)).toEqual([101, 103, 104]);
    expect(found[0]!.matchTerms).toEqual(expect.arrayContaining(['heinz', 'baked bean', 'bean', 'tomato', 'sauce']));
    for (let i = 1; i < found.length; i += 1) expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
  });

  it('attaches the savings of each match', () => {
    const [heinz, asda, ketchup] = findSimilar(beans, candidates);
    expect(heinz).toMatchObject({ cheaper: true, savingPence: 15, savingPercent: 11, unitSavingLabel: null });
    // 45p for 420g is £1.07/kg against £3.37/kg for 140p for 415g
    expect(asda).toMatchObject({ cheaper: true, savingPence: 95, savingPercent: 68, unitSavingLabel: '£2.30/kg cheaper' });
    expect(ketchup).toMatchObject({ cheaper: false, savingPence: null, savingPercent: null });
  });

  it('keeps the top 6, breaking ties by the lower effective price', () => {
    const many = Array.from({ length: 10 }, (_, i) => item('Clear Honey', { id: 200 + i, storeId: 2 + (i % 7), pricePence: 500 - i * 10 }));
    const found = findSimilar(item('Clear Honey', { id: 199, storeId: 1 }), many);
    expect(found).toHaveLength(6);
    expect(found.map((f) => f.product.id)).toEqual([209, 208, 207, 206, 205, 204]);
  });

  it('on a tie prefers the same pack size, then fewer extra words, before price', () => {
    const milk = item('Tesco Semi-Skimmed Milk', { id: 300, brand: 'Tesco', category: 'Dairy & Eggs', unit: '4 pints', pricePence: 155 });
    const other = (id: number, name: string, brand: string, unit: string, pricePence: number) =>
      item(name, { id, storeId: 2, brand, category: 'Dairy & Eggs', unit, pricePence });
    const found = findSimilar(milk, [
      other(301, 'Lidl Semi-Skimmed Milk 1 Pint', 'Lidl', '1 pint', 59),
      other(302, 'Co-op Semi-Skimmed Milk', 'Co-op', '4 pints', 165),
      other(303, 'Lidl Semi-Skimmed Milk', 'Lidl', '4 pints', 145),
      other(304, 'Aldi Semi-Skimmed Milk 2 Pints', 'Aldi', '4 pints', 120),
    ]);
    expect(new Set(found.map((f) => f.score)).size).toBe(1);
    expect(found.map((f) => f.product.id)).toEqual([303, 302, 304, 301]);
  });

  it('on a tie prefers the same figures in the name (fat, strength) before fewer extra words and price', () => {
    const mince = item('Tesco Beef Mince 5% Fat', { id: 310, brand: 'Tesco', category: 'Meat & Poultry', unit: '500g', pricePence: 400 });
    const other = (id: number, name: string, brand: string, pricePence: number) => item(name, { id, storeId: 2, brand, category: 'Meat & Poultry', unit: '500g', pricePence });
    const found = findSimilar(mince, [other(311, 'Aldi Beef Mince 20% Fat', 'Aldi', 250), other(312, 'Lidl Beef Mince 5% Fat', 'Lidl', 380)]);
    expect(found[0]!.score).toBe(found[1]!.score);
    expect(found.map((f) => f.product.id)).toEqual([312, 311]);
  });
});

describe('lookupWords', () => {
  it('gives the name words (known terms first), the brand and the other members of its product families', () => {
    const words = lookupWords(item('Tesco Finest Spaghetti 500g', { brand: 'Tesco' }));
    expect(words.name).toEqual(['spaghetti', 'finest', 'tesco']);
    expect(words.brand).toEqual(['tesco']);
    expect(words.family).toEqual(expect.arrayContaining(['penne', 'fusilli', 'pasta']));
    expect(words.family).not.toContain('spaghetti');
  });

  it('leaves out sizes and stop words', () => {
    const words = lookupWords(item('Beans in Sauce 4 x 400g', { brand: "Sainsbury's" }));
    expect(words.name).toEqual(['sauce', 'bean']);
    expect(words.brand).toEqual(['sainsbury']);
  });
});
