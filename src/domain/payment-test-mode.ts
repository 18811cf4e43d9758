import { cardBrand, cardDigits, type CardBrand } from './card';

/**
 * The test card processor's rules, as a processor's test mode has them: three test cards, each with its outcome.
 * The processor (src/server/modules/test-processor) turns a test card into a single-use token; the shop's
 * provider authorises with the token and never sees the card. No money moves.
 */
export type TestOutcome = 'ok' | 'declined' | 'insufficient';

export const TEST_CARDS: Record<string, TestOutcome> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
  /** Authorises, but declines any later increase of the hold (a changed order that grew: issue 34). */
  '4000000000000341': 'ok',
};

/** The test card whose authorisation can never be increased, by its last four (an authorisation keeps only those). */
export const INCREASE_DECLINED_LAST4 = '0341';

export const DECLINE_MESSAGES: Record<Exclude<TestOutcome, 'ok'>, string> = {
  declined: 'Your card was declined',
  insufficient: 'Your card has insufficient funds',
};

/** Said at tokenisation, naming the card number: test mode knows only its test cards. */
export const NOT_A_TEST_CARD_MESSAGE = 'This is test mode: use a test card such as 4242 4242 4242 4242';

/** Said when a token is spent, expired, unknown or forged: the shopper enters the card again for a new one. */
export const PAYMENT_TOKEN_REFUSED_MESSAGE = 'This card payment has expired or was already used. Please enter your card details again.';

/** How long a token may wait for its order: the time a shopper might sit on the payment step, not longer. */
export const PAYMENT_TOKEN_LIFETIME_MINUTES = 15;

/** The order body's bound on a token's text (a real token is far shorter). */
export const PAYMENT_TOKEN_MAX_LENGTH = 200;

/** What test mode does with a card number: its outcome, brand and last four; null for a card that is not a test card. */
export function testCard(cardNumber: string): { outcome: TestOutcome; brand: CardBrand; last4: string } | null {
  const digits = cardDigits(cardNumber);
  const outcome = TEST_CARDS[digits];
  if (!outcome) return null;
  return { outcome, brand: cardBrand(digits), last4: digits.slice(-4) };
}
