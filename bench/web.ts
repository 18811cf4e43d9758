/**
 * `npm run bench:web` (issue 17): what a phone on a slow connection sees of the server-rendered public pages.
 *
 * - The web app is built fresh into a temporary folder (`npx vite build`, as `npm start` builds it) and served by
 *   src/server/main.ts started as `npm start` starts it (bench/main-process.ts: its own process,
 *   NODE_ENV=production, a fresh embedded database on disk that the server migrates and seeds, WEB_ROOT the
 *   build, a free loopback port). Each page is asked once before measuring, so it is rendered and cached as a
 *   running server's would be.
 * - Lighthouse (the devDependency, run in process) with Debian's Chromium (CHROMIUM_PATH, default
 *   /usr/bin/chromium; launched by chrome-launcher, a fresh browser and profile for every run): the default
 *   config, i.e. the mobile form factor with simulated throttling (slow 4G, 4x CPU slowdown), categories
 *   performance and accessibility. BENCH_WEB_RUNS runs per page (5); each figure is the median of its runs
 *   (nearest rank). Targets: performance >= 95, accessibility 100, LCP <= 1.5 s, TBT <= 200 ms, CLS <= 0.02.
 * - For each page, from its median run (the run with the median performance score): the LCP element and its
 *   phases, what shifted, the audits that cost time (opportunities and diagnostics, by estimated saving) and any
 *   failing accessibility audit. That run's full report is written to bench/out/web/<page>.json.
 * - The initial JavaScript of every public route (gzip level 9, from the build's .vite/manifest.json: the entry,
 *   the route's screen module and everything they import statically, as scripts/initial-js-report.ts counts it at
 *   build time). Targets: <= 100 KB on home, <= 110 KB on every public route.
 *
 * Medians (and every run's figures) go to bench/out/web.json. The server and every browser are stopped at the
 * end, on failure too (only the processes this benchmark started, by their own ids).
 *
 * - Signed-in pages (issue 39) are opened with a session cookie sent on every request (Lighthouse's extraHeaders):
 *   a shopper with three lines in the basket, one with an order, and a staff account (bench/web-shoppers.ts).
 *   The checkout's payment step is entered, as a shopper enters it, from a tab that kept the details step's
 *   fields (sessionStorage): Lighthouse is handed a tab of the same origin that holds them (puppeteer-core, the
 *   driver Lighthouse itself uses), and a run that ends anywhere but the payment step fails.
 *
 * Knobs (env): BENCH_WEB_RUNS (5), BENCH_WEB_PAGES (comma-separated, `who:path` for a signed-in page; default below),
 * BENCH_WEB_KEEP_RUNS=1 (also write every run's report, bench/out/web/<page>-run<n>.json), CHROMIUM_PATH
 * (/usr/bin/chromium).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
// Lighthouse's own driver (its dependency): a tab prepared before Lighthouse navigates it (the payment step's details).
import puppeteer from 'puppeteer-core';
import { PUBLIC_ROUTE_MODULES, routeInitialFiles } from '../scripts/initial-js-report';
import { spawnMain, type MainProcess } from './main-process';
import { createBenchStaff, makeBenchVisitors, type BenchVisitors } from './web-shoppers';
import { percentile, table } from './stats';

/**
 * The pages of issue 17's Lighthouse targets, then issue 39's signed-in ones: `who:path`, measured with that
 * visitor's session cookie (web-shoppers.ts: `basket` has three lines and no orders, `ordered` one order,
 * `staff` the staff account); `{order}` is the ordered shopper's order.
 */
const DEFAULT_PAGES = [
  '/',
  '/stores',
  '/stores?store=1',
  '/products/5',
  '/search?q=milk',
  'basket:/checkout',
  'basket:/checkout?step=payment',
  'basket:/orders',
  'ordered:/orders',
  'ordered:/orders?success=true&order={order}',
  'basket:/profile',
  'staff:/fulfilment',
];

type Who = keyof BenchVisitors;
const WHO = new Set<string>(['basket', 'ordered', 'staff']);

