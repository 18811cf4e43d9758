import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AdmissionOptions, defaultAdmission } from '../http/admission';
import type { Database } from '../db/client';
import { loadEnv } from '../env';
import { freshDatabase } from './database-template';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Boots the real app on a fresh database of its own: embedded PGlite in memory, or, with TEST_DB=postgres,
 * a new database on the TEST_DATABASE_URL server that is dropped afterwards. Both start from the run's shared
 * templates (see database-template.ts).
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    beforeReady?: (app: FastifyInstance) => void;
    /** A built web app to serve (default: none, API only). */
    webRoot?: string;
    /** Admission's bounds, over the defaults below (http/admission.api.test.ts tests its own). */
    admission?: Partial<AdmissionOptions>;
    /** Environment variables over the test defaults (NODE_ENV=test, LOG_LEVEL=silent). */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase(options.seed !== false);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  // Admission's wait bound is the production one on a quiet machine; on a busy test machine a burst of parallel
  // requests (30 orders on one slot) would be shed by the clock, not by the rule under test. Admission itself is
  // tested with its own bounds (http/admission.api.test.ts).
  const admission = { ...defaultAdmission(database.kind), maxWaitMs: 120_000, ...options.admission };
  const app = await buildApp({ database, env, webRoot: options.webRoot ?? null, logger: false, admission });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
