import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@/domain/verification-code';

/** Six random digits from the system CSPRNG; leading zeros kept. */
export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

/** What is stored instead of the code: 'salt.hash'. The code itself exists only in the e-mail. */
export function hashVerificationCode(code: string): string {
  const salt = randomBytes(16).toString('base64url');
  return `${salt}.${digest(salt, code)}`;
}

export function verificationCodeMatches(stored: string, code: string): boolean {
  const [salt, expected] = stored.split('.');
  if (!salt || !expected) return false;
  const actual = Buffer.from(digest(salt, code));
  const wanted = Buffer.from(expected);
  return actual.length === wanted.length && timingSafeEqual(actual, wanted);
}
