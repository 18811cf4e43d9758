/**
 * Search as a shopper meets it: GET /api/products/search over HTTP against src/server/main.ts started as `npm start`
 * starts it (its own process, NODE_ENV=production, the embedded database on disk in DATA_DIR, compression on), one
 * keep-alive connection asking as a browser does (`accept-encoding: br, gzip`), time to the last byte. The real
 * catalogue and, with BENCH_HTTP_PRODUCTS (default 100000; 0 to skip), a generated one, each seeded on disk
 * beforehand (the server's own first-start seed, run ahead so start-up stays short). Rows that say where the time goes: the HTTP floor (GET /api/health),
 * the same searches uncompressed, and the in-process cost of compressing and serialising a typical answer.
 *
 * Standalone: `npx tsx bench/search-http.ts`. Knobs: BENCH_ROUNDS (5), BENCH_HTTP_PRODUCTS (100000), BENCH_WARM_PASSES
 * (8: untimed passes of the fixed set, 480 searches, before the timed rows).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { spawnMain } from './main-process';
import { RELEVANCE_SET } from '../src/server/test/datasets/relevance-set';
import { SEARCH_QUERIES } from './queries';
import { seedScaled } from './search-latency';
import { searchProducts } from '../src/server/modules/products/search';
import { ms, summarise, table, type Latency } from './stats';

const SEARCH_P95_TARGET_MS = 10;
/** Untimed passes of the fixed 60-query set before the timed rows (BENCH_WARM_PASSES). */
const WARM_PASSES = Math.min(8, Number(process.env.BENCH_WARM_PASSES ?? 8));
const BROWSER = 'br, gzip';

interface Answer {
  ms: number;
  bytes: number;
  encoding: string;
  body: Buffer;
}

