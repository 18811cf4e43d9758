import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/web/components/ui/use-toast';
import { useRequireSignIn, useUser } from '@/web/features/auth';
import { ApiRequestError } from '@/web/lib/api';
import { existingReviewId, failureText, isSignedOutError, useSaveReview, type ReviewDraft, type ReviewTarget } from './api';

interface Options {
  target: ReviewTarget;
  /** The review being edited, or null for a new one. */
  initialReviewId: number | null;
  onSaved: () => void;
  /** The server named bad fields (a 400): shown under the inputs. */
  onFieldErrors: (fields: Record<string, string>) => void;
}

/**
 * Saves a review with section 8's toasts. A second review of the same store or product (409) turns the form
 * into an edit of the existing one instead of failing; a visitor (or an expired session) is asked to sign in.
 */
export function useReviewSubmit({ target, initialReviewId, onSaved, onFieldErrors }: Options) {
  const save = useSaveReview(target);
  const { user } = useUser();
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const [reviewId, setReviewId] = useState(initialReviewId);
  const [duplicateNotice, setDuplicateNotice] = useState<string | null>(null);
  const editing = reviewId !== null;

  const askToSignIn = (retry: () => void) => {
    if (target.kind === 'product') return requireSignIn(retry);
    toast({ title: 'Sign in required', description: 'Please sign in to leave a review', variant: 'destructive' });
    void navigate(`/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
  };

  const onError = (error: unknown, draft: ReviewDraft, wasEditing: boolean) => {
    const existing = wasEditing ? null : existingReviewId(error);
    if (existing !== null) {
      setReviewId(existing);
      setDuplicateNotice(`${failureText(error, `You have already reviewed this ${target.kind}.`)} Press Update Review to replace your review with this one.`);
      return;
    }
    if (isSignedOutError(error)) return askToSignIn(() => submit(draft));
    if (error instanceof ApiRequestError && error.fields) onFieldErrors(error.fields);
    if (wasEditing) toast({ title: 'Failed to update review', description: failureText(error, 'Please try again later.'), variant: 'destructive' });
    else if (target.kind === 'store') toast({ title: 'Failed to submit review', description: failureText(error, 'Please try again later.'), variant: 'destructive' });
    else toast({ title: 'Error', description: failureText(error, 'Failed to submit review. Please try again.'), variant: 'destructive' });
  };

  const submit = (draft: ReviewDraft) => {
    const wasEditing = reviewId !== null;
    save.mutate(
      { reviewId, draft },
      {
        onSuccess: () => {
          if (wasEditing) toast({ title: 'Review updated' });
          else if (target.kind === 'product') toast({ title: 'Review submitted', description: 'Thank you for sharing your feedback!' });
          else toast({ title: 'Review submitted' });
          setDuplicateNotice(null);
          onSaved();
        },
        onError: (error) => onError(error, draft, wasEditing),
      },
    );
  };

  /** A visitor is asked to sign in first (product form); the review is sent after a successful sign-in. */
  const onSubmit = (draft: ReviewDraft) => (user ? submit(draft) : askToSignIn(() => submit(draft)));

  return { onSubmit, pending: save.isPending, editing, duplicateNotice };
}