/** A page to measure: its path, and whose session it is opened with (none: a visitor). */
interface PageSpec {
  label: string;
  path: string;
  who: Who | null;
}

function pageSpec(spec: string, visitors: BenchVisitors | null): PageSpec {
  const at = spec.indexOf(':');
  const who = at > 0 && WHO.has(spec.slice(0, at)) ? (spec.slice(0, at) as Who) : null;
  const raw = who ? spec.slice(at + 1) : spec;
  const path = visitors ? raw.replace('{order}', String(visitors.ordered.orderId)) : raw;
  return { label: who ? `${path} (${who})` : path, path, who };
}

const TARGET = {
  performance: 95,
  accessibility: 100,
  lcpMs: 1500,
  tbtMs: 200,
  cls: 0.02,
  homeJsKb: 100,
  routeJsKb: 110,
};

/** Every public route's screen module, with its budget. */
const ROUTES = PUBLIC_ROUTE_MODULES.map(({ route, module, home }) => ({ route, module, targetKb: home ? TARGET.homeJsKb : TARGET.routeJsKb }));

/** What the end-to-end tests pass Chromium (playwright.config.ts), plus headless. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'bench/out');

const runs = (() => {
  const raw = process.env.BENCH_WEB_RUNS;
  const value = raw ? Number(raw) : 5;
  if (!Number.isInteger(value) || value <= 0) throw new Error('BENCH_WEB_RUNS must be a positive whole number');
  return value;
})();
const pages = process.env.BENCH_WEB_PAGES ? process.env.BENCH_WEB_PAGES.split(',').map((p) => p.trim()).filter(Boolean) : DEFAULT_PAGES;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const keepRuns = process.env.BENCH_WEB_KEEP_RUNS === '1';

const log = (line: string) => console.log(line);
const load = () => loadavg().map((v) => v.toFixed(2)).join(' ');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

// --- What this benchmark started, so that it, and only it, is stopped on the way out ------------------------

let server: MainProcess | null = null;
/** The server's process from the moment it is spawned (before it answers), so an interrupted start-up stops it too. */
let serverChild: ChildProcess | null = null;
let chrome: LaunchedChrome | null = null;
let workDir: string | null = null;

function killChrome(): void {
  if (!chrome) return;
  // chrome-launcher started it detached (its own process group) and kills that group by the launched pid.
  try {
    chrome.kill();
  } catch {
    // already gone
  }
  chrome = null;
}

let serverStopped: Promise<void> | null = null;

/** SIGTERM to the server this benchmark started, SIGKILL after 10 s; resolves once it has exited (one stop, however often asked). */
function stopServer(): Promise<void> {
  serverStopped ??= (async () => {
    const child = serverChild;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  })();
  return serverStopped;
}

