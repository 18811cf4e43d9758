import type { RatingSummary } from '@/contracts/common';

/** Approved reviews counted per star (one row per rating) as the API's summary, for products and stores alike. */
export function summariseRatings(rows: { rating: number; n: number }[]): RatingSummary {
  const ratingCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    if (rating >= 1 && rating <= 5) ratingCounts[rating as 1 | 2 | 3 | 4 | 5] = Number(n);
    total += Number(n);
    sum += rating * Number(n);
  }
  return { averageRating: total ? Math.round((sum / total) * 100) / 100 : 0, totalReviews: total, ratingCounts };
}
