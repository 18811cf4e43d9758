import { and, eq, sql } from 'drizzle-orm';
import type { StoreReview, storeReviewInputSchema, storeReviewsQuerySchema } from '@/contracts/reviews';
import { REVIEW_LIST_MAX, STORE_REVIEWS_PREVIEW, storeReviewAuthor } from '@/domain/reviews';
import { notFound } from '@/domain/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { reviewHelpful, storeReviews, users } from '../../db/schema';
import { storeExists } from '../stores/service';
import { baseReview, reviewOrder, viewerFlags, type ReviewRow } from './display';
import { assertAuthor, reviewNotFound, STORE_KIND } from './kinds';
import { duplicateReview, hasBoughtFromStore, refundReviewLimit } from './posting';
import { isUniqueViolation } from '../../db/errors';

type StoreReviewInput = z.output<typeof storeReviewInputSchema>;
type StoreReviewsQuery = z.output<typeof storeReviewsQuerySchema>;

const columns = {
  id: storeReviews.id,
  userId: storeReviews.userId,
  storeId: storeReviews.storeId,
  rating: storeReviews.rating,
  reviewText: storeReviews.reviewText,
  createdAt: storeReviews.createdAt,
  updatedAt: storeReviews.updatedAt,
  isVerifiedPurchase: storeReviews.isVerifiedPurchase,
  helpfulCount: storeReviews.helpfulCount,
  reported: storeReviews.reported,
  moderationStatus: storeReviews.moderationStatus,
  firstName: users.firstName,
  lastName: users.lastName,
};

function selectReviews(db: Db, viewerId: number | null) {
  return db
    .select({ ...columns, ...viewerFlags(storeReviews, reviewHelpful, viewerId) })
    .from(storeReviews)
    .innerJoin(users, eq(users.id, storeReviews.userId));
}

function toStoreReview(row: ReviewRow & { storeId: number }): StoreReview {
  return { ...baseReview(row), storeId: row.storeId, userFullName: storeReviewAuthor(row.userId, row) };
}

async function assertStore(db: Db, storeId: number): Promise<void> {
  if (!(await storeExists(db, storeId))) throw notFound(`Store ${storeId} not found`);
}

/** Approved reviews of a store: the newest STORE_REVIEWS_PREVIEW, or with `all` up to REVIEW_LIST_MAX. */
export async function listStoreReviews(db: Db, storeId: number, query: StoreReviewsQuery, viewerId: number | null): Promise<StoreReview[]> {
  await assertStore(db, storeId);
  const rows = await selectReviews(db, viewerId)
    .where(
      and(
        eq(storeReviews.storeId, storeId),
        eq(storeReviews.moderationStatus, 'approved'),
        query.rating === undefined ? undefined : eq(storeReviews.rating, query.rating),
      ),
    )
    .orderBy(...reviewOrder(query.sort, storeReviews))
    .limit(query.all ? REVIEW_LIST_MAX : STORE_REVIEWS_PREVIEW);
  return rows.map(toStoreReview);
}

/** One review as its author sees it right after writing it. */
async function storeReviewFor(db: Db, reviewId: number, viewerId: number): Promise<StoreReview> {
  const [row] = await selectReviews(db, viewerId).where(eq(storeReviews.id, reviewId));
  if (!row) throw reviewNotFound(reviewId);
  return toStoreReview(row);
}

async function existingReviewId(db: Db, userId: number, storeId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: storeReviews.id })
    .from(storeReviews)
    .where(and(eq(storeReviews.userId, userId), eq(storeReviews.storeId, storeId)));
  return row?.id;
}

/** Before counting a post against the limit: the store exists (404) and the user has not reviewed it yet (409). */
export async function assertStoreReviewable(db: Db, userId: number, storeId: number): Promise<void> {
  await assertStore(db, storeId);
  const existing = await existingReviewId(db, userId, storeId);
  if (existing !== undefined) throw duplicateReview('store', existing);
}

/** Writes the review; "Verified Purchase" when one of the user's own, not cancelled orders held anything from the store. */
export async function createStoreReview(db: Db, userId: number, storeId: number, input: StoreReviewInput): Promise<StoreReview> {
  let id: number;
  try {
    // One transaction: the order that verifies the purchase stays share-locked until the review is written.
    id = await db.transaction(async (tx) => {
      const isVerifiedPurchase = await hasBoughtFromStore(tx, userId, storeId);
      const [row] = await tx
        .insert(storeReviews)
        .values({ userId, storeId, rating: input.rating, reviewText: input.reviewText, isVerifiedPurchase })
        .returning({ id: storeReviews.id });
      return row!.id;
    });
  } catch (error) {
    // A parallel post by the same user got in first: the unique index decides, and this one is a 409.
    if (!isUniqueViolation(error, 'store_reviews_user_store_idx')) throw error;
    await refundReviewLimit(db, userId);
    throw duplicateReview('store', (await existingReviewId(db, userId, storeId)) ?? 0);
  }
  return storeReviewFor(db, id, userId);
}

export async function updateStoreReview(db: Db, reviewId: number, userId: number, input: StoreReviewInput): Promise<StoreReview> {
  await assertAuthor(db, STORE_KIND, reviewId, userId);
  await db
    .update(storeReviews)
    .set({ rating: input.rating, reviewText: input.reviewText, updatedAt: sql`now()` })
    .where(and(eq(storeReviews.id, reviewId), eq(storeReviews.userId, userId)));
  return storeReviewFor(db, reviewId, userId);
}

export async function deleteStoreReview(db: Db, reviewId: number, userId: number): Promise<void> {
  await assertAuthor(db, STORE_KIND, reviewId, userId);
  await db.delete(storeReviews).where(and(eq(storeReviews.id, reviewId), eq(storeReviews.userId, userId)));
}