function removeWorkDir(): void {
  if (!workDir) return;
  try {
    rmSync(workDir, { recursive: true, force: true, maxRetries: 5 });
  } catch (error) {
    log(`could not remove ${workDir}: ${error instanceof Error ? error.message : String(error)}`);
  }
  workDir = null;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: stopping the browser and the server this benchmark started...`);
    killChrome();
    void stopServer()
      .then(removeWorkDir)
      .finally(() => process.exit(130));
  });
}

// --- Build, serve --------------------------------------------------------------------------------------------

/** Builds the web app into `outDir` (as `npm start` builds it); returns what the build printed. */
function buildWebApp(outDir: string): string {
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, env: { ...process.env, WEB_OUT_DIR: outDir }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench web: vite build failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Asks for the page once (a public page is then rendered and cached); says whether the server rendered it. */
async function getPage(port: number, path: string, cookie: string | null): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) } });
  const body = await response.text();
  const rendered = body.includes('id="es-state"');
  // A public page must be rendered; a signed-in one is measured either way (the shell before issue 39).
  if (response.status !== 200 || !(response.headers.get('content-type') ?? '').startsWith('text/html') || (!cookie && !rendered)) {
    throw new Error(`bench web: ${path} answered ${response.status} ${response.headers.get('content-type')} (server-rendered: ${rendered})`);
  }
  return rendered;
}

// --- Initial JavaScript per route, from the manifest ---------------------------------------------------------

interface RouteJs {
  route: string;
  module: string;
  files: number;
  jsGzip: number;
  cssGzip: number;
  targetKb: number;
  met: boolean;
}

function initialJs(webRoot: string): RouteJs[] {
  const gzipOf = (file: string) => gzipSync(readFileSync(join(webRoot, file)), { level: 9 }).length;
  return ROUTES.map(({ route, module, targetKb }) => {
    const { js, css } = routeInitialFiles(webRoot, module);
    const jsGzip = js.reduce((sum, file) => sum + gzipOf(file), 0);
    const cssGzip = css.reduce((sum, file) => sum + gzipOf(file), 0);
    return { route, module, files: js.length, jsGzip, cssGzip, targetKb, met: jsGzip <= targetKb * 1024 };
  });
}

// --- Lighthouse ------------------------------------------------------------------------------------------------

interface RunFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  benchmarkIndex: number;
  load1m: number;
  /** The unthrottled load's first paint, and the scripts of render-blocking priority (High) it came after. */
  observedFcpMs: number;
  highScriptsBeforeFcp: number;
  highScriptsBeforeFcpKb: number;
  warnings: string[];
}

type Figures = Omit<RunFigures, 'warnings' | 'load1m' | 'benchmarkIndex' | 'observedFcpMs' | 'highScriptsBeforeFcp' | 'highScriptsBeforeFcpKb'>;

interface Cost {
  id: string;
  title: string;
  display: string;
  savings: string;
  sortKey: number;
  items: string[];
}

interface PageResult {
  path: string;
  /** Runs Lighthouse itself failed and that were run again. */
  retried: string[];
  /** Unthrottled observations and totals from the median run, to read the simulated figures against. */
  context: string;
  runs: RunFigures[];
  median: Figures;
  medianBenchmarkIndex: number;
  verdicts: Record<string, boolean>;
  lcpElement: string;
  lcpPhases: string;
  layoutShifts: string[];
  costs: Cost[];
  accessibilityFailures: string[];
}

const FLAGS: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
};

/** Lighthouse's own run failure (e.g. NO_NAVSTART, "please run Lighthouse again"): the run is tried again, twice at most. */
class LighthouseRunError extends Error {}
const ATTEMPTS = 3;

async function lighthouseRun(url: string, cookie: string | null, tabStorage: Record<string, string> | null): Promise<Result> {
  chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  try {
    // Signed in: every request of the page carries the session cookie, as the shopper's browser sends it.
    const flags = { ...FLAGS, port: chrome.port, ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    let result;
    if (tabStorage) {
      // The tab's session storage lives as long as the tab: set on a page of the origin (the 404 page: nothing
      // loads but the shell), then Lighthouse navigates that tab (its storage reset leaves session storage be).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        const tab = await browser.newPage();
        await tab.goto(new URL('/bench-tab-storage', url).href);
        await tab.evaluate((entries: [string, string][]) => {
          for (const [key, value] of entries) sessionStorage.setItem(key, value);
        }, Object.entries(tabStorage));
        result = await lighthouse(url, flags, undefined, tab);
      } finally {
        await browser.disconnect();
      }
    } else {
      result = await lighthouse(url, flags);
    }
    if (!result) throw new Error(`bench web: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`bench web: Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    killChrome();
  }
}

const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`bench web: no ${id} in the report for ${lhr.finalDisplayedUrl}`);
  return value;
};
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);

/**
 * Lantern (the simulation behind these figures) counts a script of High priority (a module script or a
 * modulepreload) as blocking the first paint when it finished loading before the unthrottled load painted; so
 * whether the real first paint on loopback came before or after the JavaScript arrived moves the simulated FCP.
 */
function scriptsBeforePaint(lhr: Result): { observedFcpMs: number; count: number; kb: number } {
  const metrics = (asDetails(lhr.audits.metrics?.details)?.items ?? [])[0] ?? {};
  const observedFcpMs = Number(metrics.observedFirstContentfulPaint);
  const requests = asDetails(lhr.audits['network-requests']?.details)?.items ?? [];
  const before = requests.filter((r) => r.resourceType === 'Script' && (r.priority === 'High' || r.priority === 'VeryHigh') && Number(r.networkEndTime) <= observedFcpMs);
  return { observedFcpMs, count: before.length, kb: before.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0) / 1024 };
}

function figuresOf(lhr: Result, load1m: number): RunFigures {
  const paint = scriptsBeforePaint(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    siMs: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load1m,
    observedFcpMs: paint.observedFcpMs,
    highScriptsBeforeFcp: paint.count,
    highScriptsBeforeFcpKb: paint.kb,
    warnings: lhr.runWarnings.map(String),
  };
}

type Details = Record<string, unknown> & { type?: string; items?: Record<string, unknown>[] };

const asDetails = (value: unknown): Details | null => (value && typeof value === 'object' ? (value as Details) : null);
const shortUrl = (value: unknown, origin: string) => (typeof value === 'string' ? value.replace(origin, '') : '');
const oneLine = (text: string, max = 240) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
};

/** A table row of an audit's details as one short line (its URL or node and what it wastes). */
function describeItem(item: Record<string, unknown>, origin: string): string {
  const node = asDetails(item.node);
  const parts: string[] = [];
  if (typeof item.url === 'string') parts.push(shortUrl(item.url, origin) || '(the page)');
  else if (node && typeof node.snippet === 'string') parts.push(oneLine(node.snippet, 160));
  else if (typeof item.group === 'string') parts.push(String(item.groupLabel ?? item.group));
  else if (typeof item.label === 'string') parts.push(item.label);
  else if (typeof item.phase === 'string') parts.push(item.phase);
  if (typeof item.statistic === 'string') parts.push(`${item.statistic} ${String(asDetails(item.value)?.value ?? item.value)}`);
  for (const key of ['wastedMs', 'duration', 'total', 'scripting', 'timing', 'wastedBytes', 'transferSize', 'totalBytes', 'score']) {
    const value = item[key];
    if (typeof value !== 'number') continue;
    if (key === 'score') parts.push(`shift ${value.toFixed(3)}`);
    else if (key.toLowerCase().includes('bytes') || key === 'transferSize') parts.push(`${key} ${kb(value)} KB`);
    else parts.push(`${key} ${Math.round(value)} ms`);
  }
  return parts.join(', ');
}

function tableItems(details: Details | null, origin: string, limit: number): string[] {
  if (!details) return [];
  if (details.type === 'list') return (details.items ?? []).flatMap((sub) => tableItems(asDetails(sub), origin, limit)).slice(0, limit);
  return (details.items ?? [])
    .map((item) => describeItem(item, origin))
    .filter((line) => line !== '')
    .slice(0, limit);
}

/** The performance audits that cost time on this run, biggest estimated saving first. */
function costsOf(lhr: Result): Cost[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const costs: Cost[] = [];
  for (const ref of refs) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
    const details = asDetails(audit.details);
    const metricSavings = Object.entries(audit.metricSavings ?? {}).filter(([, v]) => typeof v === 'number' && v > 0) as [string, number][];
    const overallMs = typeof details?.overallSavingsMs === 'number' ? details.overallSavingsMs : 0;
    const overallBytes = typeof details?.overallSavingsBytes === 'number' ? details.overallSavingsBytes : 0;
    const savings = [
      ...metricSavings.map(([metric, v]) => (metric === 'CLS' ? `CLS ${v.toFixed(3)}` : `${metric} ${Math.round(v)} ms`)),
      ...(overallBytes > 0 ? [`${kb(overallBytes)} KB`] : []),
    ].join(', ');
    const timeSaving = Math.max(overallMs, ...metricSavings.filter(([m]) => m !== 'CLS').map(([, v]) => v), 0);
    costs.push({
      id: ref.id,
      title: audit.title,
      display: audit.displayValue ?? '',
      savings: savings || '-',
      // Estimated time first; then byte savings; then the worse score.
      sortKey: timeSaving * 1e6 + overallBytes + (1 - audit.score),
      items: tableItems(details, origin, 4),
    });
  }
  return costs.sort((a, b) => b.sortKey - a.sortKey);
}

function lcpOf(lhr: Result): { element: string; phases: string } {
  const details = asDetails(lhr.audits['largest-contentful-paint-element']?.details);
  const parts = (details?.items ?? []).map(asDetails);
  const nodeItem = parts[0]?.items?.[0];
  const node = asDetails(nodeItem?.node);
  const element = node ? `${oneLine(String(node.snippet ?? ''), 400)} (${String(node.selector ?? '')})` : '(none reported)';
  const phases = (parts[1]?.items ?? []).map((p) => `${String(p.phase)} ${Math.round(Number(p.timing))} ms`).join(', ');
  return { element, phases };
}

/** What the page loaded and how long its main thread worked (median run), and what the unthrottled load observed. */
function contextOf(lhr: Result): string {
  const metrics = (asDetails(lhr.audits.metrics?.details)?.items ?? [])[0] ?? {};
  const diagnostics = (asDetails(lhr.audits.diagnostics?.details)?.items ?? [])[0] ?? {};
  const n = (v: unknown) => (typeof v === 'number' ? Math.round(v) : Number.NaN);
  return [
    `observed without throttling: FCP ${n(metrics.observedFirstContentfulPaint)} ms, LCP ${n(metrics.observedLargestContentfulPaint)} ms, DOMContentLoaded ${n(metrics.observedDomContentLoaded)} ms, load ${n(metrics.observedLoad)} ms`,
    `${n(diagnostics.numRequests)} requests (${n(diagnostics.numScripts)} scripts, ${n(diagnostics.numStylesheets)} stylesheets), ${kb(Number(diagnostics.totalByteWeight))} KB transferred (document ${kb(Number(diagnostics.mainDocumentTransferSize))} KB)`,
    `main-thread work ${lhr.audits['mainthread-work-breakdown']?.displayValue ?? '-'}, JavaScript execution ${lhr.audits['bootup-time']?.displayValue ?? '-'} (both at 4x CPU slowdown)`,
    `time to interactive ${Math.round(numeric(lhr, 'interactive'))} ms, max potential FID ${Math.round(numeric(lhr, 'max-potential-fid'))} ms`,
  ].join('; ');
}

function accessibilityFailures(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit!.id}: ${audit!.title} [${tableItems(asDetails(audit!.details), origin, 3).join(' | ')}]`);
}

