/**
 * Order placement over HTTP: the server as `npm start` runs it (src/server/main.ts, NODE_ENV=production, its
 * default log level, its own process and database pool), real signed-in shoppers each holding a real 3-line
 * basket, and POST /api/orders as the checkout page sends it (same-origin fetch headers, JSON body, a fresh
 * Idempotency-Key and card token per order, a browser's Accept-Encoding). The tokens are the test processor's,
 * written beforehand (the browser gets one from POST /api/test-processor/tokens; that call is not what is measured).
 *
 * Each order is a different shopper: a user, a session and three cart_items rows written to the database
 * before the server starts (the sign-in and the "Add to basket" clicks are not what is measured), one product
 * from each of three different chains. Placing the order empties that basket, so no order is ever for lines the
 * shopper does not hold; the run fails rather than reuse a shopper. Afterwards the database must hold exactly
 * one order (three lines) per 201 answer and exactly the unused shoppers' basket lines.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type RawRequest } from 'autocannon';
import { Pool } from 'undici';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { sql } from 'drizzle-orm';
import { deliveryDates, slotsOfDay } from '@/domain/delivery-slots';
import { openDatabase, type Database, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { benchDatabaseUrl, describeServer, serverVersion, withBenchDatabase } from './postgres';
import { availableProducts, mintCardTokens, prepareShoppers as prepareLoadShoppers } from './load-setup';
import { spawnMain } from './main-process';
import { summarise } from './stats';
import { BROWSER_ACCEPT_ENCODING } from './throughput';


export interface OrderRun {
  /** How the load was offered: closed loop (`connections` shoppers pressing again as soon as answered) or paced. */
  load: string;
  ordersPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 201, connection errors and timeouts. */
  errors: number;
  /** Whether the load was paced (BENCH_ORDER_RATE): a diagnostic, not a target. */
  paced: boolean;
  /** The server process's CPU time per order placed (a diagnostic: one Node process, one core at most). */
  serverCpuMs?: number;
}

export interface OrderFigures {
  label: string;
  kind: 'pglite' | 'postgres';
  runs: OrderRun[];
  /** Warm-up included. */
  totalErrors: number;
  errorSamples: string[];
  /** What the database held afterwards, checked against the answers. */
  checked: string;
}

export interface OrderSettings {
  seconds: number;
  connections: number;
  /** Orders per second of the paced run (PostgreSQL); 0 skips it. */
  rate: number;
  log: (line: string) => void;
}

interface Shopper {
  cookie: string;
  /** The test processor's token for this shopper's one order. */
  token: string;
  items: { productId: number; quantity: number; price: number }[];
}

const SHIPPING = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700900123',
  address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
};

/**
 * Standard's slots for the coming week (decision 011): each order books one at random, as shoppers spread over
 * the week; the server runs with a capacity no run reaches, so what is measured is placing orders, not full slots.
 */
const SLOT_IDS = deliveryDates('standard', new Date()).flatMap((date) => slotsOfDay(date).map((s) => s.id));
const BENCH_SLOT_CAPACITY = '1000000';
/** The account limits (10 an hour, 3 a day) would stop a shopper's repeat orders: still read on every order, never reached. */
const BENCH_ORDER_LIMITS = { ORDERS_PER_HOUR: '1000000', OPEN_ORDERS_PER_DAY: '1000000' };

/** The body the checkout page sends: today's prices, a slot, a fresh card token (the browser gets one per press). */
function orderBody(shopper: Shopper): string {
  return JSON.stringify({
    items: shopper.items,
    shippingDetails: SHIPPING,
    deliveryOption: 'standard',
    deliverySlot: SLOT_IDS[Math.floor(Math.random() * SLOT_IDS.length)],
    notes: 'Leave with the concierge',
    paymentToken: shopper.token,
    marketingConsent: false,
  });
}

/** What Chrome sends with the checkout page's fetch (same origin, credentials included). */
function orderHeaders(port: number, shopper: Shopper): Record<string, string> {
  return {
    accept: '*/*',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    'content-type': 'application/json',
    cookie: shopper.cookie,
    'idempotency-key': randomUUID(),
    origin: `http://127.0.0.1:${port}`,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'cors',
    'sec-fetch-dest': 'empty',
  };
}

/**
 * `count` signed-in shoppers, each with a 3-line basket (one product from each of three different chains),
 * made as bench:load makes them (load-setup.ts): one shared argon2 hash, sessions as createSession makes them.
 */
