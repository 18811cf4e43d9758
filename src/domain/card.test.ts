import { describe, expect, it } from 'vitest';
import { cardBrand, expiryInFuture, expiryTooFar, formatCardNumber, isValidCardNumber, isValidCvc, luhnValid, parseExpiry } from './card';

describe('card checks', () => {
  it('applies the Luhn check', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('4242x')).toBe(false);
  });

  it('accepts the test cards with spaces, and refuses wrong lengths and typos', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isValidCardNumber('4000 0000 0000 9995')).toBe(true);
    expect(isValidCardNumber('5555 5555 5555 4444')).toBe(true);
    expect(isValidCardNumber('3782 822463 10005')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4243')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
    expect(isValidCardNumber('abcd efgh ijkl mnop')).toBe(false);
  });

  it('knows the brands', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('reads expiry dates and keeps a card good to the end of its month', () => {
    expect(parseExpiry('12/27')).toEqual({ month: 12, year: 2027 });
    expect(parseExpiry(' 1 / 2030 ')).toEqual({ month: 1, year: 2030 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('1227')).toBeNull();
    const now = new Date(2026, 10, 24);
    expect(expiryInFuture({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryInFuture({ month: 10, year: 2026 }, now)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2025 }, now)).toBe(false);
    expect(expiryInFuture({ month: 1, year: 2027 }, now)).toBe(true);
    expect(expiryTooFar({ month: 1, year: 2099 }, now)).toBe(true);
    expect(expiryTooFar({ month: 1, year: 2030 }, now)).toBe(false);
  });

  it('takes a 3 or 4 digit CVC only', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12345')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });

  it('groups digits as they are typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
