import { publicReadKey } from '@/contracts/public-reads';
import type { ReviewSort } from '@/contracts/reviews';
import type { StarLevel } from '@/domain/reviews';

/**
 * The query keys of reviews and ratings, in one place so every change invalidates what the screens read.
 * The first element is the URL (or its list prefix), as elsewhere in the app.
 */
export const storeRatingKey = (storeId: number) => [`/api/stores/${storeId}/rating`] as const;
export const productRatingKey = (productId: number) => publicReadKey({ kind: 'product-rating', id: productId });

export type ReviewKind = 'store' | 'product';

/** What a list shows: one star level or all, newest first or most helpful first. */
export interface ReviewListView {
  rating: StarLevel | null;
  sort: ReviewSort;
}

/** Every list of one store's or product's reviews starts with this; invalidating it refreshes them all. */
export const reviewListPrefix = (kind: ReviewKind, id: number) => [`/api/${kind === 'store' ? 'stores' : 'products'}/${id}/reviews`] as const;

/**
 * One list: the view, and the signed-in user's id, because each review says whether that user wrote it and
 * marked it helpful (a sign-in fetches the lists again rather than showing another user's marks).
 */
export const reviewListKey = (kind: ReviewKind, id: number, view: ReviewListView, userId: number | null) =>
  [...reviewListPrefix(kind, id), view, userId] as const;

/** The list's URL: the store dialog asks for all reviews (the plain form answers the newest 10). */
export function reviewListUrl(kind: ReviewKind, id: number, { rating, sort }: ReviewListView): string {
  const params = new URLSearchParams();
  if (kind === 'store') params.set('all', 'true');
  if (rating !== null) params.set('rating', String(rating));
  if (sort !== 'newest') params.set('sort', sort);
  const query = params.toString();
  return `${reviewListPrefix(kind, id)[0]}${query ? `?${query}` : ''}`;
}
