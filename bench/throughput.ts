import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Ready } from './serve';

export interface Throughput {
  label: string;
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
async function startServer(mode: 'hello' | 'app'): Promise<Server> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./serve.ts', import.meta.url)), [mode], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Ready));
    child.once('exit', (code) => reject(new Error(`bench server (${mode}) exited with ${code}`)));
  });
  return { ready, stop: () => child.kill() };
}

interface Target {
  label: string;
  paths: string[];
  headers?: Record<string, string>;
}

async function load(port: number, target: Target, seconds: number, connections: number): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: target.headers,
    requests: [
      {
        method: 'GET',
        // Rotates through the paths so the server cannot answer from one hot row.
        setupRequest: (request) => ({ ...request, path: target.paths[next++ % target.paths.length]! }),
      },
    ],
  });
  return {
    label: target.label,
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    mbPerSec: result.throughput.average / 1e6,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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

/**
 * Requests per second of the catalogue reads next to a bare hello world, each server in its own process,
 * each target warmed for a second and then loaded for `seconds`.
 */
export async function measureThroughput(options: { seconds: number; connections: number; log: (line: string) => void }): Promise<Throughput[]> {
  const run = async (port: number, target: Target) => {
    await load(port, target, 1, options.connections);
    const figures = await load(port, target, options.seconds, options.connections);
    options.log(`  ${target.label}: ${Math.round(figures.rps).toLocaleString('en-GB')} req/s`);
    return figures;
  };
  const results: Throughput[] = [];
  const hello = await startServer('hello');
  try {
    results.push(await run(hello.ready.port, { label: 'node:http hello world', paths: ['/'] }));
  } finally {
    hello.stop();
  }
  const app = await startServer('app');
  try {
    const productPaths = shuffledIds(app.ready.productCount).map((id) => `/api/products/${id}`);
    const storePaths = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/api/stores/${id}/products`);
    results.push(await run(app.ready.port, { label: 'GET /api/products/:id', paths: productPaths }));
    // The same route when every answer is already in the app's micro-cache: what the framework itself costs.
    results.push(await run(app.ready.port, { label: 'GET /api/products/:id (100 ids, cached)', paths: productPaths.slice(0, 100) }));
    results.push(await run(app.ready.port, { label: 'GET /api/stores/:id/products', paths: storePaths }));
    results.push(await run(app.ready.port, { label: 'GET /api/stores/:id/products (gzip)', paths: storePaths, headers: { 'accept-encoding': 'gzip' } }));
  } finally {
    app.stop();
  }
  return results;
}
