import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchRequest } from '../../test/search-request';
import { tierProducts } from './postings';
import type { Db } from '../../db/client';
import type { Key } from './resolve-terms';
import { RERANK_WINDOW, searchMany, searchProducts } from './search';
import { searchKeySql, searchOrder } from './search-keys';
import { z } from 'zod';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

const search = (q: string, extra = '') => searchRequest(t, q, extra);

const names = (ps: Product[]) => ps.map((p) => p.name.toLowerCase());

async function rows<T>(query: SQL): Promise<T[]> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Product ids matching a tsquery over the whole document, in the search order (available, shorter name, name, id). */
async function documentMatches(tsquery: string): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`SELECT id FROM products WHERE search_doc @@ to_tsquery('simple', ${tsquery})
    ORDER BY ${searchOrder()}`);
  return found.map((r) => Number(r.id));
}

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

  it.each([
    ['espresso', (words: string[]) => words.includes('espresso')],
    ['pepper', (words: string[]) => words.some((w) => w.startsWith('pepper'))],
  ])('ranks available products before unavailable ones within a match tier: %s', async (q, inTier) => {
    const tier = (await search(q)).filter((p) => inTier(p.name.toLowerCase().split(/[^a-z0-9]+/)));
    const firstUnavailable = tier.findIndex((p) => !p.available);
    // The seed has an unavailable product in this tier with a shorter name than an available one, so the shorter-name
    // order alone would put it first.
    expect(firstUnavailable).toBeGreaterThan(0);
    expect(tier.some((p) => p.available && p.name.length > tier[firstUnavailable]!.name.length)).toBe(true);
    expect(tier.slice(firstUnavailable).every((p) => !p.available)).toBe(true);
  });

  it('answers nothing for empty or symbol-only queries, and survives hostile input', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('   ')).toEqual([]);
    const [before] = await rows<{ n: number }>(sql`SELECT count(*) AS n FROM products`);
    // No product has all of 'drop', 'table' and 'products'; the quote and semicolons are only separators.
    expect(await search("'); DROP TABLE products; --")).toEqual([]);
    expect(await rows(sql`SELECT count(*) AS n FROM products`)).toEqual([before]);
    const ids = async (q: string) => (await search(q)).map((p) => p.id);
    const salt = await ids('salt');
    expect(salt.length).toBeGreaterThan(0);
    expect(await ids("salt'); --")).toEqual(salt);
    const milk = await ids('milk');
    expect(milk.length).toBeGreaterThan(0);
    expect(await ids('milk & | ! :* <->')).toEqual(milk);
    expect(await search('%')).toEqual([]);
    const pct = await t.app.inject({ method: 'GET', url: '/api/products/suggestions?q=%25%25' });
    expect(pct.statusCode).toBe(200);
    expect(parseBody(z.string().array(), pct)).toEqual([]);
    expect((await search('milk')).length).toBeGreaterThan(0);
  });

  it('rejects an over-long query and a bad store with 400', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/products/search?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, long).message).toMatch(/q/);
    const badStore = await t.app.inject({ method: 'GET', url: '/api/products/search?q=milk&store=abc' });
    expect(badStore.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/products/search' });
    expect(missing.statusCode).toBe(400);
  });
});

