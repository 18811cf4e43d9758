import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '@/domain/errors';
import { users } from '../../db/schema';
import { mergeSessionCartIntoUser } from '../cart/service';
import { deleteSession, type Session, type SessionAccount } from '../session/service';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** The signed-in session, or a 401. The user is always the session's: never an id from the request. */
export async function requireUserSession(request: FastifyRequest): Promise<Session & { userId: number }> {
  const session = await request.getSession();
  if (!session || session.userId === null) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  return { ...session, userId: session.userId };
}

/** The signed-in shopper as the order path needs them: who, the account's address, and whether it is verified. */
export type SignedInAccount = SessionAccount & { userId: number };

/**
 * The signed-in account, or a 401. Read with the session (no round trip of its own); only a session made during
 * this very request (signing in) reads the user again.
 */
export async function requireAccount(request: FastifyRequest): Promise<SignedInAccount> {
  const { userId, account } = await requireUserSession(request);
  if (account) return { userId, ...account };
  const [row] = await request.server.database.db
    .select({ email: users.email, firstName: users.firstName, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  return { userId, ...row };
}

/**
 * Signs the user in on a brand-new session id (an id planted before sign-in is worthless: no fixation).
 * The visitor's anonymous basket moves into the user's, then the old session is destroyed.
 */
export async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const { db } = request.server.database;
  const previous = await request.getSession();
  await request.startSession(reply, userId);
  if (!previous) return;
  if (previous.userId === null) await mergeSessionCartIntoUser(db, previous.idHash, userId);
  await deleteSession(db, previous.idHash);
}
