import type { FastifyInstance } from 'fastify';
import { deleteAccountSchema } from '@/contracts/account-data';
import { parseInput } from '../../http/errors';
import { enforceLimit } from '../rate-limit/limits';
import { requireUserSession } from '../auth/session-helpers';
import { deleteAccount, exportAccount } from './service';

/** "Download my data" and "Delete my account" (UK GDPR access and erasure; issue 36): the signed-in shopper's own only. */
export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get('/api/account/export', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const data = await exportAccount(db, userId);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="everystore-my-data-${day}.json"`);
    return data;
  });

  app.delete('/api/account', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const input = parseInput(deleteAccountSchema, request.body);
    // The password is asked again: counted like a password change, so a borrowed session cannot guess at it.
    await enforceLimit(request, 'password', String(userId));
    await deleteAccount(db, userId, input);
    await request.endSession(reply);
    return reply.code(204).send();
  });
}
