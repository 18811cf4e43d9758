/**
 * Server-rendered pages (issue 17) as a shopper meets them: src/server/main.ts started as `npm start` starts it
 * (its own process, NODE_ENV=production, a fresh embedded database on disk that the server migrates and seeds
 * itself, the web app built fresh into a temporary folder and served from WEB_ROOT), asked as a browser asks
 * (`accept: text/html,...`, `accept-encoding: gzip, deflate, br, zstd`).
 *
 * - Requests per second of warm rendered pages (autocannon, body collection off as in bench/throughput.ts) next
 *   to a bare node:http hello world measured just before and just after them (the baseline is the mean). Target:
 *   at least 0.5x hello world. Diagnostic: a bare node:http server sending the largest page's bytes.
 * - Time to first byte over loopback (one keep-alive connection, sequential, request sent to 'response' event):
 *   cold, each page's first request on the running server (every /products/1..200, 100 distinct searches;
 *   target p95 <= 50 ms), and warm, already-rendered pages asked again: right after rendering, while the hot pages
 *   are re-packed at brotli 11 (diagnostic), then once they are (target p95 <= 5 ms). Time to last byte as a
 *   diagnostic.
 * - Diagnostic: the same cold renders in process, no HTTP (bench/pages-render.ts), with the time of each read.
 *
 * Every page is checked (200, text/html, the page's content inside #root) so a broken page cannot count as a fast
 * one. Standalone: `npx tsx bench/pages.ts`; in `npm run bench` as BENCH_ONLY=pages. Knobs: BENCH_SECONDS (5),
 * BENCH_CONNECTIONS (50).
 */