function layoutShiftsOf(lhr: Result): string[] {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return tableItems(asDetails(lhr.audits['layout-shifts']?.details), origin, 5);
}

const slug = (path: string) => (path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-').replace(/-+$/, ''));

async function measurePage(port: number, spec: PageSpec, cookie: string | null, tabStorage: Record<string, string> | null): Promise<PageResult> {
  const { path } = spec;
  const url = `http://127.0.0.1:${port}${path}`;
  const figures: RunFigures[] = [];
  const reports: Result[] = [];
  const retried: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const load1m = loadavg()[0]!;
    let lhr: Result | null = null;
    for (let attempt = 1; !lhr; attempt += 1) {
      try {
        lhr = await lighthouseRun(url, cookie, tabStorage);
      } catch (error) {
        if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
        log(`  ${path} run ${i + 1}: ${error.message}; running it again`);
        retried.push(`run ${i + 1}: ${error.message}`);
      }
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`bench web: ${url} ended at ${lhr.finalDisplayedUrl}`);
    // The payment step sends a tab without the details back to them: then the details step was measured.
    if (tabStorage && new URL(lhr.finalDisplayedUrl).search !== new URL(url).search) throw new Error(`bench web: ${url} ended at ${lhr.finalDisplayedUrl}`);
    const run = figuresOf(lhr, load1m);
    figures.push(run);
    reports.push(lhr);
    log(
      `  ${path} run ${i + 1}/${runs}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${Math.round(run.lcpMs)} ms, ` +
        `FCP ${Math.round(run.fcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, SI ${Math.round(run.siMs)} ms ` +
        `(benchmark index ${Math.round(run.benchmarkIndex)}, load ${load1m.toFixed(2)}; unthrottled first paint at ${Math.round(run.observedFcpMs)} ms, ` +
        `after ${run.highScriptsBeforeFcp} High-priority scripts, ${run.highScriptsBeforeFcpKb.toFixed(1)} KB)`,
    );
    for (const warning of run.warnings) log(`    warning: ${oneLine(warning, 300)}`);
  }
  const med: Figures = {
    performance: median(figures.map((f) => f.performance)),
    accessibility: median(figures.map((f) => f.accessibility)),
    lcpMs: median(figures.map((f) => f.lcpMs)),
    fcpMs: median(figures.map((f) => f.fcpMs)),
    tbtMs: median(figures.map((f) => f.tbtMs)),
    cls: median(figures.map((f) => f.cls)),
    siMs: median(figures.map((f) => f.siMs)),
  };
  // The run whose performance score is the median (closest LCP to the median LCP among those), for the diagnostics.
  const order = figures
    .map((f, i) => ({ f, i }))
    .sort((a, b) => Math.abs(a.f.performance - med.performance) - Math.abs(b.f.performance - med.performance) || Math.abs(a.f.lcpMs - med.lcpMs) - Math.abs(b.f.lcpMs - med.lcpMs));
  const representative = reports[order[0]!.i]!;
  mkdirSync(join(OUT_DIR, 'web'), { recursive: true });
  const file = slug(spec.who ? `${path}-${spec.who}` : path);
  writeFileSync(join(OUT_DIR, 'web', `${file}.json`), JSON.stringify(representative));
  if (keepRuns) reports.forEach((lhr, i) => writeFileSync(join(OUT_DIR, 'web', `${file}-run${i + 1}.json`), JSON.stringify(lhr)));
  const lcp = lcpOf(representative);
  return {
    path: spec.label,
    retried,
    context: contextOf(representative),
    runs: figures,
    median: med,
    medianBenchmarkIndex: median(figures.map((f) => f.benchmarkIndex)),
    verdicts: {
      performance: med.performance >= TARGET.performance,
      accessibility: med.accessibility >= TARGET.accessibility,
      lcp: med.lcpMs <= TARGET.lcpMs,
      tbt: med.tbtMs <= TARGET.tbtMs,
      cls: med.cls <= TARGET.cls,
    },
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    layoutShifts: layoutShiftsOf(representative),
    costs: costsOf(representative),
    accessibilityFailures: accessibilityFailures(representative),
  };
}

