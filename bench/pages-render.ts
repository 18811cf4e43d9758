/**
 * Child process of bench/pages.ts: the cold server render measured in process, no HTTP (diagnostic). It opens
 * the database the benchmark's server used (after that server has stopped), builds the app as main.ts does
 * (V8 compiling the embedded database's WebAssembly optimised up front, as main.ts has it), renders untimed
 * warm-up pages through the route, then each cold page with renderApp twice: first with its data read from the
 * database (each read timed, one at a time), then again with that data in the micro-cache (mostly the React
 * render). It answers the parent over IPC and exits.
 */
import { setFlagsFromString } from 'node:v8';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { publicReadUrl, type PublicLoader, type PublicRead } from '../src/contracts/public-reads';
import { publicReads } from '../src/server/modules/pages/service';

export interface RenderJob {
  dataDir: string;
  webRoot: string;
  /** Rendered untimed first, through the route (app.inject), so V8 has compiled the render path. */
  warm: string[];
  /** Each rendered twice (first from the database, then from the micro-cache), timed. */
  cold: string[];
}

export interface RenderTimes {
  /** renderApp on a page's first render: its reads from the database, then React. */
  first: number[];
  /** renderApp of the same page again: its cached reads from the micro-cache, the others again, then React. */
  again: number[];
  /** Brotli at quality 5 (what the micro-cache does on a page's first br request) of each rendered page's markup. */
  brotli: number[];
  /** Each page's rendered markup (the #root part and its data block), bytes. */
  htmlBytes: number[];
  /** Per kind of public read (`/api/products/:id/similar`, ...), its time during the first renders. */
  reads: Record<string, number[]>;
}

const kindOf = (url: string) => (url.split('?')[0] ?? url).replace(/\/\d+(?=\/|$)/g, '/:id');

async function run(job: RenderJob): Promise<RenderTimes> {
  // As src/server/main.ts does before the embedded database opens.
  setFlagsFromString('--no-liftoff');
  const database = await openDatabase({ dataDir: job.dataDir });
  try {
    const env = loadEnv({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: job.dataDir, WEB_ROOT: job.webRoot });
    const app = await buildApp({ database, env, webRoot: job.webRoot, logger: false });
    try {
      const { publicPageAt, renderApp } = await import('../src/web/entry-server');
      for (const url of job.warm) {
        const res = await app.inject({ method: 'GET', url });
        if (res.statusCode !== 200 || !res.body.includes('id="es-state"')) throw new Error(`bench pages (in process): warm-up ${url} answered ${res.statusCode} without a rendered page`);
      }
      const load = publicReads({ db: app.database.db, catalogueCache: app.catalogueCache, operator: app.env.operator });
      const times: RenderTimes = { first: [], again: [], brotli: [], htmlBytes: [], reads: {} };
      // The reads one at a time, so each one's time is its own (the embedded database runs one query at a time anyway).
      let queue: Promise<unknown> = Promise.resolve();
      let recording = true;
      const timed = ((publicRead: PublicRead) => {
        const read = queue.then(async () => {
          const start = performance.now();
          try {
            return await load(publicRead);
          } finally {
            if (recording) (times.reads[kindOf(publicReadUrl(publicRead))] ??= []).push(performance.now() - start);
          }
        });
        queue = read.catch(() => undefined);
        return read;
      }) as PublicLoader;
      for (const url of job.cold) {
        const target = publicPageAt(url);
        if (!target) throw new Error(`bench pages (in process): ${url} is not a page the server renders`);
        recording = true;
        let start = performance.now();
        const page = await renderApp(target, timed);
        times.first.push(performance.now() - start);
        if (page.status !== 200) throw new Error(`bench pages (in process): ${url} did not render (${page.status})`);
        recording = false;
        start = performance.now();
        await renderApp(target, timed);
        times.again.push(performance.now() - start);
        const html = Buffer.from(page.html + page.state);
        times.htmlBytes.push(html.length);
        start = performance.now();
        brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
        times.brotli.push(performance.now() - start);
      }
      return times;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

process.once('message', (job: RenderJob) => {
  run(job).then(
    (times) => process.send?.({ times }, () => process.exit(0)),
    (error: unknown) => process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
  );
});
