/**
 * The database's ceiling for placing an order on this machine: pgbench replays the statements one order runs
 * (the key claim, the basket, the products, the full slots, the account's orders, the test payment's token and
 * authorisation, the order's one writing statement), in that order, one pgbench transaction per order, `clients` clients, `-M prepared`, on a database
 * of its own prepared like the order benchmark's (migrated, the real catalogue, shoppers with a 3-line basket).
 *
 * The statements' SQL comes from the code: orderStatementsSql (order-statements.ts) gives the Drizzle builders'
 * text and placeholders, and one real order placed through placeOrder on this database gives every parameter's
 * value as the code sends it. Each $n becomes a pgbench variable. Values that must differ per order (the shopper,
 * the ids, the key, the order number, the authorisation id, the slot, the products) are marked in that order's
 * values and filled in per transaction by one extra SELECT (\gset) that draws the ids from the tables' own
 * sequences (the server draws them in blocks of 100 ahead of time) and takes the next unused shopper.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, is, Param, Placeholder, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { placeOrderSchema } from '@/contracts/orders';
import { DEFAULT_SLOT_CONFIG, deliveryDates, slotsOfDay } from '@/domain/delivery-slots';
import { openDatabase, type Db } from '../src/server/db/client';
import { IdReserver } from '../src/server/db/id-reserver';
import { runMigrations } from '../src/server/db/migrate';
import * as schema from '../src/server/db/schema';
import { orderItems, orders, orderStatuses } from '../src/server/db/schema';
import { loadCatalogue } from '../src/server/db/seed/catalogue';
import { seedCatalogue } from '../src/server/db/seed/seed';
import { Mailer } from '../src/server/modules/mail/mailer';
import { basketText, orderStatementsSql } from '../src/server/modules/orders/order-statements';
import { placeOrder } from '../src/server/modules/orders/place-order';
import { testPaymentProvider } from '../src/server/modules/payments/provider';
import { issueToken } from '../src/server/modules/test-processor/service';
import { availableProducts, prepareShoppers } from './load-setup';
import { admin } from './postgres';

/** Its own database, so the order benchmark's (everystore_bench) and the load test's are never touched. */
const REPLAY_DATABASE = 'everystore_bench_replay';
/** As the order benchmark's server runs: a capacity no run reaches. */
const SLOT_CAPACITY = 1_000_000;
/** The ceiling the shoppers are sized for (orders per second); past it a transaction finds no shopper and fails. */
const CEILING_PER_SEC = 4000;
/** Marks in the sample order's values: ids far above anything the run draws, a user id no shopper has. */
const SAMPLE = { userId: 760_000_001, orderSeq: 770_000_000, lineSeq: 780_000_000, statusSeq: 790_000_000, key: 'replay-sample-key' };

export interface ReplaySettings {
  seconds: number;
  clients: number;
  log: (line: string) => void;
}

export interface ReplayFigures {
  /** pgbench's transactions (orders) per second, without the connections' set-up. */
  tps: number;
  transactions: number;
  /** Failed transactions and aborted clients (pgbench stops a client at its first error). */
  errors: number;
  errorSamples: string[];
  /** What the database held afterwards. */
  checked: string;
}

export function pgbenchPath(): string {
  if (process.env.BENCH_PGBENCH) return process.env.BENCH_PGBENCH;
  return join(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim(), 'pgbench');
}

