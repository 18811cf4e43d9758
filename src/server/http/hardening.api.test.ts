import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { cartSchema } from '@/contracts/cart';
import { productListSchema } from '@/contracts/product';
import { buildApp } from '../app';
import { products } from '../db/schema';
import { createUser, signedInCookie } from '../test/auth-factories';
import { parseBody } from '../test/parse-body';
import { createTestApp, type TestApp } from '../test/test-app';

/** Regression tests of issue 15's findings, each reproduced by hand against the running app first. */
let t: TestApp;
let cookie: string;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db);
  cookie = await signedInCookie(t.database.db, user.id);
  const [row] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.available, true)).limit(1);
  productId = row!.id;
});
afterAll(() => t.close());

const evil = { origin: 'http://evil.example' };

describe('cross-site protection is decided on every state-changing request, not on the raw URL', () => {
  it.each([
    ['POST', '/%61pi/cart/items'],
    ['POST', '/%61%70%69/cart/items'],
    ['POST', '//api/cart/items'],
    ['POST', '/./api/cart/items'],
    ['POST', '/x/../api/cart/items'],
    ['POST', '/API/cart/items'],
    ['POST', '/api/cart/items/'],
    ['PATCH', '/%61pi/cart/items/1'],
    ['PUT', '/%61pi/profile'],
    ['DELETE', '/%61pi/cart'],
  ] as const)('%s %s from another site is 403 and changes nothing', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: { cookie, ...evil }, payload: { productId, quantity: 1, firstName: 'Mallory' } });
    expect(res.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, res).message).toBe('Cross-site request refused');
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items).toEqual([]);
  });

  it('refuses a cross-site request on every state-changing route in the route table', async () => {
    const changing = t.app.routeTable.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(changing.length).toBeGreaterThan(10);
    for (const route of changing) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '1');
      const res = await t.app.inject({ method: route.method as 'POST', url, headers: { cookie, 'sec-fetch-site': 'cross-site' }, payload: {} });
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 403]);
    }
  });

  it('still lets our own pages change state', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' }, payload: { productId } });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { cookie } });
  });
});

describe('out-of-range numbers are 400 or 404, never 500', () => {
  it.each([
    ['POST', '/api/cart/items', { productId: 2147483648 }],
    ['POST', '/api/cart/items', { productId: 1e300 }],
    ['POST', '/api/orders', { items: [{ productId: 2147483648, quantity: 1, unitPrice: 1 }] }],
  ] as const)('%s %s %j', async (method, url, payload) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(parseBody(apiErrorSchema, res))).toMatch(/productId|items/);
  });

  it.each([
    '/api/products/search?q=milk&store=2147483648',
    '/api/products/search?q=milk&store=99999999999999999999',
    '/api/products/2147483648',
    '/api/stores/2147483648/products',
    '/img/products/2147483648.svg',
    '/img/products/99999999999.svg',
  ])('GET %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/store|id|file/);
  });

  it('the largest id is a plain 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/2147483647' });
    expect(res.statusCode).toBe(404);
  });
});

describe('text with a NUL character (PostgreSQL cannot store it) is a 400 naming the field, never a 500', () => {
  it.each([
    ['PUT', '/api/profile', { firstName: 'a\u0000b', lastName: 'Lovelace', phoneNumber: '07700900123', addressLine1: '1 High St', addressLine2: null, city: 'Edinburgh', county: null, postcode: 'EH1 3DX' }, 'firstName'],
    ['POST', '/api/stores/1/reviews', { rating: 4, reviewText: '\u0000' }, 'reviewText'],
    ['POST', '/api/orders', { items: [], notes: 'x', nested: { deep: ['ok', 'a\u0000'] } }, 'nested.deep.1'],
  ] as const)('%s %s', async (method, url, payload, field) => {
    const res = await t.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res)).toEqual({ message: `${field}: text must not contain NUL characters`, fields: { [field]: 'must not contain NUL characters' } });
  });

  it('keeps the prototype-poisoning protection of the JSON parser', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie, 'content-type': 'application/json' }, payload: '{"productId":1,"__proto__":{"admin":true}}' });
    expect(res.statusCode).toBe(400);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
});

describe('the micro-cache cannot be grown or kept busy by unique URLs', () => {
  it('junk parameters share the canonical entry instead of minting new ones', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/products?limit=20' });
    expect(first.statusCode).toBe(200);
    const before = t.app.catalogueCache.stats;
    for (let n = 0; n < 150; n += 1) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?limit=20&cb=${n}`, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).toBe(first.headers.etag);
    }
    for (let n = 0; n < 20; n += 1) await t.app.inject({ method: 'GET', url: `/api/products/${productId}?br=${n}` });
    const after = t.app.catalogueCache.stats;
    expect(after.entries).toBe(before.entries + 1);
    expect(parseBody(productListSchema, first)).toHaveLength(20);
  });
});

describe('every answer carries the security headers', () => {
  it.each([
    ['a path that is not valid percent-encoding', '/api/%ff%3Cscript%3E', 400],
    ['an unknown API path', '/api/nothing-here', 404],
    ['a bad parameter', '/api/products/abc', 400],
  ])('%s', async (_name, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(parseBody(apiErrorSchema, res).message).not.toMatch(/<script>/);
  });
});

describe('X-Forwarded-For behind TRUST_PROXY', () => {
  it('takes the client from the right: a forged left-most address does not reset the per-IP sign-in limit', async () => {
    const proxied = await buildApp({ database: t.database, env: { ...t.app.env, TRUST_PROXY: 1 }, webRoot: null, logger: false });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < 36; n += 1) {
        const res = await proxied.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.7` },
          payload: { email: `nobody${n}@example.com`, password: 'Wrong#Pass1' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toContain(429);
      expect(statuses.indexOf(429)).toBeLessThanOrEqual(30);
    } finally {
      await proxied.close();
    }
  });

  it('with two proxies, the address the outer proxy saw is the client', async () => {
    const proxied = await buildApp({ database: t.database, env: { ...t.app.env, TRUST_PROXY: 2 }, webRoot: null, logger: false });
    proxied.get('/ip-probe', async (request) => ({ ip: request.ip }));
    try {
      const res = await proxied.inject({ method: 'GET', url: '/ip-probe', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.0.0.1' } });
      expect(res.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await proxied.close();
    }
  });
});
