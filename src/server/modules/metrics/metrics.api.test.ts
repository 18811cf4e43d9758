import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { orderDetailSchema } from '@/contracts/orders';
import { parseBody } from '../../test/parse-body';
import { CARDS, orderBody, placeOrderRequest, productsFromChains, shopper, token, type ProductPick } from '../../test/order-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** What a scrape says, read the way Prometheus reads it (text format 0.0.4). */
interface Scrape {
  text: string;
  families: Map<string, { help: string; type: string }>;
  samples: { name: string; labels: Record<string, string>; value: number }[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const unescape = (value: string) => value.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));

/** Each line a HELP, a TYPE, or `name{labels} value` of a metric whose HELP and TYPE came before it. */
function parseExposition(text: string): Scrape {
  const families = new Map<string, { help: string; type: string }>();
  const samples: Scrape['samples'] = [];
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.slice(0, -1).split('\n')) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (help) {
      expect(families.has(help[1]!), `${help[1]} described twice`).toBe(false);
      families.set(help[1]!, { help: help[2]!, type: '' });
      continue;
    }
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      expect(families.get(type[1]!), `TYPE before HELP: ${line}`).toBeDefined();
      families.get(type[1]!)!.type = type[2]!;
      continue;
    }
    expect(line.startsWith('#'), `an unknown comment: ${line}`).toBe(false);
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`Not a sample line: ${JSON.stringify(line)}`);
    const name = sample[1]!;
    const body = sample[2] ?? '';
    const text = sample[3]!;
    const labels: Record<string, string> = {};
    for (let rest = body; rest !== ''; ) {
      const pair = LABEL.exec(rest);
      if (!pair) throw new Error(`Bad labels: ${line}`);
      labels[pair[1]!] = unescape(pair[2]!);
      rest = rest.slice(pair[0].length);
    }
    const value = text === '+Inf' ? Infinity : text === '-Inf' ? -Infinity : text === 'NaN' ? NaN : Number(text);
    if (Number.isNaN(value) && text !== 'NaN') throw new Error(`Bad value: ${line}`);
    const family = families.get(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    expect(families.get(family)?.type, `a sample before its TYPE: ${line}`).toMatch(family === name ? /./ : /^histogram$/);
    samples.push({ name, labels, value });
  }
  return { text, families, samples };
}

/** The samples of one metric whose labels include these. */
const series = (scrape: Scrape, name: string, labels: Record<string, string> = {}) =>
  scrape.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
/** The one sample of a metric with exactly these labels, or undefined. */
function valueOf(scrape: Scrape, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = scrape.samples.filter((s) => s.name === name && Object.keys(s.labels).length === Object.keys(labels).length && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value;
}
/** everystore_http_requests_total as `method route status` -> count. */
const requestCounts = (scrape: Scrape) => new Map(series(scrape, 'everystore_http_requests_total').map((s) => [`${s.labels.method} ${s.labels.route} ${s.labels.status}`, s.value]));
/** What rose between two scrapes (series that rose only). */
function rises(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of after) if (value !== (before.get(key) ?? 0)) out[key] = value - (before.get(key) ?? 0);
  return out;
}

/** Route labels that are neither a route pattern the app serves nor one of the two fixed names. */
const routesNotPatterns = (scrape: Scrape) => {
  const known = new Set([...t.app.routeTable.map((r) => r.url), 'unmatched', 'edge']);
  return scrape.samples.filter((s) => s.name.startsWith('everystore_http_request') && !known.has(s.labels.route!)).map((s) => s.labels.route);
};

async function scrape(app: FastifyInstance, options: { remoteAddress?: string; headers?: Record<string, string> } = {}): Promise<Scrape> {
  const res = await app.inject({ method: 'GET', url: '/api/metrics', ...options });
  expect(res.statusCode, res.body).toBe(200);
  return parseExposition(res.body);
}

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
/** Another app: a metrics token, admission of one at a time with one waiting, a route that holds its slot, no tracking streams. */
let guarded: TestApp;
let releaseHeld: () => void = () => {};
let pick: ProductPick;

/** The test app on a real socket (once): streams and the edge need one. */
async function baseUrl(): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // The edge answers only while the catalogue version was read recently: a minute keeps a loaded machine's pause
  // between two requests from sending the second through Fastify.
  t = await createTestApp({ env: { CATALOGUE_CHECK_MS: '60000' } });
  pick = (await productsFromChains(t.database.db, [1]))[0]!;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  guarded = await createTestApp({
    seed: false,
    env: { METRICS_TOKEN: TOKEN },
    admission: { limit: 1, queue: 1, maxWaitMs: 60_000 },
    beforeReady: (app) =>
      app.get('/api/test/held', async () => {
        await held;
        return { ok: true };
      }),
  });
});

afterAll(async () => {
  releaseHeld();
  await t?.close();
  await guarded?.close();
});

