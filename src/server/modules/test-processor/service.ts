import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { CardToken, CardTokenRequest } from '@/contracts/test-processor';
import { CARD_BRAND_NAMES, parseExpiry } from '@/domain/card';
import { invalid } from '@/domain/errors';
import { NOT_A_TEST_CARD_MESSAGE, PAYMENT_TOKEN_LIFETIME_MINUTES, testCard } from '@/domain/payment-test-mode';
import type { Db } from '../../db/client';
import { paymentTokens } from '../../db/schema';

/**
 * The test card processor: what stands for a card processor's servers in test mode. It takes the card from the
 * browser and answers a single-use token; the shop's provider (modules/payments) pays with the token. Only the
 * card's outcome, brand and last four are kept. Nothing here logs, and the card goes no further than issueToken.
 */

/** A token's id: opaque and unguessable (24 random bytes), so it can neither be forged nor say what card it is. */
export const newTokenId = () => `tok_${randomBytes(24).toString('hex')}`;

/** How long a spent or expired token is kept after it expired: a retry of its order's request may still come. */
const KEPT_AFTER_EXPIRY = sql`interval '1 day'`;
const HOUSEKEEPING_CHANCE = 0.01;

/**
 * Turns a checked card into a token for one payment, good for PAYMENT_TOKEN_LIFETIME_MINUTES. A card that is not
 * a test card is refused naming `number`. `id` is drawn here unless a test names its token beforehand.
 */
export async function issueToken(db: Db, card: CardTokenRequest, id = newTokenId()): Promise<CardToken> {
  const test = testCard(card.number);
  if (!test) throw invalid(`number: ${NOT_A_TEST_CARD_MESSAGE}`, { number: NOT_A_TEST_CARD_MESSAGE });
  // The contract has checked the expiry; kept so a saved card knows when it stops working.
  const expiry = parseExpiry(card.expiry)!;
  const [row] = await db
    .insert(paymentTokens)
    .values({
      id,
      brand: test.brand,
      last4: test.last4,
      outcome: test.outcome,
      expMonth: expiry.month,
      expYear: expiry.year,
      expiresAt: sql`now() + ${sql.raw(`interval '${PAYMENT_TOKEN_LIFETIME_MINUTES} minutes'`)}`,
    })
    .returning({ id: paymentTokens.id, brand: paymentTokens.brand, last4: paymentTokens.last4, expiresAt: paymentTokens.expiresAt });
  // Now and then a new token clears out old ones, so the table stays small without a scheduler.
  if (Math.random() < HOUSEKEEPING_CHANCE) await sweepTokens(db);
  return { token: row!.id, brand: CARD_BRAND_NAMES[row!.brand], last4: row!.last4, expiresAt: row!.expiresAt.toISOString() };
}

/** Deletes tokens a day past their expiry (spent or not): no retry of their orders can come any more. */
export async function sweepTokens(db: Db): Promise<number> {
  const gone = await db
    .delete(paymentTokens)
    .where(lt(paymentTokens.expiresAt, sql`now() - ${KEPT_AFTER_EXPIRY}`))
    .returning({ id: paymentTokens.id });
  return gone.length;
}
