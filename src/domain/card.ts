/**
 * Card checks made in the browser before a card is turned into a payment token (the card never reaches our
 * server). The messages are the checkout form's.
 */
export const CARD_MESSAGES = {
  number: 'Please enter a valid card number',
  expiryFormat: 'Please enter the expiry date as MM/YY',
  expired: 'Your card has expired',
  cvc: 'Please enter the 3 or 4 digit security code (CVC)',
} as const;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'card';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', card: 'Card' };

/** People type spaces and dashes; the number is the digits. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

const LENGTHS: Record<CardBrand, number[]> = { visa: [13, 16, 19], mastercard: [16], amex: [15], card: [12, 13, 14, 15, 16, 17, 18, 19] };

/** A plausible card number: digits only (after spaces and dashes), a length its brand issues, and the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return /^\d+$/.test(digits) && LENGTHS[cardBrand(digits)].includes(digits.length) && luhnValid(digits);
}

/** 'MM/YY' (or 'MM / YY', 'MM/YYYY') into month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function expiryInFuture(expiry: { month: number; year: number }, now: Date): boolean {
  const y = now.getFullYear();
  const m = now.getMonth() + 1;
  return expiry.year > y || (expiry.year === y && expiry.month >= m);
}

/** Too far ahead is a typo, not a card (issuers go up to about 20 years). */
export function expiryTooFar(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year > now.getFullYear() + 20;
}

export function isValidCvc(value: string): boolean {
  return /^\d{3,4}$/.test(value.trim());
}

/** '4242 4242 4242 4242' as the shopper types (amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= digits.length) break;
    out.push(digits.slice(i, i + g));
    i += g;
  }
  return out.join(' ');
}