async function prepareShoppers(db: Db, count: number, log: (line: string) => void): Promise<Shopper[]> {
  const prepared = await prepareLoadShoppers(db, count, await availableProducts(db), {
    emailPrefix: 'bench-shopper',
    onBatch: (made) => {
      if ((made / 1000) % 5 === 0) log(`    ${made.toLocaleString('en-GB')} shoppers`);
    },
  });
  const tokens = await mintCardTokens(db, prepared.length);
  return prepared.map(({ cookie, items }, i) => ({ cookie, items, token: tokens[i]! }));
}

interface RunningServer {
  port: number;
  /** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** src/server/main.ts in its own process, as `npm start` runs it; its log goes to a file, as a service's would. */
async function startMain(env: Record<string, string>, logFile: string): Promise<RunningServer> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const main = await spawnMain({ label: 'bench', env: { DELIVERY_SLOT_CAPACITY: BENCH_SLOT_CAPACITY, ...BENCH_ORDER_LIMITS, ...env }, logFile, nodeArgs });
  return {
    port: main.port,
    cpuSeconds: main.cpuSeconds,
    async stop() {
      if (!main.gone()) main.child.kill('SIGTERM');
      await main.exited;
    },
  };
}

/** Hands out each shopper once; running out invalidates the run (a reused shopper's basket is empty). */
class ShopperQueue {
  private next = 0;
  exhausted = false;
  constructor(private readonly shoppers: Shopper[]) {}
  take(): Shopper {
    const s = this.shoppers[this.next++];
    if (s) return s;
    this.exhausted = true;
    return this.shoppers[this.next % this.shoppers.length]!;
  }
  get used(): number {
    return Math.min(this.next, this.shoppers.length);
  }
}

class Answers {
  created = 0;
  errors = 0;
  samples: string[] = [];
  record(status: number, body: string): void {
    if (status === 201) {
      this.created += 1;
      return;
    }
    this.errors += 1;
    if (this.samples.length < 5) this.samples.push(`${status} ${body.slice(0, 300)}`);
  }
}

/**
 * autocannon keeps no bodies in this benchmark (bench/throughput.ts turns collection off); here the bodies of
 * answers other than 201 are kept, to show what went wrong. 201 bodies (compressed) are not decoded.
 */
function keepErrorBodies(): () => void {
  const proto = PipelinedRequestsQueue.prototype;
  const previous = proto.addBody;
  proto.addBody = function addBody(this: PipelinedRequestsQueue, data: Buffer) {
    const pending = this.peek();
    if (pending && pending.headers.statusCode !== 201) pending.body += data.toString();
  };
  return () => {
    proto.addBody = previous;
  };
}

/** Closed loop: `connections` shoppers, each placing the next order as soon as the last is answered. */
async function closedLoop(port: number, queue: ShopperQueue, answers: Answers, seconds: number, connections: number): Promise<OrderRun> {
  const restore = keepErrorBodies();
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: RawRequest) => {
            const shopper = queue.take();
            return { ...request, method: 'POST', path: '/api/orders', headers: orderHeaders(port, shopper), body: orderBody(shopper) };
          },
          onResponse: (status: number, body: string) => answers.record(status, body),
        },
      ],
    });
    return {
      load: `${connections} connections, closed loop, ${seconds} s`,
      ordersPerSec: result['2xx'] / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
      paced: false,
    };
  } finally {
    restore();
  }
}

/**
 * Open loop: orders arrive at `rate` per second whatever the answers do (as shoppers do), over at most
 * `connections` keep-alive connections. Latency runs from the moment an order was due, so time spent waiting
 * for a free connection counts (no coordinated omission).
 */
