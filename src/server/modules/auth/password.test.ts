import { describe, expect, it } from 'vitest';
import { dummyHash, needsRehash, passwords } from './password';

describe('password hashing', () => {
  it("produces a salted argon2id PHC string with OWASP's parameters (19 MiB, 2 iterations, 1 lane)", async () => {
    const a = await passwords.hash('Groceries#2025');
    const b = await passwords.hash('Groceries#2025');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('verifies the right password only, and treats a broken hash as a failure', async () => {
    const stored = await passwords.hash('Groceries#2025');
    expect(await passwords.verify(stored, 'Groceries#2025')).toBe(true);
    expect(await passwords.verify(stored, 'groceries#2025')).toBe(false);
    expect(await passwords.verify('not-a-hash', 'Groceries#2025')).toBe(false);
  });

  it('keeps one dummy hash for unknown addresses, made with the same parameters', async () => {
    const dummy = await dummyHash();
    expect(await dummyHash()).toBe(dummy);
    expect(dummy).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('asks for a rehash of weaker or unreadable hashes', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHRzb21lc2FsdA$9sTbSlTio3Biev89thdrlKKiCaYsjjYVJxGAL3swxpQ')).toBe(true);
    expect(needsRehash('plain text')).toBe(true);
  });
});
