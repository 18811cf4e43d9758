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
 *
 * Then order changes (issue 34) on the same server: the orders the closed loops placed, as their 201 answers had
 * them, each changed by its own shopper with PATCH /api/orders/:id as the order's page sends it (the whole list
 * of lines at the prices the order shows, a fresh Idempotency-Key): one quantity lowered by one while any line
 * has more than one, and new delivery notes. Afterwards each order's revision must have risen by one per 200,
 * its hold must be what the processor holds, and its lines and notes what was sent.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import autocannon, { type RawRequest } from 'autocannon';
import { Pool } from 'undici';
import PipelinedRequestsQueue from 'autocannon/lib/pipelinedRequestsQueue.js';
import { sql } from 'drizzle-orm';
import { deliveryDates, slotsOfDay } from '@/domain/delivery-slots';
import { poundsToPence } from '@/domain/money';
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

/** Order changes (PATCH /api/orders/:id) in a closed loop over the orders the placement loops placed. */
export interface ChangeFigures {
  load: string;
  changesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, connection errors and timeouts. */
  errors: number;
  /** The server process's CPU time per change answered 200. */
  serverCpuMs: number;
  /** The placed orders the changes were spread over. */
  orders: number;
  /** Warm-up and the first change included. */
  totalErrors: number;
  errorSamples: string[];
  /** What the database held afterwards, checked against the answers. */
  checked: string;
}

export interface OrderFigures {
  label: string;
  kind: 'pglite' | 'postgres';
  runs: OrderRun[];
  /** Not measured when placement placed too few orders to change (said why). */
  changes: ChangeFigures | { skipped: string };
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

/** What Chrome sends with the checkout page's fetch, and the order page's (same origin, credentials included). */
function orderHeaders(port: number, cookie: string, key: string = randomUUID()): Record<string, string> {
  return {
    accept: '*/*',
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    'content-type': 'application/json',
    cookie,
    'idempotency-key': key,
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

/** A 201 answer of the placement loops, kept as it came (compressed, one byte a character) to be read afterwards. */
interface PlacedAnswer {
  cookie: string;
  encoding: string;
  bytes: string;
}

class Answers {
  ok = 0;
  errors = 0;
  samples: string[] = [];
  /** The placement closed loops' 201 answers, with the shopper each belongs to. */
  placed: PlacedAnswer[] = [];
  constructor(private readonly okStatus: number) {}
  record(status: number, body: string): void {
    if (status === this.okStatus) {
      this.ok += 1;
      return;
    }
    this.errors += 1;
    if (this.samples.length < 5) this.samples.push(`${status} ${body.slice(0, 300)}`);
  }
}

/**
 * autocannon keeps no bodies in this benchmark (bench/throughput.ts turns collection off); here the bodies of
 * answers other than `okStatus` are kept, to show what went wrong, and with `keepOk` the `okStatus` ones too, as
 * latin1 (one character a byte, so the compressed bytes survive): they are decoded only after the run.
 */
function keepBodies(okStatus: number, keepOk: boolean): () => void {
  const proto = PipelinedRequestsQueue.prototype;
  const previous = proto.addBody;
  proto.addBody = function addBody(this: PipelinedRequestsQueue, data: Buffer) {
    const pending = this.peek();
    if (!pending) return;
    if (pending.headers.statusCode !== okStatus) pending.body += data.toString();
    else if (keepOk) pending.body += data.toString('latin1');
  };
  return () => {
    proto.addBody = previous;
  };
}

/**
 * Closed loop: `connections` shoppers, each placing the next order as soon as the last is answered. The 201
 * answers are kept (not decoded) for the change loop.
 */
async function closedLoop(port: number, queue: ShopperQueue, answers: Answers, seconds: number, connections: number): Promise<OrderRun> {
  const restore = keepBodies(201, true);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: RawRequest, context: object) => {
            const shopper = queue.take();
            (context as { cookie?: string }).cookie = shopper.cookie;
            return { ...request, method: 'POST', path: '/api/orders', headers: orderHeaders(port, shopper.cookie), body: orderBody(shopper) };
          },
          onResponse: (status: number, body: string, context: object, headers: Record<string, string>) => {
            answers.record(status, body);
            if (status === 201) answers.placed.push({ cookie: (context as { cookie: string }).cookie, encoding: String(headers['content-encoding'] ?? ''), bytes: body });
          },
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
    return { body: orderBody(shopper), headers: orderHeaders(port, shopper.cookie) };
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
  const res = await fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: orderHeaders(port, shopper.cookie), body: orderBody(shopper) });
  const text = await res.text();
  answers.record(res.status, text);
  if (res.status !== 201) throw new Error(`bench: the first order answered ${res.status}: ${text.slice(0, 300)}`);
  const detail = JSON.parse(text) as { items: unknown[] };
  if (detail.items.length !== 3) throw new Error('bench: the first order does not have 3 lines');
  answers.placed.push({ cookie: shopper.cookie, encoding: '', bytes: Buffer.from(text).toString('latin1') });
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
  if (orders < answers.ok || orders > queue.used || twice > 0 || lines !== 3 * orders || basket !== 3 * (shoppers - orders)) {
    throw new Error(
      `bench: ${answers.ok} orders answered 201 (${queue.used} shoppers handed out) but the database holds ${orders} orders (${twice} shoppers with two), ${lines} lines and ${basket} basket lines`,
    );
  }
  const cut = orders - answers.ok;
  return `${orders.toLocaleString('en-GB')} orders (${cut} of them in flight when a timed run ended) and ${lines.toLocaleString('en-GB')} lines in the database, at most one per shopper; every other basket intact`;
}

