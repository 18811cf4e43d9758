import type { FastifyInstance } from 'fastify';
import { notificationPreferencesInputSchema, unsubscribeQuerySchema, unsubscribeUndoSchema } from '@/contracts/notifications';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { readPreferences, savePreferences } from './preferences';
import { unsubscribe, unsubscribeState } from './unsubscribe';

/**
 * A shopper's e-mail choices (issue 36), and the unsubscribe links of the optional e-mails: those work without
 * signing in (the signed token is the permission), including the one-click POST mail clients send (RFC 8058:
 * form-encoded `List-Unsubscribe=One-Click`).
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/notification-preferences', async (request) => {
    const { userId } = await requireUserSession(request);
    return readPreferences(db, userId);
  });

  app.put('/api/notification-preferences', async (request) => {
    const { userId } = await requireUserSession(request);
    return savePreferences(db, userId, parseInput(notificationPreferencesInputSchema, request.body));
  });

  await app.register(async (links) => {
    // The one-click POST is form-encoded (these routes only); it carries nothing the token does not.
    links.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    links.get('/api/unsubscribe', async (request) => {
      const { token } = parseInput(unsubscribeQuerySchema, request.query);
      return unsubscribeState(db, app.unsubscribeTokens, token);
    });

    links.post('/api/unsubscribe', async (request) => {
      const { token } = parseInput(unsubscribeQuerySchema, request.query);
      return unsubscribe(db, app.unsubscribeTokens, token, false);
    });

    links.post('/api/unsubscribe/undo', async (request) => {
      const { token } = parseInput(unsubscribeUndoSchema, request.body);
      return unsubscribe(db, app.unsubscribeTokens, token, true);
    });
  });
}
