import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type RawRequest, type Result } from 'autocannon';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import type { Ready } from './serve';

// autocannon appends every response body to a JS string (`req.body += chunk`), decoding it as UTF-8, only to
// offer body checks this benchmark does not use. For 20-170 KB answers that decoding, not the server, was the
// limit: a bare node:http server sending our 24 KB gzip body measured 1,782 req/s with it and 25,688 without.
// The bodies are checked once per path before the load instead (checkAnswers).
PipelinedRequestsQueue.prototype.addBody = () => {};

/** What Chrome sends; every browser sends one of gzip/br, so the catalogue rows that carry the target use it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Throughput {
  label: string;
  /** Whether the issue's >= 0.5x target applies (the catalogue reads); the other rows explain them. */
  target: boolean;
  rps: number;
  p99Ms: number;
  mbPerSec: number;
  errors: number;
  non2xx: number;
}

interface Server {
  ready: Ready;
  stop(): void;
}

/** Starts bench/serve.ts in its own process and waits for its port. */
async function startServer(mode: 'hello' | 'app' | 'bytes', args: string[] = []): Promise<Server> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [mode, ...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
  return { ready, stop: () => child.kill() };
}

export interface Target {
  label: string;
  paths: string[];
  headers?: Record<string, string>;
  target?: boolean;
}

/** Each path answers 200 with the same JSON whether asked plainly or as a browser asks (br/gzip): a wrong or broken answer cannot count as a fast one. */
async function checkAnswers(port: number, paths: string[]): Promise<void> {
  for (const path of paths) {
    const plain = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const packed = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    if (plain.status !== 200 || packed.status !== 200) throw new Error(`bench: ${path} answered ${plain.status}/${packed.status}`);
    // fetch undoes the content-encoding itself.
    if ((await packed.text()) !== (await plain.text())) throw new Error(`bench: ${path} compressed answer differs from the plain one`);
  }
}

function rotating(target: Target) {
  let next = 0;
  // Rotates through the paths so the server cannot answer from one hot row.
  return [{ method: 'GET', setupRequest: (request: RawRequest) => ({ ...request, path: target.paths[next++ % target.paths.length]! }) }];
}

function figures(target: Target, result: Result, rps: number): Throughput {
  return {
    label: target.label,
    target: target.target ?? false,
    rps,
    p99Ms: result.latency.p99,
    mbPerSec: result.throughput.total / result.duration / 1e6,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function load(port: number, target: Target, seconds: number, connections: number): Promise<Throughput> {
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, headers: target.headers, requests: rotating(target) });
  return figures(target, result, result.requests.average);
}

/** Every path exactly once: on a fresh server each answer is computed, none comes from the micro-cache. */
async function firstTouch(port: number, target: Target, connections: number): Promise<Throughput> {
  const amount = target.paths.length;
  const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: Math.min(connections, amount), amount, requests: rotating(target) });
  return figures(target, result, result.requests.total / result.duration);
}

/** Deterministic shuffle of 1..n, so ids are not read in storage order. */
function shuffledIds(n: number): number[] {
  const ids = Array.from({ length: n }, (_, i) => i + 1);
  let state = 12345;
  for (let i = ids.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    const j = state % (i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

/** 1 s of warm-up load, then `seconds` measured (the rows of this section and of bench/pages.ts). */
export async function measureRate(port: number, target: Target, options: { seconds: number; connections: number; log: (line: string) => void }): Promise<Throughput> {
  await load(port, target, 1, options.connections);
  const figures = await load(port, target, options.seconds, options.connections);
  options.log(`  ${target.label}: ${Math.round(figures.rps).toLocaleString('en-GB')} req/s`);
  return figures;
}

/** The baseline: a bare node:http hello world in its own process, under the same load as the rows it is compared with. */
export async function measureHelloWorld(options: { seconds: number; connections: number; log: (line: string) => void }): Promise<Throughput> {
  const hello = await startServer('hello');
  try {
    return await measureRate(hello.ready.port, { label: 'node:http hello world', paths: ['/'] }, options);
  } finally {
    hello.stop();
  }
}

/** A bare node:http server in its own process sending `file`'s bytes as they are, under the same load: what the transport allows for an answer that size. */
export async function measureBareBytes(
  label: string,
  file: string,
  headers: { type: string; encoding: string },
  options: { seconds: number; connections: number; log: (line: string) => void },
): Promise<Throughput> {
  const server = await startServer('bytes', [file, headers.type, headers.encoding]);
  try {
    return await measureRate(server.ready.port, { label, paths: ['/'] }, options);
  } finally {
    server.stop();
  }
}

/**
 * Requests per second of the catalogue reads next to a bare hello world, each server in its own process.
 * Product reads are measured twice: every id once on a fresh server (each answer from the database), then
 * `seconds` of load over all ids (answers from the micro-cache). Other targets get 1 s of warm-up first.
 */
export async function measureThroughput(options: { seconds: number; connections: number; log: (line: string) => void }): Promise<Throughput[]> {
  const run = (port: number, target: Target) => measureRate(port, target, options);
  const results: Throughput[] = [await measureHelloWorld(options)];
  const app = await startServer('app');
  try {
    const productPaths = shuffledIds(app.ready.productCount).map((id) => `/api/products/${id}`);
    const storePaths = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/api/stores/${id}/products`);
    const browser = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
    await checkAnswers(app.ready.port, [...storePaths, productPaths[0]!]);
    results.push(await run(app.ready.port, { label: 'GET /api/stores/:id/products', paths: storePaths, headers: browser, target: true }));
    results.push(await run(app.ready.port, { label: 'GET /api/stores/:id/products, uncompressed', paths: storePaths, headers: { 'accept-encoding': 'identity' } }));
    // Products: first the database path (each id's first request, on a server the store runs have warmed up),
    // then the steady state, every answer in the app's micro-cache (60 s, so it lasts the run).
    const cold = await firstTouch(app.ready.port, { label: 'GET /api/products/:id, first request per id', paths: productPaths, headers: browser }, options.connections);
    options.log(`  ${cold.label}: ${Math.round(cold.rps).toLocaleString('en-GB')} req/s`);
    results.push(cold);
    results.push(await run(app.ready.port, { label: 'GET /api/products/:id', paths: productPaths, headers: browser, target: true }));
  } finally {
    app.stop();
  }
  return results;
}
