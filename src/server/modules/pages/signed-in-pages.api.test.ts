import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PAGES } from '@/web/app/page-table';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { CARDS, cardToken, orderBody, placeOrderRequest, productsFromChains } from '../../test/order-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Signed-in pages rendered per request (issue 39, decision 014), over the real app, database and services: each
 * shopper's page carries their own data and nobody else's, whatever was rendered or cached before, and no cache
 * may keep it. The web root is a stand-in for the build (as in pages.api.test.ts).
 */
let t: TestApp;
let webRoot: string;

const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Everystore: One order. Every store.</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true },
  'boot.ts': { file: 'assets/boot-abc.js', isEntry: true },
  'features/orders/orders-page.tsx': { file: 'assets/orders-page-abc.js' },
  'features/checkout/checkout-page.tsx': { file: 'assets/checkout-page-abc.js' },
  'features/checkout/payment-step.tsx': { file: 'assets/payment-step-abc.js' },
  'app/protected-route.tsx': { file: 'assets/protected-route-abc.js' },
};

interface Shopper {
  cookie: string;
  email: string;
  firstName: string;
  lastName: string;
  orderNumber: string;
  orderId: number;
  /** Their saved card: its processor id, and its last four as the payment step shows it. */
  cardId: string;
  cardLabel: string;
}

let ada: Shopper;
let bob: Shopper;
let staffCookie: string;

/** A verified shopper with one order placed, one line left in the basket and a saved card of their own. */
async function shopperWithOrder(firstName: string, lastName: string, storeId: number, card: string): Promise<Shopper> {
  const user = await createUser(t.database.db, { firstName, lastName, email: `${firstName.toLowerCase()}@example.com` });
  const cookie = await signedInCookie(t.database.db, user.id);
  const [line] = await productsFromChains(t.database.db, [storeId]);
  const placed = await placeOrderRequest(t, cookie, orderBody([line!], { shippingDetails: { ...orderBody([line!]).shippingDetails, name: `${firstName} ${lastName}` } }));
  expect(placed.statusCode, placed.body).toBe(201);
  const added = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie }, payload: { productId: line!.id, quantity: 2 } });
  expect(added.statusCode).toBe(200);
  const { orderNumber, id: orderId } = placed.json<{ orderNumber: string; id: number }>();
  const saved = await t.app.inject({ method: 'POST', url: '/api/payment-methods', headers: { cookie }, payload: { token: await cardToken(t.database.db, card) } });
  expect(saved.statusCode, saved.body).toBe(201);
  const { id: cardId, last4 } = saved.json<{ id: string; last4: string }>();
  return { cookie, email: user.email, firstName, lastName, orderNumber, orderId, cardId, cardLabel: `ending ${last4}` };
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'everystore-signed-in-pages-'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, 'index.html'), SHELL);
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ webRoot });
  ada = await shopperWithOrder('Zebedee', 'Quillfeather', 1, CARDS.ok);
  bob = await shopperWithOrder('Ottoline', 'Marchbanks', 2, CARDS.noIncrease);
  expect(ada.cardLabel).not.toBe(bob.cardLabel);
  const staff = await createUser(t.database.db, { firstName: 'Sam', lastName: 'Picker', email: 'sam.picker@example.com', role: 'staff' });
  staffCookie = await signedInCookie(t.database.db, staff.id);
});

afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const isRendered = (html: string) => html.includes('id="es-state"') && !html.includes('<div id="root"></div>');
/** The query keys of the cache the page was rendered from. */
const keysOf = (html: string) =>
  (JSON.parse(/<script type="application\/json" id="es-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as { queries: { queryKey: unknown[] }[] }).queries.map((q) => JSON.stringify(q.queryKey));
const traces = (s: Shopper) => [s.email, s.firstName, s.lastName, s.orderNumber, s.cardId, s.cardLabel];

describe('signed-in pages rendered per request', () => {
  it('renders each signed-in page with the shopper\'s own data, never another\'s, and never lets a cache keep it', async () => {
    // Warm everything first: the public pages' cache, and each page rendered for the other shopper just before.
    for (const url of ['/', '/products/5', '/stores']) expect((await get(url)).statusCode).toBe(200);
    // Ada's thank-you address too: rendered with her order for her, and for Bob (who may type it) without it.
    for (const url of ['/orders', '/checkout', '/profile', `/orders?success=true&order=${ada.orderId}`]) {
      for (const [me, other] of [
        [ada, bob],
        [bob, ada],
        [ada, bob],
      ] as const) {
        const res = await get(url, me.cookie);
        expect(res.statusCode, url).toBe(200);
        expect(isRendered(res.body), `${url} for ${me.firstName}`).toBe(true);
        expect(res.headers['cache-control'], url).toBe('private, no-store');
        expect(res.headers.etag, url).toBeUndefined();
        expect(res.headers['set-cookie'], url).toBeUndefined();
        // The header names the shopper on every page; their own details or orders are in it, the other's never.
        expect(res.body, url).toContain(me.firstName);
        for (const trace of traces(other)) expect(res.body, `${url} for ${me.firstName} shows ${trace}`).not.toContain(trace);
        if (url.startsWith('/orders')) expect(res.body, url).toContain(me.orderNumber);
        if (url.includes('success=true')) expect(res.body.includes('Thank you! Your order'), `${url} for ${me.firstName}`).toBe(me === ada);
        if (url === '/checkout' || url === '/profile') expect(res.body, url).toContain(me.email);
      }
      // A visitor (no session, or a session that is not one) gets the plain shell, with nobody's data in it.
      for (const cookie of [undefined, 'es_sid=not-a-session']) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<div id="root"></div>');
        expect(res.body, url).not.toContain('es-state');
        expect(res.headers['cache-control'], url).toBe('private, no-store');
        for (const trace of [...traces(ada), ...traces(bob)]) expect(res.body, url).not.toContain(trace);
      }
      expect(t.app.pageCache.peek(url), url).toBeUndefined();
    }
  });

  it('reads only the signed-in shopper\'s own API answers into the page\'s data block', async () => {
    const res = await get('/orders', ada.cookie);
    const keys = keysOf(res.body);
    expect(keys).toEqual(expect.arrayContaining(['["/api/user"]', '["/api/cart"]', '["/api/config/operator"]']));
    expect(keys.some((key) => key.startsWith('["/api/orders"'))).toBe(true);
    expect(res.body).not.toContain(bob.orderNumber);
    // The preload names the screen's chunk and the protected route's, for hydration.
    expect(res.body).toContain('/assets/orders-page-abc.js');
    expect(res.body).toContain('/assets/protected-route-abc.js');
  });

  it('is never answered by the edge: the same address for two shoppers over a socket gives each their own', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const page = async (cookie?: string) => (await fetch(`${base}/orders`, { headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) } })).text();
    const first = await page(ada.cookie);
    const second = await page(bob.cookie);
    const visitor = await page();
    expect(first).toContain(ada.orderNumber);
    expect(second).toContain(bob.orderNumber);
    expect(second).not.toContain(ada.orderNumber);
    expect(visitor).not.toContain(ada.orderNumber);
    expect(visitor).not.toContain(bob.orderNumber);
  });

  it('renders the staff page for staff only: a shopper gets the shell, whose page tells them it is for staff', async () => {
    const forStaff = await get('/fulfilment', staffCookie);
    expect(isRendered(forStaff.body)).toBe(true);
    expect(forStaff.headers['cache-control']).toBe('private, no-store');
    expect(forStaff.body).toContain(ada.orderNumber);
    const forShopper = await get('/fulfilment', ada.cookie);
    expect(forShopper.statusCode).toBe(200);
    expect(forShopper.body).toContain('<div id="root"></div>');
    expect(forShopper.body).not.toContain(bob.orderNumber);
  });

  it('renders the payment step with the shopper\'s own basket and saved cards, never another\'s, and never lets a cache keep it', async () => {
    // Warm: the public pages' cache, the details step, and the payment step just rendered for the other shopper.
    for (const url of ['/', '/products/5', '/stores']) expect((await get(url)).statusCode).toBe(200);
    const url = '/checkout?step=payment';
    for (const [me, other] of [
      [ada, bob],
      [bob, ada],
      [ada, bob],
    ] as const) {
      expect(isRendered((await get('/checkout', other.cookie)).body)).toBe(true);
      expect(isRendered((await get(url, other.cookie)).body)).toBe(true);
      const res = await get(url, me.cookie);
      expect(res.statusCode).toBe(200);
      expect(isRendered(res.body), `for ${me.firstName}`).toBe(true);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.body).toContain('Test mode: no money moves');
      // Their own saved card, chosen, in the page and its data block; the other shopper's nowhere.
      expect(res.body).toContain(me.cardLabel);
      expect(res.body).toContain(me.cardId);
      expect(res.body).toContain(me.firstName);
      for (const trace of traces(other)) expect(res.body, `the payment step for ${me.firstName} shows ${trace}`).not.toContain(trace);
      // The preload names the payment step's own chunk besides the checkout's, for hydration.
      expect(res.body).toContain('/assets/checkout-page-abc.js');
      expect(res.body).toContain('/assets/payment-step-abc.js');
    }
    // The details step does not name the payment step's chunk: it never loads it.
    expect((await get('/checkout', ada.cookie)).body).not.toContain('/assets/payment-step-abc.js');
    // A visitor, or a session that is not one: the plain shell with nobody's data.
    for (const cookie of [undefined, 'es_sid=not-a-session']) {
      const res = await get(url, cookie);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('private, no-store');
      for (const trace of [...traces(ada), ...traces(bob)]) expect(res.body).not.toContain(trace);
    }
    // Any other step is the browser's, as before.
    expect((await get('/checkout?step=review', ada.cookie)).body).toContain('<div id="root"></div>');
    expect(t.app.pageCache.peek(url)).toBeUndefined();
    expect(t.app.pageCache.peek('/checkout')).toBeUndefined();
    expect(SIGNED_IN_PAGES.map((page) => page.path)).toEqual(['/checkout', '/orders', '/profile', '/fulfilment']);
  });
});
