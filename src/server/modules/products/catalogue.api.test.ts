import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';
import { ratingSummarySchema } from '@/contracts/common';
import { storeSchema } from '@/contracts/store';
import { productSchema } from '@/contracts/product';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('stores', () => {
  it('lists the eight chains with ids 1 to 8, nearest first from the default location', async () => {
    const res = await get('/api/stores');
    expect(res.statusCode).toBe(200);
    const stores = parseBody(storeSchema.array(), res);
    expect(stores.map((s) => s.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(stores.map((s) => s.name))).toEqual(new Set(['Tesco', "Sainsbury's", 'Asda', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co-op']));
    const distances = stores.map((s) => s.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of stores) {
      expect(s.city).toBe('Edinburgh');
      expect(s.postcode).toMatch(/^EH\d{1,2} \d[A-Z]{2}$/);
      expect(s.openingHours).toHaveLength(7);
      expect(s).toMatchObject({ averageRating: 0, totalReviews: 0 });
      const discount = s.name === 'Aldi' || s.name === 'Lidl';
      expect(s.features.includes('Click & Collect')).toBe(!discount);
      expect(s.features.includes('ATM')).toBe(!discount);
    }
  });

  it('measures distance from the given coordinates', async () => {
    const tesco = parseBody(storeSchema.array(), await get('/api/stores')).find((s) => s.id === 1)!;
    const atTesco = parseBody(storeSchema.array(), await get(`/api/stores?lat=${tesco.lat}&lng=${tesco.lng}`));
    expect(atTesco[0]).toMatchObject({ id: 1, distance: 0 });
  });

  it.each(['lat=abc&lng=1', 'lat=91&lng=0', 'lat=55.9'])('rejects bad coordinates (%s) with 400', async (q) => {
    const res = await get(`/api/stores?${q}`);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/lat|lng/);
  });

  it('lists a store’s products, 404 for an unknown store, 400 for a bad id', async () => {
    const res = await get('/api/stores/7/products');
    const products = parseBody(productSchema.array(), res);
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(products.every((p) => p.storeId === 7)).toBe(true);
    expect((await get('/api/stores/9/products')).statusCode).toBe(404);
    expect((await get('/api/stores/abc/products')).statusCode).toBe(400);
    expect((await get('/api/stores/1.5/products')).statusCode).toBe(400);
  });

  it('answers a zero rating summary until reviews exist', async () => {
    expect(parseBody(ratingSummarySchema, await get('/api/stores/3/rating'))).toEqual({ averageRating: 0, totalReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await get('/api/stores/42/rating')).statusCode).toBe(404);
  });
});

describe('products', () => {
  it('shows a product in the spec’s shape with pounds, a unit price and an image', async () => {
    const res = await get('/api/products/1');
    expect(res.statusCode).toBe(200);
    const p = parseBody(productSchema, res);
    expect(p).toMatchObject({ id: 1, storeId: expect.any(Number), available: expect.any(Boolean), image: expect.stringMatching(/^\/img\/products\/1\.svg\?v=[0-9a-z]+$/) });
    expect(Number.isInteger(Math.round(p.price * 100))).toBe(true);
    expect(p.price).toBeGreaterThan(0);
    expect(typeof p.category).toBe('string');
  });

  it('serves ETags so a repeat visit costs a 304', async () => {
    const first = await get('/api/products/2');
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toMatch(/max-age/);
    const again = await get('/api/products/2', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each([
    ['abc', 400],
    ['0', 400],
    ['-1', 400],
    ['1e3', 400],
    ['99999999999', 400],
    ['99999999', 404],
  ])('GET /api/products/%s answers %i with a JSON message', async (id, status) => {
    const res = await get(`/api/products/${id}`);
    expect(res.statusCode).toBe(status);
    expect(parseBody(apiErrorSchema, res).message).toEqual(expect.any(String));
  });

  it('lists all products, and pages with limit and offset', async () => {
    const all = parseBody(productSchema.array(), await get('/api/products'));
    expect(all.length).toBeGreaterThanOrEqual(2400);
    const page = parseBody(productSchema.array(), await get('/api/products?limit=10&offset=20'));
    expect(page.map((p) => p.id)).toEqual(all.slice(20, 30).map((p) => p.id));
    expect((await get('/api/products?limit=0')).statusCode).toBe(400);
    expect((await get('/api/products?limit=x')).statusCode).toBe(400);
    expect((await get('/api/products?offset=-1')).statusCode).toBe(400);
  });

  it('has realistic shares of discounts and unavailable products', async () => {
    const all = parseBody(productSchema.array(), await get('/api/products'));
    const discounted = all.filter((p) => p.discount > 0).length / all.length;
    const unavailable = all.filter((p) => !p.available).length / all.length;
    expect(discounted).toBeGreaterThan(0.1);
    expect(discounted).toBeLessThan(0.2);
    expect(unavailable).toBeGreaterThan(0.01);
    expect(unavailable).toBeLessThan(0.06);
    expect(all.filter((p) => p.unitPrice !== null).length / all.length).toBeGreaterThanOrEqual(0.95);
  });

  it('answers popular products (available, a stable pick before any orders)', async () => {
    const a = parseBody(productSchema.array(), await get('/api/products/popular'));
    const b = parseBody(productSchema.array(), await get('/api/products/popular'));
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((p) => p.available)).toBe(true);
    expect(a.map((p) => p.id)).toEqual(b.map((p) => p.id));
  });

  it('answers a zero product rating, 404 for unknown', async () => {
    expect(parseBody(ratingSummarySchema, await get('/api/products/5/rating'))).toMatchObject({ averageRating: 0, totalReviews: 0 });
    expect((await get('/api/products/99999999/rating')).statusCode).toBe(404);
  });

  it('serves a generated SVG picture per product', async () => {
    const res = await get('/img/products/1.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.body).toContain('<svg');
    expect((await get('/img/products/99999999.svg')).statusCode).toBe(404);
    expect((await get('/img/products/..%2Fetc.svg')).statusCode).toBe(400);
  });
});

describe('errors', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: '{"productId": 1,', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/JSON/);
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: JSON.stringify({ productId: 1, quantity: 1, pad: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/too large/);
  });

  it('sets security headers with a content security policy', async () => {
    const res = await get('/api/stores');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // Plain HTTP (no TLS proxy configured): no HSTS, which would break http://localhost.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('compression of catalogue reads', () => {
  it('sends a store’s products pre-compressed when the client accepts it, identical once decoded', async () => {
    const { gunzipSync, brotliDecompressSync } = await import('node:zlib');
    const plain = await get('/api/stores/2/products');
    const gz = await get('/api/stores/2/products', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const br = await get('/api/stores/2/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
  });
});
