import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxQuerySchema, type OutboxResponse } from '@/contracts/auth';
import { emailOutbox } from '../../db/schema';
import { notFound, parseInput } from '../../http/errors';

/** GET /api/dev/outbox?to= : the latest messages to one address. Development and tests only. */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/dev/outbox', async (request, reply): Promise<OutboxResponse> => {
    // Answers exactly like an unknown path when debugging is off, so production does not even reveal it.
    if (!app.env.debugEnabled) throw notFound('Not found: GET /api/dev/outbox');
    const { to } = parseInput(outboxQuerySchema, request.query);
    const rows = await app.database.db
      .select({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, body: emailOutbox.body, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to))
      .orderBy(desc(emailOutbox.id))
      .limit(20);
    reply.header('cache-control', 'no-store');
    return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  });
}