async function paced(port: number, queue: ShopperQueue, answers: Answers, rate: number, seconds: number, connections: number): Promise<OrderRun> {
  // undici: the load generator shares the machine with the server and its database, and node:http's client
  // cost twice its CPU per request.
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections, pipelining: 1 });
  const total = Math.round(rate * seconds);
  // Every order's request is made before the clock starts, for the same reason.
  const prepared = Array.from({ length: total }, () => {
    const shopper = queue.take();
    return { body: orderBody(shopper), headers: orderHeaders(port, shopper) };
  });
  // The pool's connections are opened (and its request path run) before the clock starts: a live shop's
  // shoppers are not each on a brand-new connection opened at the same instant, and the first half second of
  // the run measured that instead (p50 80 ms while 50 connections opened, 12-20 ms once they were up).
  await Promise.all(Array.from({ length: connections }, () => pool.request({ method: 'GET', path: '/api/stores' }).then((r) => r.body.dump())));
  const latencies: number[] = [];
  const trace = process.env.BENCH_ORDER_TRACE ? ([] as string[]) : null;
  let errors = 0;
  const t0 = performance.now();
  let lastEnd = t0;
  await new Promise<void>((resolve) => {
    let sent = 0;
    let done = 0;
    const finish = (due: number, status: number, text: string) => {
      if (status !== 201) errors += 1;
      answers.record(status, text);
      lastEnd = performance.now();
      latencies.push(lastEnd - due);
      trace?.push(`${(due - t0).toFixed(1)} ${(lastEnd - due).toFixed(1)}`);
      if (++done === total) resolve();
    };
    const fire = (due: number, { body, headers }: (typeof prepared)[number]) => {
      let status = 0;
      const chunks: Buffer[] = [];
      pool.dispatch(
        { method: 'POST', path: '/api/orders', headers, body },
        {
          onConnect: () => {},
          onHeaders: (statusCode) => {
            status = statusCode;
            return true;
          },
          onData: (chunk) => {
            if (status !== 201) chunks.push(chunk);
            return true;
          },
          onComplete: () => finish(due, status, Buffer.concat(chunks).toString()),
          onError: (error) => finish(due, 0, error.message),
        },
      );
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) * rate) / 1000) + 1);
      while (sent < due) fire(t0 + (sent * 1000) / rate, prepared[sent++]!);
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  await pool.close();
  if (trace) writeFileSync(process.env.BENCH_ORDER_TRACE!, `# ${Date.now() - (performance.now() - t0)}\n` + trace.join('\n') + '\n');
  const l = summarise(latencies);
  return {
    load: `paced at ${rate.toLocaleString('en-GB')} orders/s, up to ${connections} connections, ${seconds} s`,
    ordersPerSec: (total - errors) / ((lastEnd - t0) / 1000),
    p50Ms: l.p50,
    p99Ms: l.p99,
    errors,
    paced: true,
  };
}

