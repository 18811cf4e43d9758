/**
 * Price feed import (issue 37): one chain's 20,000-row CSV feed (every product of the chain, BENCH_IMPORT_CHANGED of
 * its rows changed as a simulated week changes them: src/domain/price-simulation.ts) applied by the import service
 * that `npm run catalogue:import` runs, in a process of its own (bench/import-worker.ts), on a generated catalogue of
 * BENCH_IMPORT_PRODUCTS products whose first BENCH_IMPORT_ROWS are the chain's (with the chain's share of the rest:
 * 23,128 rows at the defaults). Figures: seconds to validate and
 * apply, seconds for the same feed again (idempotent: nothing changes), and on PostgreSQL (DATABASE_URL) how search
 * and product reads over HTTP against the server as `npm start` runs it slow down while the import runs: p50 and p95
 * during it over the same loop's before it (and after it, for the drift of a loaded machine). The embedded database
 * belongs to one process (the command refuses while the app runs), so there the import is timed with the app
 * stopped and no reads run beside it.
 * Reads are never answered from the micro-cache: each product read asks for a product not asked before, each search
 * for a (query, limit) pair not asked before. Standalone: `npx tsx bench/import.ts`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { promotionText, simulateWeek } from '../src/domain/price-simulation';
import { seededRandom } from '../src/domain/seeded-random';
import { openDatabase, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { stores } from '../src/server/db/schema';
import { simulationInput } from '../src/server/modules/prices/simulate';
import { generateCatalogue } from '../src/server/db/seed/generate';
import { seedCatalogue } from '../src/server/db/seed/seed';
import type { SeedProduct } from '../src/server/db/seed/types';
import { spawnMain } from './main-process';
import { admin, describeServer } from './postgres';
import { SEARCH_QUERIES } from './queries';
import { ms, summarise, table, type Latency } from './stats';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const ROWS = num('BENCH_IMPORT_ROWS', 20_000);
const PRODUCTS = Math.max(ROWS, num('BENCH_IMPORT_PRODUCTS', 40_000));
const STORE = 1;
/** The share of the feed's rows that change: a few per cent, drawn from a simulated week (which moves more). */
const CHANGED_SHARE = Number(process.env.BENCH_IMPORT_CHANGED ?? 0.03);
/** The benchmark's own database on the DATABASE_URL server, created and dropped here. */
const DATABASE = 'everystore_bench_import';
const BASELINE_MS = 10_000;
const READERS = 2;

type Log = (line: string) => void;

/** The generated catalogue with its first `ROWS` products at one chain. */
function* catalogue(): Generator<SeedProduct> {
  for (const p of generateCatalogue(PRODUCTS)) yield p.id <= ROWS ? { ...p, storeId: STORE } : p;
}

/** Every product of the chain as a feed row at today's state, the simulated week's rows in their place. */
async function writeFeed(db: Db, file: string): Promise<{ rows: number; changed: number }> {
  const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, STORE));
  const items = await simulationInput(db, store!);
  const simulated = simulateWeek(items, 37);
  // The week's rows in a seeded order, as many as the share asks for (price moves, promotions and stock together).
  const random = seededRandom(37);
  const picked = simulated.map((r) => ({ r, key: random() })).sort((a, b) => a.key - b.key).slice(0, Math.round(items.length * CHANGED_SHARE));
  const week = new Map(picked.map(({ r }) => [r.product, r]));
  const lines = items.map((p) => {
    const r = week.get(p.id) ?? { product: p.id, price: (p.pricePence / 100).toFixed(2), promotion: promotionText(p), available: p.available };
    return `${r.product},${r.price},${r.promotion ?? ''},${r.available ? 'yes' : 'no'}`;
  });
  writeFileSync(file, ['product,price,promotion,available', ...lines].join('\n'));
  return { rows: items.length, changed: week.size };
}

interface Imported {
  ms: number;
  changed: number;
  problems: number;
}

/** The import service in its own process, loaded and connected before anything is timed. */
async function importWorker(target: { url?: string; dataDir?: string }, file: string): Promise<{ run(): Promise<Imported>; close(): Promise<void> }> {
  const child: ChildProcess = fork(new URL('./import-worker.ts', import.meta.url).pathname, [JSON.stringify({ ...target, storeId: STORE, file })], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      child.once('message', resolve);
      void exited.then(() => reject(new Error('the import worker exited')));
    });
  await next();
  return {
    async run() {
      const answer = next();
      child.send('go');
      return (await answer) as Imported;
    },
    async close() {
      child.send('exit');
      await exited;
    },
  };
}

interface Sample {
  kind: 'search' | 'product';
  start: number;
  end: number;
}

/** READERS loops of alternating searches and product reads over HTTP until `stop()`, none answerable from a cache. */
function readLoops(base: string, ids: number[], stop: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  let n = 0;
  const loop = async () => {
    while (!stop()) {
      const i = n++;
      const kind = i % 2 === 0 ? 'search' : 'product';
      const q = SEARCH_QUERIES[(i >> 1) % SEARCH_QUERIES.length]!.q;
      const url =
        kind === 'search'
          ? `${base}/api/products/search?q=${encodeURIComponent(q)}&limit=${1 + (Math.floor((i >> 1) / SEARCH_QUERIES.length) % 100)}`
          : `${base}/api/products/${ids[(i >> 1) % ids.length]}`;
      const start = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      samples.push({ kind, start, end: performance.now() });
    }
  };
  return Promise.all(Array.from({ length: READERS }, loop)).then(() => samples);
}

const within = (samples: Sample[], kind: Sample['kind'], from: number, to: number): Latency =>
  summarise(samples.filter((s) => s.kind === kind && s.start >= from && s.end <= to).map((s) => s.end - s.start));

