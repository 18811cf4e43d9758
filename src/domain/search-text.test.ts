import { describe, expect, it } from 'vitest';
import {
  compareFit,
  compoundSplits,
  deletionVariants,
  editDistance,
  indexWords,
  isCorrectable,
  joinedPairs,
  joinedTerm,
  MAX_CORRECTIONS,
  MIN_COMPOUND_PART,
  nameFit,
  nameIndexWords,
  normalizeText,
  oneEditCorrections,
  queryTerms,
  rankCorrections,
  singular,
  textWords,
} from './search-text';

describe('search text', () => {
  it('normalises case, accents, apostrophes and punctuation', () => {
    expect(normalizeText("Sainsbury's  Crème Fraîche, 300ML")).toBe('sainsburys creme fraiche 300ml');
    expect(normalizeText('Semi-Skimmed Milk')).toBe('semi-skimmed milk');
  });

  it('makes plurals singular', () => {
    expect(singular('bananas')).toBe('banana');
    expect(singular('strawberries')).toBe('strawberry');
    expect(singular('tomatoes')).toBe('tomato');
    expect(singular('peaches')).toBe('peach');
    expect(singular('loaves')).toBe('loaf');
    expect(singular('eggs')).toBe('egg');
    expect(singular('hummus')).toBe('hummus');
    expect(singular('glass')).toBe('glass');
    expect(singular('peas')).toBe('pea');
    expect(singular('6pcs')).toBe('6pcs');
  });

  it('splits and joins hyphenated words so hyphens and spaces are interchangeable', () => {
    expect(textWords('Semi-Skimmed Milk')).toEqual(['semi', 'skimmed', 'semiskimmed', 'milk']);
    expect(indexWords('Free Range Eggs')).toEqual(['free', 'range', 'eggs', 'egg']);
  });

  it('turns a query into singular terms with synonyms and phrases', () => {
    expect(queryTerms('Semi skimmed milk')).toEqual([
      { word: 'semi', alternatives: [] },
      { word: 'skimmed', alternatives: [] },
      { word: 'milk', alternatives: [] },
    ]);
    expect(queryTerms('courgettes')).toEqual([{ word: 'courgette', alternatives: ['zucchini'] }]);
    expect(queryTerms('loo roll').map((t) => t.word)).toEqual(['toilet', 'roll']);
    expect(queryTerms('fish and chips').map((t) => t.word)).toEqual(['fish', 'chip']);
    expect(queryTerms('semi-skimmed').map((t) => t.word)).toEqual(['semiskimmed']);
    expect(queryTerms('   ')).toEqual([]);
  });

  it('finds one-edit neighbours through shared deletion variants', () => {
    const shared = (a: string, b: string) => deletionVariants(a).some((v) => deletionVariants(b).includes(v));
    expect(shared('mlik', 'milk')).toBe(true); // swap
    expect(shared('banan', 'banana')).toBe(true); // missing letter
    expect(shared('bannana', 'banana')).toBe(true); // extra letter
    expect(shared('cheddsr', 'cheddar')).toBe(true); // wrong letter
    expect(shared('bread', 'butter')).toBe(false);
  });

  it('corrects only words long enough, and keeps the one-edit candidates in a stable order', () => {
    expect(isCorrectable('mlik')).toBe(true);
    expect(isCorrectable('mlk')).toBe(false);
    expect(isCorrectable('1000')).toBe(false);
    expect(oneEditCorrections('wine', ['wipe', 'vine', 'wine', 'win', 'wire', 'mine', 'vine'])).toEqual(['mine', 'vine', 'win', 'wipe', 'wire']);
    expect(oneEditCorrections('bake', ['cake', 'bike', 'make', 'lake', 'bale', 'baked', 'bae', 'fake', 'rake'])).toHaveLength(MAX_CORRECTIONS);
    expect(oneEditCorrections('bake', ['rake', 'cake', 'bike', 'make', 'lake', 'bale', 'baked', 'bae', 'fake'])).toEqual(
      oneEditCorrections('bake', ['cake', 'bike', 'make', 'lake', 'bale', 'baked', 'bae', 'fake', 'rake']),
    );
    expect(oneEditCorrections('milk', ['silky', 'mil'])).toEqual(['mil']);
  });

  it('measures edit distance with adjacent swaps costing one', () => {
    expect(editDistance('mlik', 'milk')).toBe(1);
    expect(editDistance('banana', 'banan')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });
});

describe('query terms never carry characters a tsquery would choke on', () => {
  it.each(['%', '%%', '-', '&|!', "'", ':*'])('%s gives no terms', (q) => {
    expect(queryTerms(q)).toEqual([]);
  });

  it('keeps washing up liquid as the words the names are indexed with', () => {
    expect(queryTerms('washing up liquid').map((t) => t.word)).toEqual(['washing', 'up', 'liquid']);
    expect(queryTerms('dish soap').map((t) => t.word)).toEqual(['washing', 'up', 'liquid']);
  });
});

describe('compounds', () => {
  it('indexes each adjacent pair of name words joined, singular too', () => {
    expect(joinedPairs('Original Tea Bags')).toEqual(['originaltea', 'teabags', 'teabag']);
    expect(joinedPairs('Original Washing-Up Liquid')).toContain('washingup');
    expect(joinedPairs('PG Tips Original 80 Tea Bags')).not.toContain('original80');
    expect(nameIndexWords('Corn Flakes')).toEqual(expect.arrayContaining(['corn', 'flakes', 'flake', 'cornflakes', 'cornflake']));
    expect(nameIndexWords('Kitchen Roll')).toContain('kitchenroll');
  });

  it('joins two query terms the way the index joins name words', () => {
    expect(joinedTerm('tooth', 'paste')).toBe('toothpaste');
    expect(joinedTerm('tea', 'bag')).toBe(nameIndexWords('Tea Bags').find((w) => w === 'teabag'));
    expect(joinedTerm('chick', 'pea')).toBe(singular('chickpeas'));
  });

  it('splits a run-together word into parts of at least three letters, the second singular', () => {
    expect(compoundSplits('looroll')).toEqual([
      ['loo', 'roll'],
      ['loor', 'oll'],
    ]);
    expect(compoundSplits('teabags')).toContainEqual(['tea', 'bag']);
    expect(compoundSplits('tea')).toEqual([]);
    expect(compoundSplits('7up50')).toEqual([]);
    expect(compoundSplits('peanutbutter').every(([a, b]) => a.length >= MIN_COMPOUND_PART && b.length >= MIN_COMPOUND_PART - 1)).toBe(true);
  });
});

describe('correction ranking', () => {
  const counts: Record<string, number> = { red: 300, bread: 120, breed: 2, brew: 5 };
  const n = (w: string) => counts[w] ?? 0;

  it('prefers a correction that keeps the first letter, then the longer shared start, then the commoner word', () => {
    // 'red' is far commoner, but drops the typed word's first letter.
    expect(rankCorrections('bred', ['red', 'bread', 'breed', 'brew'], n)).toEqual(['bread', 'brew', 'breed', 'red']);
    expect(rankCorrections('bred', ['red', 'bread'], n)).toEqual(['bread', 'red']);
  });

  it('counts an adjacent swap as one edit and drops candidates two edits away', () => {
    expect(rankCorrections('mlik', ['milk', 'mild', 'silk'], n)).toEqual(['milk']);
    expect(rankCorrections('chese', ['chase', 'cheese', 'cheesy'], (w) => (w === 'chase' ? 50 : 1))).toEqual(['cheese', 'chase']);
  });

  it('ranks the candidates exactly two edits away when asked for them, alike', () => {
    const words = ['prosecco', 'proseco', 'prosecco rose', 'aperol', 'process'];
    expect(rankCorrections('prosseco', words, () => 1, 2)).toEqual(['prosecco']);
    expect(rankCorrections('prosseco', words, () => 1)).toEqual(['proseco']);
    expect(rankCorrections('petrol', ['aperol', 'petal'], () => 1, 2)).toEqual(['petal', 'aperol']);
  });

  it('orders by product count when everything else ties, and stays stable', () => {
    expect(rankCorrections('cate', ['care', 'cake', 'date'], (w) => ({ care: 3, cake: 9, date: 90 })[w] ?? 0)).toEqual(['cake', 'care', 'date']);
    expect(rankCorrections('bake', ['cake', 'bike', 'make', 'lake', 'bale', 'baked', 'bae', 'fake', 'rake'])).toHaveLength(MAX_CORRECTIONS);
  });
});

describe('UK synonyms', () => {
  const alternatives = (q: string) => queryTerms(q).flatMap((t) => t.alternatives);

  it('never turns crisps into chips, or mince into ground coffee', () => {
    expect(alternatives('crisps')).not.toContain('chip');
    expect(alternatives('mince')).not.toContain('ground');
    expect(alternatives('fries')).toEqual(['chip']);
  });

  it('knows the shopper words for the catalogue words', () => {
    expect(queryTerms('loo roll').map((t) => t.word)).toEqual(['toilet', 'roll']);
    expect(queryTerms('looroll').map((t) => t.word)).toEqual(['toilet', 'roll']);
    expect(queryTerms('kitchen towel').map((t) => t.word)).toEqual(['kitchen', 'roll']);
    expect(queryTerms('tin foil').map((t) => t.word)).toEqual(['kitchen', 'foil']);
    expect(alternatives('squash')).toEqual(['cordial']);
    expect(alternatives('satsumas')).toEqual(['clementine']);
    expect(alternatives('aubergine')).toEqual(['eggplant']);
    expect(alternatives('coriander')).toEqual(['cilantro']);
    expect(alternatives('courgette')).toEqual(['zucchini']);
    expect(alternatives('beer')).toEqual(expect.arrayContaining(['lager', 'ale']));
  });

  it('keeps a plural whose singular means something else', () => {
    expect(queryTerms('sweets')).toEqual([{ word: 'sweets', alternatives: [] }]);
    expect(queryTerms('sweet potatoes').map((t) => t.word)).toEqual(['sweet', 'potato']);
  });

  it('maps every synonym to words in normal form, never to itself', () => {
    for (const q of ['courgette', 'prawn', 'biscuit', 'nappy', 'yoghurt', 'spud', 'fizzy', 'beer', 'squash']) {
      for (const t of queryTerms(q)) {
        expect(t.alternatives).not.toContain(t.word);
        for (const a of t.alternatives) expect(normalizeText(a)).toBe(a);
      }
    }
  });
});

describe('name fit', () => {
  const query = (...words: string[]) => (w: string, joined?: boolean) => words.includes(w) || (!joined && false);
  const fit = (name: string, brand: string | null, q: (w: string, j?: boolean) => boolean, own = false) => nameFit(name, brand, q, own);

  it('puts the name the query is the head of before one it only modifies', () => {
    const milk = query('milk');
    expect(fit('Tesco Whole Milk', 'Tesco', milk, true).head).toBe(0);
    expect(fit('Tesco Whole Milk 2 Pints', 'Tesco', milk, true).head).toBe(0);
    expect(fit('Tesco Milk Chocolate Bar', 'Tesco', milk, true).head).toBe(1);
    expect(compareFit(fit('Tesco Whole Milk', 'Tesco', milk, true), fit('Tesco Milk Chocolate Bar', 'Tesco', milk, true))).toBeLessThan(0);
  });

  it('counts the words that are not the query, a maker brand as one, a pack size as none', () => {
    const teaBags = query('tea', 'bag', 'teabag');
    const plain = fit('Aldi Original Tea Bags', 'Aldi', teaBags, true);
    const decaf = fit('Aldi Decaf Tea Bags', 'Aldi', teaBags, true);
    const pg = fit('PG Tips Original 80 Tea Bags', 'PG Tips', teaBags);
    expect(plain).toMatchObject({ head: 0, extra: 0, branded: 0 });
    expect(decaf).toMatchObject({ head: 0, extra: 1 });
    expect(pg).toMatchObject({ head: 0, extra: 1, branded: 1 });
    expect(compareFit(plain, decaf)).toBeLessThan(0);
    expect(compareFit(decaf, pg)).toBeLessThan(0);
  });

  it('reads the head before "with" or "in", and a joined pair as one query word', () => {
    expect(fit('Dreamies Cat Treats with Chicken', 'Dreamies', query('chicken')).head).toBe(1);
    expect(fit('Orange Juice with Bits', null, query('juice')).head).toBe(0);
    const joined = (w: string, j?: boolean) => (j ? w === 'icecream' : false);
    expect(fit('Vanilla Ice Cream', null, joined)).toMatchObject({ head: 0, extra: 1 });
  });
});
