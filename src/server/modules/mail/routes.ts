import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema, type OutboxResponse } from '@/contracts/auth';
import { notFound, parseInput } from '../../http/errors';
import { latestMessagesTo } from './outbox';

/** GET /api/dev/outbox?to= : the latest messages to one address (those sent, not those the shopper had turned off). Development and tests only. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/outbox', async (request, reply): Promise<OutboxResponse> => {
    // Answers exactly like an unknown path when debugging is off, so production does not even reveal it.
    if (!app.env.debugEnabled) throw notFound('Not found: GET /api/dev/outbox');
    const { to } = parseInput(outboxQuerySchema, request.query);
    const messages = await latestMessagesTo(app.database.db, to);
    reply.header('cache-control', 'no-store');
    return messages;
  });
}
