import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ReviewSort } from '@/contracts/reviews';

/** The stored fields every review shows, as the list and single-review queries select them. */
export interface ReviewRow {
  id: number;
  userId: number;
  rating: number;
  reviewText: string | null;
  createdAt: Date;
  updatedAt: Date;
  isVerifiedPurchase: boolean;
  helpfulCount: number;
  reported: boolean;
  moderationStatus: string;
  firstName: string | null;
  lastName: string | null;
  isOwn: boolean;
  markedHelpful: boolean;
}

interface ReviewColumns {
  id: AnyColumn;
  userId: AnyColumn;
}

/**
 * Whether the viewer wrote each review and marked it helpful, computed in the list's own query (one EXISTS per
 * row against the unique index, no second round trip); always false for a visitor.
 */
export function viewerFlags(reviews: ReviewColumns, helpful: PgTable & { reviewId: AnyColumn; userId: AnyColumn }, viewerId: number | null) {
  if (viewerId === null) {
    return { isOwn: sql<boolean>`false`.mapWith(Boolean), markedHelpful: sql<boolean>`false`.mapWith(Boolean) };
  }
  return {
    isOwn: sql<boolean>`(${reviews.userId} = ${viewerId})`.mapWith(Boolean),
    markedHelpful: sql<boolean>`EXISTS (SELECT 1 FROM ${helpful} WHERE ${helpful.reviewId} = ${reviews.id} AND ${helpful.userId} = ${viewerId})`.mapWith(Boolean),
  };
}

/** Newest first; 'helpful' puts the most marked first, newest among equals. The id breaks ties for a stable order. */
export function reviewOrder(sort: ReviewSort, columns: { id: AnyColumn; createdAt: AnyColumn; helpfulCount: AnyColumn }): SQL[] {
  const newest = [sql`${columns.createdAt} DESC`, sql`${columns.id} DESC`];
  return sort === 'helpful' ? [sql`${columns.helpfulCount} DESC`, ...newest] : newest;
}

/** The display fields shared by both kinds: never the author's email, address or anything but the name. */
export function baseReview(row: ReviewRow) {
  return {
    id: row.id,
    userId: row.userId,
    rating: row.rating,
    reviewText: row.reviewText,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isVerifiedPurchase: row.isVerifiedPurchase,
    helpfulCount: row.helpfulCount,
    reported: row.reported,
    moderationStatus: row.moderationStatus,
    isOwn: row.isOwn,
    markedHelpful: row.markedHelpful,
  };
}
