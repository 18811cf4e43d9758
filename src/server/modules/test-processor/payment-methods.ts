import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods, paymentTokens, users } from '../../db/schema';

/**
 * The test processor's saved cards (issue 36): as a processor keeps a customer's cards, a fresh single-use token
 * becomes a reusable payment method for one shopper. The token is spent by the save (one UPDATE, so two saves of
 * one token make one card); the card's outcome goes with it, so a saved declined card still declines.
 */

/** A payment method's id: opaque and unguessable, like a token's. */
export const newPaymentMethodId = () => `pm_test_${randomBytes(12).toString('hex')}`;

export type SavedCardRow = typeof paymentMethods.$inferSelect;

/** What a spent token says of its card: enough to keep it, never the number. */
export type TokenCard = Pick<SavedCardRow, 'brand' | 'last4' | 'outcome' | 'expMonth' | 'expYear'>;

/**
 * Saves the card behind a fresh `token` for the customer, spending the token; null when it is spent, expired,
 * unknown or carries no expiry.
 */
export async function saveCardFromToken(db: Db, customerId: number, token: string): Promise<SavedCardRow | null> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(paymentTokens)
      .set({ usedAt: sql`now()`, usedByKey: `save:${customerId}` })
      .where(and(eq(paymentTokens.id, token), isNull(paymentTokens.usedAt), gt(paymentTokens.expiresAt, sql`now()`)))
      .returning({ brand: paymentTokens.brand, last4: paymentTokens.last4, outcome: paymentTokens.outcome, expMonth: paymentTokens.expMonth, expYear: paymentTokens.expYear });
    if (!card || card.expMonth === null || card.expYear === null) return null;
    return keepCard(tx, customerId, token, { ...card, expMonth: card.expMonth, expYear: card.expYear });
  });
}

/**
 * Keeps the card a token carried for the customer, once per token (a retried payment finds the same card). The
 * customer's first live card becomes the default: their row is locked for the decision, so two first cards at
 * once make one default.
 */
export async function keepCard(db: Db, customerId: number, tokenId: string, card: TokenCard): Promise<SavedCardRow> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
  const [live] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(and(eq(paymentMethods.userId, customerId), isNull(paymentMethods.removedAt))).limit(1);
  await db
    .insert(paymentMethods)
    .values({ id: newPaymentMethodId(), userId: customerId, tokenId, ...card, isDefault: !live })
    .onConflictDoNothing({ target: paymentMethods.tokenId });
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.tokenId, tokenId));
  return row!;
}

/** The customer's live cards, the default first, then the newest. */
export function liveCards(db: Db, customerId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, customerId), isNull(paymentMethods.removedAt)))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
}

/** One live card of this customer's; another customer's, a removed or an unknown card is undefined alike. */
export async function liveCard(db: Db, customerId: number, id: string): Promise<SavedCardRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, customerId), isNull(paymentMethods.removedAt)));
  return row;
}

/** Makes the card the customer's default (and no other); false when it is not a live card of theirs. */
export async function makeDefaultCard(db: Db, customerId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
    if (!(await liveCard(tx, customerId, id))) return false;
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.userId, customerId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.removedAt)));
    await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
    return true;
  });
}

/**
 * Removes the card (its row stays, marked removed, for the orders that name it); a removed default hands the
 * default to the newest card left. False when it is not a live card of the customer's.
 */
export async function removeCard(db: Db, customerId: number, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, customerId)).for('update');
    const [removed] = await tx
      .update(paymentMethods)
      .set({ removedAt: sql`now()`, isDefault: false })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, customerId), isNull(paymentMethods.removedAt)))
      .returning({ id: paymentMethods.id });
    if (!removed) return false;
    const [next] = await liveCards(tx, customerId);
    const [hasDefault] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(and(eq(paymentMethods.userId, customerId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.removedAt)));
    if (next && !hasDefault) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
    return true;
  });
}
