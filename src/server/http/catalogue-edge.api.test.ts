import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The catalogue edge sits in front of Fastify, in the HTTP server itself, so these tests talk to a real
 * listening socket (app.inject would bypass it). A Fastify onRequest hook counts which requests reached
 * Fastify: the edge's answers never do.
 */
let t: TestApp;
let base: string;
const reachedFastify: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // The edge answers from the caches while the catalogue's version was read within this; what is under test here
    // is the edge, not how often a busy test machine lets a second pass (http/catalogue-freshness.test.ts).
    env: { CATALOGUE_CHECK_MS: '60000' },
    beforeReady: (app) =>
      app.addHook('onRequest', async (request) => {
        reachedFastify.push(`${request.method} ${request.url}`);
      }),
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await t?.close();
});

async function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  // node:http keeps the body as sent (fetch would decode it), so encodings can be checked byte for byte.
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function comparable(headers: Record<string, string | string[] | undefined>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

describe('catalogue edge', () => {
  it('answers a repeat catalogue read with the same bytes and headers the route sent', async () => {
    for (const encoding of ['identity', 'gzip', 'gzip, deflate, br, zstd']) {
      t.app.catalogueCache.clear();
      const path = '/api/stores/3/products';
      const first = await raw(path, { 'accept-encoding': encoding });
      const second = await raw(path, { 'accept-encoding': encoding });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(comparable(second.headers)).toEqual(comparable(first.headers));
      expect(second.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['cache-control']).toMatch(/max-age=60/);
      expect(second.headers.vary).toBe('accept-encoding');
      const decode = (r: typeof first) =>
        r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;
      expect(JSON.parse(decode(second).toString())).toEqual(JSON.parse(decode(first).toString()));
      expect(Number(second.headers['content-length'])).toBe(second.body.length);
      expect(second.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding === 'gzip' ? 'gzip' : 'br');
    }
  });

  it('lets only the first read of a URL reach Fastify while its answer is fresh', async () => {
    t.app.catalogueCache.clear();
    reachedFastify.length = 0;
    const a = await raw('/api/products/7');
    const b = await raw('/api/products/7');
    const c = await raw('/api/products/7', { 'if-none-match': String(a.headers.etag) });
    expect([a.status, b.status, c.status]).toEqual([200, 200, 304]);
    expect(c.body.length).toBe(0);
    expect(c.headers.etag).toBe(a.headers.etag);
    expect(b.body.equals(a.body)).toBe(true);
    expect(reachedFastify).toEqual(['GET /api/products/7']);
  });

  it('passes through what it has no fresh answer for: other methods, other URLs, errors, shutdown', async () => {
    t.app.catalogueCache.clear();
    await raw('/api/products/8');
    reachedFastify.length = 0;
    expect((await raw('/api/products/8', {}, 'HEAD')).status).toBe(200);
    expect((await raw('/api/products/8', {}, 'POST')).status).toBe(404);
    expect((await raw('/api/products/8?fresh=1')).status).toBe(200);
    expect((await raw('/api/products/999999')).status).toBe(404);
    expect((await raw('/api/products/999999')).status).toBe(404);
    expect((await raw('/api/cart')).status).toBe(200);
    t.app.shuttingDown = true;
    try {
      const closing = await raw('/api/products/8');
      expect(closing.status).toBe(200);
      expect(closing.headers.connection).toBe('close');
    } finally {
      t.app.shuttingDown = false;
    }
    expect(reachedFastify).toEqual([
      'HEAD /api/products/8',
      'POST /api/products/8',
      'GET /api/products/8?fresh=1',
      'GET /api/products/999999',
      'GET /api/products/999999',
      'GET /api/cart',
      'GET /api/products/8',
    ]);
  });
});
