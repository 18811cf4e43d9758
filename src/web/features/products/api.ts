import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RatingSummary } from '@/contracts/common';
import type { Product, SimilarProduct } from '@/contracts/product';
import { publicReadKey } from '@/contracts/public-reads';
import { parseIdText } from '@/domain/ids';
import { productRatingKey } from '@/web/features/reviews';
import { ApiRequestError, getJson, schemaQueryFn } from '@/web/lib/api';
import { COMPARISON_SCORES_KEY } from '@/web/lib/storage-keys';

/** A route's :id as a product id, or null for anything the API would refuse ('abc', '1.5', '0'). */
export function parseProductId(raw: string | undefined): number | null {
  return parseIdText(raw ?? '');
}

export const productKey = (id: number) => publicReadKey({ kind: 'product', id });
/** Shared with the reviews feature, which refreshes it after any review change. */
export const ratingKey = productRatingKey;
export const similarKey = (id: number) => publicReadKey({ kind: 'similar', id });

export function useProduct(id: number | null) {
  return useQuery({ queryKey: productKey(id ?? 0), queryFn: schemaQueryFn('productSchema'), enabled: id !== null });
}

export const EMPTY_RATING: RatingSummary = { averageRating: 0, totalReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };

/** The rating summary; on a non-OK answer the spec shows zeros rather than an error. */
export function useProductRating(id: number | null) {
  return useQuery({
    queryKey: ratingKey(id ?? 0),
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      try {
        return await getJson('ratingSummarySchema', ratingKey(id ?? 0)[0], signal);
      } catch (error) {
        if (error instanceof ApiRequestError) return EMPTY_RATING;
        throw error;
      }
    },
  });
}

/** What a comparison candidate keeps in session storage (shopping.md section 3). */
export interface ComparisonCandidate {
  product: Product;
  score: number;
  matchTerms: string[];
}

function saveComparison(similar: SimilarProduct[]): void {
  const candidates: ComparisonCandidate[] = similar.map(({ score, matchTerms, match: _m, cheaper: _c, saving: _s, savingPercent: _p, unitSavingLabel: _u, ...product }) => ({
    product,
    score,
    matchTerms,
  }));
  try {
    sessionStorage.setItem(COMPARISON_SCORES_KEY, JSON.stringify(candidates));
  } catch (error) {
    console.error('Could not save comparison scores', error);
  }
}

/**
 * Similar products from other stores, fetched as soon as the product is known. A failure is only logged
 * (shopping.md section 8): the page carries on without comparisons.
 */
export function useSimilarProducts(id: number | null, enabled: boolean) {
  const query = useQuery({ queryKey: similarKey(id ?? 0), queryFn: schemaQueryFn('similarProductListSchema'), enabled: id !== null && enabled });
  const { error, data } = query;
  useEffect(() => {
    if (error) console.error('Failed to load similar products', error);
  }, [error]);
  useEffect(() => {
    if (data) saveComparison(data);
  }, [data]);
  return query;
}

export const PRICE_HISTORY_DAYS = 90;
export const priceHistoryKey = (id: number) => [`/api/products/${id}/price-history?days=${PRICE_HISTORY_DAYS}`] as const;

/** The last 90 days' prices, for the product page's chart (issue 37). */
export function usePriceHistory(id: number) {
  return useQuery({ queryKey: priceHistoryKey(id), queryFn: ({ signal }) => getJson('priceHistorySchema', priceHistoryKey(id)[0], signal) });
}
