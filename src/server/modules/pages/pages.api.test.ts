import { CLIENT_PAGES } from '@/web/app/page-table';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import { applyFilters, DEFAULT_FILTERS } from '@/domain/product-filters';
import { publicReadUrl, type PublicRead } from '@/contracts/public-reads';
import { PUBLIC_PAGES } from '@/web/app/page-table';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cartItems, sessions } from '../../db/schema';
import { WARM_UP_PATHS, warmUp } from '../../http/warm-up';
import { publicReads } from './service';

/**
 * Server-rendered pages (issue 17) over the real app, database and services. The web root is a stand-in for
 * the build: an index.html shaped as Vite writes it, and a manifest naming the home screen's chunks.
 */
let t: TestApp;
let webRoot: string;
/** Requests that reached Fastify (the edge answers warm pages before it). */
const reachedFastify: string[] = [];

const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Everystore: One order. Every store.</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-abc.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_shared.js'] },
  'boot.ts': { file: 'assets/boot-abc.js', isEntry: true },
  '_shared.js': { file: 'assets/shared-abc.js' },
  'features/home/home-page.tsx': { file: 'assets/home-page-abc.js', imports: ['_shared.js', '_card.js'], css: ['assets/home-abc.css'] },
  '_card.js': { file: 'assets/card-abc.js', imports: ['_shared.js'] },
};

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'everystore-pages-'));
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, 'index.html'), SHELL);
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({
    webRoot,
    // The edge answers from the cache only while the catalogue version was read recently; a minute keeps a loaded
    // machine's pause between two requests from sending the second through Fastify.
    env: { CATALOGUE_CHECK_MS: '60000' },
    beforeReady: (app) =>
      app.addHook('onRequest', async (request) => {
        reachedFastify.push(request.url);
      }),
  });
});

afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const json = async <T>(url: string): Promise<T> => (await get(url)).json<T>();

