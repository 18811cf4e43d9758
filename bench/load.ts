/**
 * `npm run bench:load`: a crowd of shoppers against the server as `npm start` runs it (src/server/main.ts in its
 * own process, NODE_ENV=production), on loopback, on the embedded database and, with DATABASE_URL, on PostgreSQL
 * (a scratch database of its own on that server, dropped afterwards).
 *
 * Each shopper is a closed loop on its own keep-alive connection: a request, its whole answer, a think time, the
 * next request. The think time is 1-5 s (uniform, seeded: a shopper reads a page, picks a product, types a
 * word), so N shoppers ask about N / 3 requests a second, as N people shopping would. LOAD_THINK_MS=0-200 is the
 * stress model of earlier runs: every shopper a script asking five times a second, which saturates this machine
 * long before 500 (a diagnostic of how the server degrades, not the targets' crowd). The mix is a shop's: browse 50% (stores, a chain's products, similar
 * products, config), search 20% (search and suggestions over everyday words), product 15% (a product and its
 * rating), basket 10% (add a line, read the basket), sign-in 3%, checkout 2% (the card to the test processor for
 * a token, then the order: the shopper's basket, today's prices, an Idempotency-Key). Every shopper is a prepared, signed-in user holding a 3-line basket. Requests send
 * what a browser's fetch sends (Accept-Encoding: gzip, deflate, br; the session cookie; Origin on writes). The
 * server runs as behind one load balancer (TRUST_PROXY=1) and each shopper has an address of its own in
 * X-Forwarded-For: a crowd comes from many addresses, so the per-address sign-in limit applies per shopper.
 *
 * Every request has 10 s: one not answered by then is "unanswered" (counted at 10 s in the percentiles). Besides
 * the shoppers, a fresh connection every 250 ms asks for /api/config or /api/health (what a new visitor or a load
 * balancer sees). Prints, per kind and overall: requests, requests/s, p50/p95/p99, 5xx, 503 with Retry-After,
 * other errors, unanswered; then the server's event-loop delay and, on the embedded database, the statements
 * that held its event loop. The targets are printed next to the figures; a missed target does not fail the run,
 * only a crash does.
 *
 * Knobs (env): LOAD_SHOPPERS (200 embedded / 500 PostgreSQL), LOAD_SECONDS (60), LOAD_WARMUP (5 s plus the longest think, not counted),
 * LOAD_THINK_MS (1000-5000), LOAD_JUNK (0: the share of junk requests; the soak is
 * `LOAD_JUNK=0.3 LOAD_SECONDS=600 LOAD_ONLY=embedded npm run bench:load`, which also prints the server's RSS every 10 s),
 * LOAD_ONLY (embedded | postgres), LOAD_SEED (1), LOAD_SERVER_NODE_ARGS (extra node flags for the server),
 * LOAD_SERVER_ENV (extra env for the server, 'NAME=value ...'), LOAD_KEEP (keep the embedded run's folder: the
 * server's log and the probe's report).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { get as httpGet } from 'node:http';
import { Client } from 'undici';
import { openDatabase, type Database } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { SESSION_COOKIE } from '../src/server/modules/session/service';
import {
  availableProducts,
  LOAD_PASSWORD,
  prepareShoppers,
  startServer,
  withLoadDatabase,
  type CatalogueItem,
  type LoadServer,
  type PreparedShopper,
} from './load-setup';
import type { ProbeReport } from './load-probe';
import { summarise, table } from './stats';
import { seededRandom } from '../src/domain/seeded-random';

const TIMEOUT_MS = 10_000;
/** LOAD_THINK_MS, 'min-max' in ms: the pause after each answer. */
const THINK = (() => {
  const raw = process.env.LOAD_THINK_MS ?? '1000-5000';
  const match = /^(\d+)-(\d+)$/.exec(raw.replace(/_/g, ''));
  if (!match || Number(match[1]) > Number(match[2])) throw new Error('LOAD_THINK_MS must be min-max in ms, e.g. 1000-5000');
  return { min: Number(match[1]), max: Number(match[2]) };
})();
const PROBE_EVERY_MS = 250;
const ACCEPT_ENCODING = 'gzip, deflate, br';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 everystore-bench-load';

const TARGETS = {
  postgres: { shoppers: 500, seconds: 60, cachedP99Ms: 100, restP99Ms: 250 },
  embedded: { shoppers: 200, seconds: 60 },
} as const;

