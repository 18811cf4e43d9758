import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  moderationStatus: text('moderation_status').notNull().default('approved'),
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
  ],
);

/** A mark a user puts on a review once (helpful, report): unique per review and user, gone with either. */
function oncePerUser(name: string, review: typeof storeReviews | typeof productReviews) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      reviewId: integer('review_id')
        .notNull()
        .references(() => review.id, { onDelete: 'cascade' }),
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [uniqueIndex(`${name}_once_idx`).on(t.reviewId, t.userId)],
  );
}

export const reviewHelpful = oncePerUser('review_helpful', storeReviews);
export const productReviewHelpful = oncePerUser('product_review_helpful', productReviews);
/** Reports, one per user; REPORTS_TO_MODERATE of them send the review to moderation. */
export const storeReviewReports = oncePerUser('store_review_reports', storeReviews);
export const productReviewReports = oncePerUser('product_review_reports', productReviews);