import { spawnSync, fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { SEARCH_RESULT_CAP, type Product } from '../src/contracts/product';
import { applyFilters, DEFAULT_FILTERS } from '../src/domain/product-filters';
import type { Store } from '../src/contracts/store';
import { RELEVANCE_SET } from '../src/server/test/datasets/relevance-set';
import { spawnMain, type MainProcess } from './main-process';
import type { RenderJob, RenderTimes } from './pages-render';
import { SEARCH_QUERIES } from './queries';
import { ms, summarise, table, type Latency } from './stats';
import { BROWSER_ACCEPT_ENCODING, measureBareBytes, measureHelloWorld, measureRate, type Throughput } from './throughput';

export const PAGES_RATIO_TARGET = 0.5;
export const COLD_TTFB_P95_TARGET_MS = 50;
export const WARM_TTFB_P95_TARGET_MS = 5;

/** What Chrome sends for a page. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
};
/** Cold pages: every product id 1..COLD_PRODUCTS, and COLD_SEARCHES distinct relevance-set queries. */
const COLD_PRODUCTS = 200;
const COLD_SEARCHES = 100;
/** Untimed renders before the cold ones (other products, the fixed query set, the other pages), as a running server has done. */
const WARMUP_PRODUCTS = Array.from({ length: 120 }, (_, i) => 3001 + i);
/** The rows of the requests-per-second table (the target rows): `/stores?store=1` (Tesco) is the largest page. */
const RATE_PAGES = ['/', '/stores?store=1', '/products/5', '/search?q=milk'];
/** Asked again and again for the warm time to first byte: the rate pages and the other kinds of page. */
const WARM_PAGES = [...RATE_PAGES, '/stores', '/product/5', '/faq', '/tutorial', '/policies/privacy', '/policies/terms'];
const WARM_ROUNDS = 50;
/** The largest page (Tesco's list), also sent by a bare node:http server as a diagnostic. */
const LARGEST_PAGE = '/stores?store=1';
/** Pages at least this large are re-packed at brotli 11 once hot (REPACK_THRESHOLD in src/server/http/cache.ts). */
const REPACK_THRESHOLD_BYTES = 16 * 1024;
/** The longest the benchmark waits for the warm pages' re-packing before the steady-state rounds. */
const SETTLE_LIMIT_MS = 20_000;

export interface PageRate extends Throughput {
  /** Bytes of the page as sent (compressed) and its content-encoding. */
  bytes: number;
  encoding: string;
}

interface WarmSample {
  path: string;
  round: number;
  ttfb: number;
}

export interface PagesFigures {
  /** The hello world before and after the page rows; the baseline is their mean. */
  hello: Throughput[];
  rates: PageRate[];
  cold: { ttfb: Latency; ttlb: Latency; products: Latency; searches: Latency; productsTtlb: Latency; searchesTtlb: Latency; meanBytes: number };
  /** Steady state (every page re-packed); `freshTtfb` right after rendering, while the re-packing runs. */
  warm: { ttfb: Latency; ttlb: Latency; freshTtfb: Latency; settleSeconds: number; slowest: WarmSample[]; freshSlowest: WarmSample[] };
  /** A bare node:http server sending the largest page's bytes (diagnostic). */
  bare: Throughput;
  /** GET /api/health over the same connection: the floor of a request through Fastify. */
  health: Latency;
  /** The cold renders in process (null when that part failed; the reason is logged). */
  inProcess: { first: Latency; firstProducts: Latency; firstSearches: Latency; again: Latency; brotli: Latency; meanHtmlBytes: number; reads: [string, Latency][] } | null;
  slowestCold: { path: string; ttfb: number }[];
  load: { start: string; end: string };
  buildSeconds: number;
  startSeconds: number;
}

const loadNow = () => loadavg().map((v) => v.toFixed(2)).join(' ');

interface Answer {
  ttfb: number;
  ttlb: number;
  status: number;
  type: string;
  encoding: string;
  /** As sent (still compressed). */
  raw: Buffer;
}

/** One GET on the keep-alive agent: time from sending to the 'response' event (first byte) and to the end of the body. */
function timedGet(agent: Agent, port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request({ host: '127.0.0.1', port, path, agent, headers: BROWSER }, (res) => {
      const ttfb = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          ttfb,
          ttlb: performance.now() - start,
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
          raw: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const { raw, encoding } = answer;
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  if (encoding === 'identity') return raw.toString('utf8');
  throw new Error(`bench pages: unexpected content-encoding ${encoding}`);
}

/** The markup React rendered into #root (without the comments React puts between adjacent texts); throws unless the answer is a rendered page. */
function rootOf(path: string, answer: Answer): string {
  if (answer.status !== 200) throw new Error(`bench pages: ${path} answered ${answer.status}`);
  if (!answer.type.startsWith('text/html')) throw new Error(`bench pages: ${path} answered ${answer.type}, not text/html`);
  const html = decoded(answer);
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="es-state">/.exec(html)?.[1];
  if (!root) throw new Error(`bench pages: ${path} came back without a rendered page in #root (the shell, or a failed render: see the server's log)`);
  return root.replaceAll('<!-- -->', '');
}

/** React escapes text: names come out with entities. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

function expectIn(path: string, root: string, texts: string[]): void {
  for (const text of texts) if (!root.includes(escaped(text))) throw new Error(`bench pages: ${path} rendered without "${text}" in #root`);
}

async function api<T>(port: number, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  if (res.status !== 200) throw new Error(`bench pages: ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The API read the search page makes (searchPageUrl in src/web/features/search/use-product-search.ts). */
const searchApi = (q: string) => `/api/products/search?${new URLSearchParams({ q, limit: String(SEARCH_RESULT_CAP + 1) }).toString()}`;
const searchPage = (q: string) => `/search?${new URLSearchParams({ q }).toString()}`;

/** What each warm page must show in #root, read from the API (so from the same database). */
async function expectations(port: number): Promise<Record<string, string[]>> {
  const stores = await api<Store[]>(port, '/api/stores');
  const tesco = stores.find((s) => s.id === 1);
  if (!tesco) throw new Error('bench pages: no store 1');
  const tescoProducts = await api<Product[]>(port, '/api/stores/1/products');
  const product = await api<Product>(port, '/api/products/5');
  const milk = await api<Product[]>(port, searchApi('milk'));
  const operator = await api<{ name: string }>(port, '/api/config/operator');
  return {
    '/': ['Stores Near You', ...stores.map((s) => s.name)],
    '/stores': stores.map((s) => s.name),
    // The grid's first cards: the page's default filters (in stock only) and order.
    '/stores?store=1': [`${tesco.name} Products`, ...applyFilters(tescoProducts, DEFAULT_FILTERS).slice(0, 3).map((p) => p.name)],
    '/products/5': [product.name, `£${product.price.toFixed(2)}`],
    '/product/5': [product.name, `£${product.price.toFixed(2)}`],
    '/search?q=milk': milk.slice(0, 5).map((p) => p.name),
    '/faq': ['How it Works and FAQs'],
    '/tutorial': ['How to Shop with Everystore'],
    '/policies/privacy': [operator.name],
    '/policies/terms': [operator.name],
  };
}

/** Builds the web app into `outDir` as `npm start` would (npx vite build), once; seconds taken. */
function buildWebApp(outDir: string, log: (line: string) => void): number {
  log(`  building the web app into ${outDir} (npx vite build)...`);
  const start = performance.now();
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { env: { ...process.env, WEB_OUT_DIR: outDir }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench pages: vite build failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return (performance.now() - start) / 1000;
}

/** The cold renders again in a child process with no HTTP (bench/pages-render.ts), on the same database once the server has let go of it. */
function renderInProcess(job: RenderJob): Promise<RenderTimes> {
  const child = fork(fileURLToPath(new URL('./pages-render.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    // As the server runs: React's production build (react-dom/server picks its build by NODE_ENV when loaded).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<RenderTimes>((resolve, reject) => {
    child.once('message', (m: { times?: RenderTimes; error?: string }) => (m.times ? resolve(m.times) : reject(new Error(m.error))));
    child.once('exit', (code) => reject(new Error(`bench pages: the in-process render child exited with ${code}`)));
    child.send(job);
  }).finally(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  });
}

async function stop(main: MainProcess): Promise<void> {
  if (!main.gone()) main.child.kill('SIGTERM');
  await main.exited;
}

export async function measurePages(options: { seconds: number; connections: number; log: (line: string) => void }): Promise<PagesFigures> {
  const { log } = options;
  const loadStart = loadNow();
  log(`\nServer-rendered pages (npm start's server, fresh embedded database on disk, fresh web build; load average ${loadStart})...`);
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-pages-'));
  const webRoot = join(dir, 'web');
  const dataDir = join(dir, 'data');
  try {
    const buildSeconds = buildWebApp(webRoot, log);
    log(`  built in ${buildSeconds.toFixed(0)} s; starting the server (it migrates and seeds its empty database)...`);
    const started = performance.now();
    const main = await spawnMain({ label: 'bench pages', env: { DATA_DIR: dataDir, DATABASE_URL: '', WEB_ROOT: webRoot }, logFile: join(dir, 'server.log') });
    const startSeconds = (performance.now() - started) / 1000;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const coldSearchWords = [...new Set(RELEVANCE_SET.map((c) => c.q))].filter((q) => q !== 'milk' && !SEARCH_QUERIES.some((s) => s.q === q)).slice(0, COLD_SEARCHES);
    const warmup = [
      ...WARMUP_PRODUCTS.map((id) => `/products/${id}`),
      ...SEARCH_QUERIES.map((s) => searchPage(s.q)),
      ...[2, 3, 4, 5, 6, 7, 8].map((id) => `/stores?store=${id}`),
      '/policies/cookies',
    ];
    const coldProducts = Array.from({ length: COLD_PRODUCTS }, (_, i) => `/products/${i + 1}`);
    const coldSearches = coldSearchWords.map(searchPage);
    let figures: Omit<PagesFigures, 'inProcess' | 'load' | 'buildSeconds' | 'startSeconds'>;
    try {
      log(`  server up in ${startSeconds.toFixed(1)} s; ${warmup.length} untimed renders of other pages...`);
      for (const path of warmup) rootOf(path, await timedGet(agent, main.port, path));

      // Cold: each page's first request on the running server (nothing of it in the micro-cache: not the page,
      // not the product, its comparisons or the search answer). Checked once all are timed, from the API.
      log(`  cold: ${coldProducts.length} product pages and ${coldSearches.length} search pages, each asked once...`);
      const coldAnswers: { path: string; answer: Answer }[] = [];
      for (const path of [...coldProducts, ...coldSearches]) coldAnswers.push({ path, answer: await timedGet(agent, main.port, path) });
      for (const [i, { path, answer }] of coldAnswers.entries()) {
        const root = rootOf(path, answer);
        if (i < coldProducts.length) expectIn(path, root, [(await api<Product>(main.port, `/api/products/${i + 1}`)).name]);
        else expectIn(path, root, (await api<Product[]>(main.port, searchApi(coldSearchWords[i - coldProducts.length]!))).slice(0, 1).map((p) => p.name));
      }
      const coldOf = (from: number, to: number, pick: (a: Answer) => number) => summarise(coldAnswers.slice(from, to).map((c) => pick(c.answer)));
      const all = coldAnswers.length;
      const cold = {
        ttfb: coldOf(0, all, (a) => a.ttfb),
        ttlb: coldOf(0, all, (a) => a.ttlb),
        products: coldOf(0, coldProducts.length, (a) => a.ttfb),
        searches: coldOf(coldProducts.length, all, (a) => a.ttfb),
        productsTtlb: coldOf(0, coldProducts.length, (a) => a.ttlb),
        searchesTtlb: coldOf(coldProducts.length, all, (a) => a.ttlb),
        meanBytes: coldAnswers.reduce((n, c) => n + c.answer.raw.length, 0) / all,
      };
      const slowestCold = [...coldAnswers].sort((a, b) => b.answer.ttfb - a.answer.ttfb).slice(0, 5).map((c) => ({ path: c.path, ttfb: c.answer.ttfb }));

      // The pages of the rate rows and the other kinds of page, each checked once (rendered now if not before).
      const expected = await expectations(main.port);
      const sent: Record<string, Answer> = {};
      for (const path of WARM_PAGES) {
        const answer = await timedGet(agent, main.port, path);
        expectIn(path, rootOf(path, answer), expected[path] ?? []);
        sent[path] = answer;
      }
      // Warm: each of them asked again and again. First right after its rendering: a page's third brotli answer starts
      // its re-packing at quality 11 on the thread pool (http/cache.ts), CPU the server's event loop shares on this
      // 2-core machine (diagnostic). Then, once every page has been re-packed, the steady state (the target row).
      const rounds = async (count: number) => {
        const answers: { path: string; round: number; answer: Answer }[] = [];
        for (let round = 0; round < count; round += 1) {
          for (const path of WARM_PAGES) {
            const answer = await timedGet(agent, main.port, path);
            if (answer.status !== 200 || !answer.type.startsWith('text/html')) throw new Error(`bench pages: ${path} answered ${answer.status} ${answer.type}`);
            answers.push({ path, round, answer });
            latest[path] = answer;
          }
        }
        return answers;
      };
      const latest: Record<string, Answer> = { ...sent };
      log(`  warm: ${WARM_PAGES.length} rendered pages, ${WARM_ROUNDS} rounds right after rendering...`);
      const fresh = await rounds(WARM_ROUNDS);
      const repackable = WARM_PAGES.filter((path) => sent[path]!.encoding === 'br' && Buffer.byteLength(decoded(sent[path]!)) >= REPACK_THRESHOLD_BYTES);
      const settleStart = performance.now();
      while (performance.now() - settleStart < SETTLE_LIMIT_MS && repackable.some((path) => latest[path]!.raw.length >= sent[path]!.raw.length)) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await rounds(1);
      }
      const settleSeconds = (performance.now() - settleStart) / 1000;
      const unpacked = repackable.filter((path) => latest[path]!.raw.length >= sent[path]!.raw.length);
      log(`  re-packing settled in ${settleSeconds.toFixed(1)} s${unpacked.length > 0 ? ` (not re-packed: ${unpacked.join(', ')})` : ''}; ${WARM_ROUNDS} rounds more...`);
      const steady = await rounds(WARM_ROUNDS);
      const warm = {
        ttfb: summarise(steady.map((a) => a.answer.ttfb)),
        ttlb: summarise(steady.map((a) => a.answer.ttlb)),
        freshTtfb: summarise(fresh.map((a) => a.answer.ttfb)),
        settleSeconds,
        slowest: [...steady].sort((a, b) => b.answer.ttfb - a.answer.ttfb).slice(0, 5).map((a) => ({ path: a.path, round: a.round, ttfb: a.answer.ttfb })),
        freshSlowest: [...fresh].sort((a, b) => b.answer.ttfb - a.answer.ttfb).slice(0, 5).map((a) => ({ path: a.path, round: a.round, ttfb: a.answer.ttfb })),
      };
      const healthSamples: number[] = [];
      for (let i = 0; i < WARM_ROUNDS * WARM_PAGES.length; i += 1) healthSamples.push((await timedGet(agent, main.port, '/api/health')).ttfb);
      agent.destroy();

      // The hello world before and after the page rows (the server idle meanwhile): on a shared machine the rate
      // drifts within a minute, and the two show how much; the baseline is their mean.
      log(`  requests per second, ${options.connections} connections, ${options.seconds} s each...`);
      const helloBefore = await measureHelloWorld(options);
      const rates: PageRate[] = [];
      for (const path of RATE_PAGES) {
        const rate = await measureRate(main.port, { label: `GET ${path}`, paths: [path], headers: BROWSER, target: true }, options);
        rates.push({ ...rate, bytes: latest[path]!.raw.length, encoding: latest[path]!.encoding });
      }
      // What the transport allows for the largest page's bytes: a bare node:http server sending them.
      const largest = latest[LARGEST_PAGE]!;
      writeFileSync(join(dir, 'largest-page'), largest.raw);
      const bare = await measureBareBytes(`node:http sending ${LARGEST_PAGE}'s bytes`, join(dir, 'largest-page'), { type: largest.type, encoding: largest.encoding }, options);
      const helloAfter = await measureHelloWorld(options);
      figures = { hello: [helloBefore, helloAfter], rates, bare, cold, warm, health: summarise(healthSamples), slowestCold };
    } catch (error) {
      // The log goes with the temporary folder: show its end first.
      const serverLog = join(dir, 'server.log');
      if (existsSync(serverLog)) log(`\nbench pages: the server's log (last lines):\n${readFileSync(serverLog, 'utf8').slice(-3000)}`);
      throw error;
    } finally {
      agent.destroy();
      await stop(main);
    }

    log('  the same cold renders in process (no HTTP)...');
    let inProcess: PagesFigures['inProcess'] = null;
    try {
      const times = await renderInProcess({ dataDir, webRoot, warm: warmup, cold: [...coldProducts, ...coldSearches] });
      inProcess = {
        first: summarise(times.first),
        firstProducts: summarise(times.first.slice(0, coldProducts.length)),
        firstSearches: summarise(times.first.slice(coldProducts.length)),
        again: summarise(times.again),
        brotli: summarise(times.brotli),
        meanHtmlBytes: times.htmlBytes.reduce((n, b) => n + b, 0) / times.htmlBytes.length,
        reads: Object.entries(times.reads).map(([kind, samples]) => [kind, summarise(samples)]),
      };
    } catch (error) {
      log(`  the in-process renders failed (diagnostic only): ${error instanceof Error ? error.message : String(error)}`);
    }
    return { ...figures, inProcess, load: { start: loadStart, end: loadNow() }, buildSeconds, startSeconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
/** The hello-world rate the page rows are compared with: the mean of the runs before and after them. */
export const helloBaseline = (f: PagesFigures) => f.hello.reduce((n, h) => n + h.rps, 0) / f.hello.length;
const rateMet = (f: PagesFigures, r: Throughput) => r.rps / helloBaseline(f) >= PAGES_RATIO_TARGET && r.errors + r.non2xx === 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function pagesTable(f: PagesFigures): string {
  const baseline = helloBaseline(f);
  const rateRow = (r: Throughput, body: string, target: string) => {
    const problems = r.errors + r.non2xx > 0 ? ` (${r.errors} errors, ${r.non2xx} non-2xx)` : '';
    return [r.label + problems, Math.round(r.rps).toLocaleString('en-GB'), (r.rps / baseline).toFixed(2), String(r.p99Ms), r.mbPerSec.toFixed(1), body, target];
  };
  const largest = f.rates.find((r) => r.label === `GET ${LARGEST_PAGE}`);
  const rateRows = [
    rateRow({ ...f.hello[0]!, label: 'node:http hello world, before' }, '11 B', 'baseline: the mean'),
    ...f.rates.map((r) => rateRow(r, `${kb(r.bytes)} ${r.encoding}`, `>= ${PAGES_RATIO_TARGET}x: ${verdict(rateMet(f, r))}`)),
    rateRow(f.bare, largest ? `${kb(largest.bytes)} ${largest.encoding}` : '-', 'diagnostic (the transport)'),
    rateRow({ ...f.hello[1]!, label: 'node:http hello world, after' }, '11 B', 'baseline: the mean'),
  ];
  const row = (label: string, l: Latency, target: string) => [label, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), target];
  const c = f.cold;
  const latencyRows = [
    row(`cold TTFB, first request per page (${c.products.n} products, ${c.searches.n} searches)`, c.ttfb, `p95 <= ${COLD_TTFB_P95_TARGET_MS}: ${verdict(c.ttfb.p95 <= COLD_TTFB_P95_TARGET_MS)}`),
    row('  cold TTFB, /products/:id', c.products, 'diagnostic'),
    row('  cold TTFB, /search?q=', c.searches, 'diagnostic'),
    row(`cold TTLB (mean ${kb(c.meanBytes)} as sent)`, c.ttlb, 'diagnostic'),
    row('  cold TTLB, /products/:id', c.productsTtlb, 'diagnostic'),
    row('  cold TTLB, /search?q=', c.searchesTtlb, 'diagnostic'),
    row(`warm TTFB, right after rendering (brotli 11 re-packing running), ${WARM_PAGES.length} pages x ${WARM_ROUNDS}`, f.warm.freshTtfb, 'diagnostic'),
    row(`warm TTFB, steady (pages re-packed), ${WARM_PAGES.length} pages x ${WARM_ROUNDS}`, f.warm.ttfb, `p95 <= ${WARM_TTFB_P95_TARGET_MS}: ${verdict(f.warm.ttfb.p95 <= WARM_TTFB_P95_TARGET_MS)}`),
    row('warm TTLB, steady', f.warm.ttlb, 'diagnostic'),
    row('GET /api/health TTFB (through Fastify: the floor)', f.health, 'diagnostic'),
  ];
  const p = f.inProcess;
  if (p) {
    latencyRows.push(
      row('in process: renderApp, first render (reads from the database)', p.first, 'diagnostic'),
      row('  in process, first render, /products/:id', p.firstProducts, 'diagnostic'),
      row('  in process, first render, /search?q=', p.firstSearches, 'diagnostic'),
      row('in process: renderApp again (cached reads from the micro-cache)', p.again, 'diagnostic'),
      row(`in process: brotli q5 of the page (mean ${kb(p.meanHtmlBytes)} of markup and data)`, p.brotli, 'diagnostic'),
    );
  }
  const lines = [
    table(['page (browser headers)', 'req/s', 'x hello (mean)', 'p99 ms', 'MB/s', 'body', 'target'], rateRows),
    '',
    table(['time over loopback, one keep-alive connection', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target'], latencyRows),
  ];
  if (p) lines.push('', table(['in process, each read of the first renders (one at a time)', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', ''], p.reads.map(([kind, l]) => row(kind, l, ''))));
  lines.push(
    '',
    `slowest cold pages (TTFB): ${f.slowestCold.map((s) => `${s.path} ${ms(s.ttfb)} ms`).join(', ')}`,
    `slowest warm, right after rendering (TTFB, round): ${f.warm.freshSlowest.map((s) => `${s.path} ${ms(s.ttfb)} ms (${s.round + 1})`).join(', ')}`,
    `slowest warm, steady (TTFB, round): ${f.warm.slowest.map((s) => `${s.path} ${ms(s.ttfb)} ms (${s.round + 1})`).join(', ')}; re-packing took ${f.warm.settleSeconds.toFixed(1)} s`,
    `web build ${f.buildSeconds.toFixed(0)} s; server start with migration and seed ${f.startSeconds.toFixed(1)} s; load average ${f.load.start} at the start, ${f.load.end} at the end`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const log = (line: string) => console.log(line);
  measurePages({ seconds, connections, log }).then(
    (figures) => {
      log(`\n== Server-rendered pages (issue 17) ==\n${pagesTable(figures)}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
