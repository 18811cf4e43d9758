import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PaymentMethod } from '@/contracts/payment-methods';
import { conflict, DomainError, notFound } from '@/domain/errors';
import { DELIVERED_STATUSES, ORDER_CANCELLED } from '@/domain/order-status';
import { cardExpired, SAVED_CARD_EXPIRED_MESSAGE, SAVED_CARD_TOKEN_REFUSED_MESSAGE, SAVED_CARD_UNKNOWN_MESSAGE } from '@/domain/saved-cards';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { PaymentProvider, SavedCard } from '../payments/provider';

/**
 * Saved cards (issue 36), kept by the processor through the PaymentProvider seam: the shop holds no card of its
 * own, only asks the processor for the shopper's. Another shopper's card is never found (404).
 */

const toPaymentMethod = (card: SavedCard, now: Date): PaymentMethod => ({ ...card, expired: cardExpired(card, now) });

export async function listPaymentMethods(payments: PaymentProvider, userId: number): Promise<PaymentMethod[]> {
  const now = new Date();
  return (await payments.cards(userId)).map((c) => toPaymentMethod(c, now));
}

/** Saves the card behind a fresh token; a spent or expired token is 402, as at checkout. */
export async function savePaymentMethod(payments: PaymentProvider, userId: number, token: string): Promise<PaymentMethod> {
  const card = await payments.saveCard(userId, token);
  if (!card) throw new DomainError('payment_declined', SAVED_CARD_TOKEN_REFUSED_MESSAGE, { extra: { code: 'payment_token' } });
  return toPaymentMethod(card, new Date());
}

async function ownCard(payments: PaymentProvider, userId: number, id: string): Promise<SavedCard> {
  const card = (await payments.cards(userId)).find((c) => c.id === id);
  if (!card) throw notFound(SAVED_CARD_UNKNOWN_MESSAGE);
  return card;
}

/** An expired card cannot be chosen, as default or to pay (409). */
export async function makeDefault(payments: PaymentProvider, userId: number, id: string): Promise<PaymentMethod[]> {
  const card = await ownCard(payments, userId, id);
  if (cardExpired(card, new Date())) throw conflict(SAVED_CARD_EXPIRED_MESSAGE, { code: 'card_expired' });
  if (!(await payments.setDefaultCard(userId, id))) throw notFound(SAVED_CARD_UNKNOWN_MESSAGE);
  return listPaymentMethods(payments, userId);
}

export const cardInUseMessage = (orderNumber: string) => `This card pays for order ${orderNumber}: you can remove it once that order is delivered or cancelled`;

/** Removes the card unless an open order (not delivered or cancelled) pays with it: 409 naming the order. */
export async function removePaymentMethod(db: Db, payments: PaymentProvider, userId: number, id: string): Promise<void> {
  await ownCard(payments, userId, id);
  const [open] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethodId, id), notInArray(orders.status, [...DELIVERED_STATUSES, ORDER_CANCELLED])))
    .orderBy(desc(orders.orderDate))
    .limit(1);
  if (open) throw conflict(cardInUseMessage(open.orderNumber), { code: 'card_in_use', orderNumber: open.orderNumber });
  if (!(await payments.removeCard(userId, id))) throw notFound(SAVED_CARD_UNKNOWN_MESSAGE);
}
