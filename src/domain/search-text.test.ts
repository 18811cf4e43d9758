import { describe, expect, it } from 'vitest';
import {
  deletionVariants,
  editDistance,
  indexWords,
  isCorrectable,
  MAX_CORRECTIONS,
  normalizeText,
  oneEditCorrections,
  queryTerms,
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
