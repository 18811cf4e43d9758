import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A scratch PostgreSQL database on the TEST_DATABASE_URL server, for tests that run real server processes. */
export class ScratchDatabase {
  readonly name = `everystore_proc_${randomBytes(6).toString('hex')}`;
  private constructor(private readonly adminUrl: string) {}

  static async create(): Promise<ScratchDatabase> {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const scratch = new ScratchDatabase(adminUrl);
    await scratch.admin((c) => c.query(`CREATE DATABASE ${scratch.name}`));
    return scratch;
  }

  url(params: Record<string, string> = {}): string {
    const url = new URL(this.adminUrl);
    url.pathname = `/${this.name}`;
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return url.toString();
  }

  async admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
    const c = new pg.Client({ connectionString: this.adminUrl });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  }

  async drop(): Promise<void> {
    await this.admin((c) => c.query(`DROP DATABASE IF EXISTS ${this.name} WITH (FORCE)`));
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  output(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
}

/** The source run through tsx: how the process tests start the server unless they name a build. */
const FROM_SOURCE = ['--import', 'tsx', 'src/server/main.ts'];

/**
 * The real process (`node --import tsx src/server/main.ts`, or `node <args>` for a build) on a PostgreSQL URL, or on
 * an embedded data folder (`{ dataDir }`): it migrates, seeds an empty database and listens; resolves once it
 * answers. API only: no built web app is needed.
 */
export async function startServerProcess(
  database: string | { dataDir: string },
  options: { port?: number; env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    WEB_ROOT: join(tmpdir(), `everystore-no-web-${randomBytes(4).toString('hex')}`),
    ...options.env,
  };
  if (typeof database === 'string') env.DATABASE_URL = database;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = database.dataDir;
  }
  const child = spawn(process.execPath, options.nodeArgs ?? FROM_SOURCE, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (d: unknown) => {
    output = (output + String(d)).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const server: ServerProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited: ${output}`);
    const up = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) {
      const ready = await fetch(`${server.base}/api/ready`).then((r) => r.ok, () => false);
      if (ready) return server;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${output}`);
}

/** Headers a same-origin page sends with a state-changing request. */
export const sameOrigin = (server: ServerProcess, cookie?: string): Record<string, string> => ({
  'content-type': 'application/json',
  origin: server.base,
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});

/**
 * For the crash tests: freezes the process (SIGSTOP) with at least one request in its hands, letting the answers
 * it already wrote arrive first (a fast server under a slow client could otherwise have answered them all). Leaves it
 * frozen for the kill; returns how many requests were outstanding then (0: never caught one in flight).
 */
export async function freezeWithRequestsInFlight(server: ServerProcess, outstanding: () => number, tries = 50): Promise<number> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  for (let attempt = 0; attempt < tries; attempt += 1) {
    server.child.kill('SIGSTOP');
    await sleep(100);
    const inFlight = outstanding();
    if (inFlight > 0) return inFlight;
    server.child.kill('SIGCONT');
    await sleep(10 + Math.floor(Math.random() * 90));
  }
  return 0;
}

/** Waits (at most 5 s) until PostgreSQL has closed a killed process's connections, found by their application_name. */
export async function connectionsGone(db: Db, applicationName: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const result = (await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = ${applicationName}`)) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
