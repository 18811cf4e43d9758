import { z } from 'zod';
import { productReviewTextSchema } from '@/contracts/reviews';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, STORE_REVIEW_TEXT_MAX } from '@/domain/reviews';
import type { ReviewKind } from './keys';

/** The form starts with rating 0 (none chosen): any miss reads "Please select a rating" (section 5). */
const ratingField = z.number().int().min(REVIEW_RATING_MIN, 'Please select a rating').max(REVIEW_RATING_MAX, 'Please select a rating');

/** Store reviews: text optional, at most 500. Product reviews: the contract's 3 to 500, trimmed, with its messages. */
export const reviewFormSchemas = {
  store: z.object({
    rating: ratingField,
    reviewText: z.string().trim().max(STORE_REVIEW_TEXT_MAX, `Review cannot exceed ${STORE_REVIEW_TEXT_MAX} characters`),
  }),
  product: z.object({ rating: ratingField, reviewText: productReviewTextSchema }),
} satisfies Record<ReviewKind, z.ZodType>;

export interface ReviewFormValues {
  rating: number;
  reviewText: string;
}