/** Product ids 1..n in a seeded order: each read asks for a product not asked before. */
const shuffled = (n: number): number[] => {
  const random = seededRandom(7);
  return Array.from({ length: n }, (_, i) => ({ id: i + 1, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.id);
};

async function seedInto(db: Db, file: string, log: Log): Promise<{ rows: number; changed: number }> {
  const started = performance.now();
  await seedCatalogue(db, catalogue());
  const feed = await writeFeed(db, file);
  log(`  seeded ${PRODUCTS.toLocaleString('en-GB')} products and wrote store ${STORE}'s feed of ${feed.rows.toLocaleString('en-GB')} rows in ${((performance.now() - started) / 1000).toFixed(0)} s; ${feed.changed} of its rows change`);
  return feed;
}

const seconds = (v: number) => (v / 1000).toFixed(2);

async function embedded(dir: string, log: Log): Promise<string[][]> {
  log(`\nImport on the embedded database (PGlite on disk, the app stopped as the command requires)...`);
  const dataDir = join(dir, 'data');
  const file = join(dir, 'feed-pglite.csv');
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedInto(database.db, file, log);
  } finally {
    await database.close();
  }
  const worker = await importWorker({ dataDir }, file);
  try {
    const first = await worker.run();
    const again = await worker.run();
    return [
      ['PGlite', 'validate + apply', seconds(first.ms), String(first.changed), String(first.problems)],
      ['', 'the same feed again', seconds(again.ms), String(again.changed), String(again.problems)],
    ];
  } finally {
    await worker.close();
  }
}

interface Beside {
  imports: string[][];
  reads: string[][];
}

async function postgres(serverUrl: string, dir: string, log: Log): Promise<Beside> {
  log(`\nImport on ${describeServer(serverUrl)} beside the running server (its own database ${DATABASE})...`);
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DATABASE}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const file = join(dir, 'feed-pg.csv');
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    try {
      await runMigrations(database);
      await seedInto(database.db, file, log);
    } finally {
      await database.close();
    }
    const main = await spawnMain({ label: 'bench import', env: { DATABASE_URL: url.toString() }, logFile: join(dir, 'server.log') });
    const worker = await importWorker({ url: url.toString() }, file);
    try {
      const base = `http://127.0.0.1:${main.port}`;
      let stopped = false;
      const t0 = performance.now();
      const reading = readLoops(base, shuffled(PRODUCTS), () => stopped);
      // A warm-up of 3 s, then the baseline, then the import and the same feed again, the loops reading throughout.
      await new Promise((r) => setTimeout(r, 3_000 + BASELINE_MS));
      const importFrom = performance.now();
      const first = await worker.run();
      const importTo = performance.now();
      const again = await worker.run();
      const againTo = performance.now();
      // And as long as the baseline after both, for the drift of a loaded machine.
      await new Promise((r) => setTimeout(r, BASELINE_MS));
      const afterTo = performance.now();
      stopped = true;
      const samples = await reading;
      const reads: string[][] = [];
      for (const kind of ['search', 'product'] as const) {
        const before = within(samples, kind, t0 + 3_000, importFrom);
        const during = within(samples, kind, importFrom, importTo);
        const duringAgain = within(samples, kind, importTo, againTo);
        const after = within(samples, kind, againTo, afterTo);
        const label = kind === 'search' ? 'search (GET /api/products/search)' : 'product (GET /api/products/:id)';
        const ratios = (l: Latency) => [before, after].flatMap((x) => [(l.p50 / x.p50).toFixed(2), (l.p95 / x.p95).toFixed(2)]);
        reads.push([label, 'before', String(before.n), ms(before.p50), ms(before.p95), '', '', '', '']);
        reads.push(['', 'during the import', String(during.n), ms(during.p50), ms(during.p95), ...ratios(during)]);
        reads.push(['', 'during the same feed again', String(duringAgain.n), ms(duringAgain.p50), ms(duringAgain.p95), ...ratios(duringAgain)]);
        reads.push(['', 'after both', String(after.n), ms(after.p50), ms(after.p95), '', '', '', '']);
      }
      return {
        imports: [
          ['PostgreSQL, server running', 'validate + apply', seconds(first.ms), String(first.changed), String(first.problems)],
          ['', 'the same feed again', seconds(again.ms), String(again.changed), String(again.problems)],
        ],
        reads,
      };
    } finally {
      await worker.close();
      if (!main.gone()) main.child.kill('SIGTERM');
      await main.exited;
    }
  } finally {
    await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`));
  }
}

export async function runImport(log: Log): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-import-'));
  try {
    const imports = await embedded(dir, log);
    let reads: string[][] = [];
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const beside = await postgres(serverUrl, dir, log);
      imports.push(...beside.imports);
      reads = beside.reads;
    } else log('\nDATABASE_URL is not set: skipping the import beside a running server on PostgreSQL.');
    log(`\n== Price feed import: one chain's CSV feed (every product of it, at least ${ROWS.toLocaleString('en-GB')} rows), ${PRODUCTS.toLocaleString('en-GB')} products in all (the import service in its own process) ==`);
    log(table(['database', 'step', 'seconds', 'rows changed', 'bad rows'], imports));
    if (reads.length > 0) {
      log(`\n== Reads over HTTP while the import runs (npm start's server on PostgreSQL, ${READERS} loops, no cache hits; ms) ==`);
      log(table(['read', 'when', 'n', 'p50', 'p95', 'x p50 before', 'x p95 before', 'x p50 after', 'x p95 after'], reads));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  runImport((line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
