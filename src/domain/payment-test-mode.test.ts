import { describe, expect, it } from 'vitest';
import { createTestToken, parseTestToken, tokenNonce } from './payment-test-mode';

const nonce = 'abcdefghij012345';

describe('test-mode payment tokens', () => {
  it('carries the outcome, brand and last four of the test cards, never the number', () => {
    const ok = createTestToken('4242 4242 4242 4242', nonce);
    expect(ok).not.toContain('424242424242');
    expect(parseTestToken(ok)).toEqual({ outcome: 'ok', brand: 'visa', last4: '4242' });
    expect(parseTestToken(createTestToken('4000000000000002', nonce))).toMatchObject({ outcome: 'declined', last4: '0002' });
    expect(parseTestToken(createTestToken('4000000000009995', nonce))).toMatchObject({ outcome: 'insufficient', last4: '9995' });
    expect(parseTestToken(createTestToken('5555555555554444', nonce))).toEqual({ outcome: 'nontest', brand: 'mastercard', last4: '4444' });
  });

  it('refuses anything that is not a token', () => {
    expect(parseTestToken('4242424242424242')).toBeNull();
    expect(parseTestToken('tok_test_ok_visa_4242_short')).toBeNull();
    expect(parseTestToken('tok_test_paid_visa_4242_abcdefghij012345')).toBeNull();
    expect(parseTestToken(`${createTestToken('4242424242424242', nonce)}x`)).toBeNull();
  });

  it('makes 16-character nonces', () => {
    expect(tokenNonce((n) => new Uint8Array(n).fill(37))).toBe('1'.repeat(16));
  });
});
