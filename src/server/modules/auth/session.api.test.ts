import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, sessions } from '../../db/schema';
import { createUser, registrationBody, sessionCookieOf, signedInCookie, TEST_PASSWORD } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildApp } from '../../app';
import { hashSessionId, USER_IDLE_MS } from '../session/service';
import { safeUserSchema } from '@/contracts/auth';
import { cartSchema } from '@/contracts/cart';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let productIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: products.id }).from(products).where(eq(products.available, true)).limit(3);
  productIds = rows.map((r) => r.id);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: object; cookie?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method, url, payload: options.payload, headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers } });

async function anonymousCartWith(productId: number, quantity: number): Promise<string> {
  const res = await inject('POST', '/api/cart/items', { payload: { productId, quantity } });
  return sessionCookieOf(res)!;
}

describe('session fixation', () => {
  it('signing in replaces a planted session id, and the planted one is dead', async () => {
    const user = await createUser(t.database.db);
    const planted = await anonymousCartWith(productIds[0]!, 1);
    const res = await inject('POST', '/api/login', { payload: { email: user.email, password: TEST_PASSWORD }, cookie: planted });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieOf(res)!;
    expect(fresh).not.toBe(planted);
    expect((await inject('GET', '/api/user', { cookie: planted })).statusCode).toBe(401);
    expect(parseBody(safeUserSchema, await inject('GET', '/api/user', { cookie: fresh })).id).toBe(user.id);
    const plantedHash = hashSessionId(planted.split('=')[1]!);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.idHash, plantedHash))).toEqual([]);
  });

  it('registration also starts on a new id', async () => {
    const planted = await anonymousCartWith(productIds[0]!, 1);
    const res = await inject('POST', '/api/register', { payload: registrationBody(), cookie: planted });
    expect(res.statusCode).toBe(201);
    expect(sessionCookieOf(res)).not.toBe(planted);
    expect((await inject('GET', '/api/user', { cookie: planted })).statusCode).toBe(401);
  });

  it('after sign-out the old id opens nothing', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signedInCookie(t.database.db, user.id);
    expect((await inject('GET', '/api/user', { cookie })).statusCode).toBe(200);
    await inject('POST', '/api/logout', { cookie });
    expect((await inject('GET', '/api/user', { cookie })).statusCode).toBe(401);
    const profile = await inject('PUT', '/api/profile', { cookie, payload: { firstName: 'Mallory' } });
    expect(profile.statusCode).toBe(401);
  });
});

describe('the basket at sign-in', () => {
  it("becomes the user's basket, merged with what the user already had", async () => {
    const user = await createUser(t.database.db);
    const [a, b] = productIds as [number, number];
    // The user's own basket from an earlier visit.
    const earlier = await signedInCookie(t.database.db, user.id);
    await inject('POST', '/api/cart/items', { payload: { productId: a, quantity: 2 }, cookie: earlier });
    // Today, signed out, the visitor adds more.
    const visitor = await anonymousCartWith(a, 1);
    await inject('POST', '/api/cart/items', { payload: { productId: b, quantity: 3 }, cookie: visitor });
    const res = await inject('POST', '/api/login', { payload: { email: user.email, password: TEST_PASSWORD }, cookie: visitor });
    const cart = parseBody(cartSchema, await inject('GET', '/api/cart', { cookie: sessionCookieOf(res) }));
    expect(cart.items.map((l) => [l.productId, l.quantity]).sort()).toEqual([
      [a, 3],
      [b, 3],
    ].sort());
  });

  it('a freshly registered user keeps the anonymous basket', async () => {
    const visitor = await anonymousCartWith(productIds[2]!, 2);
    const res = await inject('POST', '/api/register', { payload: registrationBody(), cookie: visitor });
    const cart = parseBody(cartSchema, await inject('GET', '/api/cart', { cookie: sessionCookieOf(res) }));
    expect(cart.items.map((l) => [l.productId, l.quantity])).toEqual([[productIds[2], 2]]);
  });

  it('stays with the user after sign-out (the visitor starts empty)', async () => {
    const user = await createUser(t.database.db);
    const cookie = await signedInCookie(t.database.db, user.id);
    await inject('POST', '/api/cart/items', { payload: { productId: productIds[0], quantity: 1 }, cookie });
    await inject('POST', '/api/logout', { cookie });
    expect(parseBody(cartSchema, await inject('GET', '/api/cart')).itemCount).toBe(0);
    const again = await signedInCookie(t.database.db, user.id);
    expect(parseBody(cartSchema, await inject('GET', '/api/cart', { cookie: again })).itemCount).toBe(1);
  });
});

describe('cross-site requests', () => {
  const evil = { origin: 'https://evil.example' };
  const login = () => ({ email: 'victim@example.com', password: TEST_PASSWORD });

  it.each([
    ['POST', '/api/login', evil],
    ['POST', '/api/register', evil],
    ['POST', '/api/logout', evil],
    ['PUT', '/api/profile', evil],
    ['POST', '/api/password', evil],
    ['POST', '/api/verify-email', evil],
    ['POST', '/api/verify-email/resend', evil],
    ['POST', '/api/login', { 'sec-fetch-site': 'cross-site' }],
    ['POST', '/api/login', { 'sec-fetch-site': 'same-site' }],
    ['POST', '/api/login', { origin: 'null' }],
    ['POST', '/api/logout', { origin: 'http://localhost.evil.example' }],
  ] as const)('refuses %s %s with %j (403)', async (method, url, headers) => {
    const user = await createUser(t.database.db);
    const cookie = await signedInCookie(t.database.db, user.id);
    const res = await inject(method, url, { payload: login(), cookie, headers: { ...headers } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Cross-site request refused' });
    // The refused sign-out did not sign anyone out.
    expect((await inject('GET', '/api/user', { cookie })).statusCode).toBe(200);
  });

  it('accepts the same request from our own origin', async () => {
    const user = await createUser(t.database.db);
    const res = await inject('POST', '/api/login', {
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('session lifetime and cookie flags', () => {
  it('a signed-in session ends after its idle timeout and at its absolute expiry', async () => {
    const user = await createUser(t.database.db);
    const idle = await signedInCookie(t.database.db, user.id);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - USER_IDLE_MS - 60_000) })
      .where(eq(sessions.idHash, hashSessionId(idle.split('=')[1]!)));
    expect((await inject('GET', '/api/user', { cookie: idle })).statusCode).toBe(401);

    const expired = await signedInCookie(t.database.db, user.id);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.idHash, hashSessionId(expired.split('=')[1]!)));
    expect((await inject('GET', '/api/user', { cookie: expired })).statusCode).toBe(401);
  });

  it('marks the cookie Secure behind a TLS proxy, and not over plain HTTP', async () => {
    const user = await createUser(t.database.db);
    const plain = await inject('POST', '/api/login', { payload: { email: user.email, password: TEST_PASSWORD } });
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
    const proxied = await buildApp({ database: t.database, env: { ...t.app.env, TRUST_PROXY: 1 }, webRoot: null, logger: false });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: TEST_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
  });
});
