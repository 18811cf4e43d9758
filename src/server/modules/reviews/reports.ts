import { sql } from 'drizzle-orm';
import { REPORTS_TO_MODERATE } from '@/domain/reviews';
import type { Db } from '../../db/client';
import { assertNotAuthor, reviewNotFound, rowsOf, type ReviewKind } from './kinds';

export const OWN_REPORT_MESSAGE = 'You cannot report your own review';

/**
 * Records one report per user and flags the review; at REPORTS_TO_MODERATE distinct reports it goes to
 * moderation ('pending': out of lists and averages until a moderator acts). The review row is locked first, so
 * parallel reports are counted one after another and the threshold cannot be stepped over unseen.
 */
export async function reportReview(db: Db, kind: ReviewKind, reviewId: number, userId: number): Promise<{ reported: true }> {
  await assertNotAuthor(db, kind, reviewId, userId, OWN_REPORT_MESSAGE);
  await db.transaction(async (tx) => {
    const locked = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM ${kind.reviews} WHERE id = ${reviewId} AND moderation_status = 'approved' FOR UPDATE`,
    );
    if (locked.length === 0) throw reviewNotFound(reviewId);
    await tx.execute(sql`INSERT INTO ${kind.reports} (review_id, user_id) VALUES (${reviewId}, ${userId}) ON CONFLICT (review_id, user_id) DO NOTHING`);
    await tx.execute(sql`UPDATE ${kind.reviews} SET reported = true,
      moderation_status = CASE
        WHEN (SELECT count(*) FROM ${kind.reports} WHERE review_id = ${reviewId}) >= ${REPORTS_TO_MODERATE} THEN 'pending'
        ELSE moderation_status END
      WHERE id = ${reviewId}`);
  });
  return { reported: true };
}
