import { sql } from 'drizzle-orm';
import type { HelpfulResult } from '@/contracts/reviews';
import type { Db } from '../../db/client';
import { assertNotAuthor, reviewNotFound, rowsOf, type ReviewKind } from './kinds';

export const OWN_HELPFUL_MESSAGE = 'You cannot mark your own review as helpful';

interface Changed {
  changed: number | null;
  found: boolean;
}

/**
 * The mark and the count change in one statement: the unique index lets only one mark per user in (a repeat
 * inserts nothing and leaves the count alone), and the count moves only by the rows really inserted or deleted,
 * so parallel marks can neither double-count nor lose an increment.
 */
export async function markHelpful(db: Db, kind: ReviewKind, reviewId: number, userId: number): Promise<HelpfulResult> {
  await assertNotAuthor(db, kind, reviewId, userId, OWN_HELPFUL_MESSAGE);
  const [row] = await rowsOf<Changed>(
    db,
    sql`WITH target AS (
      SELECT id FROM ${kind.reviews} WHERE id = ${reviewId} AND moderation_status = 'approved' AND user_id <> ${userId}
    ), ins AS (
      INSERT INTO ${kind.helpful} (review_id, user_id) SELECT id, ${userId} FROM target
      ON CONFLICT (review_id, user_id) DO NOTHING RETURNING review_id
    ), upd AS (
      UPDATE ${kind.reviews} SET helpful_count = helpful_count + 1 WHERE id IN (SELECT review_id FROM ins) RETURNING helpful_count
    )
    SELECT (SELECT helpful_count FROM upd) AS changed, EXISTS (SELECT 1 FROM target) AS found`,
  );
  return settle(db, kind, reviewId, row, true);
}

/** Removes the user's mark, if any; the count drops only when a mark was really removed. */
export async function unmarkHelpful(db: Db, kind: ReviewKind, reviewId: number, userId: number): Promise<HelpfulResult> {
  await assertNotAuthor(db, kind, reviewId, userId, OWN_HELPFUL_MESSAGE);
  const [row] = await rowsOf<Changed>(
    db,
    sql`WITH target AS (
      SELECT id FROM ${kind.reviews} WHERE id = ${reviewId} AND moderation_status = 'approved'
    ), del AS (
      DELETE FROM ${kind.helpful} WHERE review_id IN (SELECT id FROM target) AND user_id = ${userId} RETURNING review_id
    ), upd AS (
      UPDATE ${kind.reviews} SET helpful_count = GREATEST(helpful_count - 1, 0) WHERE id IN (SELECT review_id FROM del) RETURNING helpful_count
    )
    SELECT (SELECT helpful_count FROM upd) AS changed, EXISTS (SELECT 1 FROM target) AS found`,
  );
  return settle(db, kind, reviewId, row, false);
}

/**
 * A repeat changed nothing: the count is read again in a fresh statement, which sees a parallel mark that the
 * repeat's ON CONFLICT waited for (the first statement's snapshot predates it).
 */
async function settle(db: Db, kind: ReviewKind, reviewId: number, row: Changed | undefined, marked: boolean): Promise<HelpfulResult> {
  if (!row?.found) throw reviewNotFound(reviewId);
  if (row.changed !== null) return { helpfulCount: Number(row.changed), markedHelpful: marked };
  const [current] = await rowsOf<{ helpful_count: number }>(db, sql`SELECT helpful_count FROM ${kind.reviews} WHERE id = ${reviewId}`);
  if (!current) throw reviewNotFound(reviewId);
  return { helpfulCount: Number(current.helpful_count), markedHelpful: marked };
}