/** Lets pending hooks and admission's hand-over (setImmediate) run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('GET /api/metrics', () => {
  it('serves Prometheus text: every line parses, every metric has HELP and TYPE, never cached, no session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    const scraped = parseExposition(res.body);
    const expected = {
      everystore_http_requests_total: 'counter',
      everystore_http_request_duration_seconds: 'histogram',
      everystore_orders_placed_total: 'counter',
      everystore_tracking_streams_open: 'gauge',
      everystore_event_loop_lag_seconds: 'gauge',
      everystore_process_resident_memory_bytes: 'gauge',
      everystore_process_heap_used_bytes: 'gauge',
      everystore_process_active_resources: 'gauge',
      everystore_process_uptime_seconds: 'gauge',
      everystore_admission_active: 'gauge',
      everystore_admission_queued: 'gauge',
      everystore_admission_admitted_total: 'counter',
      everystore_admission_queued_total: 'counter',
      everystore_admission_shed_total: 'counter',
    };
    for (const [name, type] of Object.entries(expected)) expect(scraped.families.get(name)?.type, name).toBe(type);
    for (const name of ['everystore_process_resident_memory_bytes', 'everystore_process_heap_used_bytes', 'everystore_process_uptime_seconds']) {
      expect(valueOf(scraped, name), name).toBeGreaterThan(0);
    }
    const lag = Object.fromEntries(series(scraped, 'everystore_event_loop_lag_seconds').map((s): [string, number] => [s.labels.stat!, s.value]));
    expect(Object.keys(lag).sort()).toEqual(['max', 'mean', 'p99']);
    for (const value of Object.values(lag)) expect(Number.isFinite(value) && value >= 0).toBe(true);
    expect(lag.max).toBeGreaterThanOrEqual(lag.p99!);
  });

  it('counts exactly the requests made, labelled by route pattern, never by the URL', async () => {
    await scrape(t.app); // so the metrics route has a series of its own already
    const before = await scrape(t.app);
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/stores' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${pick.id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${pick.id}?junk=1` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/products/abc' })).statusCode).toBe(400);
    const after = await scrape(t.app);
    expect(rises(requestCounts(before), requestCounts(after))).toEqual({
      'GET /api/stores 200': 3,
      'GET /api/products/:id 200': 2,
      'GET /api/products/:id 404': 1,
      'GET /api/products/:id 400': 1,
      // The scrape `before` is counted when it is answered, so `after` shows it.
      'GET /api/metrics 200': 1,
    });
    const durations = (s: Scrape) => valueOf(s, 'everystore_http_request_duration_seconds_count', { method: 'GET', route: '/api/products/:id' }) ?? 0;
    expect(durations(after) - durations(before)).toBe(4);
    const buckets = series(after, 'everystore_http_request_duration_seconds_bucket', { method: 'GET', route: '/api/products/:id' });
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' }, value: durations(after) });
    for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
    expect(routesNotPatterns(after)).toEqual([]);
  });

  it('puts every unknown path in one series, however many there are', async () => {
    const before = await scrape(t.app);
    const paths = Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? `/api/${randomUUID()}` : `/no-such-page/${randomUUID()}`));
    for (const url of paths) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    // Answered by Fastify before routing (not valid percent-encoding), and counted all the same.
    expect((await t.app.inject({ method: 'GET', url: `/api/${randomUUID()}%E0%A4%A` })).statusCode).toBe(400);
    const after = await scrape(t.app);
    const rose = rises(requestCounts(before), requestCounts(after));
    expect(rose).toEqual({ 'GET unmatched 404': 50, 'GET unmatched 400': 1, 'GET /api/metrics 200': 1 });
    expect(series(after, 'everystore_http_requests_total').length - series(before, 'everystore_http_requests_total').length).toBeLessThanOrEqual(2);
    expect(routesNotPatterns(after)).toEqual([]);
    for (const url of paths) expect(after.text).not.toContain(url.split('/').at(-1));
  });

  it('counts an order once when it is placed, not when its answer is replayed or it is refused', async () => {
    const placed = async () => valueOf(await scrape(t.app), 'everystore_orders_placed_total');
    const start = await placed();
    expect(start).toBeDefined();
    const { cookie } = await shopper(t.database.db);
    const body = orderBody([pick]);
    const first = await placeOrderRequest(t, cookie, body, 'metrics-order');
    expect(first.statusCode).toBe(201);
    expect(await placed()).toBe(start! + 1);

    const replay = await placeOrderRequest(t, cookie, body, 'metrics-order');
    expect(replay.statusCode).toBe(201);
    expect(parseBody(orderDetailSchema, replay).id).toBe(parseBody(orderDetailSchema, first).id);
    expect(await placed()).toBe(start! + 1);

    const declined = await placeOrderRequest(t, cookie, orderBody([pick], { paymentToken: token(CARDS.declined) }), 'metrics-declined');
    expect(declined.statusCode).toBe(402);
    expect(await placed()).toBe(start! + 1);

    expect((await placeOrderRequest(t, cookie, orderBody([pick]))).statusCode).toBe(201);
    expect(await placed()).toBe(start! + 2);
  });

  it('counts the open tracking streams: one while a shopper watches an order, none once they leave', async () => {
    const streams = () => scrape(t.app).then((scraped) => valueOf(scraped, 'everystore_tracking_streams_open'));
    expect(await streams()).toBe(0);
    const { cookie } = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([pick])));
    const address = await baseUrl();
    const leave = new AbortController();
    const response = await fetch(`${address}/api/orders/${order.id}/tracking/stream`, { headers: { cookie }, signal: leave.signal });
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('event: tracking');
    expect(await streams()).toBe(1);
    leave.abort();
    await reader.cancel().catch(() => undefined);
    await expect.poll(streams).toBe(0);
  });

  it('shows the database pool on PostgreSQL only', async () => {
    const scraped = await scrape(t.app);
    const pool = series(scraped, 'everystore_db_pool_connections');
    if (t.database.kind === 'postgres') {
      const byState = Object.fromEntries(pool.map((s): [string, number] => [s.labels.state!, s.value]));
      expect(Object.keys(byState).sort()).toEqual(['idle', 'total', 'waiting']);
      for (const value of Object.values(byState)) expect(Number.isInteger(value) && value >= 0).toBe(true);
      expect(byState.total).toBeGreaterThan(0);
      expect(byState.total).toBeGreaterThanOrEqual(byState.idle!);
    } else {
      expect(pool).toEqual([]);
      expect(scraped.families.has('everystore_db_pool_connections')).toBe(false);
    }
  });

  it('counts the answers the catalogue edge gives before Fastify', async () => {
    const base = await baseUrl();
    // Over the socket, from loopback: the real remote address, not inject's.
    const overHttp = async () => {
      const res = await fetch(`${base}/api/metrics`);
      expect(res.status).toBe(200);
      return parseExposition(await res.text());
    };
    t.app.catalogueCache.clear();
    const before = await overHttp();
    const url = `${base}/api/products/${pick.id}`;
    expect((await fetch(url)).status).toBe(200); // the route answers and fills the cache
    expect((await fetch(url)).status).toBe(200); // the edge answers
    const after = await overHttp();
    expect(rises(requestCounts(before), requestCounts(after))).toEqual({ 'GET /api/products/:id 200': 1, 'GET edge 200': 1, 'GET /api/metrics 200': 1 });
    expect(valueOf(after, 'everystore_http_request_duration_seconds_count', { method: 'GET', route: 'edge' })).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read the metrics', () => {
  const get = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/metrics', remoteAddress, headers });

  it('answers this machine, and refuses another address, or this one through a proxy, with 403', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect((await get(t.app, address)).statusCode, address).toBe(200);
    const refused = await get(t.app, '10.0.0.5');
    expect(refused.statusCode).toBe(403);
    expect(parseBody(apiErrorSchema, refused).message).toMatch(/metrics/i);
    expect(refused.body).not.toContain('everystore_');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect((await get(t.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(403);
    expect((await get(t.app, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode).toBe(403);
    // No token configured: no bearer opens it.
    expect((await get(t.app, '10.0.0.5', { authorization: 'Bearer ' })).statusCode).toBe(403);
    expect((await get(t.app, '10.0.0.5', { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(403);
  });

  it('answers another address with the right METRICS_TOKEN only', async () => {
    expect((await get(guarded.app, '10.0.0.5')).statusCode).toBe(403);
    const allowed = await get(guarded.app, '10.0.0.5', { authorization: `Bearer ${TOKEN}` });
    expect(allowed.statusCode).toBe(200);
    parseExposition(allowed.body);
    expect((await get(guarded.app, '10.0.0.5', { authorization: `bearer ${TOKEN}` })).statusCode).toBe(200);
    for (const authorization of [`Bearer ${TOKEN.slice(0, -1)}x`, `Bearer ${TOKEN}x`, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      expect((await get(guarded.app, '10.0.0.5', { authorization })).statusCode, authorization).toBe(403);
    }
    // A token still opens it through a proxy.
    expect((await get(guarded.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });
});

describe('admission in the metrics', () => {
  it('shows the queue and the shed requests, and a scrape answers while the queue is full without taking a slot', async () => {
    const { app } = guarded;
    const start = app.admission.stats();
    const first = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    const second = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 1, queued: 1 });
    expect((await app.inject({ method: 'GET', url: '/api/stores' })).statusCode).toBe(503);

    const full = await scrape(app);
    expect(valueOf(full, 'everystore_admission_active')).toBe(1);
    expect(valueOf(full, 'everystore_admission_queued')).toBe(1);
    expect(valueOf(full, 'everystore_admission_queued_total')).toBe(start.waited + 1);
    expect(valueOf(full, 'everystore_admission_shed_total')).toBe(start.rejected + 1);
    expect(valueOf(full, 'everystore_http_requests_total', { method: 'GET', route: '/api/stores', status: '503' })).toBe(1);

    releaseHeld();
    expect((await Promise.all([first, second])).map((r) => r.statusCode)).toEqual([200, 200]);
    await settle();
    const done = await scrape(app);
    expect(valueOf(done, 'everystore_admission_active')).toBe(0);
    expect(valueOf(done, 'everystore_admission_queued')).toBe(0);
    // The two held requests took slots; the scrapes took none.
    expect(valueOf(done, 'everystore_admission_admitted_total')).toBe(start.admitted + 2);
    expect(app.admission.stats().admitted).toBe(start.admitted + 2);
  });
});