// --- Report ----------------------------------------------------------------------------------------------------

function pageTable(result: PageResult): string {
  const m = result.median;
  const v = result.verdicts;
  const spread = (pick: (f: RunFigures) => number, digits = 0) => {
    const values = result.runs.map(pick);
    return `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  };
  const rows = [
    ['performance score', String(m.performance), spread((f) => f.performance), `>= ${TARGET.performance}`, verdict(v.performance!)],
    ['accessibility score', String(m.accessibility), spread((f) => f.accessibility), `${TARGET.accessibility}`, verdict(v.accessibility!)],
    ['LCP', `${(m.lcpMs / 1000).toFixed(2)} s`, spread((f) => f.lcpMs), `<= ${TARGET.lcpMs / 1000} s`, verdict(v.lcp!)],
    ['FCP', `${(m.fcpMs / 1000).toFixed(2)} s`, spread((f) => f.fcpMs), '', 'diagnostic'],
    ['TBT', `${Math.round(m.tbtMs)} ms`, spread((f) => f.tbtMs), `<= ${TARGET.tbtMs} ms`, verdict(v.tbt!)],
    ['CLS', m.cls.toFixed(3), spread((f) => f.cls, 3), `<= ${TARGET.cls}`, verdict(v.cls!)],
    ['Speed Index', `${(m.siMs / 1000).toFixed(2)} s`, spread((f) => f.siMs), '', 'diagnostic'],
  ];
  return table(['metric', `median of ${result.runs.length}`, 'range over runs', 'target', 'verdict'], rows);
}

function summaryTable(results: PageResult[]): string {
  const rows = results.map((r) => [
    r.path,
    String(r.median.performance),
    String(r.median.accessibility),
    `${(r.median.lcpMs / 1000).toFixed(2)} s`,
    `${(r.median.fcpMs / 1000).toFixed(2)} s`,
    `${Math.round(r.median.tbtMs)} ms`,
    r.median.cls.toFixed(3),
    `${(r.median.siMs / 1000).toFixed(2)} s`,
    Object.values(r.verdicts).every(Boolean) ? 'all met' : `MISSED: ${Object.entries(r.verdicts).filter(([, ok]) => !ok).map(([k]) => k).join(', ')}`,
  ]);
  return table(['page', 'performance', 'accessibility', 'LCP', 'FCP', 'TBT', 'CLS', 'Speed Index', 'targets'], rows);
}

function jsTable(routes: RouteJs[]): string {
  return table(
    ['route', 'screen module', 'JS files', 'initial JS (gzip)', 'target', 'verdict', 'CSS (gzip, diagnostic)'],
    routes.map((r) => [r.route, r.module, String(r.files), `${kb(r.jsGzip)} KB`, `<= ${r.targetKb} KB`, verdict(r.met), `${kb(r.cssGzip)} KB`]),
  );
}

function gitDescribe(): string {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--', 'src'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head || 'unknown'}${dirty ? ' (src/ has uncommitted changes)' : ''}`;
}

async function main(): Promise<void> {
  const started = performance.now();
  const lighthouseVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version;
  if (!existsSync(chromePath)) throw new Error(`bench web: no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  const chromiumVersion = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const loadStart = load();
  log(`Everystore web vitals (issue 17): Lighthouse ${lighthouseVersion}, ${chromiumVersion} (${chromePath})`);
  log(`commit ${gitDescribe()}; ${cpus().length} CPUs; node ${process.version}; load average at start: ${loadStart}`);
  log(`Default config (mobile form factor, simulated throttling: slow 4G, 4x CPU), performance + accessibility, ${runs} runs per page, a fresh Chromium per run.`);

  workDir = mkdtempSync(join(tmpdir(), 'everystore-bench-web-'));
  const webRoot = join(workDir, 'web');
  const logFile = join(workDir, 'server.log');
  try {
    log(`\nbuilding the web app into ${webRoot} (npx vite build)...`);
    const buildOutput = buildWebApp(webRoot);
    const buildSays = /Home route initial JS: ([\d.]+) KB/.exec(buildOutput)?.[1];
    const routes = initialJs(webRoot);

    if (pages.some((p) => pageSpec(p, null).who === 'staff')) createBenchStaff(ROOT, join(workDir, 'data'));
    log('starting the server (npm start\'s: the built dist/server/main.js, NODE_ENV=production, fresh embedded database)...');
    server = await spawnMain({
      label: 'bench web',
      // ENABLE_DEBUG: the dev outbox, where the benchmark's shoppers read their verification codes.
      env: { DATA_DIR: join(workDir, 'data'), DATABASE_URL: '', WEB_ROOT: webRoot, ENABLE_DEBUG: 'true' },
      logFile,
      onSpawn: (child) => (serverChild = child),
    });
    const visitors = pages.some((p) => pageSpec(p, null).who) ? await makeBenchVisitors(`http://127.0.0.1:${server.port}`, { withStaff: pages.some((p) => pageSpec(p, null).who === 'staff') }) : null;
    if (visitors) log(`signed in: ${visitors.basket.email} (three lines), ${visitors.ordered.email} (order ${visitors.ordered.orderId}), ${visitors.staff.email} (staff)`);
    const specs = pages.map((p) => pageSpec(p, visitors));
    const cookieOf = (spec: PageSpec) => (spec.who && visitors ? visitors[spec.who].cookie : null);
    // The payment step is entered from a tab that kept the details (the shopper with a basket's).
    const tabStorageOf = (spec: PageSpec) => (spec.who === 'basket' && visitors && new URL(spec.path, 'http://x').searchParams.get('step') === 'payment' ? visitors.basket.checkoutTab : null);
    log(`server up on port ${server.port}; asking each page once (renders and caches a public one)...`);
    for (const spec of specs) log(`  ${spec.label}: ${(await getPage(server.port, spec.path, cookieOf(spec))) ? 'server-rendered' : 'the shell'}`);

    const results: PageResult[] = [];
    for (const spec of specs) {
      log(`\nLighthouse on ${spec.label} (load average ${load()})...`);
      results.push(await measurePage(server.port, spec, cookieOf(spec), tabStorageOf(spec)));
    }
    const loadEnd = load();
    await stopServer();

    log(`\n== Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4x CPU), median of ${runs} runs per page ==`);
    log(summaryTable(results));
    for (const r of results) {
      log(`\n-- ${r.path} (Lighthouse benchmark index, median: ${Math.round(r.medianBenchmarkIndex)}) --`);
      log(pageTable(r));
      log(`Median run: ${r.context}`);
      log(`LCP element: ${r.lcpElement}`);
      if (r.lcpPhases) log(`LCP phases: ${r.lcpPhases}`);
      if (r.layoutShifts.length > 0) log(`Layout shifts: ${r.layoutShifts.join(' | ')}`);
      log('What costs time (the median run; Lighthouse\'s estimated savings):');
      if (r.costs.length === 0) log('  nothing scored below 0.9');
      for (const cost of r.costs.slice(0, 8)) {
        log(`  - ${cost.title} [${cost.id}]${cost.display ? `: ${cost.display}` : ''}; savings: ${cost.savings}`);
        for (const item of cost.items) log(`      ${item}`);
      }
      if (r.accessibilityFailures.length > 0) log(`Accessibility failures:\n${r.accessibilityFailures.map((f) => `  - ${f}`).join('\n')}`);
      if (r.retried.length > 0) log(`Run again after Lighthouse failed: ${r.retried.join(' | ')}`);
      const warnings = [...new Set(r.runs.flatMap((f) => f.warnings))];
      if (warnings.length > 0) log(`Lighthouse warnings: ${warnings.map((w) => oneLine(w, 200)).join(' | ')}`);
    }

    log('\n== Initial JavaScript per public route (gzip level 9: entry + screen module + their static imports, from .vite/manifest.json) ==');
    log(jsTable(routes));
    const home = routes.find((r) => r.module === 'features/home/home-page.tsx')!;
    if (buildSays) log(`(the build's own report for home: ${buildSays} KB; this table: ${kb(home.jsGzip)} KB)`);

    const allMet = results.every((r) => Object.values(r.verdicts).every(Boolean)) && routes.every((r) => r.met);
    log(`\nload average at start ${loadStart}, at end ${loadEnd}; ${((performance.now() - started) / 1000).toFixed(0)} s in all; targets: ${allMet ? 'all met' : 'MISSED (see above)'}`);

    mkdirSync(OUT_DIR, { recursive: true });
    const json = {
      date: new Date().toISOString(),
      commit: gitDescribe(),
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      config: 'default (mobile, simulated throttling), categories performance + accessibility',
      runsPerPage: runs,
      load: { start: loadStart, end: loadEnd },
      targets: TARGET,
      pages: results.map(({ path, retried, context, median: med, medianBenchmarkIndex, verdicts, runs: perRun, lcpElement, lcpPhases, layoutShifts, costs, accessibilityFailures: a11y }) => ({
        path,
        median: med,
        medianBenchmarkIndex,
        retried,
        context,
        verdicts,
        runs: perRun,
        lcpElement,
        lcpPhases,
        layoutShifts,
        costs: costs.map(({ sortKey: _sortKey, ...cost }) => cost),
        accessibilityFailures: a11y,
      })),
      initialJs: routes,
    };
    writeFileSync(join(OUT_DIR, 'web.json'), `${JSON.stringify(json, null, 2)}\n`);
    log(`medians written to ${join(OUT_DIR, 'web.json')}; each page's median-run report in ${join(OUT_DIR, 'web')}/`);
  } catch (error) {
    if (existsSync(logFile)) log(`\nthe server's log (last lines):\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    throw error;
  } finally {
    killChrome();
    await stopServer();
    removeWorkDir();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // Interrupted: the signal handler stops what was started and exits.
    if (interrupted) return;
    console.error(error);
    process.exit(1);
  },
);