/** One GET on a keep-alive agent, timed from the request to the last byte of the (still compressed) body. */
function get(agent: Agent, port: number, path: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`bench: ${path} answered ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        resolve({ ms: performance.now() - start, bytes: body.length, encoding: String(res.headers['content-encoding'] ?? 'identity'), body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const searchPath = (q: string) => `/api/products/search?q=${encodeURIComponent(q)}`;

interface Row {
  label: string;
  latency: Latency;
  bytes: number;
  target: boolean;
}

/** `rounds` timed passes over `paths` after one untimed pass; the mean body size of the last pass. */
async function measure(agent: Agent, port: number, label: string, paths: string[], encoding: string, rounds: number, target = false): Promise<Row> {
  for (const p of paths) await get(agent, port, p, encoding);
  const samples: number[] = [];
  let bytes = 0;
  for (let r = 0; r < rounds; r += 1) {
    bytes = 0;
    for (const p of paths) {
      const a = await get(agent, port, p, encoding);
      samples.push(a.ms);
      bytes += a.bytes;
    }
  }
  return { label, latency: summarise(samples), bytes: bytes / paths.length, target };
}

/** Each path once, nothing untimed first. */
async function once(agent: Agent, port: number, label: string, paths: string[], encoding: string, target = false): Promise<Row> {
  const samples: number[] = [];
  let bytes = 0;
  for (const p of paths) {
    const a = await get(agent, port, p, encoding);
    samples.push(a.ms);
    bytes += a.bytes;
  }
  return { label, latency: summarise(samples), bytes: bytes / paths.length, target };
}

/** In-process cost of what the server does to a typical answer after the query: JSON.stringify and compressing. */
function serialisingCost(bodies: Buffer[]): { stringify: number; brotli: number; gzip: number } {
  const parsed = bodies.map((b) => JSON.parse(b.toString('utf8')) as unknown);
  const time = (fn: () => unknown) => {
    const start = performance.now();
    for (let i = 0; i < 5; i += 1) fn();
    return (performance.now() - start) / 5 / bodies.length;
  };
  return {
    stringify: time(() => parsed.map((p) => JSON.stringify(p))),
    // @fastify/compress's default brotli quality is 4.
    brotli: time(() => bodies.map((b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))),
    gzip: time(() => bodies.map((b) => gzipSync(b))),
  };
}

/** The same first searches in this process, on the same database on disk once the server has let go of it: the query's share. */
async function inProcess(dataDir: string): Promise<Latency> {
  const database = await openDatabase({ dataDir });
  try {
    for (const { q } of SEARCH_QUERIES) await searchProducts(database.db, q, { limit: 47 });
    const samples: number[] = [];
    for (const q of new Set(RELEVANCE_SET.map((c) => c.q))) {
      const start = performance.now();
      await searchProducts(database.db, q);
      samples.push(performance.now() - start);
    }
    return summarise(samples);
  } finally {
    await database.close();
  }
}

async function measureServer(label: string, env: Record<string, string>, logFile: string, rounds: number, log: (line: string) => void): Promise<string> {
  const main = await spawnMain({ label: 'bench search-http', env, logFile });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const paths = SEARCH_QUERIES.map((q) => searchPath(q.q));
    const first = await get(agent, main.port, paths[0]!, BROWSER);
    if (first.encoding === 'identity') log(`  note: ${paths[0]} came back uncompressed (${first.bytes} bytes)`);
    const rows: Row[] = [];
    // Every relevance-set query once, on a server that has answered none of them: each answer is computed (the
    // micro-cache cannot help), as for a shopper's first search of a word. Then the same again uncompressed (another
    // limit, so another cache key: computed again), and the fixed set repeated (answered from the micro-cache).
    const distinct = [...new Set(RELEVANCE_SET.map((c) => c.q))].map(searchPath);
    // A running server is warm: it has answered other searches before (V8 has compiled its hot paths; the first
    // second after start-up answers even cached requests in 3 to 9 ms). Untimed passes of the fixed set, each
    // under cache keys of its own (limit=40 to 47), none of them a relevance-set query's key.
    for (let pass = 0; pass < WARM_PASSES; pass += 1) for (const p of paths) await get(agent, main.port, `${p}&limit=${47 - pass}`, BROWSER);
    rows.push(await once(agent, main.port, `search, first request per query, ${BROWSER}`, distinct, BROWSER, true));
    rows.push(await once(agent, main.port, 'search, first request per query, uncompressed', distinct.map((p) => `${p}&limit=48`), 'identity'));
    rows.push(await measure(agent, main.port, 'GET /api/health (the HTTP floor)', ['/api/health'], BROWSER, rounds * paths.length));
    rows.push(await measure(agent, main.port, `search, repeated (micro-cache), ${BROWSER}`, paths, BROWSER, rounds, true));
    const bodies: Buffer[] = [];
    for (const p of paths) bodies.push((await get(agent, main.port, p, 'identity')).body);
    const cost = serialisingCost(bodies);
    const lines = rows.map((r) => [
      r.label,
      String(r.latency.n),
      ms(r.latency.p50),
      ms(r.latency.p95),
      ms(r.latency.p99),
      `${(r.bytes / 1024).toFixed(1)} KB`,
      r.target ? `p95 <= ${SEARCH_P95_TARGET_MS} ms: ${r.latency.p95 <= SEARCH_P95_TARGET_MS ? 'met' : 'MISSED'}` : 'diagnostic',
    ]);
    agent.destroy();
    if (!main.gone()) main.child.kill('SIGTERM');
    await main.exited;
    const local = await inProcess(env.DATA_DIR!);
    lines.push(['search in this process, same database on disk (no HTTP)', String(local.n), ms(local.p50), ms(local.p95), ms(local.p99), '-', 'diagnostic']);
    return [
      `${label}`,
      table(['what', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'body', 'target'], lines),
      `  per answer in this process (mean of ${bodies.length}, ${(bodies.reduce((n, b) => n + b.length, 0) / bodies.length / 1024).toFixed(1)} KB of JSON): ` +
        `JSON.stringify ${ms(cost.stringify)} ms, brotli q4 ${ms(cost.brotli)} ms, gzip ${ms(cost.gzip)} ms`,
    ].join('\n');
  } finally {
    agent.destroy();
    if (!main.gone()) main.child.kill('SIGTERM');
    await main.exited;
  }
}

export async function runSearchHttp(log: (line: string) => void): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const scaled = Number((process.env.BENCH_HTTP_PRODUCTS ?? '100000').replace(/_/g, ''));
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-search-http-'));
  const out: string[] = [];
  try {
    log('\nSearch over HTTP (npm start\'s server, embedded database on disk): seeding the real catalogue on disk...');
    const real = join(dir, 'real');
    // Seeded here rather than by the server's first start (the same seed), so its start-up wait stays short.
    const database = await openDatabase({ dataDir: real });
    try {
      await runMigrations(database);
      await seedCatalogue(database.db, loadCatalogue());
    } finally {
      await database.close();
    }
    out.push(await measureServer('Real catalogue (3,369 products)', { DATA_DIR: real, DATABASE_URL: '' }, join(dir, 'real.log'), rounds, log));
    if (scaled > 0) {
      log(`  seeding ${scaled.toLocaleString('en-GB')} generated products on disk...`);
      const data = join(dir, 'scaled');
      const database = await openDatabase({ dataDir: data });
      try {
        await runMigrations(database);
        await seedScaled(database.db, scaled, log, 25_000);
      } finally {
        await database.close();
      }
      out.push(await measureServer(`${scaled.toLocaleString('en-GB')} generated products`, { DATA_DIR: data, DATABASE_URL: '' }, join(dir, 'scaled.log'), rounds, log));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  log(`\n== Search over HTTP (one keep-alive connection, fixed mixed query set, time to the last byte) ==\n${out.join('\n\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  runSearchHttp((line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