/** The markup React rendered into #root, without the comments React puts between adjacent texts. */
const rootOf = (html: string) => (/<div id="root">([\s\S]*)<\/div><script type="application\/json" id="es-state">/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');
/** The query cache the page was rendered from. */
const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="es-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as { queries: { queryKey: unknown[] }[] };
/** React escapes text: '&' and quotes in names come out as entities. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe('server-rendered pages', () => {
  it('warms up on reads that all answer (a renamed route would leave the warm-up cold) and writes nothing', async () => {
    const counts = async () => ({ sessions: await t.database.db.$count(sessions), lines: await t.database.db.$count(cartItems) });
    const before = await counts();
    const { statuses } = await warmUp(t.app);
    const expected = Object.fromEntries(WARM_UP_PATHS.map((path) => [path, path === '/no-such-page' ? 404 : 200]));
    expect(statuses).toEqual(expected);
    expect(await counts()).toEqual(before);
  });

  it('renders every page of the public page table (src/web/app/page-table.ts): each path is a route of its own', async () => {
    // A URL each page renders, by path: a page added to the table without one here fails the test.
    const samples: Record<string, string> = {
      '/': '/',
      '/stores': '/stores?store=1',
      '/products/:id': '/products/5',
      '/product/:id': '/product/5',
      '/search': '/search?q=milk',
      '/faq': '/faq',
      '/tutorial': '/tutorial',
      '/policies/:policy': '/policies/privacy',
    };
    expect(Object.keys(samples).sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
    for (const page of PUBLIC_PAGES) {
      expect(t.app.hasRoute({ method: 'GET', url: page.path }), page.path).toBe(true);
      const res = await get(samples[page.path]!);
      expect(res.statusCode, page.path).toBe(200);
      expect(res.body, page.path).toContain('id="es-state"');
      expect(rootOf(res.body).length, page.path).toBeGreaterThan(0);
    }
  });

  it('answers each typed read with what the API sends for its URL, and refuses as the API does', async () => {
    const load = publicReads({ db: t.app.database.db, catalogueCache: t.app.catalogueCache, operator: t.app.env.operator });
    const reads: PublicRead[] = [
      { kind: 'stores' },
      { kind: 'operator' },
      { kind: 'product', id: 5 },
      { kind: 'product-rating', id: 5 },
      { kind: 'similar', id: 5 },
      { kind: 'store-products', storeId: 1 },
      { kind: 'search', q: 'milk', limit: 49 },
      { kind: 'search', q: 'milk', limit: 49, offset: 48 },
    ];
    for (const read of reads) expect(await load(read), read.kind).toEqual(await json(publicReadUrl(read)));
    await expect(load({ kind: 'product', id: 999999 })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(load({ kind: 'search', q: 'x'.repeat(500), limit: 49 })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('renders the home page with the stores, the two promoted sections and their products, before any script runs', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const root = rootOf(res.body);
    const stores = await json<Store[]>('/api/stores');
    for (const store of stores) expect(root).toContain(`>${escaped(store.name)}<`);
    expect(root.match(/data-testid="store-section"/g)).toHaveLength(2);
    const pick = stateOf(res.body).queries.find((q) => q.queryKey[0] === 'home:featured') as unknown as { state: { data: { storeId: number; products: Product[] }[] } };
    expect(pick.state.data).toHaveLength(2);
    for (const section of pick.state.data) {
      expect(section.products.length).toBeGreaterThan(0);
      for (const product of section.products) expect(root).toContain(escaped(product.name));
    }
    expect(root).not.toContain('data-testid="store-section-skeleton"');
  });

  it('renders a product with its price, a store with its products, search results and a policy with the operator', async () => {
    const product = await json<Product>('/api/products/5');
    const page = rootOf((await get('/products/5')).body);
    expect(page).toContain(escaped(product.name));
    expect(page).toContain(`£${product.price.toFixed(2)}`);
    expect(rootOf((await get('/product/5')).body)).toContain(escaped(product.name));

    const tesco = await json<Product[]>('/api/stores/1/products');
    const store = rootOf((await get('/stores?store=1')).body);
    expect(store).toContain('Tesco Products');
    expect(store).toContain(escaped(tesco[0]!.name));

    const found = await json<Product[]>('/api/products/search?q=milk&limit=49');
    const search = rootOf((await get('/search?q=milk')).body);
    for (const hit of found.slice(0, 5)) expect(search).toContain(escaped(hit.name));

    const policy = rootOf((await get('/policies/privacy')).body);
    expect(policy).toContain(escaped(t.app.env.operator.name));
    expect(rootOf((await get('/faq')).body)).toContain('Frequently Asked Questions');
  });

  it("carries a store's first view in its page, not the whole list, and the first cards are the list's first", async () => {
    const tesco = await json<Product[]>('/api/stores/1/products');
    const html = (await get('/stores?store=1')).body;
    const queries = stateOf(html).queries as unknown as { queryKey: unknown[]; state: { data: unknown } }[];
    expect(queries.map((q) => q.queryKey)).toEqual(expect.arrayContaining([['store-first-view', 1]]));
    expect(queries.map((q) => q.queryKey)).not.toContainEqual(['/api/stores/1/products']);
    const view = queries.find((q) => q.queryKey[0] === 'store-first-view')!.state.data as { count: number; first: Product[] };
    const inStock = tesco.filter((p) => p.available);
    expect(view.count).toBe(inStock.length);
    expect(view.first).toHaveLength(24);
    expect(view.first).toEqual(applyFilters(tesco, DEFAULT_FILTERS).slice(0, 24));
    const page = rootOf(html);
    expect(page).toContain(`Showing ${inStock.length} products`);
    expect(page).toContain(`Show more products (${inStock.length - 24} more)`);
    for (const p of view.first) expect(page).toContain(escaped(p.name));
    // The whole list's bytes stay out of the page: a product past the first view is in neither the HTML nor its data.
    const later = applyFilters(tesco, DEFAULT_FILTERS).slice(24).find((p) => !view.first.some((f) => f.name === p.name))!;
    expect(html).not.toContain(escaped(later.name));
  });

  it('loads only the boot script before the first paint, which is told the screen chunks the shell does not load', async () => {
    const home = (await get('/')).body;
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" crossorigin src="/assets/boot-abc.js">']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<meta name="es-preload" content="/assets/home-page-abc.js /assets/card-abc.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/home-abc.css">');
    // The plain shell still starts the app at once.
    const shell = (await get('/checkout')).body;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(shell).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-abc.js">');
    expect(shell).not.toContain('boot-abc.js');
    const faq = (await get('/faq')).body;
    expect(faq.match(/<title>/g)).toHaveLength(1);
    expect(faq.slice(0, faq.indexOf('</head>'))).toContain('<title>How it Works and FAQs | Everystore</title>');
    const product = await json<Product>('/api/products/5');
    const page = (await get('/products/5')).body;
    expect(page.slice(0, page.indexOf('</head>'))).toContain(`<title>${escaped(product.name)} | Everystore</title>`);
    // Each page names itself in the tab and in search engines' results.
    const titleOf = (html: string) => html.slice(0, html.indexOf('</head>')).match(/<title>([^<]*)<\/title>/g);
    expect(titleOf((await get('/stores')).body)).toEqual(['<title>Choose a Store | Everystore</title>']);
    expect(titleOf((await get('/stores?store=1')).body)).toEqual(['<title>Tesco Products | Everystore</title>']);
    expect(titleOf((await get('/search?q=milk')).body)).toEqual(['<title>milk - Search Results | Everystore</title>']);
  });

  it('loads the pictures of the first row at once and first, and the rest as they come into view', async () => {
    for (const url of ['/stores?store=1', '/search?q=milk']) {
      const pictures = rootOf((await get(url)).body).match(/<img\b[^>]*>/g) ?? [];
      expect(pictures.length, url).toBeGreaterThan(8);
      for (const [i, img] of pictures.entries()) {
        expect(img, `${url} picture ${i}`).toMatch(/ width="\d+" height="\d+"/);
        if (i < 4) expect(img, `${url} picture ${i}`).toMatch(/fetchPriority="high"|fetchpriority="high"/);
        if (i < 4) expect(img, `${url} picture ${i}`).not.toContain('loading="lazy"');
        else expect(img, `${url} picture ${i}`).toContain('loading="lazy"');
      }
    }
    const productPage = (await get('/products/5')).body;
    const product = rootOf(productPage).match(/<img\b[^>]*>/)![0];
    expect(product).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    // ...and is asked for from the head, before the body is read.
    const src = /src="([^"]+)"/.exec(product)![1]!;
    const head = productPage.slice(0, productPage.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" href="${src}" fetchPriority="high"/>`);
    expect(head.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('needs no inline script: every script is the bundle or a JSON data block, under the strict policy', async () => {
    for (const url of ['/', '/stores', '/stores?store=2', '/products/7', '/search?q=bread', '/tutorial', '/policies/terms']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, url).toBeGreaterThan(1);
      for (const tag of scripts) expect(tag, url).toMatch(/ src="\/assets\/|type="application\/json"/);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it('keeps what a shopper typed inside the data block: a search cannot close the script element', async () => {
    const res = await get(`/search?q=${encodeURIComponent('</script><script>alert(1)</script>')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
    const state = /<script type="application\/json" id="es-state">([\s\S]*?)<\/script>/.exec(res.body)![1]!;
    expect(state).not.toContain('</');
    expect(JSON.stringify(JSON.parse(state))).toContain('</script><script>alert(1)</script>');
  });

  it("never holds one shopper's account or basket for another: the page is the same for everyone", async () => {
    t.app.pageCache.clear();
    const user = await createUser(t.database.db, { firstName: 'Zebedee', lastName: 'Quillfeather' });
    const cookie = await signedInCookie(t.database.db, user.id);
    const added = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { cookie }, payload: { productId: 5, quantity: 7 } });
    expect(added.statusCode).toBe(200);
    // The signed-in shopper asks first, so the page is rendered (and cached) on their request.
    for (const url of ['/', '/products/5', '/search?q=bananas']) {
      const theirs = await get(url, { cookie });
      const visitors = await get(url);
      expect(theirs.statusCode, url).toBe(200);
      expect(visitors.body, url).toBe(theirs.body);
      expect(theirs.body).not.toMatch(/Zebedee|Quillfeather/);
      expect(theirs.headers['set-cookie'], url).toBeUndefined();
      const keys = stateOf(theirs.body).queries.map((q) => String(q.queryKey[0]));
      expect(keys.filter((key) => /\/api\/(user|auth|cart|orders|profile)/.test(key)), url).toEqual([]);
    }
  });

  it('renders a page once per canonical address: unknown parameters share it, and a repeat visit is a 304', async () => {
    t.app.pageCache.clear();
    const plain = await get('/search?q=tea');
    const junk = await get('/search?utm_source=mail&q=%20tea%20&cb=123');
    expect(junk.body).toBe(plain.body);
    expect(t.app.pageCache.peek('/search?q=tea')).toBeDefined();
    expect(t.app.pageCache.peek('/search?utm_source=mail&q=%20tea%20&cb=123')).toBeUndefined();
    expect(t.app.catalogueCache.peek('/search?q=tea')).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    // The app links to a search as encodeURIComponent spells it; a form's '+' lands on the same page.
    expect((await get('/search?q=red+wine')).body).toBe((await get('/search?q=red%20wine')).body);
    expect(t.app.pageCache.peek('/search?q=red%20wine')).toBeDefined();
    const again = await get('/search?q=tea', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    const compressed = await get('/stores?store=1', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
  });

  it('answers a warm page from the edge, before Fastify, with the bytes and headers the route sent', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    t.app.pageCache.clear();
    const headers = { 'accept-encoding': 'br' };
    const first = await fetch(`${base}/products/9`, { headers });
    const firstBody = await first.text();
    reachedFastify.length = 0;
    const second = await fetch(`${base}/products/9`, { headers });
    expect(await second.text()).toBe(firstBody);
    expect(reachedFastify).toEqual([]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("answers a product that does not exist with 404 and the shell, and leaves signed-in screens to the browser", async () => {
    const missing = await get('/products/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    const clientPaths = Object.values(CLIENT_PAGES).map((path) => path.replace(':id', '12'));
    for (const url of [...clientPaths, '/search', '/products/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('es-state');
    }
  });

  it('answers an address that is no page with 404 and the shell (whose router shows the not-found screen)', async () => {
    for (const url of ['/no-such-page', '/orders/extra/parts', '/checkoutx', '/auth/unknown?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });
});
