import { describe, expect, it } from 'vitest';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code';

describe('verification codes', () => {
  it('are six digits, leading zeros kept, and vary', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are stored salted and hashed, never as themselves', () => {
    const stored = hashVerificationCode('012345');
    expect(stored).not.toContain('012345');
    expect(hashVerificationCode('012345')).not.toBe(stored);
    expect(verificationCodeMatches(stored, '012345')).toBe(true);
    expect(verificationCodeMatches(stored, '012346')).toBe(false);
    expect(verificationCodeMatches('garbage', '012345')).toBe(false);
  });
});
