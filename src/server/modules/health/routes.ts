import type { FastifyInstance } from 'fastify';
import { readiness, shippedMigrations } from './service';

/**
 * For a load balancer: /api/health says the process answers (no database work, so a slow database does not
 * take healthy instances out of rotation); /api/ready says this instance can serve (database reachable,
 * migrations applied): 503 otherwise. Neither is cached anywhere.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const expected = shippedMigrations();

  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const state = await readiness(app.database.db, expected);
    if (state.ready) return { status: 'ready' };
    return reply.code(503).header('retry-after', '5').send({ status: 'not ready', message: `Not ready: ${state.reason}` });
  });
}