const replayUrl = (serverUrl: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${REPLAY_DATABASE}`;
  return url.toString();
};

/** The placeholder a parameter stands for, or undefined for a value bound in the statement itself. */
function placeholderName(param: unknown): string | undefined {
  if (is(param, Placeholder)) return param.name;
  if (is(param, Param) && is(param.value, Placeholder)) return param.value.name;
  return undefined;
}

/** A parameter's value as text, as pgbench sends it. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}

interface Captured {
  text: string;
  params: unknown[];
}

/** A db that records every statement and its parameters (the driver's values) as the code runs them. */
function recordingDb(url: string): { db: Db; captured: Captured[]; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const captured: Captured[] = [];
  const db: Db = drizzle(pool, { schema, logger: { logQuery: (text, params) => captured.push({ text, params }) } });
  return { db, captured, close: () => pool.end() };
}

const SHIPPING = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '07700900123',
  address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
};

interface Token {
  /** The text in the sample order's values. */
  mark: string;
  /** SQL over the per-transaction row `x` giving this transaction's text. */
  expr: string;
}

export interface ReplayScript {
  script: string;
  /** Constant parameters, as -D name=value. */
  constants: Record<string, string>;
  /** Parameters with a per-transaction part: their sample value (a template in the table replay_template). */
  templates: Record<string, string>;
  statements: string[];
}

/**
 * The pgbench script: the statements' text with each $n turned into a pgbench variable, after the SELECT that
 * fills this transaction's variables from the templates.
 */
export function replayScript(db: Db, captured: Captured[], tokens: Token[], clients: number): ReplayScript {
  const constants: Record<string, string> = {};
  const templates: Record<string, string> = {};
  const statements: string[] = [];
  const lines: string[] = [];
  for (const { name, query } of orderStatementsSql(db)) {
    const run = captured.find((c) => c.text === query.sql);
    if (!run) throw new Error(`order-replay: the sample order did not run the ${name} statement as order-statements.ts builds it`);
    const variables = query.params.map((param, i) => {
      const variable = `${name}_${placeholderName(param) ?? `bound${i + 1}`}`.replace(/[^A-Za-z0-9_]/g, '_');
      const value = asText(run.params[i]);
      if (value === null) return null;
      if (tokens.some((t) => value.includes(t.mark))) templates[variable] = value;
      else constants[variable] = value;
      return variable;
    });
    const text = query.sql.replace(/\$(\d+)\b/g, (_, n: string) => {
      const variable = variables[Number(n) - 1];
      return variable === null || variable === undefined ? 'NULL' : `:${variable}`;
    });
    // pgbench reads any `:word` as a variable: the text must hold none but ours (casts' `::` are skipped).
    const stray = [...text.replace(/::/g, ' ').matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((v) => !variables.includes(v));
    if (stray.length > 0) throw new Error(`order-replay: the ${name} statement holds :${stray[0]}, which pgbench would read as a variable`);
    statements.push(name);
    lines.push(`${text};`);
  }
  const fills = Object.entries(templates).map(([variable, value]) => {
    let expr = `(SELECT body FROM replay_template WHERE name = '${variable}')`;
    for (const t of tokens) if (value.includes(t.mark)) expr = `replace(${expr}, '${t.mark.replace(/'/g, "''")}', ${t.expr})`;
    return `${expr} AS "${variable}"`;
  });
  const draw =
    `SELECT ${fills.join(', ')} FROM (SELECT nextval('orders_id_seq') AS o, nextval('order_items_id_seq') AS l1, nextval('order_items_id_seq') AS l2, ` +
    `nextval('order_items_id_seq') AS l3, nextval('order_statuses_id_seq') AS s, sh.user_id AS u, sh.p1, sh.p2, sh.p3, sh.q1, sh.q2, sh.q3, sl.start AS slot ` +
    `FROM replay_shopper sh, replay_slot sl WHERE sh.n = :shopper AND sl.n = :slot) x \\gset`;
  const script = [
    '\\set n :n + 1',
    `\\set shopper :first_shopper + (:n - 1) * ${clients} + :client_id`,
    '\\set slot random(1, :slots)',
    draw,
    ...lines,
    '',
  ].join('\n');
  return { script, constants, templates, statements };
}

interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  aborted: number;
  samples: string[];
}

