import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { batchedReader } from '../../db/batch';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export const SESSION_COOKIE = 'es_sid';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A visitor's basket lives 30 days (the cookie policy's 'cart 30 days'). */
export const ANONYMOUS_IDLE_MS = 30 * DAY_MS;
/** A signed-in session ends after 7 idle days, and after 30 days whatever happens. */
export const USER_IDLE_MS = 7 * DAY_MS;
export const ABSOLUTE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Session {
  idHash: string;
  userId: number | null;
  /**
   * The signed-in user's address, first name and whether the address is verified, read with the session (no round
   * trip of their own: placing an order needs them). Undefined on a session made during this request.
   */
  account?: SessionAccount;
}

export interface SessionAccount {
  email: string;
  firstName: string;
  emailVerified: boolean;
}

export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** 256 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Session rows by hash, the lookups of one turn of the event loop in one query (src/server/db/batch.ts): every
 * signed-in request starts with one, and under load they arrive together. One reader per database. The user's
 * address and its verification come along (one primary-key probe of users per signed-in session).
 */
const sessionReader = preparedPerDatabase((db) => {
  const find = db
    .select({
      idHash: sessions.idHash,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      email: users.email,
      firstName: users.firstName,
      emailVerified: users.emailVerified,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.idHash} = ANY(${sql.placeholder('hashes')}::text[])`)
    .prepare('everystore_find_sessions');
  return batchedReader(async (hashes: string[]) => {
    // Hashes are base64url (hashSessionId), so the array literal needs no quoting.
    const rows = await find.execute({ hashes: `{${hashes.join(',')}}` });
    return new Map(rows.map((row) => [row.idHash, row]));
  });
});

/** The hash a session cookie's value is looked up by; null for a value no session could have. */
export function sessionHashOf(cookieValue: string | undefined): string | null {
  return !cookieValue || cookieValue.length > 100 ? null : hashSessionId(cookieValue);
}

export async function findSession(db: Db, cookieValue: string | undefined, now = new Date()): Promise<Session | null> {
  const idHash = sessionHashOf(cookieValue);
  if (idHash === null) return null;
  const found = await sessionReader(db)(idHash);
  const row = found && found.expiresAt > now ? found : undefined;
  if (!row) return null;
  const idle = row.userId === null ? ANONYMOUS_IDLE_MS : USER_IDLE_MS;
  if (now.getTime() - row.lastSeenAt.getTime() > idle) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  await touchIfDue(db, idHash, row.lastSeenAt, now);
  const account = row.email !== null && row.firstName !== null && row.emailVerified !== null ? { email: row.email, firstName: row.firstName, emailVerified: row.emailVerified } : undefined;
  return { idHash: row.idHash, userId: row.userId, ...(account && { account }) };
}

/** last_seen_at is written when it is more than TOUCH_INTERVAL_MS old: a session in use stays alive, reads stay reads. */
export async function touchIfDue(db: Db, idHash: string, lastSeenAt: Date, now: Date): Promise<void> {
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
}

/** Creates a session row and returns the cookie value (only the hash is stored). */
export async function createSession(db: Db, userId: number | null, now = new Date()): Promise<{ id: string; session: Session }> {
  const id = newSessionId();
  const idHash = hashSessionId(id);
  await db.insert(sessions).values({ idHash, userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + ABSOLUTE_MS) });
  // Housekeeping on a small share of writes keeps the table from growing without a scheduler.
  if (Math.random() < 0.02) await deleteExpiredSessions(db, now);
  return { id, session: { idHash, userId } };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of a user except one (after a password change). */
export async function deleteOtherSessions(db: Db, userId: number, keepIdHash: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(keepIdHash ? and(eq(sessions.userId, userId), sql`${sessions.idHash} <> ${keepIdHash}`) : eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(sql`${sessions.userId} IS NULL`, lt(sessions.lastSeenAt, new Date(now.getTime() - ANONYMOUS_IDLE_MS))),
        and(sql`${sessions.userId} IS NOT NULL`, lt(sessions.lastSeenAt, new Date(now.getTime() - USER_IDLE_MS))),
      ),
    );
}
