import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { helpfulResultSchema, productReviewListSchema, productReviewSchema, reportResultSchema, storeReviewListSchema, storeReviewSchema } from '@/contracts/reviews';
import { parseBody } from '../../test/parse-body';
import { call, getJson, postProductReview, postStoreReview, productIdsOf, reviewer, reviewers } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  productIds = await productIdsOf(t.database.db, 2, 6);
});
afterAll(() => t.close());

/** The two kinds' routes side by side: every rule below holds for both. */
const KINDS = [
  {
    name: 'store',
    prefix: '/api/reviews',
    create: async (cookie: string, i: number) => parseBody(storeReviewSchema, await postStoreReview(t, cookie, i + 1, { rating: 4 })).id,
    count: async (i: number, id: number) => parseBody(storeReviewListSchema, await getJson(t, `/api/stores/${i + 1}/reviews?all=true`)).find((r) => r.id === id)?.helpfulCount,
  },
  {
    name: 'product',
    prefix: '/api/products/reviews',
    create: async (cookie: string, i: number) => parseBody(productReviewSchema, await postProductReview(t, cookie, productIds[i]!, { rating: 4, reviewText: 'Tasty' })).id,
    count: async (i: number, id: number) => parseBody(productReviewListSchema, await getJson(t, `/api/products/${productIds[i]}/reviews`)).find((r) => r.id === id)?.helpfulCount,
  },
] as const;

describe.each(KINDS)('helpful marks on $name reviews', (kind) => {
  const mark = (id: number, cookie: string | null, method: 'POST' | 'DELETE' = 'POST') => call(t, method, `${kind.prefix}/${id}/helpful`, cookie);

  it('counts 20 parallel marks by one user once, and by 20 users twenty times', async () => {
    const author = await reviewer(t.database.db);
    const id = await kind.create(author.cookie, 0);
    const one = await reviewer(t.database.db);
    const same = await Promise.all(Array.from({ length: 20 }, () => mark(id, one.cookie)));
    expect(same.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    for (const res of same) expect(parseBody(helpfulResultSchema, res).markedHelpful).toBe(true);
    expect(await kind.count(0, id)).toBe(1);

    const many = await reviewers(t.database.db, 20);
    const results = await Promise.all(many.map((m) => mark(id, m.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await kind.count(0, id)).toBe(21);
    const counts = results.map((r) => parseBody(helpfulResultSchema, r).helpfulCount).sort((a, b) => a - b);
    expect(counts.at(-1)).toBe(21);
  });

  it('marks, unmarks and marks again; a repeat changes nothing', async () => {
    const [author, fan] = await reviewers(t.database.db, 2);
    const id = await kind.create(author!.cookie, 1);
    expect(parseBody(helpfulResultSchema, await mark(id, fan!.cookie))).toEqual({ helpfulCount: 1, markedHelpful: true });
    expect(parseBody(helpfulResultSchema, await mark(id, fan!.cookie))).toEqual({ helpfulCount: 1, markedHelpful: true });
    expect(parseBody(helpfulResultSchema, await mark(id, fan!.cookie, 'DELETE'))).toEqual({ helpfulCount: 0, markedHelpful: false });
    expect(parseBody(helpfulResultSchema, await mark(id, fan!.cookie, 'DELETE'))).toEqual({ helpfulCount: 0, markedHelpful: false });
    expect(parseBody(helpfulResultSchema, await mark(id, fan!.cookie))).toEqual({ helpfulCount: 1, markedHelpful: true });
    expect(await kind.count(1, id)).toBe(1);
  });

  it('refuses the author 403, a visitor 401 and a missing review 404', async () => {
    const author = await reviewer(t.database.db);
    const id = await kind.create(author.cookie, 2);
    const own = await mark(id, author.cookie);
    expect(own.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, own).message).toBe('You cannot mark your own review as helpful');
    expect((await mark(id, author.cookie, 'DELETE')).statusCode).toBe(403);
    expect((await mark(id, null)).statusCode).toBe(401);
    expect((await mark(id, null, 'DELETE')).statusCode).toBe(401);
    expect((await mark(99_999_999, author.cookie)).statusCode).toBe(404);
    expect((await mark(99_999_999, author.cookie, 'DELETE')).statusCode).toBe(404);
    expect((await call(t, 'POST', `${kind.prefix}/0/helpful`, author.cookie)).statusCode).toBe(400);
    expect(await kind.count(2, id)).toBe(0);
  });
});

describe.each(KINDS)('reporting $name reviews', (kind) => {
  const report = (id: number, cookie: string | null) => call(t, 'POST', `${kind.prefix}/${id}/report`, cookie);

  it('refuses the author 403, a visitor 401 and a missing review 404', async () => {
    const author = await reviewer(t.database.db);
    const id = await kind.create(author.cookie, 3);
    const own = await report(id, author.cookie);
    expect(own.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, own).message).toBe('You cannot report your own review');
    expect((await report(id, null)).statusCode).toBe(401);
    expect((await report(99_999_999, author.cookie)).statusCode).toBe(404);
  });

  it('records one report per user: a repeat is a harmless 200 and the review stays listed', async () => {
    const author = await reviewer(t.database.db);
    const id = await kind.create(author.cookie, 4);
    const [first, second] = await reviewers(t.database.db, 2);
    for (const r of [first!, first!, second!]) expect(parseBody(reportResultSchema, await report(id, r.cookie))).toEqual({ reported: true });
    const listed = kind.name === 'store'
      ? parseBody(storeReviewListSchema, await getJson(t, '/api/stores/5/reviews?all=true')).find((r) => r.id === id)
      : parseBody(productReviewListSchema, await getJson(t, `/api/products/${productIds[4]}/reviews`)).find((r) => r.id === id);
    expect(listed).toMatchObject({ reported: true, moderationStatus: 'approved' });
  });
  // Who counts towards hiding a review, the hourly allowance and staff moderation: report-moderation.api.test.ts.
});
