import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, type OrderDetail, type PlaceOrderInput } from '@/contracts/orders';
import { IDEMPOTENCY_LOCK_MS } from '@/domain/idempotency';
import { poundsToPence } from '@/domain/money';
import { openDatabase, type Database } from '../../db/client';
import { cartItems } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { cardToken, orderBody, productsFromChains, type ProductPick } from '../../test/order-factories';
import { parseFetched } from '../../test/parse-body';
import { connectionsGone, freePort, freezeWithRequestsInFlight, ScratchDatabase, startServerProcess, type ServerProcess } from '../../test/server-process';

/**
 * Crash safety on PostgreSQL: shoppers place orders concurrently against the real server process, which is
 * killed with SIGKILL mid-load and started again on the same database. Every order a client saw acknowledged
 * must be there exactly once with all its lines, no order may be partial (at the crash and after), and every
 * request left unanswered, retried with its key and body as the web app does, must end in exactly one order.
 */

const SHOPPERS = 20;
/** The process dies at a random moment 300 ms to 1 s into the load, once at least MIN_ACKS orders are acknowledged. */
const KILL_AFTER_MS = 300 + Math.floor(Math.random() * 700);
const MIN_ACKS = 20;
const MAX_LOAD_MS = 8_000;
/** Lets the test find the server's connections in pg_stat_activity. */
const APP_NAME = `everystore_crash_${randomBytes(4).toString('hex')}`;

interface Shopper {
  userId: number;
  cookie: string;
}

interface Attempt {
  shopper: Shopper;
  key: string;
  body: PlaceOrderInput;
  /** The whole 201 answer, once the client has read it; undefined while unanswered. */
  order?: OrderDetail;
  /** Any other complete answer (none is expected). */
  refused?: { status: number; body: unknown };
  /** Why no answer came (the socket died with the process). */
  error?: string;
  retried?: boolean;
}

let scratch: ScratchDatabase | undefined;
let database: Database | undefined;
let port: number;
let server: ServerProcess | undefined;
let picks: ProductPick[];

/** The real process on the scratch database, always on the same port (a restart is the same instance). */
async function startServer(): Promise<ServerProcess> {
  // Each shopper orders again and again: account limits (orders/account-limits.ts) no run reaches.
  server = await startServerProcess(scratch!.url({ application_name: APP_NAME }), { port, env: { ORDERS_PER_HOUR: '1000000', OPEN_ORDERS_PER_DAY: '1000000' } });
  return server;
}

async function killServer(): Promise<void> {
  const dying = server;
  server = undefined;
  await dying?.kill();
}

/** POST /api/orders as the web app sends it from our own page. */
async function placeOrder(a: Attempt): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: a.shopper.cookie,
      'idempotency-key': a.key,
      origin: `http://127.0.0.1:${port}`,
      'sec-fetch-site': 'same-origin',
    },
    body: JSON.stringify(a.body),
  });
}

/** The shopper's basket made exactly the attempt's lines, as the checkout page it was sent from showed it. */
async function fillBasket(a: Attempt): Promise<void> {
  const { db } = database!;
  await db.delete(cartItems).where(eq(cartItems.userId, a.shopper.userId));
  await db.insert(cartItems).values(a.body.items.map((l) => ({ userId: a.shopper.userId, productId: l.productId, quantity: l.quantity })));
}

/**
 * Sends an attempt (from a basket of its lines, unless it was acknowledged: then it is a replay) and records the
 * whole answer; an answer cut off by the crash stays unanswered.
 */
async function send(a: Attempt): Promise<void> {
  delete a.error;
  delete a.refused;
  if (!a.order) await fillBasket(a);
  try {
    const res = await placeOrder(a);
    if (res.status === 201) a.order = await parseFetched(orderDetailSchema, res);
    else a.refused = { status: res.status, body: (await res.json()) as unknown };
  } catch (error) {
    a.error = String((error as { cause?: unknown }).cause ?? error);
  }
}

