import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, type ChangeOrderInput, type OrderDetail } from '@/contracts/orders';
import { IDEMPOTENCY_LOCK_MS } from '@/domain/idempotency';
import { poundsToPence } from '@/domain/money';
import { openDatabase, type Database } from '../../db/client';
import { cartItems } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { cardToken, orderBody, productsFromChains, unitPounds, type ProductPick } from '../../test/order-factories';
import { parseFetched } from '../../test/parse-body';
import { connectionsGone, freePort, freezeWithRequestsInFlight, ScratchDatabase, startServerProcess, type ServerProcess } from '../../test/server-process';

/**
 * Crash safety of changing an order (issue 34) on PostgreSQL: shoppers change their orders again and again against
 * the real server process, which is killed with SIGKILL while changes are in flight and started again on the same
 * database. Every order must be, at the crash and after, exactly one revision whole: the lines and notes of one
 * request (the one last acknowledged, or the one in flight), its totals from its lines, one timeline row per
 * revision, and a hold at the processor covering it. Every unanswered change, retried with its key and body as the
 * web app does, lands exactly once, and the hold is then exactly the order's.
 */

const SHOPPERS = 12;
const KILL_AFTER_MS = 300 + Math.floor(Math.random() * 700);
const MIN_ACKS = 12;
const MAX_LOAD_MS = 8_000;
const APP_NAME = `everystore_change_crash_${randomBytes(4).toString('hex')}`;

interface Shopper {
  userId: number;
  cookie: string;
  order: OrderDetail;
}

interface Attempt {
  shopper: Shopper;
  key: string;
  body: ChangeOrderInput & { items: NonNullable<ChangeOrderInput['items']>; notes: string };
  answered?: OrderDetail;
  refused?: { status: number; body: unknown };
  error?: string;
}

let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let port: number;
let server: ServerProcess | undefined;
let picks: ProductPick[];

const headers = (cookie: string, extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  cookie,
  origin: `http://127.0.0.1:${port}`,
  'sec-fetch-site': 'same-origin',
  ...extra,
});

async function startServer(): Promise<void> {
  server = await startServerProcess(scratch!.url({ application_name: APP_NAME }), { port, env: { ORDERS_PER_HOUR: '1000000', OPEN_ORDERS_PER_DAY: '1000000' } });
}

async function killServer(): Promise<void> {
  const dying = server;
  server = undefined;
  await dying?.kill();
}

/** Each shopper's one order, placed over HTTP from a basket of four lines. */
async function placeFirstOrder(userId: number, cookie: string): Promise<OrderDetail> {
  const lines = picks.slice(0, 4).map((p) => ({ ...p, quantity: 2 }));
  await database!.db.delete(cartItems).where(eq(cartItems.userId, userId));
  await database!.db.insert(cartItems).values(lines.map((l) => ({ userId, productId: l.id, quantity: l.quantity })));
  const body = orderBody(lines, { paymentToken: await cardToken(database!.db) });
  const res = await fetch(`http://127.0.0.1:${port}/api/orders`, { method: 'POST', headers: headers(cookie, { 'idempotency-key': randomUUID() }), body: JSON.stringify(body) });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${await res.text()}`);
  return parseFetched(orderDetailSchema, res);
}

/** A change: 1 to 5 of the eight products, each 1 to 4 of, marked in the notes with its key. */
function newAttempt(shopper: Shopper): Attempt {
  const items = [...picks]
    .sort(() => Math.random() - 0.5)
    .slice(0, 1 + Math.floor(Math.random() * 5))
    .map((p) => ({ productId: p.id, quantity: 1 + Math.floor(Math.random() * 4), price: unitPounds(p) }));
  const key = randomUUID();
  return { shopper, key, body: { items, notes: `change ${key}` } };
}

async function send(a: Attempt): Promise<void> {
  delete a.error;
  delete a.refused;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/orders/${a.shopper.order.id}`, {
      method: 'PATCH',
      headers: headers(a.shopper.cookie, { 'idempotency-key': a.key }),
      body: JSON.stringify(a.body),
    });
    if (res.status === 200) a.answered = await parseFetched(orderDetailSchema, res);
    else a.refused = { status: res.status, body: (await res.json()) as unknown };
  } catch (error) {
    a.error = String((error as { cause?: unknown }).cause ?? error);
  }
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database!.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface OrderState {
  id: number;
  notes: string | null;
  revision: number;
  subtotal_pence: number;
  delivery_fee_pence: number;
  total_pence: number;
  authorised_pence: number;
  processor_pence: number;
  items: { product_id: number; quantity: number; price_pence: number }[];
  changes: number;
}

const linesOf = (body: Attempt['body']) => body.items.map((l) => ({ product_id: l.productId, quantity: l.quantity, price_pence: poundsToPence(l.price) })).sort((x, y) => x.product_id - y.product_id);

/**
 * Each order is one revision, whole: the lines and notes of the request its notes name (or the order as placed),
 * its totals from those lines, one Order Changed row per revision after the first, a hold covering it. With
 * `settled`: it is its shopper's last request, and the processor holds exactly the order's hold.
 */
