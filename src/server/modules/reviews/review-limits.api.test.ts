import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ratingSummarySchema } from '@/contracts/common';
import { productReviewSchema, storeReviewSchema } from '@/contracts/reviews';
import { REVIEW_POSTS_PER_HOUR } from '@/domain/reviews';
import { parseBody } from '../../test/parse-body';
import { getJson, postProductReview, postStoreReview, productIdsOf, reviewer } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  productIds = await productIdsOf(t.database.db, 3, REVIEW_POSTS_PER_HOUR + 2);
});
afterAll(() => t.close());

describe('posting limit', () => {
  it(`allows ${REVIEW_POSTS_PER_HOUR} reviews an hour per user, stores and products together, then answers 429`, async () => {
    const busy = await reviewer(t.database.db);
    const half = REVIEW_POSTS_PER_HOUR / 2;
    for (let i = 0; i < half; i++) expect((await postStoreReview(t, busy.cookie, i + 1, { rating: 3 })).statusCode).toBe(201);
    for (let i = 0; i < REVIEW_POSTS_PER_HOUR - half; i++) {
      expect((await postProductReview(t, busy.cookie, productIds[i]!, { rating: 3, reviewText: 'Fine' })).statusCode).toBe(201);
    }
    const over = await postProductReview(t, busy.cookie, productIds[REVIEW_POSTS_PER_HOUR]!, { rating: 3, reviewText: 'One too many' });
    expect(over.statusCode).toBe(429);
    expect(parseBody(apiErrorSchema, over).message).toBe(`You can post up to ${REVIEW_POSTS_PER_HOUR} reviews an hour. Please try again later.`);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await postStoreReview(t, busy.cookie, 8, { rating: 3 })).statusCode).toBe(429);
    expect((await getJson(t, `/api/products/${productIds[REVIEW_POSTS_PER_HOUR]}/reviews`)).json()).toEqual([]);

    const calm = await reviewer(t.database.db);
    expect((await postStoreReview(t, calm.cookie, 8, { rating: 3 })).statusCode).toBe(201);
  });
});

describe('ratings and the catalogue micro-cache', () => {
  it('keeps ratings out of every cached catalogue answer, so a review change is never served stale', async () => {
    const productId = productIds[REVIEW_POSTS_PER_HOUR + 1]!;
    // Micro-cached in the process (sendCatalogue): the same bytes for a minute.
    const microCached = ['/api/products?limit=50', `/api/products/${productId}`, '/api/stores/3/products', `/api/products/${productId}/similar`];
    // Cached by the browser only (public, max-age), computed afresh on every request that reaches the server.
    const browserCached = ['/api/products/search?q=milk', '/api/products/popular', '/api/products/suggestions?q=mi'];
    const before = new Map<string, { etag: unknown; body: string }>();
    for (const url of [...microCached, ...browserCached]) {
      const res = await getJson(t, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
      expect(res.body, url).not.toMatch(/averageRating|totalReviews|ratingCounts|helpfulCount/);
      before.set(url, { etag: res.headers.etag, body: res.body });
    }

    const author = await reviewer(t.database.db);
    parseBody(productReviewSchema, await postProductReview(t, author.cookie, productId, { rating: 1, reviewText: 'Went off fast' }));
    parseBody(storeReviewSchema, await postStoreReview(t, author.cookie, 3, { rating: 2 }));
    // Recomputed from the database, the answers are byte for byte what the cache held: nothing in them can go stale.
    t.app.catalogueCache.clear();
    for (const url of microCached) {
      const res = await getJson(t, url);
      expect(res.headers.etag, url).toBeDefined();
      expect({ etag: res.headers.etag, body: res.body }, url).toEqual(before.get(url));
    }

    // Where ratings are, they are read fresh: no-cache, never micro-cached.
    for (const url of [`/api/products/${productId}/rating`, '/api/stores/3/rating', '/api/stores', `/api/products/${productId}/reviews`, '/api/stores/3/reviews']) {
      expect((await getJson(t, url)).headers['cache-control'], url).toBe('no-cache');
    }
    expect(parseBody(ratingSummarySchema, await getJson(t, `/api/products/${productId}/rating`))).toMatchObject({ averageRating: 1, totalReviews: 1 });
  });
});
