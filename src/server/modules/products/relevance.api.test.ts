import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { createTestApp, type TestApp } from '../../test/test-app';
import { searchRequest } from '../../test/search-request';
import { parseBody } from '../../test/parse-body';
import { evaluateRelevance, percent } from './relevance';
import { RELEVANCE_SET } from '../../test/datasets/relevance-set';

/**
 * Search quality on the real seeded catalogue, through the API, on PGlite and (TEST_DB=postgres) PostgreSQL: the
 * relevance set's success@3 may not drop below the figure reached, and each class of the misses has its test.
 */

/** success@3 reached on the relevance set (284 of 287, 99.0%, when written); a ranking change that loses it fails. */
const SUCCESS_AT_3_FLOOR = 0.989;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 300_000);
afterAll(() => t?.close());

const search = (q: string, extra = '') => searchRequest(t, q, extra);
const names = async (q: string, extra = '') => (await search(q, extra)).map((p) => p.name);
const top = async (q: string, n = 3) => (await names(q)).slice(0, n);

describe('search relevance set', () => {
  it(`keeps success@3 at or above ${percent(SUCCESS_AT_3_FLOOR)}`, async () => {
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(200);
    const result = await evaluateRelevance((q) => names(q));
    const misses = result.misses.map((m) => `${m.q}: ${m.top3.join('; ') || '(nothing)'}`);
    expect(result.successAt3, misses.join('\n')).toBeGreaterThanOrEqual(SUCCESS_AT_3_FLOOR);
    expect(result.successAt1).toBeLessThanOrEqual(result.successAt3);
  }, 240_000);
});

describe('compounds', () => {
  it.each([
    ['teabags', /tea bags/i],
    ['cornflakes', /corn flakes/i],
    ['washingup', /washing up liquid/i],
    ['looroll', /toilet roll/i],
    ['icecream', /ice cream/i],
    ['kitchenroll', /kitchen roll/i],
    ['fishfingers', /fish fingers/i],
  ])('finds the two words the catalogue writes apart: %s', async (q, wanted) => {
    const found = await top(q);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => wanted.test(n))).toBe(true);
  });

  it.each([
    ['tooth paste', /toothpaste/i],
    ['sweet corn', /sweetcorn/i],
    ['chick peas', /chickpeas/i],
    ['dish washer tablets', /dishwasher tablets/i],
  ])('finds the one word the catalogue writes together: %s', async (q, wanted) => {
    const found = await top(q);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => wanted.test(n))).toBe(true);
  });

  it('still finds the words apart the way they were found before', async () => {
    expect((await top('tea bags')).every((n) => /tea bags/i.test(n))).toBe(true);
    expect((await top('corn flakes')).every((n) => /corn flakes/i.test(n))).toBe(true);
  });
});

describe('UK words and synonyms', () => {
  it('ranks crisps, not oven chips, for "crisps"', async () => {
    const found = await names('crisps');
    expect(found.slice(0, 3).every((n) => /crisps/i.test(n))).toBe(true);
    expect(found.some((n) => /micro chips/i.test(n))).toBe(false);
  });

  it('never lets a synonym match outrank a product whose name has the typed word', async () => {
    for (const q of ['squash', 'cordial', 'prawns', 'cookies']) {
      const word = q.replace(/s$/, '');
      const found = await names(q);
      const firstSynonym = found.findIndex((n) => !n.toLowerCase().includes(word));
      expect(found.length).toBeGreaterThan(0);
      if (firstSynonym >= 0) expect(found.slice(firstSynonym).some((n) => n.toLowerCase().includes(word))).toBe(false);
    }
  });

  it('reads squash as the drink first, and the shopper words for household goods', async () => {
    expect((await top('squash', 1))[0]).toMatch(/(orange|fruits|blackcurrant) squash/i);
    expect(await top('loo roll')).toEqual(expect.arrayContaining([expect.stringMatching(/toilet roll/i)]));
    expect((await top('kitchen towel')).every((n) => /kitchen roll/i.test(n))).toBe(true);
    expect((await top('washing-up liquid')).every((n) => /washing up liquid/i.test(n))).toBe(true);
    expect((await top('mince')).every((n) => /mince/i.test(n))).toBe(true);
    expect(await top('sweets', 1)).toEqual([expect.stringMatching(/jelly babies|haribo/i)]);
  });

  it('finds nothing for UK vegetables the catalogue does not stock, rather than a near spelling', async () => {
    for (const q of ['courgette', 'aubergine', 'coriander', 'xyzzy']) expect(await names(q)).toEqual([]);
  });
});

