import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { CARD_BRAND_NAMES } from '@/domain/card';
import { formatPence } from '@/domain/money';
import { DECLINE_MESSAGES, INCREASE_DECLINED_LAST4, PAYMENT_TOKEN_REFUSED_MESSAGE } from '@/domain/payment-test-mode';
import { cardExpired, SAVED_CARD_EXPIRED_MESSAGE, SAVED_CARD_UNKNOWN_MESSAGE } from '@/domain/saved-cards';
import type { Db } from '../../db/client';
import { paymentAuthorisations, paymentLedger, paymentTokens } from '../../db/schema';
import { keepCard, liveCard, liveCards, makeDefaultCard, removeCard, saveCardFromToken, type SavedCardRow } from '../test-processor/payment-methods';

export type AuthoriseRequest = {
  amountPence: number;
  /** The processor-level idempotency key: the same key never authorises twice. */
  idempotencyKey: string;
} & (
  | {
      /** The token the processor made from the card (the browser sent it the card); the card itself never reaches us. */
      token: string;
      /** Keep the card for this customer once it authorises (the shopper ticked "Save this card for next time"). */
      saveForCustomer?: number;
    }
  | {
      /** A card the processor keeps for this customer (saveCard); another customer's is refused as unknown. */
      paymentMethodId: string;
      customerId: number;
    }
);

/** A card the processor keeps for a customer, as the shop may see it: never the number. */
export interface SavedCard {
  id: string;
  /** The brand's name ('Visa'). */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}

export type AuthoriseResult =
  | {
      ok: true;
      authorisationId: string;
      brand: string;
      last4: string;
      /** The saved card that paid, or the card this payment saved; absent for a card paid with once. */
      paymentMethodId?: string;
    }
  /** unknown_card: no such saved card of the customer's; card_expired: a saved card past its expiry. */
  | { ok: false; kind: 'declined' | 'invalid_token' | 'unknown_card' | 'card_expired'; message: string };

/** A capture's answer: taken (this call or an earlier one of the same amount), or refused with the processor's reason. */
export type CaptureResult = { ok: true; capturedPence: number } | { ok: false; reason: string };

/**
 * The seam to a card processor. Orders authorise before they commit and void when they cannot; delivery
 * captures; a cancel voids (and refunds a capture that raced it). Every movement after the authorisation is
 * recorded at the processor (the test provider's payment_ledger), never only as a number on the order.
 */
export interface PaymentProvider {
  name: string;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Releases an authorisation nothing was captured from; a captured or already voided one is left as it is. */
  void(authorisationId: string): Promise<void>;
  /** Voids whatever is still authorised under this processor key (and keys derived from it); returns how many. */
  voidByKey(idempotencyKey: string): Promise<number>;
  /**
   * Charges up to the authorised amount (a delivered order's final total, after substitutions and refunds);
   * the rest of the authorisation is released. Once only: a second capture of the same amount answers as the
   * first did and changes nothing (a retry after a lost answer is safe); any other is refused with the reason.
   */
  capture(authorisationId: string, amountPence: number): Promise<CaptureResult>;
  /** Gives back everything captured on the authorisation and not yet refunded; returns the pence refunded (0: nothing was). */
  refund(authorisationId: string): Promise<number>;
  /**
   * Changes what an open authorisation holds (a changed order, issue 34): more is asked of the card (which may
   * decline: the hold stays as it was), less releases the difference. Refused once captured or voided.
   */
  adjust(authorisationId: string, amountPence: number): Promise<AdjustResult>;
  /**
   * Keeps the card behind a fresh single-use token for the customer (issue 36); the customer's first card becomes
   * the default. Null when the token is spent, expired or unknown.
   */
  saveCard(customerId: number, token: string): Promise<SavedCard | null>;
  /** The customer's saved cards, the default first, then the newest. */
  cards(customerId: number): Promise<SavedCard[]>;
  /** Makes the card the customer's default; false when it is not one of theirs. */
  setDefaultCard(customerId: number, paymentMethodId: string): Promise<boolean>;
  /** Forgets the card for new payments; false when it is not one of theirs. */
  removeCard(customerId: number, paymentMethodId: string): Promise<boolean>;
}

export type AdjustResult = { ok: true } | { ok: false; declined: boolean; reason: string };

/**
 * The test provider's ledger entry for an authorisation: a retry with the same processor key finds the first
 * authorisation instead of making a second. A query builder (bench/order-replay.ts replays its SQL).
 */