async function pgbench(url: string, scriptFile: string, clients: number, seconds: number, variables: Record<string, string>): Promise<PgbenchResult> {
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', scriptFile];
  for (const [k, v] of Object.entries(variables)) args.push('-D', `${k}=${v}`);
  args.push(url);
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve) => {
    execFile(pgbenchPath(), args, { maxBuffer: 64 * 2 ** 20 }, (_error, out, err) => resolve({ stdout: out, stderr: err }));
  });
  const grab = (re: RegExp) => Number(re.exec(stdout)?.[1] ?? Number.NaN);
  const abortedLines = stderr.split('\n').filter((l) => /aborted|error/i.test(l));
  const tps = grab(/tps = ([\d.]+) \(without initial connection time\)/);
  if (!Number.isFinite(tps)) throw new Error(`order-replay: pgbench did not report a rate:\n${stdout}\n${stderr.slice(0, 3000)}`);
  return {
    tps,
    transactions: grab(/number of transactions actually processed: (\d+)/),
    failed: grab(/number of failed transactions: (\d+)/) || 0,
    aborted: stderr.split('\n').filter((l) => /client \d+ (script \d+ )?aborted/.test(l)).length,
    samples: abortedLines.slice(0, 5),
  };
}

export interface OrderReplay {
  /** pgbench: a 1 s warm-up, the order tables analysed, then `seconds` measured. */
  run(): Promise<ReplayFigures>;
  /** Drops the replay's database. */
  close(): Promise<void>;
}

/**
 * Prepares the replay's database (seeded, the sample order placed, the script written), to be run later in the
 * same minutes as the server's closed loop.
 */
