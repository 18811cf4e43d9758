import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ratingSummarySchema } from '@/contracts/common';
import { duplicateReviewErrorSchema, helpfulResultSchema, storeReviewListSchema, storeReviewSchema } from '@/contracts/reviews';
import { storeListSchema } from '@/contracts/store';
import { STORE_REVIEWS_PREVIEW } from '@/domain/reviews';
import { parseBody } from '../../test/parse-body';
import { call, getJson, postStoreReview, reviewer, reviewers } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STORE_REVIEW_KEYS = [
  'createdAt', 'helpfulCount', 'id', 'isOwn', 'isVerifiedPurchase', 'markedHelpful', 'moderationStatus', 'rating', 'reported',
  'reviewText', 'storeId', 'updatedAt', 'userFullName', 'userId',
];

const list = async (storeId: number, query = '', cookie: string | null = null) => {
  const res = await getJson(t, `/api/stores/${storeId}/reviews${query}`, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return parseBody(storeReviewListSchema, res);
};

const storeCard = async (storeId: number) => {
  const stores = parseBody(storeListSchema, await getJson(t, '/api/stores'));
  const store = stores.find((s) => s.id === storeId)!;
  return { averageRating: store.averageRating, totalReviews: store.totalReviews };
};

describe('posting a store review', () => {
  it('answers a visitor 401 and writes nothing', async () => {
    const res = await postStoreReview(t, null, 1, { rating: 5, reviewText: 'Great' });
    expect(res.statusCode).toBe(401);
    expect(parseBody(apiErrorSchema, res).message).toBe('Please sign in to leave a review');
    expect(await list(1)).toEqual([]);
  });

  it('refuses a forged author field, and the review always belongs to the session user', async () => {
    const [ann, bob] = await reviewers(t.database.db, 2);
    const forged = await postStoreReview(t, ann!.cookie, 1, { rating: 4, reviewText: 'Nice', userId: bob!.id });
    expect(forged.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, forged).message).toContain('userId');
    const res = await postStoreReview(t, ann!.cookie, 1, { rating: 4, reviewText: 'Nice' });
    expect(res.statusCode).toBe(201);
    const review = parseBody(storeReviewSchema, res);
    expect(review).toMatchObject({ userId: ann!.id, storeId: 1, rating: 4, reviewText: 'Nice', isOwn: true, markedHelpful: false, helpfulCount: 0 });
    expect(review).toMatchObject({ isVerifiedPurchase: false, reported: false, moderationStatus: 'approved', userFullName: 'Grace Hopper' });
  });

  it.each([0, 6, 3.5, '5', null])('refuses rating %j naming the field', async (rating) => {
    const { cookie } = await reviewer(t.database.db);
    const res = await postStoreReview(t, cookie, 2, { rating, reviewText: 'ok' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.rating).toBeTruthy();
  });

  it('keeps store text optional, trimmed and at most 500 characters', async () => {
    const [a, b, c] = await reviewers(t.database.db, 3);
    const long = await postStoreReview(t, a!.cookie, 2, { rating: 3, reviewText: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, long).fields?.reviewText).toBe('Review cannot exceed 500 characters');
    expect(parseBody(storeReviewSchema, await postStoreReview(t, a!.cookie, 2, { rating: 3, reviewText: '   ' })).reviewText).toBeNull();
    expect(parseBody(storeReviewSchema, await postStoreReview(t, b!.cookie, 2, { rating: 3 })).reviewText).toBeNull();
    expect(parseBody(storeReviewSchema, await postStoreReview(t, c!.cookie, 2, { rating: 3, reviewText: `  ${'y'.repeat(500)}  ` })).reviewText).toBe('y'.repeat(500));
  });

  it('answers 404 for an unknown store', async () => {
    const { cookie } = await reviewer(t.database.db);
    expect((await postStoreReview(t, cookie, 9999, { rating: 5 })).statusCode).toBe(404);
    expect((await getJson(t, '/api/stores/9999/reviews')).statusCode).toBe(404);
  });

  it('answers a second review of the same store 409 with the existing review id, also for two at once', async () => {
    const [a, b] = await reviewers(t.database.db, 2);
    const first = parseBody(storeReviewSchema, await postStoreReview(t, a!.cookie, 3, { rating: 5 }));
    const again = await postStoreReview(t, a!.cookie, 3, { rating: 1, reviewText: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(parseBody(duplicateReviewErrorSchema, again)).toEqual({ message: 'You have already reviewed this store', code: 'review_exists', reviewId: first.id });

    const both = await Promise.all([postStoreReview(t, b!.cookie, 3, { rating: 4 }), postStoreReview(t, b!.cookie, 3, { rating: 2 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const created = parseBody(storeReviewSchema, both.find((r) => r.statusCode === 201)!);
    expect(parseBody(duplicateReviewErrorSchema, both.find((r) => r.statusCode === 409)!).reviewId).toBe(created.id);
    expect((await list(3, '?all=true')).filter((r) => r.userId === b!.id)).toHaveLength(1);
  });

  it('returns a script or onerror text intact, as JSON text', async () => {
    const { cookie } = await reviewer(t.database.db);
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';
    const res = await postStoreReview(t, cookie, 4, { rating: 2, reviewText: text });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(parseBody(storeReviewSchema, res).reviewText).toBe(text);
    expect((await list(4)).find((r) => r.reviewText === text)).toBeDefined();
  });

  it('refuses a cross-site post, edit, delete and mark with 403', async () => {
    const { cookie } = await reviewer(t.database.db);
    const evil = { cookie, origin: 'https://evil.example' };
    const post = await t.app.inject({ method: 'POST', url: '/api/stores/4/reviews', payload: { rating: 1 }, headers: evil });
    expect(post.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, post).message).toBe('Cross-site request refused');
    const site = await t.app.inject({ method: 'POST', url: '/api/reviews/1/helpful', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(site.statusCode).toBe(403);
    for (const method of ['PUT', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: '/api/reviews/1', payload: { rating: 1 }, headers: evil })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/products/reviews/1/report', headers: evil })).statusCode).toBe(403);
  });
});

describe('reading store reviews', () => {
  it('shows only the author name, and says per user whether they wrote or marked each review', async () => {
    const author = await reviewer(t.database.db, { firstName: 'Mary', lastName: 'Somerville' });
    const [marker, other] = await reviewers(t.database.db, 2);
    const nameless = await reviewer(t.database.db, { firstName: ' ', lastName: '' });
    const review = parseBody(storeReviewSchema, await postStoreReview(t, author.cookie, 5, { rating: 5, reviewText: 'Friendly staff' }));
    const plain = parseBody(storeReviewSchema, await postStoreReview(t, nameless.cookie, 5, { rating: 4 }));
    expect(plain.userFullName).toBe(`User #${nameless.id}`);
    parseBody(helpfulResultSchema, await call(t, 'POST', `/api/reviews/${review.id}/helpful`, marker!.cookie));

    const seen = async (cookie: string | null) => (await list(5, '', cookie)).find((r) => r.id === review.id)!;
    expect(await seen(author.cookie)).toMatchObject({ isOwn: true, markedHelpful: false, helpfulCount: 1, userFullName: 'Mary Somerville' });
    expect(await seen(marker!.cookie)).toMatchObject({ isOwn: false, markedHelpful: true });
    expect(await seen(other!.cookie)).toMatchObject({ isOwn: false, markedHelpful: false });
    expect(await seen(null)).toMatchObject({ isOwn: false, markedHelpful: false });

    const raw = await getJson(t, '/api/stores/5/reviews', marker!.cookie);
    for (const item of raw.json() as Record<string, unknown>[]) expect(Object.keys(item).sort()).toEqual(STORE_REVIEW_KEYS);
    expect(raw.body).not.toContain('@example.com');
    expect(raw.body).not.toContain('Rose Street');
  });

  it('answers the newest 10 by default and every review with all=true', async () => {
    const many = await reviewers(t.database.db, STORE_REVIEWS_PREVIEW + 2);
    const ids: number[] = [];
    for (const [i, r] of many.entries()) ids.push(parseBody(storeReviewSchema, await postStoreReview(t, r.cookie, 6, { rating: (i % 5) + 1 })).id);
    const newestFirst = [...ids].reverse();
    expect((await list(6)).map((r) => r.id)).toEqual(newestFirst.slice(0, STORE_REVIEWS_PREVIEW));
    expect((await list(6, '?all=false')).map((r) => r.id)).toEqual(newestFirst.slice(0, STORE_REVIEWS_PREVIEW));
    expect((await list(6, '?all=true')).map((r) => r.id)).toEqual(newestFirst);
  });

  it('filters by star level and sorts by most helpful', async () => {
    const people = await reviewers(t.database.db, 5);
    const ratings = [5, 3, 5, 1, 3];
    const ids: number[] = [];
    for (const [i, p] of people.entries()) ids.push(parseBody(storeReviewSchema, await postStoreReview(t, p.cookie, 7, { rating: ratings[i]! })).id);
    // Review 1 gets two marks and review 3 one mark.
    await call(t, 'POST', `/api/reviews/${ids[1]}/helpful`, people[0]!.cookie);
    await call(t, 'POST', `/api/reviews/${ids[1]}/helpful`, people[2]!.cookie);
    await call(t, 'POST', `/api/reviews/${ids[3]}/helpful`, people[0]!.cookie);

    expect((await list(7, '?all=true&rating=5')).map((r) => r.id)).toEqual([ids[2], ids[0]]);
    expect((await list(7, '?all=true&rating=2'))).toEqual([]);
    expect((await list(7, '?all=true&sort=helpful')).map((r) => r.id)).toEqual([ids[1], ids[3], ids[4], ids[2], ids[0]]);
    expect((await list(7, '?sort=helpful&rating=3')).map((r) => r.id)).toEqual([ids[1], ids[4]]);
    for (const bad of ['?rating=6', '?rating=0', '?rating=x', '?sort=best', '?all=yes']) {
      expect((await getJson(t, `/api/stores/7/reviews${bad}`)).statusCode).toBe(400);
    }
  });
});

describe('changing a store review', () => {
  it('lets only the author edit or delete: visitor 401, another user 403, missing 404', async () => {
    const [author, other] = await reviewers(t.database.db, 2);
    const review = parseBody(storeReviewSchema, await postStoreReview(t, author!.cookie, 8, { rating: 2, reviewText: 'Slow tills' }));
    const url = `/api/reviews/${review.id}`;
    expect((await call(t, 'PUT', url, null, { rating: 5 })).statusCode).toBe(401);
    expect((await call(t, 'DELETE', url, null)).statusCode).toBe(401);
    expect((await call(t, 'PUT', url, other!.cookie, { rating: 5 })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', url, other!.cookie)).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/reviews/99999999', author!.cookie, { rating: 5 })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/reviews/99999999', author!.cookie)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/reviews/abc', author!.cookie)).statusCode).toBe(400);
    expect((await call(t, 'PUT', url, author!.cookie, { rating: 7 })).statusCode).toBe(400);
    expect((await list(8, '?all=true')).find((r) => r.id === review.id)).toMatchObject({ rating: 2, reviewText: 'Slow tills' });

    const edited = parseBody(storeReviewSchema, await call(t, 'PUT', url, author!.cookie, { rating: 4, reviewText: '  Better now  ' }));
    expect(edited).toMatchObject({ id: review.id, rating: 4, reviewText: 'Better now', isOwn: true, createdAt: review.createdAt });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(new Date(review.updatedAt).getTime());
    const gone = await call(t, 'DELETE', url, author!.cookie);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await list(8, '?all=true')).find((r) => r.id === review.id)).toBeUndefined();
    expect((await call(t, 'DELETE', url, author!.cookie)).statusCode).toBe(404);
  });

  it('shows the new average in the store list and the rating right after a post, an edit and a delete', async () => {
    const storeId = 8;
    const [a, b] = await reviewers(t.database.db, 2);
    const start = await storeCard(storeId);
    expect(start).toEqual({ averageRating: 0, totalReviews: 0 });
    const first = parseBody(storeReviewSchema, await postStoreReview(t, a!.cookie, storeId, { rating: 5 }));
    expect(await storeCard(storeId)).toEqual({ averageRating: 5, totalReviews: 1 });
    await postStoreReview(t, b!.cookie, storeId, { rating: 2 });
    expect(await storeCard(storeId)).toEqual({ averageRating: 3.5, totalReviews: 2 });
    await call(t, 'PUT', `/api/reviews/${first.id}`, a!.cookie, { rating: 3 });
    expect(await storeCard(storeId)).toEqual({ averageRating: 2.5, totalReviews: 2 });
    const rating = parseBody(ratingSummarySchema, await getJson(t, `/api/stores/${storeId}/rating`));
    expect(rating).toEqual({ averageRating: 2.5, totalReviews: 2, ratingCounts: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 } });
    await call(t, 'DELETE', `/api/reviews/${first.id}`, a!.cookie);
    expect(await storeCard(storeId)).toEqual({ averageRating: 2, totalReviews: 1 });
  });
});
