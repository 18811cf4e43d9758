import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';

export const BENCH_DATABASE = 'everystore_bench';

export async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs fn on a dedicated database on the DATABASE_URL server, created fresh and dropped afterwards, so the
 * benchmark never touches the database the URL names.
 */
export async function withBenchDatabase<T>(serverUrl: string, fn: (database: Database) => Promise<T>): Promise<T> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  const database = await openDatabase({ url: benchDatabaseUrl(serverUrl), poolSize: 10 });
  try {
    return await fn(database);
  } finally {
    await database.close();
    await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`));
  }
}

/** The URL of the benchmark's own database on the DATABASE_URL server (for a server process to connect to). */
export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** 'postgres://user@host:port/db' without the password, for printing. */
export function describeServer(serverUrl: string): string {
  const url = new URL(serverUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}`;
}

export async function serverVersion(database: Database): Promise<string> {
  const result = (await database.db.execute(sql`SHOW server_version`)) as unknown as { rows: { server_version: string }[] };
  return result.rows[0]?.server_version ?? 'unknown';
}
