/**
 * Preloaded into the server process by `npm run bench:load` (node --import), never by the app itself: records
 * where the server's event loop went during the load, and writes it as JSON to LOAD_PROBE_FILE when the process
 * exits. SIGUSR2 starts the measurement window afresh (the load test sends it once warm-up is over).
 *
 * - the event loop's delay (perf_hooks.monitorEventLoopDelay, 10 ms resolution): how long a ready callback,
 *   such as accepting a connection or answering GET /api/config, waited;
 * - with the embedded database, each PGlite query's synchronous run (execProtocolRawSync: PostgreSQL in
 *   WebAssembly on this thread, nothing else runs meanwhile) and each flush to disk (syncToFs), by SQL text:
 *   which statements held the loop and for how long in all.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';

export interface ProbeReport {
  windowSeconds: number;
  eventLoopDelayMs: { mean: number; p50: number; p99: number; max: number };
  /** The same since the server started (warm-up and its cold caches included). */
  eventLoopDelaySinceStartMs: { mean: number; p99: number; max: number };
  /** Share of the window the loop spent inside PGlite (queries + flushes): 0..1. */
  databaseShare: number;
  queries: number;
  queryMs: number;
  syncs: number;
  syncMs: number;
  /** The statements that held the loop longest in all. */
  top: { sql: string; calls: number; totalMs: number; maxMs: number }[];
}

const file = process.env.LOAD_PROBE_FILE;
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const lifetime = monitorEventLoopDelay({ resolution: 10 });
lifetime.enable();
let windowStart = performance.now();
let queries = 0;
let queryMs = 0;
let syncs = 0;
let syncMs = 0;
const bySql = new Map<string, { calls: number; totalMs: number; maxMs: number }>();

function reset(): void {
  delay.reset();
  windowStart = performance.now();
  queries = 0;
  queryMs = 0;
  syncs = 0;
  syncMs = 0;
  bySql.clear();
}

/** The SQL of a protocol message (Parse 'P' or simple Query 'Q'); '' for the other messages (Bind, Execute, Sync). */
function sqlOf(message: Uint8Array): string {
  const kind = message[0];
  if (kind !== 0x50 && kind !== 0x51) return '';
  let at = 5;
  if (kind === 0x50) {
    while (at < message.length && message[at] !== 0) at += 1; // statement name
    at += 1;
  }
  let end = at;
  while (end < message.length && message[end] !== 0 && end - at < 400) end += 1;
  return Buffer.from(message.subarray(at, end)).toString('utf8').replace(/\s+/g, ' ').slice(0, 140);
}

type Proto = {
  execProtocolRawSync(message: Uint8Array): Uint8Array;
  syncToFs(relaxed?: boolean): Promise<void>;
};
const proto = PGlite.prototype as unknown as Proto;
const runSync = proto.execProtocolRawSync;
let lastSql = '';
proto.execProtocolRawSync = function timed(this: unknown, message: Uint8Array): Uint8Array {
  const sql = sqlOf(message);
  if (sql) lastSql = sql;
  const t0 = performance.now();
  try {
    return runSync.call(this, message);
  } finally {
    const took = performance.now() - t0;
    queries += 1;
    queryMs += took;
    const key = sql || lastSql || '(protocol)';
    const row = bySql.get(key) ?? { calls: 0, totalMs: 0, maxMs: 0 };
    row.calls += 1;
    row.totalMs += took;
    row.maxMs = Math.max(row.maxMs, took);
    bySql.set(key, row);
  }
};
const runFlush = proto.syncToFs;
proto.syncToFs = async function timedFlush(this: unknown, relaxed?: boolean): Promise<void> {
  const t0 = performance.now();
  try {
    await runFlush.call(this, relaxed);
  } finally {
    syncs += 1;
    syncMs += performance.now() - t0;
  }
};

function report(): ProbeReport {
  const windowMs = performance.now() - windowStart;
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return {
    windowSeconds: Math.round(windowMs / 100) / 10,
    eventLoopDelayMs: { mean: ms(delay.mean), p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
    eventLoopDelaySinceStartMs: { mean: ms(lifetime.mean), p99: ms(lifetime.percentile(99)), max: ms(lifetime.max) },
    databaseShare: windowMs > 0 ? (queryMs + syncMs) / windowMs : 0,
    queries,
    queryMs: Math.round(queryMs),
    syncs,
    syncMs: Math.round(syncMs),
    top: [...bySql.entries()]
      .sort((a, b) => b[1].totalMs - a[1].totalMs)
      .slice(0, 8)
      .map(([sql, r]) => ({ sql, calls: r.calls, totalMs: Math.round(r.totalMs), maxMs: Math.round(r.maxMs * 10) / 10 })),
  };
}

let written = false;
function write(): void {
  if (!file || written) return;
  written = true;
  writeFileSync(file, JSON.stringify(report()));
}
process.on('SIGUSR2', reset);
// Before main.ts's own SIGTERM handler (this module is loaded first): the window ends when the load does.
process.on('SIGTERM', write);
process.on('exit', write);