describe('typo corrections', () => {
  it('prefers the correction that keeps the start of the word: "bred" is bread, not red onions', async () => {
    const found = await top('bred');
    expect(found.every((n) => /bread/i.test(n))).toBe(true);
  });

  it.each([
    ['mlik', /milk/i], // swapped
    ['chedar', /cheddar/i], // missing
    ['coffeee', /coffee/i], // extra
    ['buttet', /butter/i], // wrong
    ['nilk', /milk/i], // wrong first letter
    ['hicken', /chicken/i], // missing first letter
    ['prosseco', /prosecco/i], // two edits in a long word
  ])('%s finds %s first', async (q, wanted) => {
    expect((await top(q, 1))[0]).toMatch(wanted);
  });
});

describe('broad words', () => {
  it('lists plain tea bags before decaf and green', async () => {
    const found = await names('tea bags');
    const firstPlain = found.findIndex((n) => !/decaf|green|english breakfast/i.test(n));
    const firstFlavoured = found.findIndex((n) => /decaf|green/i.test(n));
    expect(firstPlain).toBe(0);
    expect(firstFlavoured).toBeGreaterThan(2);
  });

  it('leads "milk" with milk, not milk chocolate', async () => {
    const found = await top('milk');
    expect(found.every((n) => /milk$|milk \d/i.test(n) && !/chocolate/i.test(n))).toBe(true);
  });

  it.each([
    ['tomatoes', /tomatoes/i],
    ['jam', /jam$/i],
    ['custard', /custard$/i],
    ['chocolate', /chocolate( \d+%)?$/i],
  ])('leads "%s" with the thing itself, not what it flavours', async (q, wanted) => {
    expect((await top(q, 1))[0]).toMatch(wanted);
  });

  it('puts available products before unavailable ones among the reranked', async () => {
    for (const q of ['milk', 'bread', 'tea bags', 'chicken']) {
      const found = (await search(q)).slice(0, 64);
      const firstUnavailable = found.findIndex((p) => !p.available);
      if (firstUnavailable >= 0) expect(found.slice(firstUnavailable).every((p) => !p.available)).toBe(true);
    }
  });
});

describe('paging', () => {
  it('pages through the same order with offset, without repeats, until a short page', async () => {
    const all = await search('milk', '&limit=100');
    expect(all.length).toBeGreaterThan(48);
    const first = await search('milk', '&limit=48');
    const second = await search('milk', '&limit=48&offset=48');
    expect([...first, ...second].map((p) => p.id)).toEqual(all.slice(0, 96).map((p) => p.id));
    expect(new Set([...first, ...second].map((p) => p.id)).size).toBe(first.length + second.length);
    const ids = (await search('milk', '&limit=100&offset=60')).map((p) => p.id);
    expect(ids.slice(0, 40)).toEqual(all.slice(60, 100).map((p) => p.id));
  });

  it('pages store-filtered searches too', async () => {
    const all = await search('milk', '&store=2&limit=12');
    expect(all.length).toBe(12);
    expect(all.every((p) => p.storeId === 2)).toBe(true);
    const second = await search('milk', '&store=2&limit=6&offset=6');
    expect(second.map((p) => p.id)).toEqual(all.slice(6, 12).map((p) => p.id));
  });

  it('answers an empty page past the end', async () => {
    expect(await search('prosecco', '&offset=1000')).toEqual([]);
  });

  it.each([
    ['&offset=-1', 'offset'],
    ['&offset=abc', 'offset'],
    ['&offset=1.5', 'offset'],
    ['&offset=1001', 'offset'],
  ])('refuses a bad offset (%s) with a 400 naming the field', async (extra, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/search?q=milk${extra}` });
    expect(res.statusCode).toBe(400);
    const body = parseBody(apiErrorSchema, res);
    expect(Object.keys(body.fields ?? {})).toContain(field);
  });
});
