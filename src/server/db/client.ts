import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PipelinedPool } from './pipeline';
import { postgresListener, type Listen } from './notifications';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * For statements that stand alone (each its own transaction) on a request's hot path: on PostgreSQL they share
   * a few pipelined connections, the statements of one event-loop turn sent in one write (db/pipeline.ts); on
   * the embedded database this is `db`. A transaction begun on it takes a pool connection of its own.
   */
  pipelined: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock, so concurrent instances migrate or seed one at a time. */
  withLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Runs fn only if no other instance holds the cluster-wide lock (a timer's job on one instance at a time); null if one does. */
  tryWithLock<T>(key: number, fn: () => Promise<T>): Promise<T | null>;
  /** LISTEN on a channel (NOTIFY inside a transaction is delivered on commit, to every instance). */
  listen: Listen;
  close(): Promise<void>;
  /**
   * The connection pool now (PostgreSQL): connections open, of them idle, and requests waiting for one. The
   * pipelined connections are not in it. Null on the embedded database, which has no pool.
   */
  poolStats(): PoolStats | null;
  /** The embedded database's data folder as one tarball (PGlite only): what tests start their databases from. */
  dumpDataDir?: () => Promise<Blob>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; 'memory://' keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** An embedded database's data folder as dumped by PGlite's dumpDataDir, to start from (tests' shared template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? './data', options.loadDataDir);
}

/** The embedded database behind each Db opened on one (db/prepared.ts prepares statements on it). */
const embedded = new WeakMap<Db, PGlite>();

/** The embedded database `db` was opened on; undefined for PostgreSQL (or a transaction's handle). */
export function embeddedDatabaseOf(db: Db): PGlite | undefined {
  return embedded.get(db);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    unlock();
    throw error;
  }
  // The embedded database's pages are in memory: a random read costs what a sequential one does. With
  // PostgreSQL's default (4, for spinning disks) the planner read all of products for a common word ('tea',
  // 'crisps': 3 ms) instead of the full-text index (0.6 ms).
  // (And quotes are the only special character of a literal, which db/prepared.ts relies on: the default, made sure.)
  await client.exec('SET random_page_cost = 1.1; SET standard_conforming_strings = on');
  const db: Db = drizzlePglite(client, { schema });
  embedded.set(db, client);
  return {
    db,
    pipelined: db,
    kind: 'pglite',
    // One embedded database belongs to one process; PGlite serialises queries itself.
    withLock: (_key, fn) => fn(),
    tryWithLock: (_key, fn) => fn(),
    // PGlite's own LISTEN/NOTIFY: transactional like PostgreSQL's, within the one process that owns it.
    async listen(channel, handler) {
      const stop = await client.listen(channel, (payload) => handler(payload));
      return stop;
    },
    async close() {
      await client.close();
      unlock();
    },
    poolStats: () => null,
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Runs fn holding a cluster-wide advisory lock on one pooled connection, given back however fn ends: waiting for it
 * (withLock), or null at once when another holds it (tryWithLock).
 */
async function advisoryLock<T>(pool: pg.Pool, key: number, fn: () => Promise<T>, wait: boolean): Promise<{ value: T } | null> {
  const client = await pool.connect();
  try {
    if (wait) await client.query('SELECT pg_advisory_lock($1)', [key]);
    else if (!(await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows[0]?.ok) return null;
    try {
      return { value: await fn() };
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on next use.
  });
  const db: Db = drizzlePg(pool, { schema });
  const lanes = new PipelinedPool({ connectionString: url }, pool);
  const pipelined: Db = drizzlePg(lanes, { schema });
  const listener = postgresListener(url);
  return {
    db,
    pipelined,
    kind: 'postgres',
    // Waiting for the lock always ends holding it.
    withLock: async (key, fn) => (await advisoryLock(pool, key, fn, true))!.value,
    tryWithLock: async (key, fn) => {
      const held = await advisoryLock(pool, key, fn, false);
      return held === null ? null : held.value;
    },
    listen: listener.listen,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await listener.close();
      await lanes.end();
      await pool.end();
    },
  };
}

/**
 * The rows of a raw statement (`sql` text the query builder cannot express). Both drivers answer `{ rows }`, but
 * drizzle types a raw answer per driver, so the one cast from it lives here.
 */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
