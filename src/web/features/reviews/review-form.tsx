import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PRODUCT_REVIEW_TEXT_MAX, STORE_REVIEW_TEXT_MAX } from '@/domain/reviews';
import { StarRating } from '@/web/components/star-rating';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { setServerFieldErrors } from '@/web/lib/form-errors';
import type { ReviewTarget } from './api';
import { reviewFormSchemas, type ReviewFormValues } from './review-form-schema';
import { useReviewSubmit } from './use-review-submit';

interface ReviewFormProps {
  target: ReviewTarget;
  /** Editing the shopper's own review (from its menu); a new review when absent. */
  existing?: { id: number; rating: number; reviewText: string | null };
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * The write (or edit) form of a store or product review: a star radio group and the text with its live
 * "n/500 characters" counter. Store text is optional; product text is 3 to 500 characters (section 5).
 */
export function ReviewForm({ target, existing, onSaved, onCancel }: ReviewFormProps) {
  const id = useId();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchemas[target.kind]),
    defaultValues: { rating: existing?.rating ?? 0, reviewText: existing?.reviewText ?? '' },
  });
  const { register, control, handleSubmit, watch, reset, setError, formState } = form;
  const { onSubmit, pending, editing, duplicateNotice } = useReviewSubmit({
    target,
    initialReviewId: existing?.id ?? null,
    onSaved: () => {
      if (!existing) reset({ rating: 0, reviewText: '' });
      onSaved?.();
    },
    onFieldErrors: (fields) => setServerFieldErrors(setError, fields, { rating: 0, reviewText: '' }),
  });
  const length = watch('reviewText').length;
  const ratingError = formState.errors.rating?.message;
  const textError = formState.errors.reviewText?.message;
  const optional = target.kind === 'store';
  const max = optional ? STORE_REVIEW_TEXT_MAX : PRODUCT_REVIEW_TEXT_MAX;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label={editing ? 'Edit your review' : 'Write a review'}>
      {duplicateNotice && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {duplicateNotice}
        </p>
      )}
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-gray-900" aria-hidden="true">
          Rating
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              rating={field.value}
              onRatingChange={field.onChange}
              label="Rating"
              size="md"
              describedBy={ratingError ? `${id}-rating-error` : undefined}
              invalid={Boolean(ratingError)}
            />
          )}
        />
        {ratingError && (
          <p id={`${id}-rating-error`} className="text-sm font-medium text-red-700">
            {ratingError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-text`}>
          Your review
          {optional && <span className="ml-1 font-normal text-gray-600">(optional)</span>}
        </Label>
        <textarea
          id={`${id}-text`}
          rows={4}
          aria-invalid={textError ? true : undefined}
          aria-describedby={[textError ? `${id}-text-error` : null, `${id}-count`].filter(Boolean).join(' ')}
          placeholder={`Share your experience with this ${target.kind}`}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 sm:text-sm"
          {...register('reviewText')}
        />
        <div className="flex justify-between gap-2 text-xs">
          <p id={`${id}-text-error`} className="text-sm font-medium text-red-700">
            {textError}
          </p>
          <p id={`${id}-count`} className={length > max ? 'shrink-0 font-medium text-red-700' : 'shrink-0 text-gray-600'}>
            {length}/{max} characters
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
        </Button>
      </div>
    </form>
  );
}
