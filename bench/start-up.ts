/**
 * `npm run bench:start [-- <checkout>...]`: how long `npm start` takes to say "Everystore is ready", on a fresh
 * embedded database (it migrates and seeds) and again on the same folder (a restart), and the resident memory of the
 * process serving once restarted (and of every node process `npm start` left running). Each checkout (default: this
 * one) needs its node_modules and its builds up to date, so that only the start is timed; several are alternated,
 * `START_RUNS` (3) rounds. Prints one line per start and the load average before it (docs/benchmarks.md).
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './main-process';

interface Proc {
  pid: number;
  ppid: number;
  rssKb: number;
  args: string;
}

function processes(): Proc[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, rss, ...args] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), rssKb: Number(rss), args: args.join(' ') };
    });
}

/** The node processes under `root` (npm's shell and npm itself left out). */
function nodeProcessesUnder(root: number): Proc[] {
  const all = processes();
  const found: Proc[] = [];
  const walk = (pid: number) => {
    for (const child of all.filter((p) => p.ppid === pid)) {
      if (/(^|\/)node /.test(child.args)) found.push(child);
      walk(child.pid);
    }
  };
  walk(root);
  return found;
}

/** The process listening on `port` (ss -ltnp). */
function listener(port: number): number {
  const line = execFileSync('ss', ['-ltnp', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}

interface Start {
  readyMs: number;
  serverMb: number;
  allNodeMb: number;
}

/** `npm start` in `checkout` on `dataDir`: the time to "ready", the memory then; stopped with SIGTERM, which must exit 0. */
async function start(checkout: string, dataDir: string): Promise<Start> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn('npm', ['start'], { cwd: checkout, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  let output = '';
  const readyMs = await new Promise<number>((done, fail) => {
    const hear = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes('Everystore is ready')) done(performance.now() - began);
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    void exited.then(() => fail(new Error(`npm start ended before it was ready:\n${output.slice(-2000)}`)));
  });
  if (/Building|rebuilding/.test(output)) throw new Error(`${checkout}: a build ran; build first so that only the start is timed`);
  const server = listener(port);
  const nodes = nodeProcessesUnder(child.pid!);
  const mb = (kb: number) => Math.round(kb / 1024);
  const result = { readyMs, serverMb: mb(nodes.find((p) => p.pid === server)?.rssKb ?? Number.NaN), allNodeMb: mb(nodes.reduce((sum, p) => sum + p.rssKb, 0)) };
  process.kill(server, 'SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`npm start exited ${code}:\n${output.slice(-2000)}`);
  return result;
}

const checkouts = (process.argv.slice(2).length ? process.argv.slice(2) : ['.']).map((c) => resolve(c));
const rounds = Number(process.env.START_RUNS ?? 3);
for (let round = 1; round <= rounds; round += 1) {
  for (const checkout of checkouts) {
    const dataDir = mkdtempSync(join(tmpdir(), 'everystore-start-'));
    try {
      const load = loadavg()[0]!.toFixed(2);
      const first = await start(checkout, dataDir);
      const again = await start(checkout, dataDir);
      console.log(
        `${checkout} round ${round} (load ${load}): first start ${(first.readyMs / 1000).toFixed(2)} s, restart ${(again.readyMs / 1000).toFixed(2)} s, ` +
          `RSS after the restart ${again.serverMb} MB serving, ${again.allNodeMb} MB all node processes`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
