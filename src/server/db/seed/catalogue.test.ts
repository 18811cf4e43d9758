import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePackSize } from '../../../domain/unit-price';
import {
  CATALOGUE_HEADER,
  CHAIN_DISPLAY_NAMES,
  DISCOUNT_PERCENTS,
  categoryFileName,
  expandCatalogue,
  fnv1a,
  loadCatalogue,
  parsePricePence,
  productFlags,
} from './catalogue';
import { CATEGORY_NAMES, CHAIN_KEYS, type SeedProduct } from './types';

const products = loadCatalogue();
const HEADER = CATALOGUE_HEADER.join(',');

function byChain(index: number): SeedProduct[] {
  return products.filter((p) => p.storeId === index + 1);
}

describe('loadCatalogue (real data)', () => {
  it('has enough products overall and for every chain', () => {
    expect(products.length).toBeGreaterThanOrEqual(2400);
    CHAIN_KEYS.forEach((chain, index) => {
      expect(byChain(index).length, chain).toBeGreaterThanOrEqual(300);
    });
  });

  it('covers every category for every chain', () => {
    CHAIN_KEYS.forEach((chain, index) => {
      const categories = new Set(byChain(index).map((p) => p.category));
      expect([...categories].sort(), chain).toEqual([...CATEGORY_NAMES].sort());
    });
  });

  it('numbers products 1..N in order with no gaps', () => {
    expect(products.map((p) => p.id)).toEqual(products.map((_, i) => i + 1));
  });

  it('walks categories in CATEGORY_NAMES order and chains in CHAIN_KEYS order within a row', () => {
    const order = products.map((p) => CATEGORY_NAMES.indexOf(p.category));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const first = products.filter((p) => p.baseName === products[0]!.baseName);
    expect(first.map((p) => p.storeId)).toEqual([...first.map((p) => p.storeId)].sort((a, b) => a - b));
  });

  it('is deterministic across loads', () => {
    expect(loadCatalogue()).toEqual(products);
  });

  it('has no duplicate product names within a chain', () => {
    const keys = products.map((p) => `${p.storeId}|${p.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('produces well-formed records', () => {
    for (const p of products) {
      expect(p.storeId).toBeGreaterThanOrEqual(1);
      expect(p.storeId).toBeLessThanOrEqual(8);
      expect(Number.isInteger(p.pricePence) && p.pricePence > 0, p.name).toBe(true);
      expect(p.name.trim()).toBe(p.name);
      expect(p.description).not.toBe('');
      expect(p.description).not.toMatch(/[\r\n]/);
      expect(p.discountPercent === 0 || DISCOUNT_PERCENTS.includes(p.discountPercent as 10), p.name).toBe(true);
    }
  });

  it('prefixes own-brand names with the chain and keeps the bare name as baseName', () => {
    const milk = products.filter((p) => p.baseName === 'Semi-Skimmed Milk');
    expect(milk).toHaveLength(8);
    CHAIN_KEYS.forEach((chain, index) => {
      const product = milk.find((p) => p.storeId === index + 1);
      expect(product?.name).toBe(`${CHAIN_DISPLAY_NAMES[chain]} Semi-Skimmed Milk`);
      expect(product?.brand).toBe(CHAIN_DISPLAY_NAMES[chain]);
      expect(product?.unit).toBe('4 pints');
    });
  });

  it('keeps branded names as written, with baseName equal to name', () => {
    const beans = products.filter((p) => p.name === 'Heinz Baked Beans in Tomato Sauce');
    expect(beans.length).toBeGreaterThanOrEqual(6);
    for (const p of beans) {
      expect(p.brand).toBe('Heinz');
      expect(p.baseName).toBe(p.name);
      expect(p.category).toBe('Pantry');
    }
  });

  it('puts discounts on 10-20% of products and makes 1-6% unavailable', () => {
    const discounted = products.filter((p) => p.discountPercent > 0).length / products.length;
    const unavailable = products.filter((p) => !p.available).length / products.length;
    const featured = products.filter((p) => p.featured).length / products.length;
    expect(discounted).toBeGreaterThanOrEqual(0.1);
    expect(discounted).toBeLessThanOrEqual(0.2);
    expect(unavailable).toBeGreaterThanOrEqual(0.01);
    expect(unavailable).toBeLessThanOrEqual(0.06);
    expect(featured).toBeGreaterThan(0.02);
    expect(featured).toBeLessThan(0.08);
    expect(products.some((p) => p.featured && !p.available)).toBe(false);
  });

  it('uses every discount step', () => {
    const used = new Set(products.map((p) => p.discountPercent).filter((d) => d > 0));
    expect([...used].sort((a, b) => a - b)).toEqual([...DISCOUNT_PERCENTS]);
  });

  it.each([
    ['milk', /milk/],
    ['bread', /bread/],
    ['eggs', /eggs/],
    ['butter', /butter/],
    ['cheddar', /cheddar/],
    ['bananas', /bananas/],
    ['chicken breast', /chicken breast/],
    ['pasta', /pasta/],
    ['rice', /rice/],
    ['tea', /\btea\b/],
    ['coffee', /coffee/],
    ['toilet', /toilet/],
    ['washing up', /washing[ -]up/],
  ])('every chain sells %s', (_label, pattern) => {
    CHAIN_KEYS.forEach((chain, index) => {
      const found = byChain(index).some((p) => pattern.test(p.name.toLowerCase()));
      expect(found, chain).toBe(true);
    });
  });

  it('uses pack sizes that the unit-price parser understands for at least 95% of products', () => {
    const understood = products.filter((p) => parsePackSize(p.unit) !== null).length;
    expect(understood / products.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe('helpers', () => {
  it('parses prices to pence without floating point error', () => {
    expect(parsePricePence('1.40')).toBe(140);
    expect(parsePricePence('0.29')).toBe(29);
    expect(parsePricePence('4.35')).toBe(435);
    expect(parsePricePence('45.00')).toBe(4500);
    for (const bad of ['1.4', '1', '£1.40', '1,40', '-1.00', '', 'abc', '1.405']) {
      expect(parsePricePence(bad), bad).toBeNull();
    }
  });

  it('maps categories to kebab-case file names', () => {
    expect(CATEGORY_NAMES.map(categoryFileName)).toEqual([
      'fruit-vegetables.csv',
      'dairy-eggs.csv',
      'meat-poultry.csv',
      'bakery.csv',
      'drinks.csv',
      'frozen.csv',
      'household.csv',
      'health-beauty.csv',
      'snacks-confectionery.csv',
      'pantry.csv',
      'alcohol.csv',
    ]);
  });

  it('hashes with the standard FNV-1a vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('derives flags from chain and name only', () => {
    expect(productFlags('tesco', 'Tesco Bananas')).toEqual(productFlags('tesco', 'Tesco Bananas'));
  });
});

describe('validation', () => {
  const row = (cells: string) => ({ file: 'pantry.csv', category: 'Pantry' as const, text: `${HEADER}\n${cells}\n` });

  it('expands a valid row, skipping blank lines', () => {
    const source = row('Beans,*own*,410g,"Beans, in sauce",0.40,,,,0.55,,,0.60\n');
    const result = expandCatalogue([source]);
    expect(result.map((p) => [p.id, p.storeId, p.name, p.pricePence])).toEqual([
      [1, 1, 'Tesco Beans', 40],
      [2, 5, 'Waitrose Beans', 55],
      [3, 8, 'Co-op Beans', 60],
    ]);
    expect(result[0]?.description).toBe('Beans, in sauce');
  });

  it.each([
    [',Heinz,415g,Beans,1.40,,,,,,,', /pantry\.csv line 2: missing name/],
    ['Beans,Heinz,,Beans,1.40,,,,,,,', /pantry\.csv line 2: missing unit/],
    ['Beans,,415g,Beans,1.40,,,,,,,', /line 2: missing brand/],
    ['Beans,Heinz,415g,Beans,1.4,,,,,,,', /line 2: bad price "1.4" for tesco/],
    ['Beans,Heinz,415g,Beans,,,,,,,,abc', /line 2: bad price "abc" for coop/],
    ['Beans,Heinz,415g,Beans,1.40', /line 2: expected 12 fields, got 5/],
    ['Beans,Heinz,415g,Beans,,,,,,,,', /line 2: "Beans" has no price/],
    ['Beans,Heinz,415g,"Two\nlines",1.40,,,,,,,', /line 2: line break inside a field of "Beans"/],
    ['Beans,Heinz,415g,Beans,1.40,,,,,,,\nBeans,Heinz,400g,Beans,1.10,,,,,,,', /line 3: duplicate product "Beans" for tesco/],
  ])('rejects %j', (cells, message) => {
    expect(() => expandCatalogue([row(cells)])).toThrowError(message);
  });

  it('rejects a wrong header', () => {
    const source = { file: 'pantry.csv', category: 'Pantry' as const, text: 'name,brand\n' };
    expect(() => expandCatalogue([source])).toThrowError(/pantry\.csv line 1: header must be/);
  });

  it('reports CSV syntax errors with the file name', () => {
    expect(() => expandCatalogue([row('"Beans,Heinz')])).toThrowError(/pantry\.csv: line 2: unterminated/);
  });

  describe('files on disk', () => {
    let dir = '';
    afterEach(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    function writeAll(extra?: string): string {
      dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
      CATEGORY_NAMES.forEach((category, index) => {
        // An Alcohol row needs its facts (restricted-facts.ts): alcohol-free lager has them and no minimum price.
        const name = category === 'Alcohol' ? 'Alcohol Free Lager' : `Item ${index}`;
        writeFileSync(join(dir, categoryFileName(category)), `${HEADER}\n${name},*own*,each,Thing,1.00,,,,,,,\n`);
      });
      if (extra) writeFileSync(join(dir, extra), `${HEADER}\n`);
      return dir;
    }

    it('loads from a given directory in category order', () => {
      const loaded = loadCatalogue(writeAll());
      expect(loaded.map((p) => p.category)).toEqual([...CATEGORY_NAMES]);
      expect(loaded.map((p) => p.name)).toEqual(CATEGORY_NAMES.map((c, i) => (c === 'Alcohol' ? 'Tesco Alcohol Free Lager' : `Tesco Item ${i}`)));
    });

    it('rejects an unknown category file', () => {
      expect(() => loadCatalogue(writeAll('toys.csv'))).toThrowError(/catalogue\/toys\.csv: unknown category file/);
    });

    it('rejects a missing category file', () => {
      const path = writeAll();
      rmSync(join(path, 'bakery.csv'));
      expect(() => loadCatalogue(path)).toThrowError(/bakery\.csv: missing file for category "Bakery"/);
    });
  });
});
