import { describe, expect, it } from 'vitest';
import { cardExpired, savedCardExpiry, savedCardLabel } from './saved-cards';

describe('saved cards', () => {
  it('counts a card good through the last day of its expiry month', () => {
    const march = new Date(2027, 2, 31, 23, 59);
    expect(cardExpired({ expMonth: 3, expYear: 2027 }, march)).toBe(false);
    expect(cardExpired({ expMonth: 2, expYear: 2027 }, march)).toBe(true);
    expect(cardExpired({ expMonth: 12, expYear: 2026 }, march)).toBe(true);
    expect(cardExpired({ expMonth: 1, expYear: 2028 }, march)).toBe(false);
  });

  it('reads as the shopper sees it', () => {
    expect(savedCardLabel({ brand: 'Visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(savedCardExpiry({ expMonth: 8, expYear: 2029 })).toBe('08/29');
  });
});
