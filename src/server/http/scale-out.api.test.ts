import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeUserSchema } from '@/contracts/auth';
import { cartSchema } from '@/contracts/cart';
import { orderDetailSchema } from '@/contracts/orders';
import { productListSchema } from '@/contracts/product';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createUser, registrationBody, signedInCookie } from '../test/auth-factories';
import { cardToken, orderBody, productsFromChains } from '../test/order-factories';
import { trackingEvents } from '../test/sse';
import { parseFetched } from '../test/parse-body';
import { sameOrigin, ScratchDatabase, startServerProcess, type ServerProcess } from '../test/server-process';

/**
 * Scale-out on PostgreSQL: two real server processes on one database behave as one shop. Sessions, baskets
 * and rate limits live in the database, so either instance serves any shopper, and losing one loses nothing
 * it acknowledged.
 */

let scratch: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;
let productIds: number[];

const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

async function register(server: ServerProcess): Promise<{ email: string; cookie: string }> {
  const body = registrationBody();
  const res = await fetch(`${server.base}/api/register`, { method: 'POST', headers: sameOrigin(server), body: JSON.stringify(body) });
  expect(res.status).toBe(201);
  return { email: body.email, cookie: cookieOf(res) };
}

async function cartOn(server: ServerProcess, cookie: string) {
  const res = await fetch(`${server.base}/api/cart`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return parseFetched(cartSchema, res);
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    scratch = await ScratchDatabase.create();
    // The first start migrates and seeds; the second finds it done.
    a = await startServerProcess(scratch.url());
    b = await startServerProcess(scratch.url());
    const res = await fetch(`${a.base}/api/products?limit=60`);
    productIds = (await parseFetched(productListSchema, res))
      .filter((p) => p.available)
      .map((p) => p.id);
  }, 60_000);

  afterAll(async () => {
    await a?.kill();
    await b?.kill();
    await scratch?.drop();
  });

  it('a shopper signed in on one is signed in on the other, with the same basket', async () => {
    const shopper = await register(a);
    const me = await fetch(`${b.base}/api/user`, { headers: { cookie: shopper.cookie } });
    expect(me.status).toBe(200);
    expect((await parseFetched(safeUserSchema, me)).email).toBe(shopper.email);

    const added = await fetch(`${a.base}/api/cart/items`, {
      method: 'POST',
      headers: sameOrigin(a, shopper.cookie),
      body: JSON.stringify({ productId: productIds[0], quantity: 2 }),
    });
    expect(added.status).toBe(200);
    expect((await cartOn(b, shopper.cookie)).items.map((i) => [i.productId, i.quantity])).toEqual([[productIds[0], 2]]);
    await fetch(`${b.base}/api/cart/items`, { method: 'POST', headers: sameOrigin(b, shopper.cookie), body: JSON.stringify({ productId: productIds[1] }) });
    expect((await cartOn(a, shopper.cookie)).itemCount).toBe(3);

    // Signing out on one ends the session on both.
    expect((await fetch(`${b.base}/api/logout`, { method: 'POST', headers: sameOrigin(b, shopper.cookie), body: '{}' })).status).toBeLessThan(300);
    expect((await fetch(`${a.base}/api/user`, { headers: { cookie: shopper.cookie } })).status).toBe(401);
  });

  it('the sign-in limit counts attempts made on both instances', async () => {
    const shopper = await register(a);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.base}/api/login`, {
        method: 'POST',
        headers: sameOrigin(server),
        body: JSON.stringify({ email: shopper.email, password: `Wrong#Pass${i}` }),
      });
      statuses.push(res.status);
    }
    // Ten per account per minute in all: the eleventh, whichever instance takes it, is refused.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a staff move made on one instance reaches a tracking stream open on the other', async () => {
    const shopper = await register(a);
    const database = await openDatabase({ url: scratch.url(), poolSize: 1 });
    try {
      // Only a verified address may order: as if the shopper had typed the e-mailed code.
      await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, shopper.email));
      const staff = await createUser(database.db, { role: 'staff', firstName: 'Ines' });
      const staffCookie = await signedInCookie(database.db, staff.id);
      const picks = await productsFromChains(database.db, [1, 5]);
      // The basket the order is placed from, filled as the shopper does.
      for (const p of picks) {
        const added = await fetch(`${a.base}/api/cart/items`, { method: 'POST', headers: sameOrigin(a, shopper.cookie), body: JSON.stringify({ productId: p.id, quantity: 1 }) });
        expect(added.status).toBe(200);
      }
      const placed = await fetch(`${a.base}/api/orders`, { method: 'POST', headers: sameOrigin(a, shopper.cookie), body: JSON.stringify(orderBody(picks, { paymentToken: await cardToken(database.db) })) });
      expect(placed.status).toBe(201);
      const order = orderDetailSchema.parse(await placed.json());

      const controller = new AbortController();
      const stream = await fetch(`${b.base}/api/orders/${order.id}/tracking/stream`, { headers: { cookie: shopper.cookie }, signal: controller.signal });
      expect(stream.status).toBe(200);
      const next = trackingEvents(stream.body!);
      expect((await next()).status).toBe('Order Confirmed');

      const moved = await fetch(`${a.base}/api/fulfilment/orders/${order.id}/chains/5/start`, { method: 'POST', headers: sameOrigin(a, staffCookie), body: '{}' });
      expect(moved.status).toBe(200);
      const heard = await next();
      expect(heard.status).toMatch(/^Collecting from /);
      expect(heard.agent).toEqual({ name: 'Ines' });
      controller.abort();
    } finally {
      await database.close();
    }
  });

  it('a kill -9 of one instance during basket writes loses no acknowledged write', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => register(a)));
    const acked = new Map<string, Set<number>>(shoppers.map((s) => [s.cookie, new Set<number>()]));
    let outstanding = 0;
    let stopped = false;
    const loops = shoppers.map(async (shopper, n) => {
      for (let i = n; !stopped && i < productIds.length * 8; i += 1) {
        const productId = productIds[i % productIds.length]!;
        outstanding += 1;
        try {
          const res = await fetch(`${b.base}/api/cart/items`, { method: 'POST', headers: sameOrigin(b, shopper.cookie), body: JSON.stringify({ productId }) });
          if (res.status === 200) {
            await res.json();
            acked.get(shopper.cookie)!.add(productId);
          }
        } catch {
          return; // The instance died with this request in its hands.
        } finally {
          outstanding -= 1;
        }
      }
    });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const total = () => [...acked.values()].reduce((n, s) => n + s.size, 0);
    for (let i = 0; i < 400 && total() < 40; i += 1) await sleep(10);
    let inFlight = 0;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      b.child.kill('SIGSTOP');
      await sleep(100);
      inFlight = outstanding;
      if (inFlight > 0) break;
      b.child.kill('SIGCONT');
      await sleep(20);
    }
    stopped = true;
    await b.kill();
    await Promise.all(loops);
    expect(total()).toBeGreaterThanOrEqual(40);
    expect(inFlight, 'the kill should land with writes in flight').toBeGreaterThan(0);

    // Every write a shopper saw acknowledged is in their basket, read through the surviving instance.
    for (const shopper of shoppers) {
      const cart = await cartOn(a, shopper.cookie);
      const held = new Set(cart.items.map((i) => i.productId));
      expect([...acked.get(shopper.cookie)!].filter((id) => !held.has(id))).toEqual([]);
    }
  }, 60_000);
});
