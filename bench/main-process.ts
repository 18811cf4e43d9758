/** The server as `npm start` runs it (the built dist/server/main.js, plain node, its own process), for the benchmarks that load it over HTTP. */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

import { buildServer, SERVER_BUILD, serverIsStale } from '../scripts/server-build.js';

/** How long the server may take to start (migrate, seed): longer than a quiet machine needs, for a loaded one. */
const START_TIMEOUT_MS = 300_000;

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** utime + stime of a process, from /proc/<pid>/stat (clock ticks of 1/100 s on Linux). */
export function processCpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

export interface MainProcess {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  gone(): boolean;
  /** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere). */
  cpuSeconds(): number;
}

/**
 * Starts the built server (built first when its sources are newer, as `npm start` does) on a free loopback port (NODE_ENV=production, its log appended to `logFile`, as a
 * service's would be) and resolves once it answers GET /api/stores; `label` names the benchmark in errors.
 * `onSpawn` is handed the child as soon as it exists, so a caller can stop it if interrupted during start-up.
 */
export async function spawnMain(options: {
  label: string;
  env: Record<string, string>;
  logFile: string;
  nodeArgs?: string[];
  onSpawn?: (child: ChildProcess) => void;
}): Promise<MainProcess> {
  if (serverIsStale()) await buildServer();
  const port = await freePort();
  const out = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', ...(options.nodeArgs ?? []), SERVER_BUILD], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...options.env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  options.onSpawn?.(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`${options.label}: the server exited during start-up; its log:\n${readFileSync(options.logFile, 'utf8').slice(-3000)}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${options.label}: the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}/api/stores`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, child, exited, gone: () => gone, cpuSeconds: () => processCpuSeconds(child.pid) };
}
