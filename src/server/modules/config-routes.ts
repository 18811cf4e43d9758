import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@/contracts/config';

/** What the web app needs to know about this deployment. Nothing private. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { debugEnabled: app.env.debugEnabled } satisfies AppConfig;
  });
}