/** Before any load: the shopper's basket holds the lines, one order through fetch is placed and empties it. */
async function smokeTest(port: number, queue: ShopperQueue, answers: Answers): Promise<void> {
  const shopper = queue.take();
  const cart = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/cart`, { headers: { cookie: shopper.cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    return (await res.json()) as { items: { productId: number }[] };
  };
  const before = await cart();
  const want = shopper.items.map((i) => i.productId).sort();
  if (JSON.stringify(before.items.map((i) => i.productId).sort()) !== JSON.stringify(want)) throw new Error('bench: a shopper’s basket does not hold their lines');
  const res = await fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: orderHeaders(port, shopper), body: orderBody(shopper) });
  const text = await res.text();
  answers.record(res.status, text);
  if (res.status !== 201) throw new Error(`bench: the first order answered ${res.status}: ${text.slice(0, 300)}`);
  const detail = JSON.parse(text) as { items: unknown[] };
  if (detail.items.length !== 3) throw new Error('bench: the first order does not have 3 lines');
  if ((await cart()).items.length !== 0) throw new Error('bench: placing the order left lines in the basket');
}

async function count(db: Db, table: string): Promise<number> {
  const res = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
}

/**
 * One order (three lines) per 201, at most one per shopper, and every other basket untouched. A run that ends
 * on time cuts off the orders in flight, which the server still places: those are allowed for, never more
 * orders than shoppers handed out.
 */
async function checkDatabase(db: Db, answers: Answers, queue: ShopperQueue, shoppers: number): Promise<string> {
  const [orders, lines, basket] = [await count(db, 'orders'), await count(db, 'order_items'), await count(db, 'cart_items')];
  const res = (await db.execute(sql`SELECT count(*)::int AS n FROM (SELECT user_id FROM orders GROUP BY user_id HAVING count(*) > 1) twice`)) as unknown as { rows: { n: number }[] };
  const twice = Number(res.rows[0]!.n);
  if (orders < answers.created || orders > queue.used || twice > 0 || lines !== 3 * orders || basket !== 3 * (shoppers - orders)) {
    throw new Error(
      `bench: ${answers.created} orders answered 201 (${queue.used} shoppers handed out) but the database holds ${orders} orders (${twice} shoppers with two), ${lines} lines and ${basket} basket lines`,
    );
  }
  const cut = orders - answers.created;
  return `${orders.toLocaleString('en-GB')} orders (${cut} of them in flight when a timed run ended) and ${lines.toLocaleString('en-GB')} lines in the database, at most one per shopper; every other basket intact`;
}

async function loadServer(
  server: RunningServer,
  queue: ShopperQueue,
  answers: Answers,
  settings: OrderSettings,
  withPaced: boolean,
  afterWarmUp?: () => Promise<void>,
): Promise<OrderRun[]> {
  const { port } = server;
  await smokeTest(port, queue, answers);
  settings.log('  warm-up (1 s)...');
  await closedLoop(port, queue, answers, 1, settings.connections);
  await afterWarmUp?.();
  const measured = async (run: () => Promise<OrderRun>) => {
    const [cpu, created] = [server.cpuSeconds(), answers.created];
    const figures = await run();
    return { ...figures, serverCpuMs: ((server.cpuSeconds() - cpu) * 1000) / (answers.created - created) };
  };
  const runs = [await measured(() => closedLoop(port, queue, answers, settings.seconds, settings.connections))];
  settings.log(`  ${runs[0]!.load}: ${Math.round(runs[0]!.ordersPerSec).toLocaleString('en-GB')} orders/s, server CPU ${runs[0]!.serverCpuMs!.toFixed(2)} ms per order`);
  if (withPaced && settings.rate > 0) {
    runs.push(await measured(() => paced(port, queue, answers, settings.rate, settings.seconds, settings.connections)));
    settings.log(`  ${runs[1]!.load}: p99 ${runs[1]!.p99Ms.toFixed(1)} ms`);
  }
  if (queue.exhausted) throw new Error('bench: the prepared shoppers ran out; raise BENCH_ORDER_SHOPPERS');
  return runs;
}

/** Enough shoppers for the warm-up, the closed loop at up to `ceiling` orders/s and the paced run. */
function shopperCount(settings: OrderSettings, ceiling: number, withPaced: boolean): number {
  const fixed = process.env.BENCH_ORDER_SHOPPERS;
  if (fixed) return Number(fixed.replace(/_/g, ''));
  return Math.ceil(ceiling * (settings.seconds + 1) + (withPaced ? settings.rate * settings.seconds : 0) + 100);
}

export async function measureOrdersPglite(settings: OrderSettings): Promise<OrderFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-orders-'));
  const dataDir = join(dir, 'data');
  try {
    const total = shopperCount(settings, 1500, false);
    settings.log(`\nOrder placement, embedded database (PGlite in ${dataDir}): seeding the catalogue and ${total.toLocaleString('en-GB')} shoppers...`);
    let database = await openDatabase({ dataDir });
    await runMigrations(database);
    await seedCatalogue(database.db, loadCatalogue());
    const shoppers = await prepareShoppers(database.db, total, settings.log);
    await database.close();
    const queue = new ShopperQueue(shoppers);
    const answers = new Answers();
    // One embedded database belongs to one process: the server opens it once the seeding process has let go.
    const server = await startMain({ DATA_DIR: dataDir, DATABASE_URL: '' }, join(dir, 'server.log'));
    let runs: OrderRun[];
    try {
      runs = await loadServer(server, queue, answers, settings, false);
    } finally {
      await server.stop();
    }
    database = await openDatabase({ dataDir });
    try {
      const checked = await checkDatabase(database.db, answers, queue, shoppers.length);
      return { label: 'PGlite (embedded, on disk)', kind: 'pglite', runs, totalErrors: answers.errors, errorSamples: answers.samples, checked };
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function measureOrdersPostgres(serverUrl: string, settings: OrderSettings): Promise<OrderFigures> {
  const total = shopperCount(settings, 4000, true);
  settings.log(`\nOrder placement, ${describeServer(serverUrl)}: seeding the catalogue and ${total.toLocaleString('en-GB')} shoppers into a fresh database...`);
  return withBenchDatabase(serverUrl, async (database: Database) => {
    const version = await serverVersion(database);
    await runMigrations(database);
    await seedCatalogue(database.db, loadCatalogue());
    const shoppers = await prepareShoppers(database.db, total, settings.log);
    await database.db.execute(sql`VACUUM ANALYZE`);
    const queue = new ShopperQueue(shoppers);
    const answers = new Answers();
    const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-orders-'));
    try {
      const server = await startMain({ DATABASE_URL: benchDatabaseUrl(serverUrl) }, process.env.BENCH_SERVER_LOG ?? join(dir, 'server.log'));
      let runs: OrderRun[];
      try {
        // A live shop's tables have statistics: autovacuum analyses a table within a minute of its first rows.
        // The warm-up's orders are analysed here, or the foreign-key checks planned against an empty orders
        // table (a scan of it) would stay for the whole run, slower with every order.
        runs = await loadServer(server, queue, answers, settings, true, async () => {
          await database.db.execute(sql`ANALYZE orders, order_items, order_statuses, idempotency_keys, payment_authorisations, email_outbox, delivery_slots`);
        });
      } finally {
        await server.stop();
      }
      const checked = await checkDatabase(database.db, answers, queue, shoppers.length);
      return { label: `PostgreSQL ${version.split(' ')[0]}`, kind: 'postgres', runs, totalErrors: answers.errors, errorSamples: answers.samples, checked };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