/** A placed order as its 201 answer had it, with what the change loop has sent it since. */
interface PlacedOrder {
  id: number;
  cookie: string;
  /** The lines as the database should hold them after the changes sent (prices: the unit price paid, pounds). */
  lines: { productId: number; quantity: number; price: number }[];
  notes: string | null;
  /** The change sent and not answered yet, to be sent again with its key if a timed run ends before its answer. */
  last: { key: string; body: string } | null;
  /** Changes sent, answered (any status), answered 200 (a refused one leaves `lines` ahead of the database). */
  sent: number;
  answered: number;
  changed: number;
}

/** The placement loops' 201 answers, decoded once the loops are over: each order, its lines and its shopper. */
function placedOrders(answers: Answers): PlacedOrder[] {
  return answers.placed.map(({ cookie, encoding, bytes }) => {
    const raw = Buffer.from(bytes, 'latin1');
    const decode: Record<string, (b: Buffer) => Buffer> = { '': (b) => b, br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync };
    if (!decode[encoding]) throw new Error(`bench: an order's answer came as ${encoding}, which the bench does not read`);
    const order = JSON.parse(decode[encoding]!(raw).toString()) as { id: number; notes: string | null; items: { productId: number; quantity: number; price: number }[] };
    const lines = order.items.map(({ productId, quantity, price }) => ({ productId, quantity, price }));
    return { id: order.id, cookie, lines, notes: order.notes, last: null, sent: 0, answered: 0, changed: 0 };
  });
}

/**
 * The next change of an order, as its page sends it: the whole list of lines at the prices the order shows
 * (a lowered quantity keeps its price), the largest quantity lowered by one while one is above 1, new notes;
 * a fresh Idempotency-Key.
 */
function nextChange(order: PlacedOrder): { key: string; body: string } {
  const i = order.lines.reduce((max, l, j) => (l.quantity > order.lines[max]!.quantity ? j : max), 0);
  const line = order.lines[i]!;
  if (line.quantity > 1) order.lines = order.lines.map((l, j) => (j === i ? { ...l, quantity: l.quantity - 1 } : l));
  order.notes = `Change ${order.sent + 1}: please ring the bell, the flat is at the back`;
  order.sent += 1;
  order.last = { key: randomUUID(), body: JSON.stringify({ items: order.lines, notes: order.notes }) };
  return order.last;
}

