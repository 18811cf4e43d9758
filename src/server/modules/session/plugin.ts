import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';
import { ABSOLUTE_MS, createSession, deleteSession, findSession, SESSION_COOKIE, type Session } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor's session, loaded on first use (undefined = not loaded yet). */
    sessionCache: Session | null | undefined;
    getSession(): Promise<Session | null>;
    /** The session, created (anonymous) if the visitor has none yet. */
    ensureSession(reply: FastifyReply): Promise<Session>;
    /** Replaces the session with a fresh id (sign-in: no fixation). Returns the new session. */
    startSession(reply: FastifyReply, userId: number | null): Promise<Session>;
    endSession(reply: FastifyReply): Promise<void>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function setCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(ABSOLUTE_MS / 1000),
  });
}

/**
 * Requests that change state must come from our own pages: a browser sends Sec-Fetch-Site and Origin on
 * cross-site requests, so either one naming another site is refused. Clients without them (curl, server
 * to server) carry no ambient browser cookies to abuse.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'Cross-site request refused');
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, 'Cross-site request refused');
    }
    const expected = request.headers['x-forwarded-host'] && request.server.env.TRUST_PROXY > 0 ? String(request.headers['x-forwarded-host']) : request.headers.host;
    if (host !== expected) throw new HttpError(403, 'Cross-site request refused');
  } else if (origin === 'null') {
    throw new HttpError(403, 'Cross-site request refused');
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { db, pipelined } = app.database;

  app.decorateRequest('sessionCache', undefined);
  app.decorateRequest('getSession', async function (this: FastifyRequest) {
    if (this.sessionCache === undefined) this.sessionCache = await findSession(pipelined, this.cookies[SESSION_COOKIE]);
    return this.sessionCache;
  });
  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.getSession();
    if (existing) return existing;
    return this.startSession(reply, null);
  });
  app.decorateRequest('startSession', async function (this: FastifyRequest, reply: FastifyReply, userId: number | null) {
    const { id, session } = await createSession(db, userId);
    setCookie(this, reply, id);
    this.sessionCache = session;
    return session;
  });
  app.decorateRequest('endSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.getSession();
    if (existing) await deleteSession(db, existing.idHash);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    this.sessionCache = null;
  });

  // Every state-changing request, whatever its URL: the router decodes and normalises paths (/%61pi/...,
  // //api/..., /API/...), so a decision on the raw URL can be walked around.
  app.addHook('onRequest', async (request) => {
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  });
});