/** Issue 32: a new connection (a new visitor, a load balancer's probe) is answered within this at p99, under any crowd. */
const NEW_CONNECTION_P99_MS = 500;

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw.replace(/_/g, '')) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
};
const only = process.env.LOAD_ONLY ?? '';
if (only !== '' && only !== 'embedded' && only !== 'postgres') throw new Error('LOAD_ONLY must be embedded or postgres');
const seconds = num('LOAD_SECONDS', 60);
/** The soak: this share of each shopper's requests is junk (unknown paths, unique query strings, broken JSON, bad ids). */
const junkShare = num('LOAD_JUNK', 0);
/** The soak's memory bound: after the first minute, the server's RSS stays within this of where it settled. */
const RSS_GROWTH_LIMIT_MB = 150;
// Long enough for every shopper to have arrived and asked once (arrivals are spread over the first think time).
const warmup = num('LOAD_WARMUP', Math.max(5, Math.ceil(THINK.max / 1000) + 5));
const seed = num('LOAD_SEED', 1);
const log = (line: string) => console.log(line);
const clientDelay = monitorEventLoopDelay({ resolution: 10 });
clientDelay.enable();

/** Everyday shopping words, as people type them into the search box. */
const WORDS = [
  'milk', 'bread', 'eggs', 'butter', 'cheese', 'cheddar', 'apples', 'bananas', 'chicken', 'rice', 'pasta', 'tomatoes',
  'coffee', 'tea', 'sugar', 'yoghurt', 'orange juice', 'potatoes', 'onions', 'carrots', 'baked beans', 'cereal',
  'chocolate', 'biscuits', 'water', 'wine', 'beer', 'soap', 'shampoo', 'toilet roll', 'washing up liquid', 'crisps',
  'salmon', 'mince', 'bacon', 'sausages', 'ham', 'lettuce', 'cucumber', 'peppers', 'mushrooms', 'garlic', 'flour',
  'olive oil', 'honey', 'jam', 'peanut butter', 'oats', 'porridge', 'cream', 'ice cream', 'pizza', 'chips',
  'strawberries', 'grapes', 'lemons', 'avocado', 'spinach', 'broccoli', 'tuna', 'soup', 'noodles', 'curry', 'nappies',
  'dog food', 'cat food', 'toothpaste', 'semi skimmed', 'wholemeal', 'free range', 'organic', 'gluten free', 'vegan',
];


type Kind = 'browse' | 'search' | 'product' | 'basket' | 'sign-in' | 'checkout' | 'junk' | 'fresh connection';
const KINDS: Kind[] = ['browse', 'search', 'product', 'basket', 'sign-in', 'checkout', 'junk'];
/** Answered from the micro-cache (catalogue-edge.ts) or computed without the database. */
const CACHED_ENDPOINTS = new Set(['GET /api/stores/:id/products', 'GET /api/products/:id', 'GET /api/products/:id/similar', 'GET /api/config']);

interface Sample {
  /** When it was sent, ms since the measured window began. */
  at: number;
  kind: Kind;
  endpoint: string;
  ms: number;
  /** 0 when there was no answer (connection error or unanswered). */
  status: number;
  retryAfter: boolean;
  unanswered: boolean;
  error?: string;
}

class Recorder {
  samples: Sample[] = [];
  measuring = false;
  windowStart = 0;
  errorSamples = new Map<string, number>();
  errorBodies = new Map<string, string>();
  /** Every fresh connection from the first second on, the warm-up included (a crowd's first seconds are when they waited). */
  freshFromStart: { at: number; ms: number; status: number }[] = [];
  startedAt = performance.now();
  add(sample: Omit<Sample, 'at'>, startedMeasuring: boolean, sentAt: number): void {
    if (sample.kind === 'fresh connection') this.freshFromStart.push({ at: sentAt - this.startedAt, ms: sample.ms, status: sample.status });
    if (!startedMeasuring) return;
    this.samples.push({ ...sample, at: sentAt - this.windowStart });
    const bad = sample.unanswered || sample.status === 0 || sample.status >= 400;
    if (bad && !(sample.status === 503 && sample.retryAfter)) {
      const key = `${sample.endpoint} -> ${sample.unanswered ? 'unanswered' : sample.status || sample.error}`;
      this.errorSamples.set(key, (this.errorSamples.get(key) ?? 0) + 1);
      if (sample.error && !this.errorBodies.has(key)) this.errorBodies.set(key, sample.error);
    }
  }
}

interface Call {
  kind: Kind;
  endpoint: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** What the caller wants from the answer (status, headers): only sign-in and the basket read one. */
  onAnswer?: (status: number, headers: Record<string, string | string[] | undefined>) => void;
  /** A 2xx body the caller reads (sent uncompressed): only the card token's. */
  onBody?: (body: string) => void;
}