describe('search ranking read from the postings', () => {
  const words = (p: Product) => p.name.toLowerCase().split(/[^a-z0-9]+/);

  it.each([
    'loo roll',
    'heinz',
    'free range eggs',
    'semi skimmed milk',
    'kitchen roll',
    'heinz baked beans',
    'greek yogurt',
    'orange juice',
    'crumpets',
    'crumpts',
  ])(
    "ranks '%s' as the store-filtered search does: one chain's share of the overall answer is that chain's answer",
    async (q) => {
      // Both answers rerank their first RERANK_WINDOW results by how well each name fits; with every match inside
      // that window, the order of one chain's products is the same either way.
      const all = await search(q, '&limit=100');
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(RERANK_WINDOW);
      let compared = 0;
      for (const store of [1, 3, 8]) {
        const mine = all.filter((p) => p.storeId === store).map((p) => p.id);
        const filtered = (await search(q, `&store=${store}&limit=100`)).map((p) => p.id);
        expect(filtered).toEqual(mine);
        compared += mine.length;
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('puts whole-word name matches before prefixes, and prefixes before other fields, available first', async () => {
    // 'corn' has all three tiers within one page: Corn Flakes, then Cornish, Cornichons..., then descriptions.
    const results = await search('corn');
    const tierOf = (p: Product) => (words(p).includes('corn') ? 0 : words(p).some((w) => w.startsWith('corn')) ? 1 : 2);
    const tiers = results.map(tierOf);
    expect(new Set(tiers)).toEqual(new Set([0, 1, 2]));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    for (const tier of [0, 1]) {
      const inTier = results.filter((p) => tierOf(p) === tier);
      expect(inTier.length).toBeGreaterThan(1);
      const firstUnavailable = inTier.findIndex((p) => !p.available);
      if (firstUnavailable >= 0) expect(inTier.slice(firstUnavailable).every((p) => !p.available)).toBe(true);
    }
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

  it('finds several words that only meet in descriptions, every such product in the search order', async () => {
    // No name holds both words, as whole words or as prefixes: every match comes from the last tier.
    expect(await documentMatches('cheddar:*A & cheese:*A')).toEqual([]);
    const expected = await documentMatches('cheddar:* & cheese:*');
    expect(expected.length).toBeGreaterThan(5);
    const results = await search('cheddar cheese');
    expect(results.map((p) => p.id)).toEqual(expected.slice(0, 48));
    for (const p of results) expect(`${p.name} ${p.brand} ${p.category} ${p.description}`.toLowerCase()).toMatch(/cheddar.*cheese|cheese.*cheddar/);
  });

  it('does not correct a word the descriptions have: "red wine" finds the red wines, not vines or wipes', async () => {
    // 'wine' is in no name, but in many descriptions: it is a real word, so no correction (vine, wipe) is tried.
    expect(await documentMatches('red:*A & wine:*A')).toEqual([]);
    const expected = await documentMatches('red:* & wine:*');
    expect(expected.length).toBeGreaterThan(5);
    const results = await search('red wine');
    expect(results).toHaveLength(Math.min(48, expected.length));
    // The last tier in search order, its first RERANK_WINDOW reranked by how well the names fit.
    const window = new Set(expected.slice(0, RERANK_WINDOW));
    expect(results.every((p) => window.has(p.id))).toBe(true);
    expect(results.some((p) => /vine|wipe/i.test(p.name))).toBe(false);
  });

  it('still finds brand, category and description matches after the name matches', async () => {
    // 'dairy' is a whole name word (Cadbury Dairy Milk), a name prefix (Dairylea) and, for many more, only the category.
    const whole = await documentMatches('dairy:A');
    const prefix = (await documentMatches('dairy:*A')).filter((id) => !whole.includes(id));
    const other = (await documentMatches('dairy:*')).filter((id) => !whole.includes(id) && !prefix.includes(id));
    expect(whole.length).toBeGreaterThan(0);
    expect(prefix.length).toBeGreaterThan(0);
    expect(whole.length + prefix.length).toBeLessThan(48);
    const results = (await search('dairy')).map((p) => p.id);
    // Each tier in turn; within one, reranked by fit (the first RERANK_WINDOW results in all).
    expect(new Set(results.slice(0, whole.length))).toEqual(new Set(whole));
    expect(new Set(results.slice(whole.length, whole.length + prefix.length))).toEqual(new Set(prefix));
    const rest = results.slice(whole.length + prefix.length);
    expect(rest.length).toBe(48 - whole.length - prefix.length);
    const window = new Set(other.slice(0, RERANK_WINDOW - whole.length - prefix.length));
    expect(rest.every((id) => window.has(id))).toBe(true);
    const restProducts = (await search('dairy')).slice(whole.length + prefix.length);
    expect(
      restProducts.every((p) => !p.name.toLowerCase().includes('dairy') && `${p.brand} ${p.category} ${p.description}`.toLowerCase().includes('dairy')),
    ).toBe(true);
  });

  it('follows the name matches of two words the catalogue also writes as one with their other matches', async () => {
    // 'Dairy Milk' is two name words and one joined word (j:dairymilk); its names come first, then the products
    // with both words elsewhere (milks of the Dairy category), as for any other pair.
    const named = await documentMatches('dairy:*A & milk:*A');
    const everywhere = await documentMatches('dairy:* & milk:*');
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThan(40);
    expect(everywhere.length).toBeGreaterThan(named.length + 8);
    const results = (await search('dairy milk')).map((p) => p.id);
    expect(results).toHaveLength(Math.min(48, everywhere.length));
    expect(new Set(results.slice(0, named.length))).toEqual(new Set(named));
    expect(results.slice(named.length).every((id) => everywhere.includes(id) && !named.includes(id))).toBe(true);
  });

  it('tries one long unknown word as its likeliest name word two edits away, and nothing else', async () => {
    expect(names(await search('prosseco')).slice(0, 3).every((n) => n.includes('prosecco'))).toBe(true);
    // Two edits away only with another first letter ('aperol'), or nowhere near: nothing, not a guess.
    expect(await search('petrol')).toEqual([]);
    expect(await search('playstation')).toEqual([]);
  });

  it('falls back to trigram similarity when several words are all misspelt', async () => {
    const results = await search('chedar chese');
    expect(names(results).slice(0, 5).some((n) => n.includes('cheddar'))).toBe(true);
  });

  it('handles 1-letter words and numbers', async () => {
    // 'c' is a prefix over the whole document: the products described with vitamins and calcium.
    const vitamin = await search('vitamin');
    expect(vitamin.length).toBeGreaterThan(0);
    expect((await search('vitamin c')).map((p) => p.id)).toEqual(vitamin.map((p) => p.id));
    const pints = await search('2 pints');
    expect(pints.length).toBeGreaterThan(0);
    expect(pints.every((p) => /\b2 pints\b/i.test(p.name))).toBe(true);
    expect(await search('1000000')).toEqual([]);
  });
});

describe('several searches at once', () => {
  // Each kind of search path: plain words, synonyms, prefixes, a typo, two words the catalogue writes as one, a long
  // unknown word (its far correction), several misspelt words (trigrams), a word nothing has, a 1-letter word and a
  // number (the document path), nothing at all, and the same query twice.
  const queries = ['milk', 'semi skimmed milk', 'courgettes', 'chic', 'chedder', 'sweet corn', 'tea bags', 'dairy milk', 'prosseco', 'chedar chese', 'playstation', 'vitamin c', '2 pints', '', 'milk', 'red wine'];

  /** The database, counting the statements run through it (raw ones and the query builder's). */
  function counted(): { db: Db; statements: () => number } {
    let n = 0;
    const db = new Proxy(t.database.db, {
      get(target, prop, receiver) {
        const value: unknown = Reflect.get(target, prop, receiver);
        if ((prop !== 'execute' && prop !== 'select') || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          n += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db, statements: () => n };
  }

  it('answers each query as searchProducts answers it on its own, in fewer statements', async () => {
    const { db, statements } = counted();
    await searchProducts(db, 'bread'); // Reads the vocabulary for this handle.
    const before = statements();
    const alone: number[][] = [];
    for (const q of queries) alone.push((await searchProducts(db, q)).map((p) => p.id));
    const oneByOne = statements() - before;
    expect(alone.filter((ids) => ids.length > 0).length).toBeGreaterThan(10);
    expect((await searchMany(db, queries)).map((ps) => ps.map((p) => p.id))).toEqual(alone);
    expect(statements() - before - oneByOne).toBeLessThan(oneByOne / 2);
  });

  it('keeps a store filter, a page and a limit', async () => {
    for (const options of [{ storeId: 1 }, { limit: 5, offset: 10 }, { storeId: 2, limit: 3 }]) {
      const alone: number[][] = [];
      for (const q of queries) alone.push((await searchProducts(t.database.db, q, options)).map((p) => p.id));
      expect((await searchMany(t.database.db, queries, options)).map((ps) => ps.map((p) => p.id))).toEqual(alone);
    }
  });
});

describe('name tiers of several words', () => {
  const keys = async (...wanted: string[][]): Promise<Key[][]> => {
    const counts = await rows<{ key: string; products: number }>(sql`SELECT key, products FROM search_keys WHERE key IN (${sql.join(
      wanted.flat().map((k) => sql`${k}`),
      sql`, `,
    )})`);
    return wanted.map((term) => counts.filter((c) => term.includes(c.key)).map((c) => ({ key: c.key, products: Number(c.products) })));
  };

  /** Every product with one of each term's keys, best rank first: the answer both reads must give. */
  async function everyMatch(terms: Key[][]): Promise<number[]> {
    const [first, ...rest] = terms.map((keys) => sql.join(
      keys.map((k) => sql`${k.key}`),
      sql`, `,
    ));
    const others = rest.map((list) => sql` AND product_id IN (SELECT product_id FROM search_postings WHERE key IN (${list}))`);
    const found = await rows<{ product_id: number }>(sql`SELECT product_id FROM search_postings WHERE key IN (${first})${sql.join(others, sql``)}
      GROUP BY product_id, rank ORDER BY rank`);
    return found.map((r) => Number(r.product_id));
  }

  it.each<[string, ...string[][]]>([
    ['words that often meet', ['w:white'], ['w:bread']],
    ['words no name holds together', ['w:cheddar'], ['w:cheese']],
    ['a driver with several keys, some products having two', ['w:semi', 'w:semiskimmed'], ['w:milk']],
    ['another term with several keys', ['w:orange'], ['w:juice', 'w:drink', 'w:squash']],
    ['three terms, prefixes among them', ['w:heinz'], ['p:ba'], ['p:be']],
    ['a rare word and a broad prefix', ['w:cheddar'], ['p:ma']],
  ])('probing, merging and a batch\'s read find the same products as a plain intersection: %s', async (_label, ...wanted) => {
    const terms = await keys(...wanted);
    expect(terms.every((k) => k.length > 0)).toBe(true);
    const expected = await everyMatch(terms);
    for (const need of [3, 48]) {
      for (const seen of [[], expected.slice(0, 2)]) {
        const want = expected.filter((id) => !seen.includes(id)).slice(0, need);
        for (const how of ['probe', 'merge', 'batch'] as const) {
          const found = await tierProducts(t.database.db, terms, need, seen, how);
          expect(found.map((p) => p.id)).toEqual(want);
        }
      }
    }
  });

  it('counts every key the postings have, and every word of the documents', async () => {
    const [wrong] = await rows<{ keys: number; postings: number; words: number }>(sql`SELECT
      (SELECT count(*) FROM search_keys k FULL JOIN (SELECT key, count(*) AS n FROM search_postings GROUP BY key) p USING (key)
        WHERE k.key NOT LIKE 'f:%' AND k.products IS DISTINCT FROM p.n) AS postings,
      (SELECT count(*) FROM search_keys k FULL JOIN (SELECT ${searchKeySql('field', sql`word`)} AS key, ndoc FROM ts_stat('SELECT search_doc FROM products')) w USING (key)
        WHERE coalesce(k.key, w.key) LIKE 'f:%' AND k.products IS DISTINCT FROM w.ndoc) AS words,
      (SELECT count(*) FROM search_keys) AS keys`);
    expect(Number(wrong!.postings)).toBe(0);
    expect(Number(wrong!.words)).toBe(0);
    expect(Number(wrong!.keys)).toBeGreaterThan(1000);
  });

  it('builds the key counts from existing postings when the migration adds the table', async () => {
    const before = await rows<{ key: string; products: number }>(sql`SELECT key, products FROM search_keys ORDER BY key`);
    const migration = readFileSync(new URL('../../db/migrations/0005_search_keys.sql', import.meta.url), 'utf8');
    await t.database.db.execute(sql`TRUNCATE search_keys`);
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    expect(await rows(sql`SELECT key, products FROM search_keys ORDER BY key`)).toEqual(before);
    // Run twice, it changes nothing.
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));
    expect(await rows(sql`SELECT key, products FROM search_keys ORDER BY key`)).toEqual(before);
  });
});

describe('suggestions', () => {
  const suggest = async (q: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/suggestions?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return parseBody(z.string().array(), res);
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
