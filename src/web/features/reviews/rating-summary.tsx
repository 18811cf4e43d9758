import type { RatingSummary } from '@/contracts/common';
import { ratingShare, STAR_LEVELS, type StarLevel } from '@/domain/reviews';
import { StarRating } from '@/web/components/star-rating';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';

const starsText = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

interface RatingSummaryPanelProps {
  summary: RatingSummary;
  /** The star level the list shows, or null for all. */
  filter: StarLevel | null;
  /** A bar chooses its level; choosing the level already shown clears the filter. */
  onFilterChange: (filter: StarLevel | null) => void;
}

/** Average, total and a bar per star level (5 to 1); each bar is a button that filters the list by its level. */
export function RatingSummaryPanel({ summary, filter, onFilterChange }: RatingSummaryPanelProps) {
  const { averageRating, totalReviews, ratingCounts } = summary;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:gap-8" data-testid="rating-summary">
      <div className="flex flex-col items-start gap-1 sm:items-center">
        <span className="text-4xl font-bold text-gray-900">{averageRating.toFixed(1)}</span>
        <StarRating rating={averageRating} size="md" />
        <span className="text-sm text-gray-700">
          {totalReviews} {totalReviews === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1">
        <ul className="flex flex-col gap-0.5" aria-label="Ratings by stars">
          {STAR_LEVELS.map((stars) => {
            const pressed = filter === stars;
            return (
              <li key={stars}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onFilterChange(pressed ? null : stars)}
                  className={cn(
                    'flex min-h-8 w-full items-center gap-2 rounded-md px-1.5 text-sm text-gray-700 hover:bg-gray-100',
                    pressed && 'bg-amber-50 font-semibold text-gray-900 ring-1 ring-amber-400',
                  )}
                >
                  {/* One spoken name that says what the button does; the visible parts are its picture. */}
                  <span className="sr-only">{`Show ${starsText(stars)} reviews (${ratingCounts[stars]})`}</span>
                  <span className="w-14 shrink-0 text-left" aria-hidden="true">
                    {starsText(stars)}
                  </span>
                  <span className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden="true">
                    <span className="block h-full rounded-full bg-amber-400" style={{ width: `${ratingShare(summary, stars)}%` }} />
                  </span>
                  <span className="w-8 shrink-0 text-right tabular-nums" aria-hidden="true">
                    {ratingCounts[stars]}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {filter !== null && (
          <div className="flex items-center justify-between gap-2 pl-1.5 text-sm text-gray-700">
            <span role="status">Showing {starsText(filter)} reviews</span>
            <Button type="button" variant="link" size="sm" onClick={() => onFilterChange(null)}>
              Clear filter
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