/** One request with a 10 s limit; the body is read in full (not decoded) and thrown away, as a browser's cache would. */
async function send(client: Client, origin: string, address: string, cookie: string, call: Call, recorder: Recorder): Promise<void> {
  const counted = recorder.measuring;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const t0 = performance.now();
  const headers: Record<string, string> = {
    accept: 'application/json, */*',
    'accept-encoding': ACCEPT_ENCODING,
    'accept-language': 'en-GB,en;q=0.9',
    'user-agent': USER_AGENT,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
    referer: `${origin}/`,
    // The load balancer's hop (the server runs with TRUST_PROXY=1): a crowd comes from many addresses, not one.
    'x-forwarded-for': address,
    ...call.headers,
  };
  if (cookie) headers.cookie = cookie;
  if (call.method === 'POST') {
    headers.origin = origin;
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await client.request({ method: call.method, path: call.path, headers, body: call.body, signal: controller.signal });
    let errorBody = '';
    if (res.statusCode >= 400 && res.statusCode !== 503) errorBody = (await res.body.text()).slice(0, 200);
    else if (call.onBody && res.statusCode < 300) call.onBody(await res.body.text());
    else await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
    clearTimeout(timer);
    call.onAnswer?.(res.statusCode, res.headers);
    recorder.add(
      {
        kind: call.kind,
        endpoint: call.endpoint,
        ms: performance.now() - t0,
        status: res.statusCode,
        retryAfter: res.headers['retry-after'] !== undefined,
        unanswered: false,
        error: errorBody || undefined,
      },
      counted,
      t0,
    );
  } catch (error) {
    clearTimeout(timer);
    recorder.add(
      {
        kind: call.kind,
        endpoint: call.endpoint,
        ms: timedOut ? TIMEOUT_MS : performance.now() - t0,
        status: 0,
        retryAfter: false,
        unanswered: timedOut,
        error: timedOut ? 'timeout' : (error as Error).message.slice(0, 120),
      },
      counted,
      t0,
    );
  }
}

interface Shop {
  origin: string;
  catalogue: CatalogueItem[];
  /** Product ids in a fixed shuffled order, read with a popularity skew (a few products are looked at most). */
  popular: number[];
  maxProductId: number;
}

function pickSkewed<T>(list: readonly T[], r: number): T {
  return list[Math.min(list.length - 1, Math.floor(list.length * r * r))]!;
}

