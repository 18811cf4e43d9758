import { and, eq, lt, sql } from 'drizzle-orm';
import { VERIFICATION_CODE_TTL_MS, VERIFICATION_MAX_ATTEMPTS } from '@/domain/verification-code';
import { DomainError, invalid, unauthenticated } from '@/domain/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code';

type UserRow = typeof users.$inferSelect;

export const CODE_WRONG_MESSAGE = 'That code is not correct. Please check the e-mail and try again.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired. Please request a new code.';
export const CODE_EXHAUSTED_MESSAGE = 'Too many incorrect codes. Please request a new code.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';

/** A fresh code: its hash and expiry for the database, the code itself only for the e-mail. */
export function prepareCode(now = new Date()): { code: string; tokenHash: string; expiresAt: Date } {
  const code = newVerificationCode();
  return { code, tokenHash: hashVerificationCode(code), expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS) };
}

export async function sendCode(mailer: Mailer, user: Pick<UserRow, 'email' | 'firstName'>, code: string): Promise<void> {
  await mailer.send(verificationMail(user.email, user.firstName, code));
}

/** Replaces any earlier code (which stops working) and mails the new one. */
export async function issueNewCode(db: Db, mailer: Mailer, user: UserRow): Promise<void> {
  const { code, tokenHash, expiresAt } = prepareCode();
  await db
    .update(users)
    .set({ verificationToken: tokenHash, verificationExpiresAt: expiresAt, verificationAttempts: 0, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await sendCode(mailer, user, code);
}

/**
 * Checks a code for a signed-in user. Each guess is claimed atomically before it is compared, so parallel
 * requests cannot get more than VERIFICATION_MAX_ATTEMPTS guesses at one code.
 */
export async function verifyCode(db: Db, userId: number, code: string, now = new Date()): Promise<UserRow> {
  const [claimed] = await db
    .update(users)
    .set({ verificationAttempts: sql`${users.verificationAttempts} + 1` })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false), lt(users.verificationAttempts, VERIFICATION_MAX_ATTEMPTS)))
    .returning();
  if (!claimed) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthenticated('Please sign in to continue');
    if (user.emailVerified) return user;
    // No Retry-After: the code stays spent until a new one is asked for.
    throw new DomainError('too_many', CODE_EXHAUSTED_MESSAGE, { fields: { code: CODE_EXHAUSTED_MESSAGE } });
  }
  if (!claimed.verificationToken || !claimed.verificationExpiresAt || claimed.verificationExpiresAt <= now) {
    throw invalid(CODE_EXPIRED_MESSAGE, { code: CODE_EXPIRED_MESSAGE });
  }
  if (!verificationCodeMatches(claimed.verificationToken, code)) {
    throw invalid(CODE_WRONG_MESSAGE, { code: CODE_WRONG_MESSAGE });
  }
  const [verified] = await db
    .update(users)
    .set({ emailVerified: true, verificationToken: null, verificationExpiresAt: null, verificationAttempts: 0, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return verified!;
}