/** A new press of the button: its own key, and a card token from the processor as the browser gets one per press. */
async function newAttempt(shopper: Shopper): Promise<Attempt> {
  // 1 to 4 of the eight products, in a random order, each 1 to 5 of: every body is different.
  const lines = [...picks]
    .sort(() => Math.random() - 0.5)
    .slice(0, 1 + Math.floor(Math.random() * 4))
    .map((p) => ({ ...p, quantity: 1 + Math.floor(Math.random() * 5) }));
  const key = randomUUID();
  return { shopper, key, body: orderBody(lines, { notes: `crash-safety ${key}`, paymentToken: await cardToken(database!.db) }) };
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await database!.db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface OrderRow {
  id: number;
  user_id: number;
  order_number: string;
  notes: string | null;
  subtotal_pence: number;
  delivery_fee_pence: number;
  total_pence: number;
  payment_authorisation_id: string;
  items: { product_id: number; quantity: number; price_pence: number }[] | null;
  statuses: number;
  mails: number;
  key_state: string | null;
  key_order_id: number | null;
  auth_status: string | null;
  auth_key: string | null;
}

const expectedLines = (body: PlaceOrderInput) =>
  body.items.map((l) => ({ product_id: l.productId, quantity: l.quantity, price_pence: poundsToPence(l.price) })).sort((x, y) => x.product_id - y.product_id);

/**
 * What the database must hold whenever it is looked at, at the crash or after the retries: every order whole
 * (its lines, its first status, its confirmation mail, its key finished and pointing at it, its authorisation
 * live) and belonging to exactly one request; every acknowledged order present as it was answered. With
 * `settled`, also: every request has its order, and nothing is left started or authorised without an order.
 */
async function checkDatabase(attempts: Attempt[], settled: boolean) {
  const byKey = new Map(attempts.map((a) => [a.key, a]));
  const orders = await rows<OrderRow>(sql`
    SELECT o.id, o.user_id, o.order_number, o.notes, o.subtotal_pence, o.delivery_fee_pence, o.total_pence, o.payment_authorisation_id,
      (SELECT json_agg(json_build_object('product_id', i.product_id, 'quantity', i.quantity, 'price_pence', i.price_pence) ORDER BY i.product_id)
         FROM order_items i WHERE i.order_id = o.id) AS items,
      (SELECT count(*)::int FROM order_statuses s WHERE s.order_id = o.id) AS statuses,
      (SELECT count(*)::int FROM email_outbox m WHERE m.subject = 'Your Everystore order ' || o.order_number || ' is confirmed') AS mails,
      k.state AS key_state, k.order_id AS key_order_id, p.status AS auth_status, p.idempotency_key AS auth_key
    FROM orders o
    LEFT JOIN idempotency_keys k ON k.user_id = o.user_id AND k.order_id = o.id
    LEFT JOIN payment_authorisations p ON p.id = o.payment_authorisation_id`);

  const orderOfKey = new Map<string, OrderRow>();
  for (const o of orders) {
    const key = o.notes?.replace(/^crash-safety /, '') ?? '';
    const attempt = byKey.get(key);
    // No order the clients did not ask for, and at most one per request.
    expect(attempt, `order ${o.id} matches no request`).toBeDefined();
    expect(orderOfKey.has(key), `two orders for key ${key}`).toBe(false);
    orderOfKey.set(key, o);
    // Whole: all its lines at the price paid, its first status, its mail, its key, its authorisation.
    expect(o.user_id).toBe(attempt!.shopper.userId);
    expect(o.items, `order ${o.id} lines`).toEqual(expectedLines(attempt!.body));
    expect(o.subtotal_pence).toBe(o.items!.reduce((s, i) => s + i.quantity * i.price_pence, 0));
    expect(o.total_pence).toBe(o.subtotal_pence + o.delivery_fee_pence);
    expect(o.statuses, `order ${o.id} statuses`).toBe(1);
    expect(o.mails, `order ${o.id} mails`).toBe(1);
    expect(o.key_state, `order ${o.id} key`).toBe('finished');
    expect(o.key_order_id).toBe(o.id);
    expect(o.auth_status, `order ${o.id} authorisation`).toBe('authorised');
    expect(o.auth_key?.startsWith(`order:${o.user_id}:${key}`)).toBe(true);
  }
  expect(new Set(orders.map((o) => o.order_number)).size).toBe(orders.length);

  // Every acknowledged order is there, exactly as the client was told.
  for (const a of attempts.filter((x) => x.order)) {
    const o = orderOfKey.get(a.key);
    expect(o, `acknowledged order ${a.order!.orderNumber} is missing`).toBeDefined();
    expect(o!.id).toBe(a.order!.id);
    expect(o!.order_number).toBe(a.order!.orderNumber);
    expect(a.order!.items.map((i) => ({ product_id: i.productId, quantity: i.quantity, price_pence: poundsToPence(i.price) })).sort((x, y) => x.product_id - y.product_id)).toEqual(
      expectedLines(a.body),
    );
  }

  // No lines, statuses or mails of an order that is not there (cascades aside, nothing half-written).
  const [orphans] = await rows<{ items: number; statuses: number; mails: number }>(sql`
    SELECT (SELECT count(*)::int FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i.order_id)) AS items,
      (SELECT count(*)::int FROM order_statuses s WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = s.order_id)) AS statuses,
      (SELECT count(*)::int FROM email_outbox) - ${orders.length}::int AS mails`);
  expect(orphans).toEqual({ items: 0, statuses: 0, mails: 0 });

  // Keys: a finished key always holds an order (no refusals here); a started one belongs to an unanswered request.
  const keys = await rows<{ key: string; state: string; order_id: number | null; response_status: number | null }>(
    sql`SELECT key, state, order_id, response_status FROM idempotency_keys`,
  );
  for (const k of keys) {
    const attempt = byKey.get(k.key);
    expect(attempt, `key ${k.key} matches no request`).toBeDefined();
    if (k.state === 'finished') {
      expect(k.response_status).toBe(201);
      expect(k.order_id).toBe(orderOfKey.get(k.key)?.id);
    } else {
      expect(attempt!.order, `acknowledged key ${k.key} is still started`).toBeUndefined();
      expect(orderOfKey.has(k.key)).toBe(false);
    }
  }

  // Authorisations: each live one pays for exactly one order, or (only at the crash) awaits its request's retry.
  const auths = await rows<{ id: string; idempotency_key: string; status: string }>(sql`SELECT id, idempotency_key, status FROM payment_authorisations`);
  const authOrders = new Map<string, number>();
  for (const o of orders) authOrders.set(o.payment_authorisation_id, (authOrders.get(o.payment_authorisation_id) ?? 0) + 1);
  const pending: string[] = [];
  for (const p of auths) {
    const uses = authOrders.get(p.id) ?? 0;
    if (p.status === 'voided') expect(uses, `voided ${p.id} pays for an order`).toBe(0);
    else if (uses === 0) pending.push(p.idempotency_key);
    else expect(uses, `${p.id} pays for ${uses} orders`).toBe(1);
  }
  for (const processorKey of pending) {
    const key = processorKey.split(':')[2]!;
    expect(byKey.get(key)?.order, `acknowledged ${key} has an authorisation without an order`).toBeUndefined();
  }

  // A shopper's basket is their last request's lines until its order is written, which empties it (a retry of a
  // request whose order was written fills it again for the page it came from, and is answered as a replay).
  const basket = await rows<{ user_id: number; product_id: number; quantity: number }>(sql`SELECT user_id, product_id, quantity FROM cart_items ORDER BY product_id`);
  for (const userId of new Set(attempts.map((a) => a.shopper.userId))) {
    const last = attempts.filter((a) => a.shopper.userId === userId).at(-1)!;
    const left = basket.filter((b) => b.user_id === userId).map((b) => ({ product_id: b.product_id, quantity: b.quantity }));
    const lines = expectedLines(last.body).map(({ product_id, quantity }) => ({ product_id, quantity }));
    if (orderOfKey.has(last.key)) expect([[], lines], `basket of user ${userId}`).toContainEqual(left);
    else expect(left, `basket of user ${userId}`).toEqual(lines);
  }

  if (settled) {
    expect(attempts.filter((a) => !orderOfKey.has(a.key)).map((a) => a.key)).toEqual([]);
    expect(keys.filter((k) => k.state !== 'finished')).toEqual([]);
    expect(pending).toEqual([]);
  }
  return { orders: orders.length, startedKeys: keys.filter((k) => k.state === 'started').length, pendingAuthorisations: pending.length, voided: auths.filter((p) => p.status === 'voided').length };
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('a server killed mid-checkout (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await ScratchDatabase.create();
    port = await freePort();
  });

  afterAll(async () => {
    await killServer();
    await database?.close();
    await scratch?.drop();
  });

  it('keeps every acknowledged order exactly once and whole, and places every unanswered one exactly once on retry', async () => {
    const t0 = Date.now();
    const marks: string[] = [];
    const mark = (label: string) => marks.push(`${label} ${Date.now() - t0}`);
    // The first start migrates and seeds the empty database, as in production.
    await startServer();
    mark('started');
    database = await openDatabase({ url: scratch!.url(), poolSize: 4 });
    const { db } = database;
    picks = await productsFromChains(db, [1, 2, 3, 4, 5, 6, 7, 8]);
    const shoppers: Shopper[] = await Promise.all(
      Array.from({ length: SHOPPERS }, async () => {
        const user = await createUser(db);
        return { userId: user.id, cookie: await signedInCookie(db, user.id) };
      }),
    );
    mark('shoppers');

    // Load: each shopper orders again and again, one request at a time, until the process is killed.
    const attempts: Attempt[] = [];
    let stopped = false;
    const loops = shoppers.map(async (shopper) => {
      while (!stopped) {
        const a = await newAttempt(shopper);
        attempts.push(a);
        await send(a);
      }
    });
    const started = Date.now();
    const acked = () => attempts.filter((a) => a.order).length;
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const outstanding = () => attempts.filter((a) => !a.order && !a.refused && !a.error).length;
    while (Date.now() - started < MAX_LOAD_MS && (acked() < MIN_ACKS || Date.now() - started < KILL_AFTER_MS)) {
      await sleep(5);
    }
    // Freeze the server, let the answers it already wrote arrive, and kill it only while some requests are
    // still in its hands: a fast server under a slow client can otherwise have answered them all.
    const inFlight = await freezeWithRequestsInFlight(server!, outstanding);
    stopped = true;
    const loadMs = Date.now() - started;
    await killServer();
    await Promise.all(loops);

    const unanswered = attempts.filter((a) => !a.order && !a.refused);
    expect(attempts.filter((a) => a.refused).map((a) => a.refused)).toEqual([]);
    expect(acked()).toBeGreaterThan(0);
    expect(inFlight, 'the kill should land with requests in flight').toBeGreaterThan(0);
    expect(unanswered.length).toBeGreaterThan(0);

    // PostgreSQL rolls back what the dead process left open once it sees its connections close.
    await connectionsGone(db, APP_NAME);
    mark('killed');
    const atCrash = await checkDatabase(attempts, false);
    mark('checked');

    // Start again on the same database; retry every unanswered request with its own key and body.
    await startServer();
    mark('restarted');
    for (const a of unanswered) a.retried = true;
    await Promise.all(unanswered.map(send));
    // A key the dead process had claimed is locked for IDEMPOTENCY_LOCK_MS: meanwhile its retry is told 409
    // (and nothing is placed twice). Fast-forward the lock instead of waiting 30 s, then retry those again.
    const busy = unanswered.filter((a) => !a.order);
    for (const a of busy) {
      expect(a.refused?.status, `retry of ${a.key}: ${a.error ?? JSON.stringify(a.refused)}`).toBe(409);
      delete a.refused;
    }
    mark('retried');
    await checkDatabase(attempts, false);
    await db.execute(sql`UPDATE idempotency_keys SET locked_at = locked_at - ${`${IDEMPOTENCY_LOCK_MS} milliseconds`}::interval WHERE state = 'started'`);
    await Promise.all(busy.map(send));
    for (const a of unanswered) expect(a.order, `retry of ${a.key}: ${a.error ?? JSON.stringify(a.refused)}`).toBeDefined();
    mark('retried again');

    // A retry of an acknowledged request, after the restart, replays the very same answer.
    const acknowledged = attempts.filter((a) => a.order && !a.retried);
    const replays = await Promise.all(
      acknowledged.map(async (a) => {
        const res = await placeOrder(a);
        return { status: res.status, body: (await res.json()) as unknown, first: a.order };
      }),
    );
    for (const r of replays) expect(r).toEqual({ status: 201, body: r.first, first: r.first });
    mark('replayed');

    const settled = await checkDatabase(attempts, true);
    expect(settled.orders).toBe(attempts.length);
    mark('done');
    console.info(
      `crash safety: killed after ${loadMs} ms; ${attempts.length} requests, ${acknowledged.length} acknowledged before the kill, ${unanswered.length} unanswered ` +
        `(${atCrash.orders - acknowledged.length} of them committed, ${atCrash.startedKeys} keys left started, ` +
        `${atCrash.pendingAuthorisations} authorised without an order, ${busy.length} told 409 until the lock expired); ${settled.orders} orders in the end ` +
        `[ms: ${marks.join(', ')}]`,
    );
  }, 60_000);
});