const CARD = JSON.stringify({ number: '4242 4242 4242 4242', expiry: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`, cvc: '123', name: 'Ada Lovelace' });

/** What a scanner or a broken client sends: every request unlike the last, so nothing it leaves behind can be reused. */
function junkCall(random: () => number): Call {
  const n = Math.floor(random() * 1e9).toString(36);
  const pick = random();
  if (pick < 0.25) return { kind: 'junk', endpoint: 'GET unknown path', method: 'GET', path: `/api/${n}/${'x'.repeat(Math.floor(random() * 200))}` };
  if (pick < 0.45) return { kind: 'junk', endpoint: 'GET search, unique junk', method: 'GET', path: `/api/products/search?q=${n}${n}&sort=${n}&page=${Math.floor(random() * 1e6)}&${n}=${n}` };
  if (pick < 0.6) return { kind: 'junk', endpoint: 'GET product, bad id', method: 'GET', path: `/api/products/${random() < 0.5 ? n : Math.floor(random() * 1e12)}` };
  if (pick < 0.75) return { kind: 'junk', endpoint: 'GET page, unknown', method: 'GET', path: `/${n}?q=${n}`, headers: { accept: 'text/html' } };
  if (pick < 0.9) return { kind: 'junk', endpoint: 'POST broken JSON', method: 'POST', path: '/api/cart/items', body: `{"productId": ${n}` };
  return { kind: 'junk', endpoint: 'POST login, unknown', method: 'POST', path: '/api/login', body: JSON.stringify({ email: `${n}@example.com`, password: n }) };
}

/** The next request of a shopper, drawn from the mix. */
function nextCall(shop: Shop, shopper: PreparedShopper, random: () => number): Call {
  if (junkShare > 0 && random() < junkShare) return junkCall(random);
  if (shopper.cardToken) {
    // A token pays once, whatever the answer: the next press gets a new one.
    const token = shopper.cardToken;
    shopper.cardToken = undefined;
    return orderCall(shop, shopper, token);
  }
  const r = random();
  const pick = random();
  const productId = () => pickSkewed(shop.popular, random());
  if (r < 0.5) {
    if (pick < 0.3) return { kind: 'browse', endpoint: 'GET /api/stores', method: 'GET', path: '/api/stores' };
    if (pick < 0.6) return { kind: 'browse', endpoint: 'GET /api/stores/:id/products', method: 'GET', path: `/api/stores/${1 + Math.floor(random() * 8)}/products` };
    if (pick < 0.85) return { kind: 'browse', endpoint: 'GET /api/products/:id/similar', method: 'GET', path: `/api/products/${productId()}/similar` };
    return { kind: 'browse', endpoint: 'GET /api/config', method: 'GET', path: '/api/config' };
  }
  if (r < 0.7) {
    const word = WORDS[Math.floor(random() * WORDS.length)]!;
    if (pick < 0.7) {
      const store = random() < 0.25 ? `&store=${1 + Math.floor(random() * 8)}` : '';
      return { kind: 'search', endpoint: 'GET /api/products/search', method: 'GET', path: `/api/products/search?q=${encodeURIComponent(word)}${store}` };
    }
    const typed = word.slice(0, Math.min(word.length, 2 + Math.floor(random() * 4)));
    return { kind: 'search', endpoint: 'GET /api/products/suggestions', method: 'GET', path: `/api/products/suggestions?q=${encodeURIComponent(typed)}` };
  }
  if (r < 0.85) {
    if (pick < 0.6) return { kind: 'product', endpoint: 'GET /api/products/:id', method: 'GET', path: `/api/products/${productId()}` };
    return { kind: 'product', endpoint: 'GET /api/products/:id/rating', method: 'GET', path: `/api/products/${productId()}/rating` };
  }
  const checkout = r >= 0.98;
  if (r < 0.95 || (checkout && shopper.basket.size === 0)) {
    // Checkout with an empty basket: the shopper adds something first, as the basket page would make them.
    if (pick < 0.6 || checkout) {
      if (shopper.basket.size >= 30) return { kind: 'basket', endpoint: 'GET /api/cart', method: 'GET', path: '/api/cart' };
      const item = pickSkewed(shop.catalogue, random());
      return {
        kind: 'basket',
        endpoint: 'POST /api/cart/items',
        method: 'POST',
        path: '/api/cart/items',
        body: JSON.stringify({ productId: item.id, quantity: 1 }),
        onAnswer: (status) => {
          if (status === 200 || status === 201) shopper.basket.set(item.id, Math.min(99, (shopper.basket.get(item.id) ?? 0) + 1));
        },
      };
    }
    return { kind: 'basket', endpoint: 'GET /api/cart', method: 'GET', path: '/api/cart' };
  }
  if (!checkout) {
    return {
      kind: 'sign-in',
      endpoint: 'POST /api/login',
      method: 'POST',
      path: '/api/login',
      body: JSON.stringify({ email: shopper.email, password: LOAD_PASSWORD }),
      onAnswer: (status, headers) => {
        if (status !== 200) return;
        const set = [headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
        if (set) shopper.cookie = set.split(';')[0]!;
      },
    };
  }
  // The payment step: the card goes to the test processor for a token, as the browser sends it; the order
  // is the shopper's next request.
  return {
    kind: 'checkout',
    endpoint: 'POST /api/test-processor/tokens',
    method: 'POST',
    path: '/api/test-processor/tokens',
    headers: { 'accept-encoding': 'identity' },
    body: CARD,
    onBody: (body) => {
      shopper.cardToken = (JSON.parse(body) as { token: string }).token;
    },
  };
}

/** The press's order, paid with the token the shopper just got. */
function orderCall(shop: Shop, shopper: PreparedShopper, paymentToken: string): Call {
  const prices = new Map(shop.catalogue.map((p) => [p.id, p.price]));
  const items = [...shopper.basket].map(([id, quantity]) => ({ productId: id, quantity, price: prices.get(id)! }));
  return {
    kind: 'checkout',
    endpoint: 'POST /api/orders',
    method: 'POST',
    path: '/api/orders',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items,
      shippingDetails: {
        name: 'Ada Lovelace',
        email: shopper.email,
        phone: '07700900123',
        address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
      },
      deliveryOption: 'standard',
      notes: 'Leave with the concierge',
      paymentToken,
      marketingConsent: false,
    }),
    onAnswer: (status) => {
      if (status === 201) shopper.basket.clear();
    },
  };
}

/** Shopper i's own address (198.18.0.0/15, the benchmarking range). */
const shopperAddress = (i: number) => `198.18.${Math.floor(i / 250)}.${1 + (i % 250)}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A new visitor (or a load balancer): a fresh connection, one cheap request, closed. node:http without an agent,
 * so the TCP connect and the wait for the answer are timed apart (a slow connect is the kernel's accept queue).
 */
async function freshConnections(origin: string, recorder: Recorder, connects: number[], until: () => boolean): Promise<void> {
  const inFlight: Promise<void>[] = [];
  const { hostname, port } = new URL(origin);
  let n = 0;
  while (!until()) {
    const path = n % 2 === 0 ? '/api/config' : '/api/health';
    const address = `198.18.255.${n++ % 250}`;
    const counted = recorder.measuring;
    inFlight.push(
      new Promise<void>((resolve) => {
        const t0 = performance.now();
        const endpoint = `GET ${path} (new connection)`;
        const finish = (status: number, retryAfter: boolean, unanswered: boolean, error?: string) => {
          recorder.add({ kind: 'fresh connection', endpoint, ms: unanswered ? TIMEOUT_MS : performance.now() - t0, status, retryAfter, unanswered, error }, counted, t0);
          resolve();
        };
        const req = httpGet(
          { host: hostname, port, path, agent: false, headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': USER_AGENT, 'x-forwarded-for': address, connection: 'close' } },
          (res) => {
            res.resume();
            res.on('end', () => {
              clearTimeout(timer);
              finish(res.statusCode ?? 0, res.headers['retry-after'] !== undefined, false);
            });
          },
        );
        req.on('socket', (socket) => socket.once('connect', () => counted && connects.push(performance.now() - t0)));
        const timer = setTimeout(() => {
          req.destroy(new Error('timeout'));
        }, TIMEOUT_MS);
        req.on('error', (e) => {
          clearTimeout(timer);
          finish(0, false, e.message === 'timeout', e.message);
        });
      }),
    );
    await sleep(PROBE_EVERY_MS);
  }
  await Promise.all(inFlight);
}

interface LoadResult {
  label: string;
  target: 'postgres' | 'embedded';
  shoppers: number;
  seconds: number;
  samples: Sample[];
  errorSamples: Map<string, number>;
  errorBodies: Map<string, string>;
  serverCpuSeconds: number;
  /** The load generator's own event-loop delay (ms): large values would mean the client, not the server, was late. */
  clientLoop: { mean: number; p99: number; max: number };
  /** TCP connect times of the fresh connections (ms). */
  connects: number[];
  freshFromStart: { at: number; ms: number; status: number }[];
  /** The server's resident memory every 10 s from the start (warm-up included): seconds since start, MB. */
  rss: { at: number; mb: number }[];
  probe?: ProbeReport;
}

/** A process's resident set in MB (Linux), or undefined once it is gone. */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

async function drive(server: LoadServer, shoppers: PreparedShopper[], shop: Shop, label: string, target: 'postgres' | 'embedded'): Promise<LoadResult> {
  const recorder = new Recorder();
  const origin = shop.origin;
  let stopping = false;
  log(`  ${shoppers.length} shoppers, ${warmup} s warm-up then ${seconds} s measured...`);
  const loops = shoppers.map(async (shopper, i) => {
    const random = seededRandom(seed * 1_000_003 + i);
    const client = new Client(origin, { pipelining: 1, keepAliveTimeout: 30_000 });
    try {
      await sleep(random() * Math.max(1000, THINK.max)); // arrivals spread over the first think time
      while (!stopping) {
        await send(client, origin, shopperAddress(i), shopper.cookie, nextCall(shop, shopper, random), recorder);
        await sleep(THINK.min + random() * (THINK.max - THINK.min));
      }
    } finally {
      await client.close().catch(() => undefined);
    }
  });
  const rss: { at: number; mb: number }[] = [];
  const sampleRss = () => {
    const mb = rssMb(server.pid);
    if (mb !== undefined) rss.push({ at: (performance.now() - recorder.startedAt) / 1000, mb });
  };
  sampleRss();
  const rssTimer = setInterval(sampleRss, 10_000);
  const connects: number[] = [];
  const probes = freshConnections(origin, recorder, connects, () => stopping);
  await sleep(warmup * 1000);
  server.resetProbe();
  clientDelay.reset();
  const cpu0 = server.cpuSeconds();
  const t0 = performance.now();
  recorder.windowStart = t0;
  recorder.measuring = true;
  await sleep(seconds * 1000);
  recorder.measuring = false;
  const elapsed = (performance.now() - t0) / 1000;
  const serverCpuSeconds = server.cpuSeconds() - cpu0;
  const clientLoop = { mean: clientDelay.mean / 1e6, p99: clientDelay.percentile(99) / 1e6, max: clientDelay.max / 1e6 };
  stopping = true;
  clearInterval(rssTimer);
  sampleRss();
  await Promise.all([...loops, probes]);
  return { label, target, shoppers: shoppers.length, seconds: elapsed, samples: recorder.samples, errorSamples: recorder.errorSamples, errorBodies: recorder.errorBodies, serverCpuSeconds, clientLoop, connects, freshFromStart: recorder.freshFromStart, rss };
}

function row(name: string, samples: Sample[], secondsMeasured: number): string[] {
  const l = summarise(samples.map((s) => s.ms));
  const fivexx = samples.filter((s) => s.status >= 500).length;
  const with503 = samples.filter((s) => s.status === 503 && s.retryAfter).length;
  const unanswered = samples.filter((s) => s.unanswered).length;
  const other = samples.filter((s) => !s.unanswered && (s.status === 0 || (s.status >= 400 && s.status < 500))).length;
  const f = (v: number) => (Number.isFinite(v) ? (v >= 100 ? v.toFixed(0) : v.toFixed(1)) : '-');
  return [name, String(samples.length), (samples.length / secondsMeasured).toFixed(0), f(l.p50), f(l.p95), f(l.p99), String(fivexx), String(with503), String(other), String(unanswered)];
}

const HEADER = ['what', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '5xx', '503+Retry-After', 'other errors', 'unanswered'];

function verdict(r: LoadResult): string[] {
  const mix = r.samples.filter((s) => s.kind !== 'fresh connection');
  const all = r.samples;
  const unanswered = all.filter((s) => s.unanswered).length;
  const fivexx = all.filter((s) => s.status >= 500).length;
  const bad5xx = all.filter((s) => s.status >= 500 && !(s.status === 503 && s.retryAfter)).length;
  const p99 = (list: Sample[]) => summarise(list.map((s) => s.ms)).p99;
  const cachedP99 = p99(mix.filter((s) => CACHED_ENDPOINTS.has(s.endpoint)));
  const restP99 = p99(mix.filter((s) => !CACHED_ENDPOINTS.has(s.endpoint)));
  const ok = (b: boolean) => (b ? 'met' : 'MISSED');
  // Both models: a new visitor is answered promptly from the crowd's first second (warm-up included); at a real
  // crowd's pace (think time 1-5 s) nobody is told to come back.
  const fresh = summarise(r.freshFromStart.map((s) => s.ms));
  const firstSeconds = summarise(r.freshFromStart.filter((s) => s.at < 10_000).map((s) => s.ms));
  const shed = mix.filter((s) => s.status === 503).length;
  const stress = THINK.max <= 1000;
  const common = [
    `  new connection answered, p99 <= ${NEW_CONNECTION_P99_MS} ms from the first second: ${fresh.p99.toFixed(0)} ms (first 10 s: p99 ${firstSeconds.p99.toFixed(0)} ms, max ${firstSeconds.max.toFixed(0)} ms) -> ${ok(fresh.p99 <= NEW_CONNECTION_P99_MS)}`,
    stress
      ? `  shed (503 with Retry-After) under the stress model: ${shed} of ${mix.length} (${((shed / Math.max(1, mix.length)) * 100).toFixed(1)}%, reported, a minority expected)`
      : `  none shed at a real crowd's pace: ${shed} of ${mix.length} -> ${ok(shed === 0)}`,
  ];
  if (r.target === 'postgres') {
    const t = TARGETS.postgres;
    const scale = r.shoppers >= t.shoppers && r.seconds >= t.seconds - 1;
    return [
      `target (PostgreSQL): ${t.shoppers} shoppers for ${t.seconds} s${scale ? '' : ` (this run: ${r.shoppers} shoppers, ${r.seconds.toFixed(0)} s: not the target's scale)`}`,
      `  no 5xx: ${fivexx} -> ${ok(fivexx === 0)}`,
      `  no unanswered: ${unanswered} -> ${ok(unanswered === 0)}`,
      `  p99 cached reads <= ${t.cachedP99Ms} ms: ${cachedP99.toFixed(1)} ms -> ${ok(cachedP99 <= t.cachedP99Ms)}`,
      `  p99 the rest <= ${t.restP99Ms} ms: ${restP99.toFixed(1)} ms -> ${ok(restP99 <= t.restP99Ms)}`,
      ...common,
    ];
  }
  const t = TARGETS.embedded;
  const scale = r.shoppers >= t.shoppers && r.seconds >= t.seconds - 1;
  return [
    `target (embedded): ${t.shoppers} shoppers for ${t.seconds} s${scale ? '' : ` (this run: ${r.shoppers} shoppers, ${r.seconds.toFixed(0)} s: not the target's scale)`}`,
    `  no unanswered: ${unanswered} -> ${ok(unanswered === 0)}`,
    `  no 5xx other than 503 with Retry-After: ${bad5xx} -> ${ok(bad5xx === 0)} (503 with Retry-After: ${all.filter((s) => s.status === 503 && s.retryAfter).length}, allowed)`,
    `  (for reference: p99 cached reads ${cachedP99.toFixed(1)} ms, the rest ${restP99.toFixed(1)} ms)`,
    ...common,
  ];
}

function printResult(r: LoadResult): void {
  const mix = r.samples.filter((s) => s.kind !== 'fresh connection');
  const rows: string[][] = [];
  for (const kind of KINDS) rows.push(row(kind, mix.filter((s) => s.kind === kind), r.seconds));
  rows.push(row('cached reads', mix.filter((s) => CACHED_ENDPOINTS.has(s.endpoint)), r.seconds));
  rows.push(row('the rest', mix.filter((s) => !CACHED_ENDPOINTS.has(s.endpoint)), r.seconds));
  rows.push(row('all shoppers', mix, r.seconds));
  rows.push(row('fresh connection (config/health)', r.samples.filter((s) => s.kind === 'fresh connection'), r.seconds));
  log(`\n== ${r.label}: ${r.shoppers} shoppers, ${r.seconds.toFixed(1)} s measured ==`);
  log(table(HEADER, rows));
  const endpoints = [...new Set(r.samples.map((s) => s.endpoint))].sort();
  log('\nper endpoint:');
  log(table(HEADER, endpoints.map((e) => row(e, r.samples.filter((s) => s.endpoint === e), r.seconds))));
  log(`\nserver CPU: ${r.serverCpuSeconds.toFixed(1)} s in ${r.seconds.toFixed(1)} s (${((r.serverCpuSeconds / r.seconds) * 100).toFixed(0)}% of one core)`);
  const bucket = 10_000;
  const timeline: string[][] = [];
  for (let from = 0; from < Math.floor(r.seconds) * 1000; from += bucket) {
    const inBucket = mix.filter((s) => s.at >= from && s.at < from + bucket);
    const fresh = r.samples.filter((s) => s.kind === 'fresh connection' && s.at >= from && s.at < from + bucket);
    const l = summarise(inBucket.map((s) => s.ms));
    const fl = summarise(fresh.map((s) => s.ms));
    timeline.push([
      `${from / 1000}-${(from + bucket) / 1000} s`,
      (inBucket.length / (bucket / 1000)).toFixed(0),
      l.p50.toFixed(0),
      l.p99.toFixed(0),
      String(inBucket.filter((s) => s.status === 503).length),
      String(inBucket.filter((s) => s.unanswered).length),
      Number.isFinite(fl.max) ? fl.max.toFixed(0) : '-',
    ]);
  }
  log('\nover time (shoppers; by when the request was sent):');
  log(table(['window', 'req/s', 'p50 ms', 'p99 ms', '503', 'unanswered', 'fresh connection max ms'], timeline));
  const c = summarise(r.connects);
  log(`fresh connections, TCP connect alone: p50 ${c.p50.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms, max ${c.max.toFixed(1)} ms`);
  log(`load generator's event loop: delay mean ${r.clientLoop.mean.toFixed(1)} ms, p99 ${r.clientLoop.p99.toFixed(1)} ms, max ${r.clientLoop.max.toFixed(1)} ms`);
  if (r.probe) {
    const p = r.probe;
    const life = p.eventLoopDelaySinceStartMs;
    log(`server event loop since start (warm-up included): delay mean ${life.mean} ms, p99 ${life.p99} ms, max ${life.max} ms`);
    log(
      `server event loop (measured window): delay mean ${p.eventLoopDelayMs.mean} ms, p50 ${p.eventLoopDelayMs.p50} ms, p99 ${p.eventLoopDelayMs.p99} ms, max ${p.eventLoopDelayMs.max} ms` +
        (p.queries > 0
          ? `; inside PGlite ${(p.databaseShare * 100).toFixed(0)}% of the time (${p.queries.toLocaleString('en-GB')} protocol calls ${p.queryMs.toLocaleString('en-GB')} ms, ${p.syncs.toLocaleString('en-GB')} flushes ${p.syncMs.toLocaleString('en-GB')} ms)`
          : ''),
    );
    if (p.top.length > 0) {
      log('statements holding the event loop (embedded database):');
      log(table(['statement', 'calls', 'total ms', 'max ms'], p.top.map((t) => [t.sql.slice(0, 110), String(t.calls), String(t.totalMs), String(t.maxMs)])));
    }
  }
  if (r.errorSamples.size > 0) {
    log('errors (endpoint -> status: count):');
    for (const [k, n] of [...r.errorSamples].sort((a, b) => b[1] - a[1]).slice(0, 12)) log(`  ${k}: ${n}${r.errorBodies.has(k) ? ` (first: ${r.errorBodies.get(k)})` : ''}`);
  }
  if (r.rss.length > 1) {
    log(`server RSS (MB) every 10 s from the start: ${r.rss.map((x) => x.mb.toFixed(0)).join(' ')}`);
  }
  log('');
  for (const line of verdict(r)) log(line);
  const settled = r.rss.find((x) => x.at >= 60);
  if (settled && r.rss.at(-1)!.at >= 300) {
    const peak = Math.max(...r.rss.filter((x) => x.at >= settled.at).map((x) => x.mb));
    const growth = peak - settled.mb;
    log(`  soak: RSS ${settled.mb.toFixed(0)} MB after the first minute, at most ${peak.toFixed(0)} MB after (+${growth.toFixed(0)} MB, bound +${RSS_GROWTH_LIMIT_MB}) -> ${growth <= RSS_GROWTH_LIMIT_MB ? 'met' : 'MISSED'}`);
  }
}

function shopOf(port: number, catalogue: CatalogueItem[], maxProductId: number): Shop {
  const popular = Array.from({ length: maxProductId }, (_, i) => i + 1);
  const random = seededRandom(seed);
  for (let i = popular.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [popular[i], popular[j]] = [popular[j]!, popular[i]!];
  }
  return { origin: `http://127.0.0.1:${port}`, catalogue, popular, maxProductId };
}

async function prepare(database: Database, count: number): Promise<{ catalogue: CatalogueItem[]; shoppers: PreparedShopper[]; productCount: number }> {
  await runMigrations(database);
  const productCount = await seedCatalogue(database.db, loadCatalogue());
  const catalogue = await availableProducts(database.db);
  const shoppers = await prepareShoppers(database.db, count, catalogue);
  return { catalogue, shoppers, productCount };
}

/** As behind one load balancer (each shopper's address in X-Forwarded-For), plus LOAD_SERVER_ENV. */
function serverEnv(): Record<string, string> {
  // Checkouts book the earliest slot (no slot in the body): a capacity no run reaches keeps them placing orders (decision 011),
  // and account limits no run reaches keep a shopper's repeat checkouts going (they are still read on every order).
  const extra: Record<string, string> = { TRUST_PROXY: '1', DELIVERY_SLOT_CAPACITY: '1000000', ORDERS_PER_HOUR: '1000000', OPEN_ORDERS_PER_DAY: '1000000' };
  for (const pair of (process.env.LOAD_SERVER_ENV ?? '').split(/\s+/).filter(Boolean)) {
    const at = pair.indexOf('=');
    if (at > 0) extra[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return extra;
}

async function runEmbedded(): Promise<LoadResult> {
  const count = num('LOAD_SHOPPERS', TARGETS.embedded.shoppers);
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-load-'));
  const dataDir = join(dir, 'data');
  try {
    log(`\nEmbedded database (PGlite on disk in ${dataDir}): seeding the catalogue and ${count} shoppers...`);
    const database = await openDatabase({ dataDir });
    const { catalogue, shoppers, productCount } = await prepare(database, count);
    await database.close();
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...serverEnv() }, join(dir, 'server.log'), join(dir, 'probe.json'));
    let result: LoadResult;
    let probe: ProbeReport | undefined;
    try {
      result = await drive(server, shoppers, shopOf(server.port, catalogue, productCount), 'Embedded database (PGlite, on disk)', 'embedded');
    } finally {
      probe = await server.stop();
    }
    return { ...result, probe };
  } finally {
    if (process.env.LOAD_KEEP) log(`  kept ${dir} (server.log, probe.json)`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(serverUrl: string): Promise<LoadResult> {
  const count = num('LOAD_SHOPPERS', TARGETS.postgres.shoppers);
  const host = new URL(serverUrl);
  log(`\nPostgreSQL at ${host.hostname}:${host.port || '5432'}: seeding the catalogue and ${count} shoppers into a scratch database...`);
  return withLoadDatabase(serverUrl, async (database, url) => {
    const { catalogue, shoppers, productCount } = await prepare(database, count);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-load-'));
    try {
      const server = await startServer({ DATABASE_URL: url, ...serverEnv() }, join(dir, 'server.log'), join(dir, 'probe.json'));
      let result: LoadResult;
      let probe: ProbeReport | undefined;
      try {
        result = await drive(server, shoppers, shopOf(server.port, catalogue, productCount), 'PostgreSQL', 'postgres');
      } finally {
        probe = await server.stop();
      }
      return { ...result, probe };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

async function main(): Promise<void> {
  const cpu = cpus();
  log(`Everystore load test\nCPU: ${cpu[0]?.model.trim() ?? 'unknown'} x ${cpu.length}; memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB; node ${process.version}; load average at start: ${loadavg().map((v) => v.toFixed(2)).join(' ')}\nshoppers think ${THINK.min}-${THINK.max} ms after each answer (LOAD_THINK_MS)`);
  if (only !== 'postgres') printResult(await runEmbedded());
  const serverUrl = process.env.DATABASE_URL;
  if (only !== 'embedded') {
    if (serverUrl) printResult(await runPostgres(serverUrl));
    else log('\nDATABASE_URL is not set: skipping the PostgreSQL run.');
  }
  log(`\nload average at end: ${loadavg().map((v) => v.toFixed(2)).join(' ')}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
