import { describe, expect, it } from 'vitest';
import { sanitizeCodeInput, VERIFICATION_CODE_PATTERN } from './verification-code';

describe('verification code input', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeCodeInput('12a3 45-6789')).toBe('123456');
    expect(sanitizeCodeInput('abc')).toBe('');
  });

  it('matches exactly six digits', () => {
    expect(VERIFICATION_CODE_PATTERN.test('012345')).toBe(true);
    expect(VERIFICATION_CODE_PATTERN.test('12345')).toBe(false);
    expect(VERIFICATION_CODE_PATTERN.test('1234567')).toBe(false);
  });
});
