import { sql } from 'drizzle-orm';
import { REPORTS_TO_MODERATE } from '@/domain/reviews';
import type { Db } from '../../db/client';
import { assertNotAuthor, reviewNotFound, rowsOf, type ReviewKind } from './kinds';
import { enforceReportLimit, hasReceived, refundReportLimit } from './posting';

export const OWN_REPORT_MESSAGE = 'You cannot report your own review';

/**
 * Records one report per user (a repeat is a no-op and uses none of the hourly allowance: 429 with Retry-After
 * past REVIEW_REPORTS_PER_HOUR new reports) and flags the review.
 * The report counts when the reporter has had the store's goods or the product delivered (posting.ts
 * hasReceived); at REPORTS_TO_MODERATE counted reports the review goes to moderation ('pending': out of lists and
 * averages until staff act). Reports that do not count are recorded for staff all the same. The reporter is a
 * verified account (the route asks requireReporter first). The review row is locked first, so parallel reports
 * are counted one after another and the threshold cannot be stepped over unseen.
 */
export async function reportReview(db: Db, kind: ReviewKind, reviewId: number, userId: number): Promise<{ reported: true }> {
  await assertNotAuthor(db, kind, reviewId, userId, OWN_REPORT_MESSAGE);
  const [repeat] = await rowsOf(db, sql`SELECT 1 FROM ${kind.reports} WHERE review_id = ${reviewId} AND user_id = ${userId}`);
  if (repeat) return { reported: true };
  await enforceReportLimit(db, userId);
  const written = await db.transaction(async (tx) => {
    const [locked] = await rowsOf<{ subject: number }>(
      tx,
      sql`SELECT ${kind.subject} AS subject FROM ${kind.reviews} WHERE id = ${reviewId} AND moderation_status = 'approved' FOR UPDATE`,
    );
    if (!locked) throw reviewNotFound(reviewId);
    const counted = await hasReceived(tx, userId, kind.noun, Number(locked.subject));
    const inserted = await rowsOf(
      tx,
      sql`INSERT INTO ${kind.reports} (review_id, user_id, counted) VALUES (${reviewId}, ${userId}, ${counted})
        ON CONFLICT (review_id, user_id) DO NOTHING RETURNING id`,
    );
    if (inserted.length === 0) return false;
    await tx.execute(sql`UPDATE ${kind.reviews} SET reported = true,
      moderation_status = CASE
        WHEN (SELECT count(*) FROM ${kind.reports} WHERE review_id = ${reviewId} AND counted) >= ${REPORTS_TO_MODERATE} THEN 'pending'
        ELSE moderation_status END
      WHERE id = ${reviewId}`);
    return true;
  });
  // A parallel repeat of the same report got in first: this one wrote nothing and gives its hit back.
  if (!written) await refundReportLimit(db, userId);
  return { reported: true };
}
