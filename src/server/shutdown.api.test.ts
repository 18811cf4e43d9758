import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '@/contracts/orders';
import { openDatabase, type Db } from './db/client';
import { cartItems, orders, products } from './db/schema';
import { createUser, signedInCookie } from './test/auth-factories';
import { seededDataDir } from './test/database-template';
import { cardToken, orderBody, productsFromChains } from './test/order-factories';
import { sameOrigin, startServerProcess, type ServerProcess } from './test/server-process';
import { TestSmtpServer } from './test/smtp-server';

/**
 * SIGTERM under load, on the embedded database: one real server process, mail through a local SMTP server.
 *
 * To send requests "just before the signal" without racing the clock, the process is stopped (SIGSTOP) while the
 * second half of the load goes out: the kernel still takes the connections and the bytes, the server reads none
 * of them. SIGTERM is then sent, and the process continued (SIGCONT), so the signal finds requests waiting in the
 * listening socket's queue, on new connections and on reused keep-alive ones, besides the first half's requests
 * under way.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'everystore-shutdown-'));
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await TestSmtpServer.start();
});
afterAll(async () => {
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on `agent`: `sent` once its bytes are handed to the kernel, `answer` once the whole response is read
 * (rejected on a reset, a hang-up or a response cut short).
 */
function send(agent: Agent, base: string, method: string, path: string, headers: Record<string, string>, body?: unknown): { sent: Promise<void>; answer: Promise<Answer> } {
  let sent!: () => void;
  const written = new Promise<void>((resolve) => (sent = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, agent, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => (res.complete ? resolve({ status: res.statusCode!, body: text }) : reject(new Error(`${method} ${path}: response cut short`))));
    });
    req.on('error', (error) => reject(new Error(`${method} ${path}: ${error.message}`)));
    req.on('finish', sent);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
  return { sent: written, answer };
}

/** The process's state letter from /proc (T: stopped). */
const processState = (pid: number) => /\) (\w) /.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];

interface Shopper {
  id: number;
  email: string;
  cookie: string;
}

/** Verified shoppers with a session each, written to the database before the server starts. */
async function shoppers(db: Db, count: number): Promise<Shopper[]> {
  const made: Shopper[] = [];
  for (let i = 0; i < count; i += 1) {
    const user = await createUser(db);
    made.push({ id: user.id, email: user.email, cookie: await signedInCookie(db, user.id) });
  }
  return made;
}

type Sent = { sent: Promise<void>; answer: Promise<Answer>; kind: 'order' | 'basket' | 'read'; shopper?: Shopper; productId?: number };

