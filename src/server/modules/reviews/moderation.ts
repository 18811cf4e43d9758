import { desc, eq, ne, sql } from 'drizzle-orm';
import type { ModerationResult, ReportedReview } from '@/contracts/reviews';
import { conflict } from '@/domain/errors';
import { ANONYMOUS_AUTHOR, productReviewAuthor, REPORTED_REVIEWS_MAX, storeReviewAuthor, type ModerationStatus } from '@/domain/reviews';
import type { Db } from '../../db/client';
import { productReviewReports, productReviews, products, storeReviewReports, storeReviews, stores, users } from '../../db/schema';
import { reviewNotFound, rowsOf, type ReviewKind } from './kinds';

/**
 * Staff moderation of reported reviews (the staff API, moderation-routes.ts): the queue of reviews with reports
 * staff have not settled, and the two ways to settle one. Restore puts the review back in the lists and clears
 * its reports; remove hides it for good (its reports stay as the record).
 */

/** What both kinds' queries select, per reported review. */
function queueColumns(reviews: typeof storeReviews | typeof productReviews, reports: typeof storeReviewReports | typeof productReviewReports) {
  return {
    id: reviews.id,
    userId: reviews.userId,
    rating: reviews.rating,
    reviewText: reviews.reviewText,
    createdAt: reviews.createdAt,
    moderationStatus: reviews.moderationStatus,
    firstName: users.firstName,
    lastName: users.lastName,
    storeId: stores.id,
    storeName: stores.name,
    reports: sql<number>`count(*)`.mapWith(Number),
    countedReports: sql<number>`count(*) FILTER (WHERE ${reports.counted})`.mapWith(Number),
    lastReportedAt: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
  };
}

/** Out of the lists first, then the most counted reports, the most reports, the latest report. */
function queueOrder(reviews: typeof storeReviews | typeof productReviews, reports: typeof storeReviewReports | typeof productReviewReports) {
  return [
    sql`(${reviews.moderationStatus} = 'pending') DESC`,
    sql`count(*) FILTER (WHERE ${reports.counted}) DESC`,
    sql`count(*) DESC`,
    sql`max(${reports.createdAt}) DESC`,
    desc(reviews.id),
  ];
}

type QueueRow = ReportedReview & { hidden: boolean };

const byQueueOrder = (a: QueueRow, b: QueueRow) =>
  Number(b.hidden) - Number(a.hidden) ||
  b.countedReports - a.countedReports ||
  b.reports - a.reports ||
  b.lastReportedAt.localeCompare(a.lastReportedAt) ||
  b.id - a.id;

/**
 * Reviews of both kinds with at least one report and not removed: still listed ('approved', too few counted
 * reports) or out of the lists ('pending'). At most REPORTED_REVIEWS_MAX, those out of the lists first.
 */
export async function listReportedReviews(db: Db): Promise<ReportedReview[]> {
  const storeRows = await db
    .select(queueColumns(storeReviews, storeReviewReports))
    .from(storeReviews)
    .innerJoin(storeReviewReports, eq(storeReviewReports.reviewId, storeReviews.id))
    .innerJoin(users, eq(users.id, storeReviews.userId))
    .innerJoin(stores, eq(stores.id, storeReviews.storeId))
    .where(ne(storeReviews.moderationStatus, 'removed'))
    .groupBy(storeReviews.id, users.id, stores.id)
    .orderBy(...queueOrder(storeReviews, storeReviewReports))
    .limit(REPORTED_REVIEWS_MAX);
  const productRows = await db
    .select({ ...queueColumns(productReviews, productReviewReports), productId: products.id, productName: products.name })
    .from(productReviews)
    .innerJoin(productReviewReports, eq(productReviewReports.reviewId, productReviews.id))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(ne(productReviews.moderationStatus, 'removed'))
    .groupBy(productReviews.id, users.id, products.id, stores.id)
    .orderBy(...queueOrder(productReviews, productReviewReports))
    .limit(REPORTED_REVIEWS_MAX);

  const common = (row: (typeof storeRows)[number]) => ({
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    rating: row.rating,
    reviewText: row.reviewText,
    createdAt: row.createdAt.toISOString(),
    moderationStatus: row.moderationStatus,
    reports: row.reports,
    countedReports: row.countedReports,
    lastReportedAt: row.lastReportedAt.toISOString(),
    hidden: row.moderationStatus === 'pending',
  });
  const queue: QueueRow[] = [
    ...storeRows.map((row) => ({ ...common(row), kind: 'store' as const, productId: null, productName: null, authorName: storeReviewAuthor(row.userId, row) })),
    ...productRows.map((row) => {
      const name = productReviewAuthor(row);
      return { ...common(row), kind: 'product' as const, productId: row.productId, productName: row.productName, authorName: name ? `${name.firstName} ${name.lastName}`.trim() : ANONYMOUS_AUTHOR };
    }),
  ];
  return queue
    .sort(byQueueOrder)
    .slice(0, REPORTED_REVIEWS_MAX)
    .map(({ hidden: _hidden, ...review }) => review);
}

/** Locks the review for a staff decision: its status now, or a 404. Reports of it wait for the decision. */
async function lockForDecision(tx: Db, kind: ReviewKind, reviewId: number): Promise<ModerationStatus> {
  const [row] = await rowsOf<{ moderation_status: ModerationStatus }>(tx, sql`SELECT moderation_status FROM ${kind.reviews} WHERE id = ${reviewId} FOR UPDATE`);
  if (!row) throw reviewNotFound(reviewId);
  return row.moderation_status;
}

/** Back in the lists and averages, its reports cleared (it may be reported afresh). A removed review stays removed (409). */
export async function restoreReview(db: Db, kind: ReviewKind, reviewId: number): Promise<ModerationResult> {
  await db.transaction(async (tx) => {
    if ((await lockForDecision(tx, kind, reviewId)) === 'removed') throw conflict('This review has been removed for good', { code: 'review_removed' });
    await tx.execute(sql`DELETE FROM ${kind.reports} WHERE review_id = ${reviewId}`);
    await tx.execute(sql`UPDATE ${kind.reviews} SET moderation_status = 'approved', reported = false WHERE id = ${reviewId}`);
  });
  return { kind: kind.noun, id: reviewId, moderationStatus: 'approved' };
}

/** Hidden for good: out of the lists, the averages and the queue; its reports stay as the record. A repeat changes nothing. */
export async function removeReview(db: Db, kind: ReviewKind, reviewId: number): Promise<ModerationResult> {
  await db.transaction(async (tx) => {
    await lockForDecision(tx, kind, reviewId);
    await tx.execute(sql`UPDATE ${kind.reviews} SET moderation_status = 'removed' WHERE id = ${reviewId}`);
  });
  return { kind: kind.noun, id: reviewId, moderationStatus: 'removed' };
}
