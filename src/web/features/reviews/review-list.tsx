import { useEffect, useId } from 'react';
import type { ReviewSort } from '@/contracts/reviews';
import type { StarLevel } from '@/domain/reviews';
import { Skeleton } from '@/web/components/ui/skeleton';
import { toast } from '@/web/components/ui/use-toast';
import { useReviewList, type ReviewTarget } from './api';
import type { ReviewListView } from './keys';
import { ReviewItem } from './review-item';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
];

/** Section 8's empty states, which differ between stores and products. */
function emptyText(kind: ReviewTarget['kind'], rating: StarLevel | null): string {
  if (rating === null) return `No reviews yet. Be the first to review this ${kind}!`;
  return kind === 'store' ? `No ${rating}-star reviews found` : `No ${rating}-star reviews yet.`;
}

interface ReviewListProps {
  target: ReviewTarget;
  view: ReviewListView;
  onSortChange: (sort: ReviewSort) => void;
}

/** The reviews of one store or product for the chosen star level, newest or most helpful first. */
export function ReviewList({ target, view, onSortChange }: ReviewListProps) {
  const selectId = useId();
  const { data: reviews, isPending, isError, error } = useReviewList(target, view);

  useEffect(() => {
    // Section 8: the store dialog's failed fetch is also said in a toast.
    if (isError && target.kind === 'store') toast({ title: 'Failed to fetch reviews', variant: 'destructive' });
    if (isError) console.error('Failed to load reviews', error);
  }, [isError, error, target.kind]);

  return (
    <section aria-label="Reviews" className="flex flex-col gap-2">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={selectId} className="text-sm text-gray-700">
          Sort by
        </label>
        <select
          id={selectId}
          value={view.sort}
          onChange={(e) => onSortChange(e.target.value === 'helpful' ? 'helpful' : 'newest')}
          className="h-9 rounded-lg border border-gray-300 bg-white px-2 text-sm text-gray-900"
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      {isPending ? (
        <div className="flex flex-col gap-3" data-testid="reviews-loading">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-center text-sm text-red-800">
          Failed to load reviews. Please try again later.
        </p>
      ) : reviews.length === 0 ? (
        <p className="rounded-lg bg-gray-100 p-4 text-center text-gray-700">{emptyText(target.kind, view.rating)}</p>
      ) : (
        <ul className="flex flex-col">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} target={target} />
          ))}
        </ul>
      )}
    </section>
  );
}
