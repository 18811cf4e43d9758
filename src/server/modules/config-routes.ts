import type { FastifyInstance } from 'fastify';
import type { AppConfig, OperatorDetails } from '@/contracts/config';
import { operatorDefaultsInUse } from '../operator-env';

/** What the web app needs to know about this deployment. Nothing private. */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  const defaults = operatorDefaultsInUse(app.env);
  if (app.env.NODE_ENV === 'production' && defaults.length > 0) {
    app.log.warn({ variables: defaults }, `the policy pages show development operator details: set ${defaults.join(', ')}`);
  }

  app.get('/api/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { debugEnabled: app.env.debugEnabled } satisfies AppConfig;
  });

  /** The company named on the policy pages (OPERATOR_* variables, validated at start-up). */
  app.get('/api/config/operator', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.env.operator satisfies OperatorDetails;
  });
}
