import { and, eq, sql } from 'drizzle-orm';
import type { ProductReview, productReviewInputSchema, productReviewsQuerySchema } from '@/contracts/reviews';
import { productReviewAuthor, REVIEW_LIST_MAX } from '@/domain/reviews';
import { notFound } from '@/domain/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { productReviewHelpful, productReviews, products, users } from '../../db/schema';
import { baseReview, reviewOrder, viewerFlags, type ReviewRow } from './display';
import { assertAuthor, reviewNotFound, PRODUCT_KIND } from './kinds';
import { duplicateReview, hasBoughtProduct, refundReviewLimit } from './posting';
import { isUniqueViolation } from '../../db/errors';

type ProductReviewInput = z.output<typeof productReviewInputSchema>;
type ProductReviewsQuery = z.output<typeof productReviewsQuerySchema>;

const columns = {
  id: productReviews.id,
  userId: productReviews.userId,
  productId: productReviews.productId,
  rating: productReviews.rating,
  reviewText: productReviews.reviewText,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  isVerifiedPurchase: productReviews.isVerifiedPurchase,
  helpfulCount: productReviews.helpfulCount,
  reported: productReviews.reported,
  moderationStatus: productReviews.moderationStatus,
  firstName: users.firstName,
  lastName: users.lastName,
};

function selectReviews(db: Db, viewerId: number | null) {
  return db
    .select({ ...columns, ...viewerFlags(productReviews, productReviewHelpful, viewerId) })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId));
}

function toProductReview(row: ReviewRow & { productId: number }): ProductReview {
  return { ...baseReview(row), productId: row.productId, user: productReviewAuthor(row) };
}

async function assertProduct(db: Db, productId: number): Promise<void> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(`Product ${productId} not found`);
}

/** Approved reviews of a product (up to REVIEW_LIST_MAX), or only one star level. */
export async function listProductReviews(db: Db, productId: number, query: ProductReviewsQuery, viewerId: number | null): Promise<ProductReview[]> {
  await assertProduct(db, productId);
  const rows = await selectReviews(db, viewerId)
    .where(
      and(
        eq(productReviews.productId, productId),
        eq(productReviews.moderationStatus, 'approved'),
        query.rating === undefined ? undefined : eq(productReviews.rating, query.rating),
      ),
    )
    .orderBy(...reviewOrder(query.sort, productReviews))
    .limit(REVIEW_LIST_MAX);
  return rows.map(toProductReview);
}

/** One review as its author sees it right after writing it. */
async function productReviewFor(db: Db, reviewId: number, viewerId: number): Promise<ProductReview> {
  const [row] = await selectReviews(db, viewerId).where(eq(productReviews.id, reviewId));
  if (!row) throw reviewNotFound(reviewId);
  return toProductReview(row);
}

async function existingReviewId(db: Db, userId: number, productId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)));
  return row?.id;
}

/** Before counting a post against the limit: the product exists (404) and the user has not reviewed it yet (409). */
export async function assertProductReviewable(db: Db, userId: number, productId: number): Promise<void> {
  await assertProduct(db, productId);
  const existing = await existingReviewId(db, userId, productId);
  if (existing !== undefined) throw duplicateReview('product', existing);
}

/** Writes the review; "Verified Purchase" when one of the user's own, not cancelled orders held the product. */
export async function createProductReview(db: Db, userId: number, productId: number, input: ProductReviewInput): Promise<ProductReview> {
  let id: number;
  try {
    // One transaction: the order that verifies the purchase stays share-locked until the review is written.
    id = await db.transaction(async (tx) => {
      const isVerifiedPurchase = await hasBoughtProduct(tx, userId, productId);
      const [row] = await tx
        .insert(productReviews)
        .values({ userId, productId, rating: input.rating, reviewText: input.reviewText, isVerifiedPurchase })
        .returning({ id: productReviews.id });
      return row!.id;
    });
  } catch (error) {
    // A parallel post by the same user got in first: the unique index decides, and this one is a 409.
    if (!isUniqueViolation(error, 'product_reviews_user_product_idx')) throw error;
    await refundReviewLimit(db, userId);
    throw duplicateReview('product', (await existingReviewId(db, userId, productId)) ?? 0);
  }
  return productReviewFor(db, id, userId);
}

export async function updateProductReview(db: Db, reviewId: number, userId: number, input: ProductReviewInput): Promise<ProductReview> {
  await assertAuthor(db, PRODUCT_KIND, reviewId, userId);
  await db
    .update(productReviews)
    .set({ rating: input.rating, reviewText: input.reviewText, updatedAt: sql`now()` })
    .where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)));
  return productReviewFor(db, reviewId, userId);
}

export async function deleteProductReview(db: Db, reviewId: number, userId: number): Promise<void> {
  await assertAuthor(db, PRODUCT_KIND, reviewId, userId);
  await db.delete(productReviews).where(and(eq(productReviews.id, reviewId), eq(productReviews.userId, userId)));
}
