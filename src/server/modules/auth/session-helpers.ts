import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '@/domain/errors';
import { mergeSessionCartIntoUser } from '../cart/service';
import { deleteSession, type Session } from '../session/service';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** The signed-in session, or a 401. The user is always the session's: never an id from the request. */
export async function requireUserSession(request: FastifyRequest): Promise<Session & { userId: number }> {
  const session = await request.getSession();
  if (!session || session.userId === null) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  return { ...session, userId: session.userId };
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
