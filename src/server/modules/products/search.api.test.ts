import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string, extra = ''): Promise<Product[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json<Product[]>();
}

const names = (ps: Product[]) => ps.map((p) => p.name.toLowerCase());

describe('product search', () => {
  it('finds whole words, case-insensitively, name matches first', async () => {
    const results = await search('BANANAS');
    expect(results.length).toBeGreaterThan(0);
    expect(names(results).slice(0, 5).every((n) => n.includes('banana'))).toBe(true);
  });

  it.each([
    ['banan', 'banana'], // missing letter / prefix
    ['bananna', 'banana'], // extra letter
    ['chedar', 'cheddar'], // missing letter in the middle
    ['mlik', 'milk'], // swapped letters
    ['cheddsr', 'cheddar'], // wrong letter
  ])('tolerates one typo: %s finds %s', async (q, expected) => {
    const results = await search(q);
    expect(names(results).slice(0, 5).some((n) => n.includes(expected))).toBe(true);
  });

  it('matches prefixes for search as you type', async () => {
    expect(names(await search('chic')).slice(0, 5).some((n) => n.includes('chicken'))).toBe(true);
    expect((await search('mi')).length).toBeGreaterThan(0);
  });

  it('treats hyphens and spaces alike, and plurals like singulars', async () => {
    const spaced = await search('semi skimmed');
    expect(names(spaced).some((n) => n.includes('semi-skimmed'))).toBe(true);
    const joined = await search('semiskimmed');
    expect(names(joined).some((n) => n.includes('semi-skimmed'))).toBe(true);
    const plural = await search('eggs');
    const singular = await search('egg');
    expect(plural.map((p) => p.id).slice(0, 10)).toEqual(singular.map((p) => p.id).slice(0, 10));
  });

  it('finds washing up liquid, not laundry liquid', async () => {
    const top = names(await search('washing up liquid')).slice(0, 5);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((n) => n.includes('washing up') || n.includes('washing-up'))).toBe(true);
  });

  it('knows UK grocery synonyms', async () => {
    const results = await search('loo roll');
    expect(names(results).slice(0, 5).some((n) => n.includes('toilet'))).toBe(true);
  });

  it('filters by store and caps the result count', async () => {
    const results = await search('milk', '&store=3');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((p) => p.storeId === 3)).toBe(true);
    expect((await search('a')).length).toBeLessThanOrEqual(48);
  });

  it('ranks available products before unavailable ones within a match tier', async () => {
    const results = await search('the');
    expect(Array.isArray(results)).toBe(true);
    const all = await search('chocolate');
    const firstUnavailable = all.findIndex((p) => !p.available);
    if (firstUnavailable >= 0) {
      const tierNames = all.slice(firstUnavailable).every((p) => !p.available || !p.name.toLowerCase().includes('chocolate'));
      expect(tierNames).toBe(true);
    }
  });

  it('answers nothing for empty or symbol-only queries, and survives hostile input', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    expect(await search("'); DROP TABLE products; --")).toEqual(expect.any(Array));
    expect(await search('milk & | ! :* <->')).toEqual(expect.any(Array));
    expect(await search('%')).toEqual([]);
    const pct = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=%25%25' });
    expect(pct.statusCode).toBe(200);
    expect(pct.json()).toEqual([]);
    expect((await search('milk')).length).toBeGreaterThan(0);
  });

  it('rejects an over-long query and a bad store with 400', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/q/);
    const badStore = await t.app.inject({ method: 'GET', url: '/api/products/search?q=milk&store=abc' });
    expect(badStore.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/search' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('search ranking read from the postings', () => {
  const words = (p: Product) => p.name.toLowerCase().split(/[^a-z0-9]+/);

  it.each(['milk', 'chic', 'ch', 'mlik', 'semi skimmed milk', 'loo roll', 'heinz', 'free range eggs', 'bread', 'tea'])(
    "ranks '%s' as the store-filtered search does: one chain's share of the overall top is that chain's top",
    async (q) => {
      const all = await search(q);
      expect(all.length).toBeGreaterThan(0);
      for (const store of [1, 3, 8]) {
        const mine = all.filter((p) => p.storeId === store).map((p) => p.id);
        const filtered = (await search(q, `&store=${store}`)).map((p) => p.id);
        expect(filtered.slice(0, mine.length)).toEqual(mine);
      }
    },
  );

  it('puts whole-word name matches before prefixes, and available before unavailable within them', async () => {
    const results = await search('milk');
    const whole = results.map((p) => words(p).includes('milk'));
    const firstOther = whole.indexOf(false);
    if (firstOther >= 0) expect(whole.slice(firstOther).every((w) => !w)).toBe(true);
    const tier = results.filter((p) => words(p).includes('milk'));
    const firstUnavailable = tier.findIndex((p) => !p.available);
    if (firstUnavailable >= 0) expect(tier.slice(firstUnavailable).every((p) => !p.available)).toBe(true);
    const available = tier.filter((p) => p.available).map((p) => p.name.length);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });

  it('answers prefixes of 2, 3 and more letters with names that have such a word', async () => {
    for (const q of ['ch', 'che', 'ched', 'chedd']) {
      const top = (await search(q)).slice(0, 5);
      expect(top.length).toBeGreaterThan(0);
      expect(top.every((p) => words(p).some((w) => w.startsWith(q)))).toBe(true);
    }
  });

  it('honours the limit and returns no product twice', async () => {
    const broad = await search('ch');
    expect(broad).toHaveLength(48);
    expect(new Set(broad.map((p) => p.id)).size).toBe(48);
    const five = await search('milk', '&limit=5');
    expect(five.map((p) => p.id)).toEqual((await search('milk')).slice(0, 5).map((p) => p.id));
  });

  it('still finds brand, category and description matches after the name matches', async () => {
    const results = await search('dairy');
    expect(results.length).toBeGreaterThan(0);
  });

  it('falls back to trigram similarity when several words are all misspelt', async () => {
    const results = await search('chedar chese');
    expect(names(results).slice(0, 5).some((n) => n.includes('cheddar'))).toBe(true);
  });

  it('handles 1-letter words and numbers', async () => {
    expect(await search('vitamin c')).toEqual(expect.any(Array));
    expect(await search('2 pints')).toEqual(expect.any(Array));
    expect(await search('1000000')).toEqual([]);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/suggestions?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json<string[]>();
  };

  it('gives up to 8 plain strings for 2 or more characters', async () => {
    const s = await suggest('mil');
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(8);
    expect(s.every((x) => typeof x === 'string')).toBe(true);
    expect(s.some((x) => x.toLowerCase().includes('milk'))).toBe(true);
    expect(new Set(s).size).toBe(s.length);
  });

  it("matches a name's own words, not the chain's own-brand prefix", async () => {
    expect(await suggest('tesco')).toEqual([]);
    expect(await suggest('sainsburys')).toEqual([]);
    for (const q of ['co', 'te', 'mil']) {
      const s = await suggest(q);
      expect(s.length).toBeGreaterThan(0);
      expect(s.every((x) => x.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith(q)))).toBe(true);
    }
  });

  it('corrects one typo and ignores symbols', async () => {
    expect((await suggest('chedar')).some((x) => x.toLowerCase().includes('cheddar'))).toBe(true);
    expect(await suggest('%%')).toEqual([]);
  });

  it('gives an empty list for fewer than 2 characters', async () => {
    expect(await suggest('m')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });
});
