import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { productSchema } from '@/contracts/product';
import { pictureFor } from '@/domain/product-picture';
import { createTestApp, type TestApp } from '../../test/test-app';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function productNamed(q: string) {
  const [first] = parseBody(productSchema.array(), await get(`/api/products/search?q=${encodeURIComponent(q)}&limit=1`));
  return first!;
}

describe('GET /img/products/:id.svg', () => {
  it('draws the product itself from the URL the API gives, cached for a year', async () => {
    const product = parseBody(productSchema, await get('/api/products/1'));
    expect(product.image).toMatch(/^\/img\/products\/1\.svg\?v=[0-9a-z]+$/);
    const res = await get(product.image);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*width="320" height="320" role="img" aria-label="[^"]+"/);
    expect(res.body).not.toMatch(/<text|<tspan/);
    expect(Buffer.byteLength(res.body)).toBeLessThan(8192);
    // On the wire it is compressed: a product page's picture weighs a couple of KB.
    const packed = await t.app.inject({ method: 'GET', url: product.image, headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(packed.rawPayload.length).toBeLessThan(3072);
  });

  it('shows bananas as a banana', async () => {
    const bananas = await productNamed('bananas');
    expect(bananas.name).toMatch(/banana/i);
    expect(pictureFor(bananas.name, bananas.category)).toEqual({ icon: 'banana', specific: true });
    const cheddar = await productNamed('cheddar');
    const [banana, cheese] = await Promise.all([get(bananas.image), get(cheddar.image)]);
    expect(banana.body).not.toBe(cheese.body);
    expect(banana.body).toContain('fill="#2F7D32"'); // Fruit & Vegetables' colour
    expect(cheese.body).toContain('fill="#1E5AA8"'); // Dairy & Eggs'
  });

  it('still answers old and outdated URLs, with a day-long cache', async () => {
    for (const url of ['/img/products/1.svg', '/img/products/1.svg?v=stale', '/img/products/1.svg?other=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400');
    }
  });

  it('answers 404 for an unknown product and 400 naming the field for a bad file or version', async () => {
    const missing = await get('/img/products/99999999.svg');
    expect(missing.statusCode).toBe(404);
    expect(parseBody(apiErrorSchema, missing).message).toMatch(/not found/i);
    const badFile = await get('/img/products/abc.svg');
    expect(badFile.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, badFile).fields).toHaveProperty('file');
    const badVersion = await get(`/img/products/1.svg?v=${'x'.repeat(40)}`);
    expect(badVersion.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, badVersion).fields).toHaveProperty('v');
  });
});
