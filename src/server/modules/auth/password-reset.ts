import { and, eq, lt, sql } from 'drizzle-orm';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_MAX_ATTEMPTS, PASSWORD_RESET_TTL_MS } from '@/domain/password-reset';
import { invalid } from '@/domain/errors';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { deleteOtherSessions } from '../session/service';
import { passwords } from './password';
import { passwordResetMail } from './reset-mail';
import { findUserByEmail } from './service';
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verification-code';

type UserRow = typeof users.$inferSelect;

/** Wrong, expired, used or locked: one answer, so a guesser learns nothing about which. */
const invalidCode = () => invalid(PASSWORD_RESET_INVALID_MESSAGE, { code: PASSWORD_RESET_INVALID_MESSAGE });

/**
 * A new code for the user, replacing any earlier one (which stops working), mailed to the account's address.
 * Only the hash is stored.
 */
export async function issueResetCode(db: Db, mailer: Mailer, user: Pick<UserRow, 'id' | 'email' | 'firstName'>, now = new Date()): Promise<void> {
  const code = newVerificationCode();
  const values = { tokenHash: hashVerificationCode(code), expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS), attempts: 0, createdAt: now };
  await db
    .insert(passwordResets)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: passwordResets.userId, set: values });
  await mailer.send(passwordResetMail(user.email, user.firstName, code));
}

/**
 * The forgotten-password request. The caller answers the same whatever happens here; an unknown address
 * simply gets no e-mail.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user) await issueResetCode(db, mailer, user);
}

/**
 * Checks the code and sets the new password. Each guess is claimed atomically before it is compared (parallel
 * guesses cannot exceed the limit), and the right code is deleted in the same statement that accepts it, so it
 * works once. Every session of the user ends; signing this browser in again is the caller's part.
 */
export async function resetPassword(db: Db, email: string, code: string, newPassword: string, now = new Date()): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) throw invalidCode();
  const [claimed] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.userId, user.id), lt(passwordResets.attempts, PASSWORD_RESET_MAX_ATTEMPTS)))
    .returning();
  if (!claimed || claimed.expiresAt <= now || !verificationCodeMatches(claimed.tokenHash, code)) throw invalidCode();
  const [used] = await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, user.id), eq(passwordResets.tokenHash, claimed.tokenHash)))
    .returning({ userId: passwordResets.userId });
  if (!used) throw invalidCode();

  const passwordHash = await passwords.hash(newPassword);
  // The code came to the account's address, which proves the address as well as the verification code would.
  const [updated] = await db
    .update(users)
    .set({ passwordHash, emailVerified: true, verificationToken: null, verificationExpiresAt: null, verificationAttempts: 0, updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  await deleteOtherSessions(db, user.id, null);
  return updated!;
}
