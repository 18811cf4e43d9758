import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '@/domain/errors';
import { mergeSessionCartIntoUser } from '../cart/service';
import { deleteSession, SESSION_COOKIE, sessionHashOf, type Session, touchIfDue } from '../session/service';

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';

/** The signed-in session, or a 401. The user is always the session's: never an id from the request. */
export async function requireUserSession(request: FastifyRequest): Promise<Session & { userId: number }> {
  const session = await request.getSession();
  if (!session || session.userId === null) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  return { ...session, userId: session.userId };
}

/**
 * The request's session, to be checked by the route's own first statement (signedInSessionStatement) rather than
 * in a round trip of its own. A request without a session cookie is refused at once (401).
 */
export interface DeferredSession {
  idHash: string;
  /** The instant the session is judged at. */
  now: Date;
  /** The statement did not accept the session: the ordinary check (findSession) decides: a 401, or the user. */
  recheck(): Promise<number>;
  /** The statement accepted it: the request's session is this user's, and a session in use is kept alive. */
  accepted(userId: number, lastSeenAt: Date): void;
}

export function deferredUserSession(request: FastifyRequest): DeferredSession {
  const idHash = sessionHashOf(request.cookies[SESSION_COOKIE]);
  if (idHash === null) throw unauthenticated(SIGN_IN_REQUIRED_MESSAGE);
  const now = new Date();
  return {
    idHash,
    now,
    recheck: async () => (await requireUserSession(request)).userId,
    accepted: (userId, lastSeenAt) => {
      request.sessionCache = { idHash, userId };
      // Not awaited: due once a minute at most, and the request does not depend on it.
      void touchIfDue(request.server.database.pipelined, idHash, lastSeenAt, now).catch((err: unknown) => request.log.error({ err }, 'could not record a session’s use'));
    },
  };
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