export function authorisationInsert(db: Db) {
  return db
    .insert(paymentAuthorisations)
    .values({
      id: sql.placeholder('id'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      amountPence: sql.placeholder('amountPence'),
      status: 'authorised',
      brand: sql.placeholder('brand'),
      last4: sql.placeholder('last4'),
    })
    .onConflictDoUpdate({ target: paymentAuthorisations.idempotencyKey, set: { updatedAt: sql`now()` } })
    .returning();
}

/**
 * The processor's side of a payment: takes the token for this processor key, once. A token is good while unused
 * and unexpired; the same key finds its token again whenever it comes back (a retry of the same request, or one
 * that took over a dead request's key), so exactly-once holds under retries. Any other key, or a token the
 * processor never made, gets nothing. The card's outcome, brand and last four come from here, never from the
 * client. One atomic UPDATE: of two requests with one token, only the first to lock the row takes it. A query
 * builder (bench/order-replay.ts replays its SQL).
 */
export function tokenConsumption(db: Db) {
  const key = sql.placeholder('idempotencyKey');
  return db
    .update(paymentTokens)
    .set({ usedAt: sql`coalesce(${paymentTokens.usedAt}, now())`, usedByKey: sql`${key}` })
    .where(
      and(
        eq(paymentTokens.id, sql.placeholder('token')),
        or(and(isNull(paymentTokens.usedAt), gt(paymentTokens.expiresAt, sql`now()`)), eq(paymentTokens.usedByKey, key)),
      ),
    )
    .returning({ outcome: paymentTokens.outcome, brand: paymentTokens.brand, last4: paymentTokens.last4, expMonth: paymentTokens.expMonth, expYear: paymentTokens.expYear });
}

/**
 * The `test` provider: a card processor's test mode, paid with the test processor's single-use tokens
 * (modules/test-processor). 4242 4242 4242 4242 authorises, 4000 0000 0000 0002 is declined, 4000 0000 0000
 * 9995 has insufficient funds, 4000 0000 0000 0341 authorises but declines any increase (the processor made
 * tokens for no other card). A spent, expired, unknown or
 * forged token is refused. It keeps its own ledger (payment_authorisations), outside the order's transaction,
 * as a processor would.
 */
export function testPaymentProvider(db: Db): PaymentProvider {
  // Prepared once: every order runs them.
  const consumeToken = tokenConsumption(db).prepare('everystore_consume_token');
  const insertAuthorisation = authorisationInsert(db).prepare('everystore_authorise');
  /** Authorises the card under this key; a voided authorisation (its order failed) is not reused: afresh under a derived key. */
  const authoriseCard = async (card: { brand: string; last4: string }, amountPence: number, idempotencyKey: string): Promise<AuthoriseResult> => {
    const id = `auth_test_${randomBytes(12).toString('hex')}`;
    const [row] = await insertAuthorisation.execute({ id, idempotencyKey, amountPence, brand: card.brand, last4: card.last4 });
    if (row!.status !== 'authorised' || row!.amountPence !== amountPence) return authoriseCard(card, amountPence, `${idempotencyKey}:${randomBytes(4).toString('hex')}`);
    return { ok: true, authorisationId: row!.id, brand: row!.brand, last4: row!.last4 };
  };
  return {
    name: 'test',
    async authorise(request) {
      const { amountPence, idempotencyKey } = request;
      if ('paymentMethodId' in request) {
        const saved = await liveCard(db, request.customerId, request.paymentMethodId);
        if (!saved) return { ok: false, kind: 'unknown_card', message: SAVED_CARD_UNKNOWN_MESSAGE };
        if (cardExpired(saved, new Date())) return { ok: false, kind: 'card_expired', message: SAVED_CARD_EXPIRED_MESSAGE };
        if (saved.outcome !== 'ok') return { ok: false, kind: 'declined', message: DECLINE_MESSAGES[saved.outcome] };
        const auth = await authoriseCard({ brand: CARD_BRAND_NAMES[saved.brand], last4: saved.last4 }, amountPence, idempotencyKey);
        return auth.ok ? { ...auth, paymentMethodId: saved.id } : auth;
      }
      const [card] = await consumeToken.execute({ token: request.token, idempotencyKey });
      if (!card) return { ok: false, kind: 'invalid_token', message: PAYMENT_TOKEN_REFUSED_MESSAGE };
      if (card.outcome !== 'ok') return { ok: false, kind: 'declined', message: DECLINE_MESSAGES[card.outcome] };
      const auth = await authoriseCard({ brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 }, amountPence, idempotencyKey);
      // Kept only once it authorised (a declined card is not saved); a retry finds the card this token saved.
      if (!auth.ok || request.saveForCustomer === undefined || card.expMonth === null || card.expYear === null) return auth;
      const { saveForCustomer } = request;
      const { expMonth, expYear } = card;
      const kept = await db.transaction((tx) => keepCard(tx, saveForCustomer, request.token, { ...card, expMonth, expYear }));
      return { ...auth, paymentMethodId: kept.id };
    },
    async void(authorisationId) {
      await voidWhere(db, eq(paymentAuthorisations.id, authorisationId));
    },
    async capture(authorisationId, amountPence) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, authorisationId)).for('update');
        if (!row) return { ok: false, reason: 'No such authorisation' };
        if (row.status === 'captured' && row.capturedPence === amountPence) return { ok: true, capturedPence: amountPence };
        if (row.status !== 'authorised') return { ok: false, reason: `The authorisation is ${row.status}` };
        if (amountPence > row.amountPence) return { ok: false, reason: `${formatPence(amountPence)} is more than the ${formatPence(row.amountPence)} authorised` };
        await tx.update(paymentAuthorisations).set({ status: 'captured', capturedPence: amountPence, updatedAt: sql`now()` }).where(eq(paymentAuthorisations.id, authorisationId));
        const release = row.amountPence - amountPence;
        await tx.insert(paymentLedger).values([
          { authorisationId, kind: 'capture', amountPence },
          ...(release > 0 ? [{ authorisationId, kind: 'release' as const, amountPence: release }] : []),
        ]);
        return { ok: true, capturedPence: amountPence };
      });
    },
    async refund(authorisationId) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(paymentAuthorisations)
          .set({ status: 'refunded', updatedAt: sql`now()` })
          .where(and(eq(paymentAuthorisations.id, authorisationId), eq(paymentAuthorisations.status, 'captured')))
          .returning({ capturedPence: paymentAuthorisations.capturedPence });
        const refunded = row?.capturedPence ?? 0;
        if (refunded > 0) await tx.insert(paymentLedger).values({ authorisationId, kind: 'refund', amountPence: refunded });
        return refunded;
      });
    },
    async adjust(authorisationId, amountPence) {
      return db.transaction(async (tx): Promise<AdjustResult> => {
        const [row] = await tx.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, authorisationId)).for('update');
        if (!row) return { ok: false, declined: false, reason: 'No such authorisation' };
        if (row.status !== 'authorised') return { ok: false, declined: false, reason: `The authorisation is ${row.status}` };
        if (amountPence === row.amountPence) return { ok: true };
        const more = amountPence > row.amountPence;
        if (more && row.last4 === INCREASE_DECLINED_LAST4) return { ok: false, declined: true, reason: 'The card declined the increase' };
        await tx.update(paymentAuthorisations).set({ amountPence, updatedAt: sql`now()` }).where(eq(paymentAuthorisations.id, authorisationId));
        await tx.insert(paymentLedger).values({ authorisationId, kind: more ? 'increment' : 'release', amountPence: Math.abs(amountPence - row.amountPence) });
        return { ok: true };
      });
    },
    async saveCard(customerId, token) {
      const row = await saveCardFromToken(db, customerId, token);
      return row && savedCard(row);
    },
    async cards(customerId) {
      return (await liveCards(db, customerId)).map(savedCard);
    },
    setDefaultCard: (customerId, id) => makeDefaultCard(db, customerId, id),
    removeCard: (customerId, id) => removeCard(db, customerId, id),
    async voidByKey(idempotencyKey) {
      return voidWhere(db, or(eq(paymentAuthorisations.idempotencyKey, idempotencyKey), sql`starts_with(${paymentAuthorisations.idempotencyKey}, ${`${idempotencyKey}:`})`)!);
    },
  };
}

const savedCard = (row: SavedCardRow): SavedCard => ({
  id: row.id,
  brand: CARD_BRAND_NAMES[row.brand],
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  isDefault: row.isDefault,
});

/** Voids the matching authorisations that are still only authorised, each with its ledger row; returns how many. */
async function voidWhere(db: Db, match: SQL): Promise<number> {
  return db.transaction(async (tx) => {
    const voided = await tx
      .update(paymentAuthorisations)
      .set({ status: 'voided', updatedAt: sql`now()` })
      .where(and(eq(paymentAuthorisations.status, 'authorised'), match))
      .returning({ id: paymentAuthorisations.id, amountPence: paymentAuthorisations.amountPence });
    if (voided.length > 0) await tx.insert(paymentLedger).values(voided.map((v) => ({ authorisationId: v.id, kind: 'void' as const, amountPence: v.amountPence })));
    return voided.length;
  });
}