/**
 * Hands out the orders in turn, each again only once its last change was answered (two changes of one order
 * at once would be a refusal, not the figure). Running out of idle orders makes the run invalid.
 */
class ChangeQueue {
  private idle: PlacedOrder[];
  private head = 0;
  starved = false;
  constructor(readonly orders: PlacedOrder[]) {
    this.idle = [...orders];
  }
  take(): PlacedOrder {
    const order = this.idle[this.head];
    if (!order) {
      this.starved = true;
      return this.orders[0]!;
    }
    this.head += 1;
    if (this.head > 10_000) [this.idle, this.head] = [this.idle.slice(this.head), 0];
    return order;
  }
  answered(order: PlacedOrder, status: number): void {
    order.answered += 1;
    order.last = null;
    if (status === 200) order.changed += 1;
    this.idle.push(order);
  }
}

/** Closed loop: `connections` shoppers, each changing the next order as soon as the last change is answered. */
async function changeLoop(port: number, queue: ChangeQueue, answers: Answers, seconds: number, connections: number) {
  const restore = keepBodies(200, false);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      requests: [
        {
          setupRequest: (request: RawRequest, context: object) => {
            const order = queue.take();
            (context as { order?: PlacedOrder }).order = order;
            const { key, body } = nextChange(order);
            return { ...request, method: 'PATCH', path: `/api/orders/${order.id}`, headers: orderHeaders(port, order.cookie, key), body };
          },
          onResponse: (status: number, body: string, context: object) => {
            answers.record(status, body);
            queue.answered((context as { order: PlacedOrder }).order, status);
          },
        },
      ],
    });
    return {
      load: `${connections} connections, closed loop, ${seconds} s`,
      changesPerSec: result['2xx'] / result.duration,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    restore();
  }
}

/** Before the change loop: one change through fetch answers 200 with the next revision and the lowered line. */
async function smokeChange(port: number, queue: ChangeQueue, answers: Answers): Promise<void> {
  const order = queue.take();
  const revision = (await (await fetch(`http://127.0.0.1:${port}/api/orders/${order.id}`, { headers: orderHeaders(port, order.cookie) })).json()) as { revision: number };
  const { key, body } = nextChange(order);
  const res = await fetch(`http://127.0.0.1:${port}/api/orders/${order.id}`, { method: 'PATCH', headers: orderHeaders(port, order.cookie, key), body });
  const text = await res.text();
  answers.record(res.status, text);
  queue.answered(order, res.status);
  if (res.status !== 200) throw new Error(`bench: the first order change answered ${res.status}: ${text.slice(0, 300)}`);
  const after = JSON.parse(text) as { revision: number; notes: string | null; items: { productId: number; quantity: number }[] };
  const quantities = (lines: { productId: number; quantity: number }[]) => JSON.stringify(lines.map((l) => [l.productId, l.quantity]).sort());
  if (after.revision !== revision.revision + 1 || after.notes !== order.notes || quantities(after.items) !== quantities(order.lines)) {
    throw new Error(`bench: the first order change answered revision ${after.revision} (was ${revision.revision}), notes and lines ${quantities(after.items)} for ${body}`);
  }
}

/**
 * A timed run ends with changes in flight: the server finishes them, but their answers go to connections the
 * load generator has closed. Each is sent again with its key and body, as a browser retries, until its answer
 * (replayed, or the change made now if the first never got under way) is in, so that the database can be held
 * to every answer and the server is stopped with no change half done. Not timed. Returns how many there were.
 */
