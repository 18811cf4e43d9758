import type { RatingSummary } from '@/contracts/common';
import type { ProductReview, ReportedReview, StoreReview } from '@/contracts/reviews';
import { summariseRatings } from '@/domain/reviews';
import { json, type ApiCall, type ApiHandlers } from './api-stub';

/** Review factories for the web's component tests: reviews as the API displays them to the current user. */

const base = (id: number) => ({
  id,
  userId: 100 + id,
  rating: 5,
  reviewText: 'Great.',
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
  isVerifiedPurchase: false,
  helpfulCount: 0,
  reported: false,
  moderationStatus: 'approved',
  isOwn: false,
  markedHelpful: false,
});

export function makeStoreReview(over: Partial<StoreReview> & { id: number }): StoreReview {
  return { ...base(over.id), storeId: 1, userFullName: 'Grace Hopper', ...over };
}

export function makeProductReview(over: Partial<ProductReview> & { id: number }): ProductReview {
  return { ...base(over.id), productId: 1, user: { firstName: 'Grace', lastName: 'Hopper' }, ...over };
}

/** A review in the staff queue of reported reviews: a product review, still listed, unless told otherwise. */
export function makeReportedReview(over: Partial<ReportedReview> & { id: number }): ReportedReview {
  return {
    kind: 'product',
    storeId: 1,
    storeName: 'Tesco',
    productId: 20,
    productName: 'Whole Milk',
    rating: 1,
    reviewText: 'Went off in a day.',
    authorName: 'Grace Hopper',
    createdAt: '2026-11-20T12:00:00.000Z',
    moderationStatus: 'approved',
    reports: 1,
    countedReports: 0,
    lastReportedAt: '2026-11-21T12:00:00.000Z',
    ...over,
  };
}

/** The rating summary of these reviews, as the API counts it. */
export const summaryOf = (reviews: { rating: number }[]): RatingSummary => summariseRatings(reviews.map((r) => ({ rating: r.rating, n: 1 })));

/**
 * A stand-in for one store's or product's reviews on the API: lists filter by ?rating= like the server, and
 * the rating summary is counted from what the list holds, so a change shows in both after a refetch.
 */
export function reviewServer<R extends StoreReview | ProductReview>(kind: 'store' | 'product', id: number, initial: R[]) {
  const state = { reviews: [...initial] };
  const root = kind === 'store' ? `/api/stores/${id}` : `/api/products/${id}`;
  const list = (call: ApiCall) => {
    const rating = new URL(call.url, 'http://test').searchParams.get('rating');
    return json(state.reviews.filter((r) => rating === null || r.rating === Number(rating)));
  };
  const summary = (): RatingSummary => summaryOf(state.reviews);
  const handlers: ApiHandlers = {
    [`GET ${root}/reviews`]: list,
    [`GET ${root}/rating`]: () => json(summary()),
  };
  return { state, handlers };
}
