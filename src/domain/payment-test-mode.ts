import { cardBrand, cardDigits, type CardBrand } from './card';

/**
 * The `test` payment provider's cards and tokens, as a card processor's test mode has them: the browser turns
 * a card into a token (the processor's client library would), the server's provider reads only the token.
 * No money moves.
 */
export type TestOutcome = 'ok' | 'declined' | 'insufficient' | 'nontest';

export const TEST_CARDS: Record<string, TestOutcome> = {
  '4242424242424242': 'ok',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

export const DECLINE_MESSAGES: Record<Exclude<TestOutcome, 'ok'>, string> = {
  declined: 'Your card was declined',
  insufficient: 'Your card has insufficient funds',
  nontest: 'Your card was declined: this is test mode, so use a test card such as 4242 4242 4242 4242',
};

const TOKEN_PATTERN = /^tok_test_(ok|declined|insufficient|nontest)_(visa|mastercard|amex|card)_(\d{4})_([a-z0-9]{16})$/;
export const PAYMENT_TOKEN_MAX_LENGTH = 200;

/** The token for a card that passed the browser's checks. `nonce` is 16 lowercase letters or digits. */
export function createTestToken(cardNumber: string, nonce: string): string {
  const digits = cardDigits(cardNumber);
  const outcome = TEST_CARDS[digits] ?? 'nontest';
  return `tok_test_${outcome}_${cardBrand(digits)}_${digits.slice(-4)}_${nonce}`;
}

export function parseTestToken(token: string): { outcome: TestOutcome; brand: CardBrand; last4: string } | null {
  const m = TOKEN_PATTERN.exec(token);
  if (!m) return null;
  return { outcome: m[1] as TestOutcome, brand: m[2] as CardBrand, last4: m[3]! };
}

/** 16 random base-36 characters from a random byte source. */
export function tokenNonce(randomBytes: (n: number) => Uint8Array): string {
  return Array.from(randomBytes(16), (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');
}