async function checkDatabase(shoppers: Shopper[], attempts: Attempt[], settled: boolean): Promise<void> {
  const states = await rows<OrderState>(sql`
    SELECT o.id, o.notes, o.revision, o.subtotal_pence, o.delivery_fee_pence, o.total_pence, o.authorised_pence, p.amount_pence AS processor_pence,
      (SELECT json_agg(json_build_object('product_id', i.product_id, 'quantity', i.quantity, 'price_pence', i.price_pence) ORDER BY i.product_id) FROM order_items i WHERE i.order_id = o.id) AS items,
      (SELECT count(*)::int FROM order_statuses s WHERE s.order_id = o.id AND s.status = 'Order Changed') AS changes
    FROM orders o JOIN payment_authorisations p ON p.id = o.payment_authorisation_id`);
  const byKey = new Map(attempts.map((a) => [a.key, a]));
  for (const shopper of shoppers) {
    const o = states.find((s) => s.id === shopper.order.id)!;
    const mine = attempts.filter((a) => a.shopper === shopper);
    const key = o.notes?.replace(/^change /, '');
    const attempt = key ? byKey.get(key) : undefined;
    if (attempt) {
      expect(attempt.shopper).toBe(shopper);
      expect(o.items, `order ${o.id} is request ${key} whole`).toEqual(linesOf(attempt.body));
      // Nothing acknowledged after the request it is.
      const last = mine.findLast((a) => a.answered);
      if (last) expect(mine.indexOf(attempt), `order ${o.id} lost an acknowledged change`).toBeGreaterThanOrEqual(mine.indexOf(last));
      if (settled) expect(attempt).toBe(mine.at(-1));
    } else {
      // Still as placed: no change was ever acknowledged.
      expect(mine.some((a) => a.answered), `order ${o.id} lost its acknowledged changes`).toBe(false);
      expect(o.items.map((i) => i.product_id)).toEqual(shopper.order.items.map((i) => i.productId).sort((x, y) => x - y));
    }
    expect(o.subtotal_pence).toBe(o.items.reduce((s, i) => s + i.quantity * i.price_pence, 0));
    expect(o.total_pence).toBe(o.subtotal_pence + o.delivery_fee_pence);
    expect(o.changes, `order ${o.id}: one timeline row per revision`).toBe(o.revision - 1);
    expect(o.processor_pence, `order ${o.id}: the processor holds enough`).toBeGreaterThanOrEqual(o.authorised_pence);
    if (settled) expect(o.processor_pence, `order ${o.id}: the processor holds exactly the order's hold`).toBe(o.authorised_pence);
  }
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('a server killed while orders are being changed (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await ScratchDatabase.create();
    port = await freePort();
  });

  afterAll(async () => {
    await killServer();
    await database?.close();
    await scratch?.drop();
  });

  it('leaves every order one whole revision, and lands every unanswered change exactly once on retry', async () => {
    await startServer();
    database = await openDatabase({ url: scratch!.url(), poolSize: 4 });
    const { db } = database;
    picks = await productsFromChains(db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const user = await createUser(db);
        const cookie = await signedInCookie(db, user.id);
        return { userId: user.id, cookie, order: await placeFirstOrder(user.id, cookie) };
      }),
    );

    const attempts: Attempt[] = [];
    let stopped = false;
    const loops = shoppers.map(async (shopper) => {
      while (!stopped) {
        const a = newAttempt(shopper);
        attempts.push(a);
        await send(a);
      }
    });
    const started = Date.now();
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const acked = () => attempts.filter((a) => a.answered).length;
    const outstanding = () => attempts.filter((a) => !a.answered && !a.refused && !a.error).length;
    while (Date.now() - started < MAX_LOAD_MS && (acked() < MIN_ACKS || Date.now() - started < KILL_AFTER_MS)) await sleep(5);
    const inFlight = await freezeWithRequestsInFlight(server!, outstanding);
    stopped = true;
    await killServer();
    await Promise.all(loops);

    expect(attempts.filter((a) => a.refused).map((a) => a.refused)).toEqual([]);
    expect(acked()).toBeGreaterThan(0);
    expect(inFlight, 'the kill should land with changes in flight').toBeGreaterThan(0);
    const unanswered = attempts.filter((a) => !a.answered);
    expect(unanswered.length).toBeGreaterThan(0);
    await connectionsGone(db, APP_NAME);
    await checkDatabase(shoppers, attempts, false);

    // Restart; each shopper retries its unanswered change (only its last request can be unanswered: one at a time).
    await startServer();
    // The dead process's keys stay locked for IDEMPOTENCY_LOCK_MS (a retry meanwhile is told 409): fast-forward.
    await db.execute(sql`UPDATE idempotency_keys SET locked_at = locked_at - ${`${IDEMPOTENCY_LOCK_MS} milliseconds`}::interval WHERE state = 'started'`);
    await Promise.all(unanswered.map(send));
    for (const a of unanswered) expect(a.answered, `retry of ${a.key}: ${a.error ?? JSON.stringify(a.refused)}`).toBeDefined();
    await checkDatabase(shoppers, attempts, true);
    // A retry of an acknowledged change replays its answer and changes nothing.
    const some = attempts.filter((a) => a.answered && !unanswered.includes(a)).slice(-3);
    for (const a of some) {
      const first = a.answered;
      await send(a);
      expect(a.answered).toEqual(first);
    }
    await checkDatabase(shoppers, attempts, true);
  }, 60_000);
});
