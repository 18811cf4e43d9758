import { expiryInFuture } from './card';

/** Saved cards (issue 36): the rules the API and the checkout share. */

/** Another shopper's card, a removed one and one that never was are all the same to the asker. */
export const SAVED_CARD_UNKNOWN_MESSAGE = 'We could not find that saved card';

export const SAVED_CARD_EXPIRED_MESSAGE = 'This card has expired: please use another card';

export const SAVED_CARD_TOKEN_REFUSED_MESSAGE = 'This card could not be saved: its details have expired or were already used. Please enter the card again.';

/** A card works through the last day of its expiry month. */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return !expiryInFuture({ month: card.expMonth, year: card.expYear }, now);
}

/** 'Visa ending 4242', as the shopper reads a saved card. */
export const savedCardLabel = (card: { brand: string; last4: string }) => `${card.brand} ending ${card.last4}`;

/** '08/29': the expiry as printed on the card. */
export const savedCardExpiry = (card: { expMonth: number; expYear: number }) => `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