export async function prepareOrderReplay(serverUrl: string, settings: ReplaySettings): Promise<OrderReplay> {
  const { seconds, clients, log } = settings;
  const url = replayUrl(serverUrl);
  const shopperCount = Number(process.env.BENCH_REPLAY_SHOPPERS?.replace(/_/g, '') || Math.ceil(CEILING_PER_SEC * (seconds + 1) + 100 * clients));
  log(`\npgbench replay of the order's statements (${pgbenchPath()}): seeding the catalogue and ${shopperCount.toLocaleString('en-GB')} shoppers into ${REPLAY_DATABASE}...`);
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${REPLAY_DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${REPLAY_DATABASE}`);
  });
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-replay-'));
  const database = await openDatabase({ url, poolSize: 4 });
  const recording = recordingDb(url);
  const close = async () => {
    await recording.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${REPLAY_DATABASE} WITH (FORCE)`));
  };
  try {
    const { db } = database;
    await runMigrations(database);
    await seedCatalogue(db, loadCatalogue());
    const catalogue = await availableProducts(db);
    const shoppers = await prepareShoppers(db, shopperCount, catalogue, { emailPrefix: 'replay-shopper' });
    // The shoppers in the order pgbench takes them: n -> user, and the basket's three products.
    const ids = new Map((await db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users)).map((u) => [u.email, u.id]));
    await db.execute(
      sql`CREATE TABLE replay_shopper (n int PRIMARY KEY, user_id int NOT NULL, p1 int NOT NULL, p2 int NOT NULL, p3 int NOT NULL, q1 int NOT NULL, q2 int NOT NULL, q3 int NOT NULL)`,
    );
    for (let start = 0; start < shoppers.length; start += 5000) {
      const batch = shoppers.slice(start, start + 5000);
      const column = (f: (s: (typeof shoppers)[number], i: number) => number) => `{${batch.map((s, i) => f(s, i)).join(',')}}`;
      await db.execute(
        sql`INSERT INTO replay_shopper SELECT * FROM unnest(${column((_, i) => start + i + 1)}::int[], ${column((s) => ids.get(s.email)!)}::int[], ${column((s) => s.items[0]!.productId)}::int[], ${column((s) => s.items[1]!.productId)}::int[], ${column((s) => s.items[2]!.productId)}::int[], ${column((s) => s.items[0]!.quantity)}::int[], ${column((s) => s.items[1]!.quantity)}::int[], ${column((s) => s.items[2]!.quantity)}::int[])`,
      );
    }
    // A card token per shopper, as the test processor writes them (with a day to live: the run comes later).
    await db.execute(sql`INSERT INTO payment_tokens (id, brand, last4, outcome, expires_at) SELECT 'tok_replay_' || user_id, 'visa', '4242', 'ok', now() + interval '1 day' FROM replay_shopper`);
    // The week's standard slots, as the order benchmark's shoppers spread over them.
    const slots = deliveryDates('standard', new Date()).flatMap((date) => slotsOfDay(date));
    await db.execute(sql`CREATE TABLE replay_slot (n int PRIMARY KEY, start text NOT NULL)`);
    await db.execute(sql`INSERT INTO replay_slot SELECT * FROM unnest(${`{${slots.map((_, i) => i + 1).join(',')}}`}::int[], ${`{${slots.map((s) => s.start.toISOString()).join(',')}}`}::text[])`);

    // One real order through the code, on marked ids and a user no shopper has: its statements and their values.
    await db.execute(sql`SELECT setval('users_id_seq', ${SAMPLE.userId - 1}), setval('orders_id_seq', ${SAMPLE.orderSeq}), setval('order_items_id_seq', ${SAMPLE.lineSeq}), setval('order_statuses_id_seq', ${SAMPLE.statusSeq})`);
    const [sample] = await prepareShoppers(db, 1, catalogue, { emailPrefix: 'replay-sample' });
    const sampleSlot = slots.at(-1)!;
    // The sample pays with a token from the processor; each replayed order with its shopper's own (written below).
    const sampleToken = (await issueToken(db, { number: '4242424242424242', expiry: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`, cvc: '123', name: 'Ada Lovelace' })).token;
    const input = placeOrderSchema.parse({
      items: sample!.items,
      shippingDetails: SHIPPING,
      deliveryOption: 'standard',
      deliverySlot: sampleSlot.id,
      notes: 'Leave with the concierge',
      paymentToken: sampleToken,
      marketingConsent: false,
    });
    const rdb = recording.db;
    const deps = {
      db: rdb,
      payments: testPaymentProvider(rdb),
      mailer: new Mailer(rdb),
      ids: new IdReserver(rdb),
      slots: { capacity: SLOT_CAPACITY, cutoffHours: DEFAULT_SLOT_CONFIG.cutoffHours, now: () => new Date() },
      logError: (e: unknown) => log(`  sample order: ${String(e)}`),
    };
    const answer = await placeOrder(deps, { userId: SAMPLE.userId, email: sample!.email, firstName: 'Ada', emailVerified: true }, input, SAMPLE.key);
    if (answer.status !== 201) throw new Error(`order-replay: the sample order answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
    const [order] = await db.select().from(orders).where(eq(orders.userId, SAMPLE.userId));
    const lineRows = await db.select({ id: orderItems.id, productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order!.id)).orderBy(asc(orderItems.id));
    const [status] = await db.select({ id: orderStatuses.id }).from(orderStatuses).where(eq(orderStatuses.orderId, order!.id));
    const products = sample!.items.map((i) => i.productId);
    const tokens: Token[] = [
      // The basket the order statement must find (its lines by product id, "productId x quantity"): the shopper's own.
      { mark: basketText(sample!.items)!, expr: `(SELECT string_agg(b.p || 'x' || b.q, ',' ORDER BY b.p) FROM (VALUES (x.p1, x.q1), (x.p2, x.q2), (x.p3, x.q3)) b(p, q))` },
      ...products.flatMap((p, i) => [
        { mark: `"product_id":${p},`, expr: `'"product_id":' || x.p${i + 1} || ','` },
        { mark: `"productId":${p},`, expr: `'"productId":' || x.p${i + 1} || ','` },
      ]),
      { mark: `{${products.join(',')}}`, expr: `'{' || x.p1 || ',' || x.p2 || ',' || x.p3 || '}'` },
      { mark: sampleToken, expr: `'tok_replay_' || x.u` },
      { mark: SAMPLE.key, expr: `'replay-' || x.o` },
      { mark: order!.orderNumber, expr: `'ES-' || lpad(upper(to_hex(x.o % 16777216)), 6, '0')` },
      { mark: order!.paymentAuthorisationId, expr: `'auth_test_' || lpad(to_hex(x.o), 24, '0')` },
      { mark: String(SAMPLE.userId), expr: 'x.u::text' },
      { mark: String(order!.id), expr: 'x.o::text' },
      ...lineRows.map((l, i) => ({ mark: String(l.id), expr: `x.l${i + 1}::text` })),
      { mark: String(status!.id), expr: 'x.s::text' },
      { mark: sampleSlot.start.toISOString(), expr: 'x.slot' },
    ];
    const replay = replayScript(rdb, recording.captured, tokens, clients);
    await db.execute(sql`CREATE TABLE replay_template (name text PRIMARY KEY, body text NOT NULL)`);
    for (const [name, body] of Object.entries(replay.templates)) await db.execute(sql`INSERT INTO replay_template VALUES (${name}, ${body})`);
    const scriptFile = join(dir, 'order.sql');
    writeFileSync(scriptFile, replay.script);
    if (process.env.BENCH_REPLAY_SCRIPT) writeFileSync(process.env.BENCH_REPLAY_SCRIPT, `${replay.script}\n-- templates: ${JSON.stringify(replay.templates, null, 1)}\n-- constants: ${JSON.stringify(replay.constants)}\n`);
    await db.execute(sql`VACUUM ANALYZE`);

    const variables = (first: number) => ({ ...replay.constants, n: '0', first_shopper: String(first), slots: String(slots.length) });
    log(`  statements per order: ${replay.statements.join(', ')} (+1 SELECT filling the transaction's ids and text)`);
    const run = async (): Promise<ReplayFigures> => {
      log(`\npgbench replay, ${clients} clients, -M prepared: warm-up (1 s), then ${seconds} s...`);
      const warm = await pgbench(url, scriptFile, clients, 1, variables(1));
      // As the order benchmark does after its warm-up: the order tables' statistics, as autovacuum would have them.
      await db.execute(sql`ANALYZE orders, order_items, order_statuses, idempotency_keys, payment_tokens, payment_authorisations, email_outbox, delivery_slots`);
      // Past every shopper the warm-up's clients took (each client takes every `clients`-th one).
      const first = 1 + 2 * warm.transactions + 2 * clients;
      const measured = await pgbench(url, scriptFile, clients, seconds, variables(first));
      const errors = warm.failed + warm.aborted + measured.failed + measured.aborted;
      if (first + 2 * measured.transactions > shopperCount) log('  (the shoppers may have run short: raise BENCH_REPLAY_SHOPPERS)');
      const counted = (await db.execute(
        sql`SELECT count(*)::int AS orders, count(DISTINCT user_id)::int AS shoppers, (SELECT count(*)::int FROM order_items) AS lines, (SELECT count(*)::int FROM cart_items) AS basket FROM orders`,
      )) as unknown as { rows: { orders: number; shoppers: number; lines: number; basket: number }[] };
      const c = counted.rows[0]!;
      const checked = `${c.orders.toLocaleString('en-GB')} orders by ${c.shoppers.toLocaleString('en-GB')} shoppers, ${c.lines.toLocaleString('en-GB')} lines; ${(3 * (shopperCount + 1) - c.basket).toLocaleString('en-GB')} basket lines removed`;
      log(`  ${Math.round(measured.tps).toLocaleString('en-GB')} orders/s, ${errors} errors; ${checked}`);
      return { tps: measured.tps, transactions: measured.transactions, errors, errorSamples: [...warm.samples, ...measured.samples].slice(0, 5), checked };
    };
    return { run, close };
  } catch (error) {
    await close();
    throw error;
  }
}