async function settleChanges(port: number, queue: ChangeQueue, answers: Answers): Promise<number> {
  const unanswered = queue.orders.filter((o) => o.last);
  await Promise.all(
    unanswered.map(async (order) => {
      for (let attempt = 0; order.last; attempt++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/orders/${order.id}`, { method: 'PATCH', headers: orderHeaders(port, order.cookie, order.last.key), body: order.last.body });
        const text = await res.text();
        // Its first sending still under way after the server's own wait: asked again.
        if (res.status === 409 && text.includes('still being processed') && attempt < 10) continue;
        answers.record(res.status, text);
        queue.answered(order, res.status);
      }
    }),
  );
  return unanswered.length;
}

/**
 * After the change loop (every change answered: settleChanges), against the answers: each order's revision rose
 * by one per 200 and the orders nobody changed are at revision 1; every order's hold (orders.authorised_pence)
 * is what the processor holds for it; an order whose changes all answered 200 holds the lines and notes last sent.
 */
async function checkChanges(db: Db, orders: PlacedOrder[], answers: Answers, settled: number): Promise<string> {
  const res = (await db.execute(sql`
    SELECT o.id, o.revision, o.notes, o.authorised_pence, a.amount_pence,
      (SELECT json_agg(json_build_array(i.product_id, i.quantity, i.price_pence) ORDER BY i.product_id) FROM order_items i WHERE i.order_id = o.id) AS lines
    FROM orders o JOIN payment_authorisations a ON a.id = o.payment_authorisation_id`)) as unknown as {
    rows: { id: number; revision: number; notes: string | null; authorised_pence: number; amount_pence: number; lines: [number, number, number][] }[];
  };
  const byId = new Map(orders.map((o) => [o.id, o]));
  const wrong: string[] = [];
  let [revisions, asSent] = [0, 0];
  for (const row of res.rows) {
    const order = byId.get(row.id);
    const raised = row.revision - 1;
    revisions += raised;
    if (Number(row.authorised_pence) !== Number(row.amount_pence)) wrong.push(`order ${row.id} holds ${row.authorised_pence}p, the processor ${row.amount_pence}p`);
    if (raised !== (order?.changed ?? 0) || order?.last) {
      wrong.push(`order ${row.id} is at revision ${row.revision} after ${order?.changed ?? 0} changes answered 200 (${order?.sent ?? 0} sent, ${order?.answered ?? 0} answered)`);
    }
    if (order && order.sent > 0 && order.changed === order.sent) {
      asSent += 1;
      const want = order.lines.map((l) => [l.productId, l.quantity, poundsToPence(l.price)]).sort((x, y) => x[0]! - y[0]!);
      if (JSON.stringify(row.lines) !== JSON.stringify(want) || row.notes !== order.notes) wrong.push(`order ${row.id} holds ${JSON.stringify(row.lines)} '${row.notes}', not what was sent: ${JSON.stringify(want)} '${order.notes}'`);
    }
  }
  if (revisions !== answers.ok) wrong.push(`${answers.ok} changes answered 200 but revisions rose by ${revisions}`);
  if (wrong.length > 0) throw new Error(`bench: the changed orders do not match the answers (${wrong.length}):\n  ${wrong.slice(0, 10).join('\n  ')}`);
  const changedOrders = orders.filter((o) => o.changed > 0).length;
  return (
    `${answers.ok.toLocaleString('en-GB')} changes answered 200 (${settled} in flight when a timed run ended, answered by a retry with their key) over ` +
    `${changedOrders.toLocaleString('en-GB')} orders, revisions up by one each; every order's hold equal to the processor's ` +
    `(${res.rows.length.toLocaleString('en-GB')} orders); lines and notes as last sent on ${asSent.toLocaleString('en-GB')}`
  );
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
    const [cpu, placed] = [server.cpuSeconds(), answers.ok];
    const figures = await run();
    return { ...figures, serverCpuMs: ((server.cpuSeconds() - cpu) * 1000) / (answers.ok - placed) };
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

type ChangeRun = Omit<ChangeFigures, 'checked'> & { queue: ChangeQueue; answers: Answers; settled: number };

/**
 * After placement, on the same server: the placed orders changed, one change through fetch, a 1 s warm-up,
 * then the closed loop at the placement's connections and duration.
 */
async function changeServer(server: RunningServer, placed: Answers, settings: OrderSettings, beforeChanges?: () => Promise<void>): Promise<ChangeRun | { skipped: string }> {
  const { port } = server;
  const queue = new ChangeQueue(placedOrders(placed));
  // Each connection needs an order of its own, besides those the warm-up left in flight (one per connection).
  if (queue.orders.length <= 2 * settings.connections) {
    const skipped = `not measured: only ${queue.orders.length} orders placed, and ${settings.connections} connections need more than ${2 * settings.connections}`;
    settings.log(`  order changes ${skipped}`);
    return { skipped };
  }
  const answers = new Answers(200);
  await beforeChanges?.();
  settings.log(`  order changes over the ${queue.orders.length.toLocaleString('en-GB')} orders placed: warm-up (1 s)...`);
  await smokeChange(port, queue, answers);
  await changeLoop(port, queue, answers, 1, settings.connections);
  const [cpu, changed] = [server.cpuSeconds(), answers.ok];
  const run = await changeLoop(port, queue, answers, settings.seconds, settings.connections);
  const serverCpuMs = ((server.cpuSeconds() - cpu) * 1000) / (answers.ok - changed);
  settings.log(`  ${run.load}: ${Math.round(run.changesPerSec).toLocaleString('en-GB')} changes/s, server CPU ${serverCpuMs.toFixed(2)} ms per change`);
  if (queue.starved) throw new Error('bench: every placed order was being changed at once; the change loop needs more orders');
  const settled = await settleChanges(port, queue, answers);
  return { ...run, serverCpuMs, orders: queue.orders.length, totalErrors: answers.errors, errorSamples: answers.samples, queue, answers, settled };
}

async function changeFigures(db: Db, run: ChangeRun | { skipped: string }): Promise<OrderFigures['changes']> {
  if ('skipped' in run) return run;
  const { queue, answers, settled, ...figures } = run;
  return { ...figures, checked: await checkChanges(db, queue.orders, answers, settled) };
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
    const answers = new Answers(201);
    // One embedded database belongs to one process: the server opens it once the seeding process has let go.
    const server = await startMain({ DATA_DIR: dataDir, DATABASE_URL: '' }, join(dir, 'server.log'));
    let runs: OrderRun[];
    let changing: ChangeRun | { skipped: string };
    try {
      runs = await loadServer(server, queue, answers, settings, false);
      changing = await changeServer(server, answers, settings);
    } finally {
      await server.stop();
    }
    database = await openDatabase({ dataDir });
    try {
      const checked = await checkDatabase(database.db, answers, queue, shoppers.length);
      const changes = await changeFigures(database.db, changing);
      return { label: 'PGlite (embedded, on disk)', kind: 'pglite', runs, changes, totalErrors: answers.errors, errorSamples: answers.samples, checked };
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
    const answers = new Answers(201);
    const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-orders-'));
    try {
      const server = await startMain({ DATABASE_URL: benchDatabaseUrl(serverUrl) }, process.env.BENCH_SERVER_LOG ?? join(dir, 'server.log'));
      let runs: OrderRun[];
      let changing: ChangeRun | { skipped: string };
      // A live shop's tables have statistics: autovacuum analyses a table within a minute of its first rows.
      // The warm-up's orders are analysed here, or the foreign-key checks planned against an empty orders
      // table (a scan of it) would stay for the whole run, slower with every order. The placement's orders are
      // analysed again before the changes, as autovacuum would once a tenth of a table is new.
      const placementTables = 'orders, order_items, order_statuses, idempotency_keys, payment_authorisations, email_outbox, delivery_slots';
      const analyse = (tables: string) => async () => {
        await database.db.execute(sql.raw(`ANALYZE ${tables}`));
      };
      try {
        runs = await loadServer(server, queue, answers, settings, true, analyse(placementTables));
        changing = await changeServer(server, answers, settings, analyse(`${placementTables}, payment_ledger`));
      } finally {
        await server.stop();
      }
      const checked = await checkDatabase(database.db, answers, queue, shoppers.length);
      const changes = await changeFigures(database.db, changing);
      return { label: `PostgreSQL ${version.split(' ')[0]}`, kind: 'postgres', runs, changes, totalErrors: answers.errors, errorSamples: answers.samples, checked };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
