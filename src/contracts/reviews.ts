import { z } from 'zod';
import { idTextSchema } from './common';
import { EMAIL_UNVERIFIED_CODE } from '@/domain/order-limits';
import {
  MODERATION_STATUSES,
  PRODUCT_REVIEW_TEXT_MAX,
  PRODUCT_REVIEW_TEXT_MIN,
  REVIEW_KINDS,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_SORTS,
  STORE_REVIEW_TEXT_MAX,
} from '@/domain/reviews';

const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** A star rating as typed: an integer 1 to 5. "5" (a string), 0, 6 and 3.5 are refused, naming the field. */
export const reviewRatingSchema = z
  .number({ error: 'Please select a rating' })
  .int('rating must be a whole number from 1 to 5')
  .min(REVIEW_RATING_MIN, 'rating must be from 1 to 5')
  .max(REVIEW_RATING_MAX, 'rating must be from 1 to 5');

/** Store review text: optional, trimmed, at most 500 characters; empty is stored as no text. */
const storeReviewText = z
  .string({ error: 'reviewText must be text' })
  .trim()
  .max(STORE_REVIEW_TEXT_MAX, `Review cannot exceed ${STORE_REVIEW_TEXT_MAX} characters`)
  .nullish()
  .transform((t) => (t ? t : null));

/** Product review text: trimmed, 3 to 500 characters (section 5's messages). */
export const productReviewTextSchema = z
  .string({ error: `Review must be at least ${PRODUCT_REVIEW_TEXT_MIN} characters` })
  .trim()
  .min(PRODUCT_REVIEW_TEXT_MIN, `Review must be at least ${PRODUCT_REVIEW_TEXT_MIN} characters`)
  .max(PRODUCT_REVIEW_TEXT_MAX, `Review cannot exceed ${PRODUCT_REVIEW_TEXT_MAX} characters`);

/** POST /api/stores/:id/reviews and PUT /api/reviews/:reviewId. The author is the session's user, never a field. */
export const storeReviewInputSchema = z.strictObject({ rating: reviewRatingSchema, reviewText: storeReviewText }, unknownFields);

/**
 * POST /api/products/:id/reviews (and PUT /api/products/reviews/:reviewId). The seed's form sends isVerifiedPurchase: true; it is accepted and ignored,
 * because the server decides it from the shopper's own orders.
 */
export const productReviewInputSchema = z.strictObject(
  { rating: reviewRatingSchema, reviewText: productReviewTextSchema, isVerifiedPurchase: z.boolean().optional() },
  unknownFields,
);

export const reviewSortSchema = z.enum(REVIEW_SORTS, { error: 'sort must be "newest" or "helpful"' });

const ratingFilter = z
  .string()
  .regex(/^[1-5]$/, 'rating must be from 1 to 5')
  .transform(Number)
  .optional();

/** GET /api/stores/:id/reviews: the newest 10 by default; all=true for the whole list (the dialog). */
export const storeReviewsQuerySchema = z.object({
  all: z.enum(['true', 'false'], { error: 'all must be "true" or "false"' }).optional().transform((v) => v === 'true'),
  rating: ratingFilter,
  sort: reviewSortSchema.default('newest'),
});

/** GET /api/products/:id/reviews: every approved review, or only one star level with ?rating=1..5. */
export const productReviewsQuerySchema = z.object({ rating: ratingFilter, sort: reviewSortSchema.default('newest') });

/** A positive id of a review in a path (/api/reviews/:reviewId). */
export const reviewIdParamSchema = z.object({ reviewId: idTextSchema('reviewId') });

const reviewBase = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  rating: z.number().int(),
  reviewText: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isVerifiedPurchase: z.boolean(),
  helpfulCount: z.number().int(),
  reported: z.boolean(),
  moderationStatus: z.string(),
  /** The current user wrote it (the author menu shows only then). */
  isOwn: z.boolean(),
  /** The current user has marked it helpful. */
  markedHelpful: z.boolean(),
});

/** A store review as displayed: never the author's email, address or anything but their name. */
export const storeReviewSchema = reviewBase.extend({
  storeId: z.number().int(),
  /** "First Last", or "User #{id}" when the author has no name. */
  userFullName: z.string(),
});
export const storeReviewListSchema = z.array(storeReviewSchema);

/** A product review as displayed; `user` is null when the author has no name ("Anonymous User"). */
export const productReviewSchema = reviewBase.extend({
  productId: z.number().int(),
  user: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export const productReviewListSchema = z.array(productReviewSchema);

/** POST/DELETE .../helpful: the mark's state after the call. */
export const helpfulResultSchema = z.object({ helpfulCount: z.number().int(), markedHelpful: z.boolean() });

/** POST .../report: recorded once per user; the review may have gone to moderation. */
export const reportResultSchema = z.object({ reported: z.literal(true) });

/** 403 on a report from an account whose e-mail address is not verified yet (the orders' code). */
export const reportUnverifiedErrorSchema = z.object({ message: z.string(), code: z.literal(EMAIL_UNVERIFIED_CODE) });

export const reviewKindSchema = z.enum(REVIEW_KINDS, { error: 'kind must be "store" or "product"' });
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);

/** /api/staff/reviews/:kind/:id/restore and /remove. */
export const moderationParamsSchema = z.object({ kind: reviewKindSchema, id: idTextSchema('id') });

/**
 * GET /api/staff/reviews/reported: one review with reports that staff have not settled yet, still listed
 * ('approved') or out of the lists ('pending'). `countedReports` are those from verified shoppers who bought
 * from the store or the product (REPORTS_TO_MODERATE of them hide it). A product review names its store too.
 */
export const reportedReviewSchema = z.object({
  kind: reviewKindSchema,
  id: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  rating: z.number().int(),
  reviewText: z.string().nullable(),
  /** As the public list shows the author. */
  authorName: z.string(),
  createdAt: z.string(),
  moderationStatus: moderationStatusSchema,
  reports: z.number().int(),
  countedReports: z.number().int(),
  lastReportedAt: z.string(),
});
export const reportedReviewListSchema = z.array(reportedReviewSchema);

/** A staff restore or remove: where the review stands after it. */
export const moderationResultSchema = z.object({ kind: reviewKindSchema, id: z.number().int(), moderationStatus: moderationStatusSchema });

/** 409 on a second review of the same store or product: the existing review to edit instead. */
export const duplicateReviewErrorSchema = z.object({
  message: z.string(),
  code: z.literal('review_exists'),
  reviewId: z.number().int(),
});

export type StoreReview = z.infer<typeof storeReviewSchema>;
export type ProductReview = z.infer<typeof productReviewSchema>;
export type StoreReviewInput = z.input<typeof storeReviewInputSchema>;
export type ProductReviewInput = z.input<typeof productReviewInputSchema>;
export type HelpfulResult = z.infer<typeof helpfulResultSchema>;
export type ReviewSort = z.infer<typeof reviewSortSchema>;
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export type ModerationResult = z.infer<typeof moderationResultSchema>;
