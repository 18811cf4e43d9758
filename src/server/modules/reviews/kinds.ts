import { sql } from 'drizzle-orm';
import { forbidden, notFound } from '@/domain/errors';
import type { ReviewKindName } from '@/domain/reviews';
import { type Db, rowsOf } from '../../db/client';

/** The two kinds of review share every rule; they differ only in their tables and words. */
type TableName = ReturnType<typeof sql.identifier>;

export interface ReviewKind {
  reviews: TableName;
  helpful: TableName;
  reports: TableName;
  /** The review's column naming what it is about: store_id or product_id. */
  subject: TableName;
  /** "store" or "product", as the messages and the staff API say it. */
  noun: ReviewKindName;
}

export const STORE_KIND: ReviewKind = {
  reviews: sql.identifier('store_reviews'),
  helpful: sql.identifier('review_helpful'),
  reports: sql.identifier('store_review_reports'),
  subject: sql.identifier('store_id'),
  noun: 'store',
};

export const PRODUCT_KIND: ReviewKind = {
  reviews: sql.identifier('product_reviews'),
  helpful: sql.identifier('product_review_helpful'),
  reports: sql.identifier('product_review_reports'),
  subject: sql.identifier('product_id'),
  noun: 'product',
};

export { rowsOf };

export const KIND_OF: Record<ReviewKindName, ReviewKind> = { store: STORE_KIND, product: PRODUCT_KIND };

export const reviewNotFound = (reviewId: number) => notFound(`Review ${reviewId} not found`);

/** The review's author, or a 404; `approvedOnly` hides reviews in moderation, as the lists do. */
export async function authorOf(db: Db, kind: ReviewKind, reviewId: number, approvedOnly: boolean): Promise<number> {
  const [row] = await rowsOf<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM ${kind.reviews} WHERE id = ${reviewId}${approvedOnly ? sql` AND moderation_status = 'approved'` : sql``}`,
  );
  if (!row) throw reviewNotFound(reviewId);
  return Number(row.user_id);
}

/** Only the author edits or deletes: anyone else is 403, a missing review 404. */
export async function assertAuthor(db: Db, kind: ReviewKind, reviewId: number, userId: number): Promise<void> {
  const author = await authorOf(db, kind, reviewId, false);
  if (author !== userId) throw forbidden('You can only change your own reviews');
}

/** Helpful marks and reports are about someone else's review. */
export async function assertNotAuthor(db: Db, kind: ReviewKind, reviewId: number, userId: number, message: string): Promise<void> {
  const author = await authorOf(db, kind, reviewId, true);
  if (author === userId) throw forbidden(message);
}
