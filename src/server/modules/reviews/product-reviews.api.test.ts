import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, ratingSummarySchema } from '@/contracts/common';
import { orderDetailSchema } from '@/contracts/orders';
import { duplicateReviewErrorSchema, productReviewListSchema, productReviewSchema, storeReviewSchema } from '@/contracts/reviews';
import { ORDER_CANCELLED } from '@/domain/order-status';
import { orders } from '../../db/schema';
import { orderBody, placeOrderRequest, productsFromChains, shopper } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { call, getJson, postProductReview, postStoreReview, productIdsOf, reviewer, reviewers } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let productIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  productIds = await productIdsOf(t.database.db, 1, 12);
});
afterAll(() => t.close());

const PRODUCT_REVIEW_KEYS = [
  'createdAt', 'helpfulCount', 'id', 'isOwn', 'isVerifiedPurchase', 'markedHelpful', 'moderationStatus', 'productId', 'rating',
  'reported', 'reviewText', 'updatedAt', 'user', 'userId',
];

const list = async (productId: number, query = '', cookie: string | null = null) => {
  const res = await getJson(t, `/api/products/${productId}/reviews${query}`, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return parseBody(productReviewListSchema, res);
};
const p = (i: number) => productIds[i]!;

describe('posting a product review', () => {
  it('answers a visitor 401, an unknown product 404 and a forged author 400', async () => {
    const visitor = await postProductReview(t, null, p(0), { rating: 5, reviewText: 'Lovely' });
    expect(visitor.statusCode).toBe(401);
    expect(parseBody(apiErrorSchema, visitor).message).toBe('Please sign in to leave a review');
    const [ann, bob] = await reviewers(t.database.db, 2);
    expect((await postProductReview(t, ann!.cookie, 99_999_999, { rating: 5, reviewText: 'Lovely' })).statusCode).toBe(404);
    expect((await getJson(t, '/api/products/99999999/reviews')).statusCode).toBe(404);
    const forged = await postProductReview(t, ann!.cookie, p(0), { rating: 5, reviewText: 'Lovely', userId: bob!.id });
    expect(forged.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, forged).fields?.body).toBe('Unknown field: userId');
    expect(await list(p(0))).toEqual([]);
  });

  it.each([0, 6, 3.5, '5'])('refuses rating %j naming the field', async (rating) => {
    const { cookie } = await reviewer(t.database.db);
    const res = await postProductReview(t, cookie, p(1), { rating, reviewText: 'Fine bread' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.rating).toBeTruthy();
  });

  it.each([
    ['ab', 'Review must be at least 3 characters'],
    ['  ab  ', 'Review must be at least 3 characters'],
    ['x'.repeat(501), 'Review cannot exceed 500 characters'],
  ])('refuses text %j naming the field', async (reviewText, message) => {
    const { cookie } = await reviewer(t.database.db);
    const res = await postProductReview(t, cookie, p(1), { rating: 4, reviewText });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.reviewText).toBe(message);
  });

  it('stores the text trimmed, takes 500 characters, and shows only the author name', async () => {
    const [a, b] = await reviewers(t.database.db, 2, { firstName: 'Ada', lastName: 'Byron' });
    const nameless = await reviewer(t.database.db, { firstName: '', lastName: '' });
    const trimmed = parseBody(productReviewSchema, await postProductReview(t, a!.cookie, p(2), { rating: 4, reviewText: '   Lovely crust   ' }));
    expect(trimmed).toMatchObject({ reviewText: 'Lovely crust', productId: p(2), userId: a!.id, user: { firstName: 'Ada', lastName: 'Byron' }, isOwn: true });
    const longest = await postProductReview(t, b!.cookie, p(2), { rating: 2, reviewText: 'z'.repeat(500) });
    expect(longest.statusCode).toBe(201);
    expect(parseBody(productReviewSchema, await postProductReview(t, nameless.cookie, p(2), { rating: 3, reviewText: 'Okay' })).user).toBeNull();
    const raw = await getJson(t, `/api/products/${p(2)}/reviews`, a!.cookie);
    for (const item of raw.json() as Record<string, unknown>[]) {
      expect(Object.keys(item).sort()).toEqual(PRODUCT_REVIEW_KEYS);
      expect(item.user === null || Object.keys(item.user as object).sort().join() === 'firstName,lastName').toBe(true);
    }
    expect(raw.body).not.toContain('@example.com');
  });

  it('answers a second review of the same product 409 with its id, sequentially and in parallel', async () => {
    const [a, b] = await reviewers(t.database.db, 2);
    const first = parseBody(productReviewSchema, await postProductReview(t, a!.cookie, p(3), { rating: 5, reviewText: 'Great' }));
    const again = await postProductReview(t, a!.cookie, p(3), { rating: 1, reviewText: 'Terrible' });
    expect(again.statusCode).toBe(409);
    expect(parseBody(duplicateReviewErrorSchema, again)).toEqual({ message: 'You have already reviewed this product', code: 'review_exists', reviewId: first.id });

    const both = await Promise.all([
      postProductReview(t, b!.cookie, p(3), { rating: 4, reviewText: 'First try' }),
      postProductReview(t, b!.cookie, p(3), { rating: 2, reviewText: 'Second try' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const created = parseBody(productReviewSchema, both.find((r) => r.statusCode === 201)!);
    expect(parseBody(duplicateReviewErrorSchema, both.find((r) => r.statusCode === 409)!).reviewId).toBe(created.id);
    expect((await list(p(3))).filter((r) => r.userId === b!.id)).toHaveLength(1);
  });

  it('returns a script text intact', async () => {
    const { cookie } = await reviewer(t.database.db);
    const text = '<img src=x onerror="alert(document.cookie)"><script>alert(1)</script>';
    expect(parseBody(productReviewSchema, await postProductReview(t, cookie, p(4), { rating: 1, reviewText: text })).reviewText).toBe(text);
    expect((await list(p(4)))[0]!.reviewText).toBe(text);
  });
});

describe('reading product reviews', () => {
  it('filters by star level and sorts newest first or most helpful first', async () => {
    const people = await reviewers(t.database.db, 4);
    const ratings = [4, 2, 4, 5];
    const ids: number[] = [];
    for (const [i, who] of people.entries()) {
      ids.push(parseBody(productReviewSchema, await postProductReview(t, who.cookie, p(5), { rating: ratings[i]!, reviewText: `Review ${i}` })).id);
    }
    await call(t, 'POST', `/api/products/reviews/${ids[0]}/helpful`, people[1]!.cookie);
    expect((await list(p(5))).map((r) => r.id)).toEqual([...ids].reverse());
    expect((await list(p(5), '?rating=4')).map((r) => r.id)).toEqual([ids[2], ids[0]]);
    expect((await list(p(5), '?rating=3'))).toEqual([]);
    expect((await list(p(5), '?sort=helpful')).map((r) => r.id)).toEqual([ids[0], ids[3], ids[2], ids[1]]);
    const mine = await list(p(5), '', people[1]!.cookie);
    expect(mine.find((r) => r.id === ids[0])).toMatchObject({ markedHelpful: true, isOwn: false, helpfulCount: 1 });
    expect(mine.find((r) => r.id === ids[1])).toMatchObject({ markedHelpful: false, isOwn: true });
    expect((await getJson(t, `/api/products/${p(5)}/reviews?rating=9`)).statusCode).toBe(400);
  });
});

describe('changing a product review', () => {
  it('lets only the author edit or delete, and the rating follows', async () => {
    const [author, other] = await reviewers(t.database.db, 2);
    const review = parseBody(productReviewSchema, await postProductReview(t, author!.cookie, p(6), { rating: 1, reviewText: 'Stale' }));
    const url = `/api/products/reviews/${review.id}`;
    const body = { rating: 5, reviewText: 'Fresh after all' };
    expect((await call(t, 'PUT', url, null, body)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', url, null)).statusCode).toBe(401);
    expect((await call(t, 'PUT', url, other!.cookie, body)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', url, other!.cookie)).statusCode).toBe(403);
    expect((await call(t, 'PUT', '/api/products/reviews/99999999', author!.cookie, body)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/products/reviews/99999999', author!.cookie)).statusCode).toBe(404);
    const short = await call(t, 'PUT', url, author!.cookie, { rating: 5, reviewText: 'no' });
    expect(parseBody(apiErrorSchema, short).fields?.reviewText).toBe('Review must be at least 3 characters');
    // A store review's id is not a product review's: the twins never cross.
    expect((await call(t, 'PUT', `/api/reviews/${review.id}`, author!.cookie, { rating: 5 })).statusCode).not.toBe(200);

    const edited = parseBody(productReviewSchema, await call(t, 'PUT', url, author!.cookie, body));
    expect(edited).toMatchObject({ id: review.id, rating: 5, reviewText: 'Fresh after all', createdAt: review.createdAt });
    expect(edited.updatedAt > review.updatedAt).toBe(true);
    expect(parseBody(ratingSummarySchema, await getJson(t, `/api/products/${p(6)}/rating`)).averageRating).toBe(5);
    expect((await call(t, 'DELETE', url, author!.cookie)).statusCode).toBe(204);
    expect(parseBody(ratingSummarySchema, await getJson(t, `/api/products/${p(6)}/rating`)).totalReviews).toBe(0);
    expect(await list(p(6))).toEqual([]);
  });
});

describe('verified purchase', () => {
  it('is decided by the server from the shopper’s own orders that were not cancelled', async () => {
    const buyer = await shopper(t.database.db);
    const [pick] = await productsFromChains(t.database.db, [2]);
    const [other] = await productsFromChains(t.database.db, [3]);
    expect((await placeOrderRequest(t, buyer.cookie, orderBody([pick!]))).statusCode).toBe(201);

    const claimed = await postProductReview(t, buyer.cookie, other!.id, { rating: 5, reviewText: 'Never bought it', isVerifiedPurchase: true });
    expect(parseBody(productReviewSchema, claimed).isVerifiedPurchase).toBe(false);
    const bought = await postProductReview(t, buyer.cookie, pick!.id, { rating: 4, reviewText: 'Bought it', isVerifiedPurchase: false });
    expect(parseBody(productReviewSchema, bought).isVerifiedPurchase).toBe(true);
    expect(parseBody(storeReviewSchema, await postStoreReview(t, buyer.cookie, pick!.storeId, { rating: 4 })).isVerifiedPurchase).toBe(true);
    expect(parseBody(storeReviewSchema, await postStoreReview(t, buyer.cookie, other!.storeId, { rating: 4 })).isVerifiedPurchase).toBe(false);

    const cancelled = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cancelled.cookie, orderBody([pick!])));
    await t.database.db.update(orders).set({ status: ORDER_CANCELLED }).where(eq(orders.id, order.id));
    const after = await postProductReview(t, cancelled.cookie, pick!.id, { rating: 1, reviewText: 'Cancelled it', isVerifiedPurchase: true });
    expect(parseBody(productReviewSchema, after).isVerifiedPurchase).toBe(false);
  });
});