describe('SIGTERM under load', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.kill());

  it('answers every request sent before it in full, keeps every acknowledged write, sends the queued mail and exits 0', async () => {
    // The shop's data, written first (one process at a time on an embedded data folder): verified shoppers, each
    // buyer's basket holding the lines of the order they will place (as their checkout page showed it).
    const database = await seededDataDir(dataDir);
    const buyers = await shoppers(database.db, 9);
    const basketers = await shoppers(database.db, 4);
    const bodies = new Map<Shopper, ReturnType<typeof orderBody>>();
    for (const [i, buyer] of buyers.entries()) {
      const picks = await productsFromChains(database.db, [1 + (i % 8)]);
      await database.db.insert(cartItems).values(picks.map((p) => ({ userId: buyer.id, productId: p.id, quantity: 1 })));
      bodies.set(buyer, orderBody(picks, { paymentToken: await cardToken(database.db) }));
    }
    const shelf = (await database.db.select({ id: products.id }).from(products).where(eq(products.available, true)).orderBy(products.id).limit(12)).map((p) => p.id);
    await database.close();

    const proc = await startServerProcess({ dataDir }, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'Everystore <shop@example.test>', LOG_LEVEL: 'info' } });
    server = proc;
    const agent = new Agent({ keepAlive: true });
    const placed: { shopper: Shopper; id: number; orderNumber: string }[] = [];

    // An order placed, and its tracking stream open, before the load.
    const [first, ...rest] = buyers;
    const firstOrder = await send(agent, proc.base, 'POST', '/api/orders', sameOrigin(proc, first!.cookie), bodies.get(first!)).answer;
    expect(firstOrder.status, firstOrder.body).toBe(201);
    const tracked = orderDetailSchema.parse(JSON.parse(firstOrder.body));
    placed.push({ shopper: first!, id: tracked.id, orderNumber: tracked.orderNumber });
    const stream = await fetch(`${proc.base}/api/orders/${tracked.id}/tracking/stream`, { headers: { cookie: first!.cookie } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let heard = '';
    while (!heard.includes('event: tracking')) heard += decoder.decode((await reader.read()).value, { stream: true });
    // Read to its end: a reset of the connection would reject instead.
    const streamRead = (async () => {
      for (;;) if ((await reader.read()).done) return 'ended';
    })();

    const load = (buying: Shopper[], basketing: { shopper: Shopper; productId: number }[]): Sent[] => [
      ...buying.map((shopper): Sent => ({ ...send(agent, proc.base, 'POST', '/api/orders', sameOrigin(proc, shopper.cookie), bodies.get(shopper)), kind: 'order', shopper })),
      ...basketing.map(({ shopper, productId }): Sent => ({
        ...send(agent, proc.base, 'POST', '/api/cart/items', sameOrigin(proc, shopper.cookie), { productId, quantity: 1 }),
        kind: 'basket',
        shopper,
        productId,
      })),
      ...['/api/stores', `/api/products/${shelf[0]}`, '/api/products?search=milk', '/api/cart'].map((path): Sent => ({ ...send(agent, proc.base, 'GET', path, {}), kind: 'read' })),
    ];
    const basketWrites = shelf.map((productId, i) => ({ shopper: basketers[i % basketers.length]!, productId }));

    // The first half: under way when the process stops.
    const under = load(rest.slice(0, 4), basketWrites.slice(0, 6));
    await Promise.race(under.map((r) => r.answer));
    proc.child.kill('SIGSTOP');
    while (processState(proc.child.pid!) !== 'T') await new Promise((r) => setImmediate(r));
    // The second half, sent while the server reads nothing: on reused keep-alive connections and new ones.
    const queued = load(rest.slice(4), basketWrites.slice(6));
    await Promise.all(queued.map((r) => r.sent));
    const exited = new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
    proc.child.kill('SIGTERM');
    proc.child.kill('SIGCONT');

    const all = [...under, ...queued];
    const answers = await Promise.allSettled(all.map((r) => r.answer));
    const failures = answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
    expect(failures, proc.output()).toEqual([]);
    const answered = answers.map((a, i) => ({ ...all[i]!, ...(a as PromiseFulfilledResult<Answer>).value }));
    // Answered by their routes, or told the shop is busy (admission's 503, never a reset).
    for (const a of answered) expect([200, 201, 503], `${a.kind}: ${a.body}`).toContain(a.status);
    expect(await exited, proc.output()).toBe(0);
    agent.destroy();
    expect(await streamRead).toBe('ended');

    for (const a of answered.filter((x) => x.kind === 'order' && x.status === 201)) {
      const order = orderDetailSchema.parse(JSON.parse(a.body));
      placed.push({ shopper: a.shopper!, id: order.id, orderNumber: order.orderNumber });
    }
    const basketAcks = answered.filter((a) => a.kind === 'basket' && a.status === 200);
    // The load did its work: writes were acknowledged, not only refused.
    expect(placed.length).toBeGreaterThan(1);
    expect(basketAcks.length).toBeGreaterThan(0);

    // Every acknowledged order's confirmation went out before the process ended.
    const confirmations = smtp.received.map((m) => `${m.envelope.to.join()} ${m.headers.subject}`);
    for (const p of placed) expect(confirmations).toContain(`${p.shopper.email} Your Everystore order ${p.orderNumber} is confirmed`);

    // And every acknowledged write is on disk: the data folder opened again.
    const reopened = await openDatabase({ dataDir });
    try {
      const found = await reopened.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, placed.map((p) => p.id)));
      expect(found.map((o) => o.id).sort()).toEqual(placed.map((p) => p.id).sort());
      for (const a of basketAcks) {
        const [line] = await reopened.db.select().from(cartItems).where(and(eq(cartItems.userId, a.shopper!.id), eq(cartItems.productId, a.productId!)));
        expect(line, `basket write of ${a.productId}`).toBeDefined();
      }
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
