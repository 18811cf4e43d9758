import { useState } from 'react';
import { toast } from '@/web/components/ui/use-toast';
import { useRequireSignIn } from '@/web/features/auth';
import { failureText, useDeleteReview, useHelpful, useReportReview, type Review, type ReviewTarget } from './api';

const LATER = 'Please try again later.';

/** Helpful, report and delete on one review, with section 8's toasts; a visitor is asked to sign in first. */
export function useReviewActions(target: Pick<ReviewTarget, 'kind' | 'id'>, review: Review) {
  const requireSignIn = useRequireSignIn();
  const helpful = useHelpful(target);
  const remove = useDeleteReview(target);
  const report = useReportReview(target);
  const [reported, setReported] = useState(false);
  const isStore = target.kind === 'store';

  // The choice is made at the click: a visitor's mark is applied after sign-in without a second click.
  const toggleHelpful = () => {
    const mark = !review.markedHelpful;
    requireSignIn(() =>
      helpful.mutate(
        { reviewId: review.id, mark },
        {
          onSuccess: () => {
            if (isStore) toast({ title: mark ? 'Marked as helpful' : 'Removed helpful mark' });
          },
          onError: (error) => {
            // Section 8: a failed mark on a product review is only logged.
            if (!isStore) return console.error('Failed to mark review as helpful', error);
            toast({ title: mark ? 'Failed to mark as helpful' : 'Failed to remove helpful mark', description: failureText(error, LATER), variant: 'destructive' });
          },
        },
      ),
    );
  };

  const deleteReview = () =>
    remove.mutate(review.id, {
      onSuccess: () => toast({ title: 'Review deleted' }),
      onError: (error) => toast({ title: 'Failed to delete review', description: failureText(error, LATER), variant: 'destructive' }),
    });

  const reportReview = () =>
    requireSignIn(() =>
      report.mutate(review.id, {
        onSuccess: () => {
          setReported(true);
          toast({ title: 'Review reported', description: 'Thank you. We will look at this review.' });
        },
        onError: (error) => toast({ title: 'Failed to report review', description: failureText(error, LATER), variant: 'destructive' }),
      }),
    );

  return { toggleHelpful, helpfulPending: helpful.isPending, deleteReview, reportReview, reported };
}
