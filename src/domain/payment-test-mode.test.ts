import { describe, expect, it } from 'vitest';
import { testCard } from './payment-test-mode';

describe('test-mode cards', () => {
  it('gives the outcome, brand and last four of each test card, however it is typed', () => {
    expect(testCard('4242 4242 4242 4242')).toEqual({ outcome: 'ok', brand: 'visa', last4: '4242' });
    expect(testCard('4000-0000-0000-0002')).toEqual({ outcome: 'declined', brand: 'visa', last4: '0002' });
    expect(testCard('4000000000009995')).toEqual({ outcome: 'insufficient', brand: 'visa', last4: '9995' });
  });

  it('knows no other card, valid or not', () => {
    expect(testCard('5555555555554444')).toBeNull();
    expect(testCard('4242424242424241')).toBeNull();
    expect(testCard('')).toBeNull();
    expect(testCard('tok_test_ok_visa_4242_abcdefghij012345')).toBeNull();
  });
});
