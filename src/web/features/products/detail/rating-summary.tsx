import type { RatingSummary as Summary } from '@/contracts/common';
import { StarRating } from '@/web/components/star-rating';

export const NO_REVIEWS_TEXT = 'No reviews yet. Be the first to review this product!';

const STARS = [5, 4, 3, 2, 1] as const;

/** Average, total and a bar per star level: the share of reviews that gave it. */
export function RatingSummaryPanel({ summary }: { summary: Summary }) {
  const { averageRating, totalReviews, ratingCounts } = summary;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1 sm:items-center">
        <span className="text-4xl font-bold text-gray-900">{averageRating.toFixed(1)}</span>
        <StarRating rating={averageRating} size="md" />
        <span className="text-sm text-gray-700">
          {totalReviews} {totalReviews === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5" aria-label="Ratings by stars">
        {STARS.map((stars) => {
          const count = ratingCounts[stars];
          const percent = totalReviews > 0 ? Math.round((count / totalReviews) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm text-gray-700">
              <span className="w-14 shrink-0">{stars} {stars === 1 ? 'star' : 'stars'}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
                <span className="block h-full rounded-full bg-amber-400" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The reviews list arrives with the reviews issue; until then the summary and, when empty, the invitation. */
export function ReviewsContent({ summary }: { summary: Summary }) {
  return (
    <div className="flex flex-col gap-6">
      <RatingSummaryPanel summary={summary} />
      {summary.totalReviews === 0 && <p className="rounded-lg bg-gray-100 p-4 text-center text-gray-700">{NO_REVIEWS_TEXT}</p>}
    </div>
  );
}
