import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpfulResult, ProductReview, StoreReview } from '@/contracts/reviews';
import { useUser } from '@/web/features/auth';
import { STORES_QUERY_KEY } from '@/web/features/stores';
import { ApiRequestError, apiJson, apiRequest, getJson, schemaQueryFn } from '@/web/lib/api';
import { productRatingKey, reviewListKey, reviewListPrefix, reviewListUrl, storeRatingKey, type ReviewKind, type ReviewListView } from './keys';

export type Review = StoreReview | ProductReview;

/** What is reviewed: a store or a product, and its name for headings. */
export interface ReviewTarget {
  kind: ReviewKind;
  id: number;
  name: string;
}

/** What the shopper sends; isVerifiedPurchase is the seed form's (the server decides it). */
export interface ReviewDraft {
  rating: number;
  reviewText: string;
}

/** Store reviews live under /api/reviews, product reviews under /api/products/reviews. */
const reviewUrl = (kind: ReviewKind, reviewId: number) => (kind === 'store' ? `/api/reviews/${reviewId}` : `/api/products/reviews/${reviewId}`);

export const ratingKey = ({ kind, id }: Pick<ReviewTarget, 'kind' | 'id'>) => (kind === 'store' ? storeRatingKey(id) : productRatingKey(id));

export function useReviewList(target: Pick<ReviewTarget, 'kind' | 'id'>, view: ReviewListView) {
  const { user } = useUser();
  const { kind, id } = target;
  return useQuery<Review[]>({
    queryKey: reviewListKey(kind, id, view, user?.id ?? null),
    queryFn: ({ signal }) =>
      kind === 'store' ? getJson('storeReviewListSchema', reviewListUrl(kind, id, view), signal) : getJson('productReviewListSchema', reviewListUrl(kind, id, view), signal),
    // A new filter or sort keeps the old list on screen until the new one arrives, instead of a flash of nothing.
    placeholderData: keepPreviousData,
  });
}

export function useStoreRating(storeId: number) {
  return useQuery({ queryKey: storeRatingKey(storeId), queryFn: schemaQueryFn('ratingSummarySchema') });
}

/** After any review change: that target's lists and rating, and the store list (its cards show averages). */
export function useRefreshReviews(target: Pick<ReviewTarget, 'kind' | 'id'>) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: reviewListPrefix(target.kind, target.id) }),
      client.invalidateQueries({ queryKey: ratingKey(target) }),
      client.invalidateQueries({ queryKey: STORES_QUERY_KEY }),
    ]);
}

/** POST a new review, or PUT over `reviewId` when editing. */
export function useSaveReview(target: ReviewTarget) {
  const refresh = useRefreshReviews(target);
  return useMutation<Review, unknown, { reviewId: number | null; draft: ReviewDraft }>({
    mutationFn: ({ reviewId, draft }) => {
      const { kind, id } = target;
      if (reviewId !== null) {
        const body = { rating: draft.rating, reviewText: draft.reviewText };
        return kind === 'store' ? apiJson('storeReviewSchema', 'PUT', reviewUrl(kind, reviewId), body) : apiJson('productReviewSchema', 'PUT', reviewUrl(kind, reviewId), body);
      }
      return kind === 'store'
        ? apiJson('storeReviewSchema', 'POST', `/api/stores/${id}/reviews`, draft)
        : apiJson('productReviewSchema', 'POST', `/api/products/${id}/reviews`, { ...draft, isVerifiedPurchase: true });
    },
    onSuccess: () => refresh(),
  });
}

export function useDeleteReview(target: Pick<ReviewTarget, 'kind' | 'id'>) {
  const refresh = useRefreshReviews(target);
  return useMutation<unknown, unknown, number>({
    mutationFn: (reviewId) => apiRequest('DELETE', reviewUrl(target.kind, reviewId)),
    // Not awaited: the refetch unmounts the deleted review, and a caller's onSuccess (its toast) must run first.
    onSuccess: () => {
      void refresh();
    },
  });
}

/** Marks (mark: true) or unmarks a review as helpful. */
export function useHelpful(target: Pick<ReviewTarget, 'kind' | 'id'>) {
  const client = useQueryClient();
  const refresh = useRefreshReviews(target);
  return useMutation<HelpfulResult, unknown, { reviewId: number; mark: boolean }>({
    mutationFn: ({ reviewId, mark }) => apiJson('helpfulResultSchema', mark ? 'POST' : 'DELETE', `${reviewUrl(target.kind, reviewId)}/helpful`),
    onSuccess: (result, { reviewId }) => {
      // The button and count follow at once; the refetch then brings the order of "Most helpful" up to date.
      client.setQueriesData<Review[]>({ queryKey: reviewListPrefix(target.kind, target.id) }, (list) => list?.map((r) => (r.id === reviewId ? { ...r, ...result } : r)));
      return refresh();
    },
  });
}

export function useReportReview(target: Pick<ReviewTarget, 'kind' | 'id'>) {
  const refresh = useRefreshReviews(target);
  return useMutation<unknown, unknown, number>({
    mutationFn: (reviewId) => apiJson('reportResultSchema', 'POST', `${reviewUrl(target.kind, reviewId)}/report`),
    // Not awaited: a review sent to moderation leaves the list, and the caller's toast must run first.
    onSuccess: () => {
      void refresh();
    },
  });
}

/** The server's message for a toast, or the spec's fallback when there is none (a network failure). */
export const failureText = (error: unknown, fallback: string) => (error instanceof ApiRequestError && error.serverMessage) || fallback;

/** The id of the shopper's existing review when a second review was refused (409 review_exists), else null. */
export function existingReviewId(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.json;
  if (typeof body !== 'object' || body === null || !('code' in body) || !('reviewId' in body)) return null;
  return body.code === 'review_exists' && typeof body.reviewId === 'number' ? body.reviewId : null;
}

export const isSignedOutError = (error: unknown) => error instanceof ApiRequestError && error.status === 401;
