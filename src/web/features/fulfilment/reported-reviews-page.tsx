import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReportedReview } from '@/contracts/reviews';
import { REPORTS_TO_MODERATE } from '@/domain/reviews';
import { StarRating } from '@/web/components/star-rating';
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/web/components/ui/alert-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ListFailed, ListLoading } from './list-states';
import { useUser } from '@/web/features/auth';
import { isForbidden } from './api';
import { useModerateReview, useReportedReviews, type Decision } from './reported-reviews-api';
import { StaffOnly } from './staff-only';
import { StateChip } from './state-chip';

/**
 * /fulfilment/reviews (staff only): the reviews shoppers have reported, those hidden from shoppers first. Staff
 * restore one (back in the lists, its reports cleared) or remove it for good (after a confirmation).
 */
export function ReportedReviewsPage() {
  const { user } = useUser();
  if (user?.role !== 'staff') return <StaffOnly />;
  return <ReportedReviews />;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function ReportedReviews() {
  const queue = useReportedReviews();
  const moderate = useModerateReview();
  const [removing, setRemoving] = useState<ReportedReview | null>(null);
  if (isForbidden(queue.error)) return <StaffOnly />;

  const decide = (review: ReportedReview, decision: Decision) => moderate.mutate({ review, decision });
  const busyWith = (review: ReportedReview) => moderate.isPending && moderate.variables.review.kind === review.kind && moderate.variables.review.id === review.id;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Link to="/fulfilment" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Orders
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Reported reviews</h1>
      <p className="mt-1 text-sm text-gray-700">
        A review is hidden from shoppers once {REPORTS_TO_MODERATE} verified shoppers who bought from the store or the product report it.
      </p>

      {queue.isPending ? (
        <ListLoading label="Loading reported reviews" />
      ) : queue.isError ? (
        <ListFailed text="The reported reviews could not be loaded." onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p className="mt-8 rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-700">No reported reviews</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {queue.data.map((review) => (
            <li key={`${review.kind}-${review.id}`}>
              <ReportedReviewCard review={review} busy={busyWith(review)} onRestore={() => decide(review, 'restore')} onRemove={() => setRemoving(review)} />
            </li>
          ))}
        </ul>
      )}

      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Remove this review?</AlertDialogTitle>
          <AlertDialogDescription>It will be hidden from shoppers for good.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => removing && decide(removing, 'remove')}>Remove</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

interface CardProps {
  review: ReportedReview;
  busy: boolean;
  onRestore: () => void;
  onRemove: () => void;
}

function ReportedReviewCard({ review, busy, onRestore, onRemove }: CardProps) {
  const subject = review.productName === null ? review.storeName : `${review.productName} · ${review.storeName}`;
  const headingId = `reported-${review.kind}-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4" data-testid="reported-review">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{review.kind === 'store' ? 'Store review' : 'Product review'}</Badge>
        {review.moderationStatus === 'pending' ? (
          <StateChip className="bg-red-100 text-red-800">Hidden from shoppers</StateChip>
        ) : (
          <StateChip className="bg-green-100 text-green-800">Still listed</StateChip>
        )}
      </div>
      <h2 id={headingId} className="mt-2 font-semibold text-gray-900">
        {subject}
      </h2>
      <StarRating rating={review.rating} className="mt-1" />
      <p className="mt-2 whitespace-pre-line break-words text-gray-900">{review.reviewText ?? <span className="italic text-gray-700">No text</span>}</p>
      <p className="mt-2 text-sm text-gray-700">By {review.authorName}</p>
      <p className="text-sm text-gray-700">
        {plural(review.reports, 'report')} · {review.countedReports} from buyers
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={onRestore}>
          Restore
        </Button>
        <Button variant="destructive" size="sm" disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </article>
  );
}
