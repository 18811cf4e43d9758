import { Flag, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { ANONYMOUS_AUTHOR } from '@/domain/reviews';
import { StarRating } from '@/web/components/star-rating';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import type { Review, ReviewTarget } from './api';
import { ReviewAuthorMenu } from './review-author-menu';
import { ReviewDate } from './review-date';
import { ReviewForm } from './review-form';
import { useReviewActions } from './use-review-actions';

/** Store reviews carry userFullName; product reviews a user object, or null for "Anonymous User". */
export function authorName(review: Review): string {
  if ('userFullName' in review) return review.userFullName;
  const name = [review.user?.firstName, review.user?.lastName].filter(Boolean).join(' ');
  return name || ANONYMOUS_AUTHOR;
}

/** One review. Its text is rendered as text, never as HTML: what a shopper typed is what others see. */
export function ReviewItem({ review, target }: { review: Review; target: ReviewTarget }) {
  const [editing, setEditing] = useState(false);
  const { toggleHelpful, helpfulPending, deleteReview, reportReview, reported } = useReviewActions(target, review);
  const author = authorName(review);

  return (
    <li className="flex flex-col gap-2 border-b border-gray-200 py-4 last:border-b-0" data-testid="review-item">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-gray-900">{author}</span>
            {review.isVerifiedPurchase && <Badge variant="success">Verified Purchase</Badge>}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StarRating rating={review.rating} />
            <ReviewDate iso={review.createdAt} />
          </div>
        </div>
        {review.isOwn && !editing && <ReviewAuthorMenu onEdit={() => setEditing(true)} onDelete={deleteReview} />}
      </div>
      {editing ? (
        <ReviewForm target={target} existing={review} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
      ) : (
        review.reviewText && <p className="whitespace-pre-line break-words text-sm text-gray-800">{review.reviewText}</p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <span>
          {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
        </span>
        {!review.isOwn && (
          <>
            <Button type="button" variant="ghost" size="sm" aria-pressed={review.markedHelpful} disabled={helpfulPending} onClick={toggleHelpful}>
              <ThumbsUp className={review.markedHelpful ? 'h-4 w-4 fill-current' : 'h-4 w-4'} aria-hidden="true" />
              Mark as helpful
            </Button>
            <Button type="button" variant="ghost" size="sm" disabled={reported} onClick={reportReview}>
              <Flag className="h-4 w-4" aria-hidden="true" />
              {reported ? 'Reported' : 'Report'}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
