import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ModerationStatus } from '../../../domain/reviews';
import { products, stores } from './catalogue';
import { timestamps } from './shared';
import { users } from './shoppers';

/** Store and product reviews, with the marks users put on them once each (helpful, report). */
const reviewColumns = {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  reviewText: text('review_text'),
  ...timestamps,
  isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
  helpfulCount: integer('helpful_count').notNull().default(0),
  reported: boolean('reported').notNull().default(false),
  moderationStatus: text('moderation_status').$type<ModerationStatus>().notNull().default('approved'),
};

export const storeReviews = pgTable(
  'store_reviews',
  {
    ...reviewColumns,
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [
    index('store_reviews_store_idx').on(t.storeId, t.rating),
    uniqueIndex('store_reviews_user_store_idx').on(t.userId, t.storeId),
    check('store_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('store_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
    check('store_reviews_moderation_status', sql`${t.moderationStatus} IN ('approved', 'pending', 'removed')`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    ...reviewColumns,
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.rating),
    uniqueIndex('product_reviews_user_product_idx').on(t.userId, t.productId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
    check('product_reviews_moderation_status', sql`${t.moderationStatus} IN ('approved', 'pending', 'removed')`),
  ],
);

type Review = typeof storeReviews | typeof productReviews;

/** The columns of a mark a user puts on a review once (helpful, report). */
const markColumns = (review: Review) => ({
  id: serial('id').primaryKey(),
  reviewId: integer('review_id')
    .notNull()
    .references(() => review.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A helpful mark: unique per review and user, gone with either. */
function helpfulMarks(name: string, review: Review) {
  return pgTable(name, markColumns(review), (t) => [uniqueIndex(`${name}_once_idx`).on(t.reviewId, t.userId)]);
}

/**
 * Reports, one per user and review (a repeat writes nothing). `counted` is decided when the report is made: the
 * reporter had a delivered order from the store or of the product then (delivered stays delivered). Only
 * counted reports move a review to moderation (REPORTS_TO_MODERATE); staff see every report.
 */
function reports(name: string, review: Review) {
  return pgTable(name, { ...markColumns(review), counted: boolean('counted').notNull().default(false) }, (t) => [
    uniqueIndex(`${name}_once_idx`).on(t.reviewId, t.userId),
  ]);
}

export const reviewHelpful = helpfulMarks('review_helpful', storeReviews);
export const productReviewHelpful = helpfulMarks('product_review_helpful', productReviews);
export const storeReviewReports = reports('store_review_reports', storeReviews);
export const productReviewReports = reports('product_review_reports', productReviews);
