import { eq, sql } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, type ProfileUpdate, type RegisterData, type SafeUser } from '@/contracts/auth';
import { conflict, invalid, unauthenticated } from '@/domain/errors';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer } from '../mail/mailer';
import { refund } from '../rate-limit/service';
import { deleteOtherSessions } from '../session/service';
import { dummyHash, needsRehash, passwords } from './password';
import { SIGN_IN_REQUIRED_MESSAGE } from './session-helpers';
import { ALREADY_VERIFIED_MESSAGE, prepareCode, sendCode } from './verification';

type UserRow = typeof users.$inferSelect;

/** The whitelist of what leaves the server: never the hash, never the verification secret. */
export function toSafeUser(row: UserRow): SafeUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    county: row.county,
    postcode: row.postcode,
    phoneNumber: row.phoneNumber,
    emailVerified: row.emailVerified,
    role: row.role,
    dateOfBirth: row.dateOfBirth,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The session's user, or a 401 (no user on the session, or the account is gone). */
export async function signedInUser(db: Db, userId: number | null): Promise<UserRow> {
  const user = userId ? await findUserById(db, userId) : null;
  if (!user) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  return user;
}

/** The signed-in user who still has to verify the address: a 409 once it is verified. */
export async function userAwaitingVerification(db: Db, userId: number): Promise<UserRow> {
  const user = await signedInUser(db, userId);
  if (user.emailVerified) throw conflict(ALREADY_VERIFIED_MESSAGE);
  return user;
}

/** Addresses are compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * Creates the account with a hashed password and the first verification code (already hashed by the
 * caller). A taken address is a 409; the unique index decides, so two simultaneous sign-ups cannot both win.
 */
export async function createUser(db: Db, data: RegisterData, verification: { tokenHash: string; expiresAt: Date }): Promise<UserRow> {
  const passwordHash = await passwords.hash(data.password);
  const [row] = await db
    .insert(users)
    .values({
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      addressLine1: data.addressLine1,
      addressLine2: data.addressLine2,
      city: data.city,
      county: data.county,
      postcode: data.postcode,
      phoneNumber: data.phoneNumber,
      emailVerified: false,
      verificationToken: verification.tokenHash,
      verificationExpiresAt: verification.expiresAt,
      verificationAttempts: 0,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(EMAIL_TAKEN_MESSAGE);
  return row;
}

/**
 * The user whose password this is, or null. An unknown address still costs one argon2 verification
 * (against a dummy hash), so the answer and its timing are the same either way.
 */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  const ok = await passwords.verify(user?.passwordHash ?? (await dummyHash()), password);
  if (!user || !ok) return null;
  if (needsRehash(user.passwordHash)) {
    await db.update(users).set({ passwordHash: await passwords.hash(password) }).where(eq(users.id, user.id));
  }
  return user;
}

export async function updateProfile(db: Db, userId: number, data: ProfileUpdate): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...data, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw unauthenticated('Please sign in to continue');
  return row;
}

/** Checks the current password, then stores the new one. Ending other sessions is the caller's part. */
export async function changePassword(db: Db, userId: number, currentPassword: string, newPassword: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated('Please sign in to continue');
  if (!(await passwords.verify(user.passwordHash, currentPassword))) {
    throw invalid('Current password is incorrect', { currentPassword: 'Current password is incorrect' });
  }
  const passwordHash = await passwords.hash(newPassword);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Registration: the account with its first verification code, which is mailed to the new address. */
export async function register(db: Db, mailer: Mailer, data: RegisterData): Promise<UserRow> {
  const code = prepareCode();
  const user = await createUser(db, data, code);
  await sendCode(mailer, user, code.code);
  return user;
}

/**
 * Sign-in: the user, or a 401. The attempt was counted against the rate limits' keys; a success takes it
 * back, so only failures use up the allowance and signing in often is never locked out.
 */
export async function logIn(db: Db, email: string, password: string, limitKeys: { ip: string; account: string }): Promise<UserRow> {
  const user = await authenticate(db, email, password);
  if (!user) throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
  await refund(db, limitKeys.ip);
  await refund(db, limitKeys.account);
  return user;
}

/**
 * The password change: checked and stored, then whoever else holds a session (a stolen cookie, a forgotten
 * device) is signed out; the session that asked (`keepSessionHash`) stays.
 */
export async function changePasswordAndSignOutOthers(
  db: Db,
  userId: number,
  keepSessionHash: string,
  passwordChange: { currentPassword: string; newPassword: string },
): Promise<void> {
  await changePassword(db, userId, passwordChange.currentPassword, passwordChange.newPassword);
  await deleteOtherSessions(db, userId, keepSessionHash);
}
