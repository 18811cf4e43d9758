import { describe, expect, it } from 'vitest';
import { answersLine, lineMatches, listQuery, preferPack, type MatchCandidate } from './list-match';

let nextStore = 1;
const p = (name: string, over: Partial<MatchCandidate> = {}): MatchCandidate => ({ name, brand: null, description: null, unit: null, storeId: nextStore++, ...over });

describe('listQuery: a line as a list writer means it', () => {
  it.each([
    ['mince', 'beef mince'],
    ['Pork mince', 'pork mince'],
    ['tinned toms', 'chopped tomatoes'],
    ['tin of tomatoes', 'chopped tomatoes'],
    ['chopped toms', 'chopped tomatoes'],
    ['OJ', 'orange juice'],
    ['veggie sausages', 'vegetarian sausages'],
    ['choc digestives', 'chocolate digestives'],
    ['new potatoes', 'baby potatoes'],
    ['sun cream', 'sun lotion'],
    ['bottled water', 'water'],
    ['crisps multipack', 'crisps'],
    ['semi-skimmed milk', 'semi-skimmed milk'],
    ['tinned', 'tinned'],
  ])('%s -> %s', (text, query) => expect(listQuery(text)).toBe(query));
});

describe('answersLine: keeps what answers the line, not whatever mentions a word', () => {
  it('takes every word from the name, brand or description', () => {
    expect(answersLine('semi skimmed milk', p('Tesco Semi-Skimmed Milk'))).toBe(true);
    expect(answersLine('heinz beans', p('Heinz Baked Beans in Tomato Sauce', { brand: 'Heinz' }))).toBe(true);
    // Wines are named by grape: the description says what they are.
    expect(answersLine('red wine', p('Chilean Merlot', { description: 'Soft, plummy red wine from Chile.' }))).toBe(true);
  });

  it('refuses a word found only in a description for a one-word line, and a word found nowhere', () => {
    expect(answersLine('charcoal', p("Jack Daniel's Old No.7 Tennessee Whiskey", { description: 'Charcoal mellowed Tennessee whiskey.' }))).toBe(false);
    expect(answersLine('sausage rolls', p('Richmond Thick Pork Sausages', { description: 'Eight thick Richmond sausages.' }))).toBe(false);
    expect(answersLine('dog treats', p('Dreamies Cat Treats with Chicken'))).toBe(false);
  });

  it('forgives a slip in a longer word, reads synonyms, starts of words and words written as one', () => {
    expect(answersLine('brocoli', p('Broccoli'))).toBe(true);
    expect(answersLine('chedder', p('Mature Cheddar'))).toBe(true);
    expect(answersLine('fags', p('Fage Total 0% Greek Yogurt'))).toBe(false);
    expect(answersLine('greek yoghurt', p('Greek Style Natural Yogurt'))).toBe(true);
    expect(answersLine('loo roll', p('Toilet Roll'))).toBe(true);
    expect(answersLine('choc digestives', p('Milk Chocolate Digestives'))).toBe(true);
    expect(answersLine('cornflakes', p('Corn Flakes'))).toBe(true);
    expect(answersLine('sweet corn', p('Frozen Sweetcorn'))).toBe(true);
  });

  it('does not ask the product for freshness, origin or packaging', () => {
    expect(answersLine('salad bag', p('Florette Classic Crispy Salad'))).toBe(true);
    expect(answersLine('frozen pizza', p('Stonebaked Margherita Pizza'))).toBe(true);
    expect(answersLine('fresh', p('Whole Milk'))).toBe(true);
  });
});

describe('lineMatches: the best match, then the first at each other chain', () => {
  it('skips what does not answer the line, keeps one a chain, and counts packs for each', () => {
    const results = [
      p('Aldi Lamb Mince', { storeId: 6, unit: '500g' }),
      p('Aldi Beef Mince 5% Fat', { storeId: 6, unit: '500g' }),
      p('Aldi Beef Mince 20% Fat', { storeId: 6, unit: '500g' }),
      p('Tesco Beef Mince 5% Fat', { storeId: 1, unit: '500g' }),
      p('Quorn Mince', { storeId: 2, unit: '300g' }),
    ];
    const matches = lineMatches(results, { text: 'mince', quantity: 1, unit: '1kg' });
    expect(matches.map((m) => [m.product.name, m.quantity])).toEqual([
      ['Aldi Beef Mince 5% Fat', 2],
      ['Tesco Beef Mince 5% Fat', 2],
    ]);
    expect(lineMatches(results, { text: 'charcoal', quantity: 1 })).toEqual([]);
  });

  it('puts products in the pack the line names first', () => {
    const results = [p('Whole Milk', { unit: '4 pints' }), p('Whole Milk 2 Pints', { unit: '2 pints' }), p('Milk Chocolate Bar', { unit: '100g' })];
    expect(preferPack(results, { text: 'milk', quantity: 1, unit: '2 pints' }).map((r) => r.name)).toEqual(['Whole Milk 2 Pints', 'Whole Milk', 'Milk Chocolate Bar']);
    expect(preferPack(results, { text: 'milk', quantity: 2, unit: 'tin' }).map((r) => r.name)).toEqual(['Whole Milk', 'Whole Milk 2 Pints', 'Milk Chocolate Bar']);
  });
});
