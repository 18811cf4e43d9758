import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { loadCatalogue } from '../db/seed/catalogue';
import { seedCatalogue } from '../db/seed/seed';
import type { SeedProduct } from '../db/seed/types';
import { loadEnv } from '../env';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

let catalogue: SeedProduct[] | undefined;

/**
 * Boots the real app on a fresh database of its own: embedded PGlite in memory, or, with TEST_DB=postgres,
 * a new database on the TEST_DATABASE_URL server that is dropped afterwards.
 */
export async function createTestApp(options: { seed?: boolean; beforeReady?: (app: FastifyInstance) => void } = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await runMigrations(database);
  if (options.seed !== false) {
    catalogue ??= loadCatalogue();
    await seedCatalogue(database.db, catalogue);
  }
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp({ database, env, webRoot: null, logger: false });
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

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') {
    return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `everystore_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
