import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeOrder, staffMember, staffMove } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { orderTrackingSchema } from '@/contracts/fulfilment';
import { serverSentEvents, type SseMessage } from '../../test/sse';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OrderEvents } from './events';
import type { StreamHub, TrackingReader } from './hub';
import { getTracking } from './service';
import { trackingStream, type SetUpStep, type TrackingStreamOptions } from './stream';

/**
 * The tracking stream under abuse, over real sockets: clients that go at every step of a stream's set-up, a crowd
 * that connects and resets at once, one read per change for all of an order's streams, the caps, heartbeats that
 * find dead peers, and shutdown. Besides the app's own route, the tests serve the same handler on routes of their
 * own (made with test-only options: a counting reader, a way to hold the set-up at each step, small caps, a short
 * heartbeat), so they can count reads, subscriptions and timers.
 */

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** Where a test can hold a stream's set-up: the handler's own steps, and inside its subscription and first read. */
type Point = SetUpStep | 'subscribing' | 'reading';

/** Holds the next stream that reaches a point until the test lets it go. */
class Pauses {
  private target: Point | null = null;
  private reached = deferred();
  private release = deferred();

  /** The next arrival at `point` is held; resolves once one has arrived. */
  hold(point: Point): Promise<void> {
    this.target = point;
    this.reached = deferred();
    this.release = deferred();
    return this.reached.promise;
  }

  async at(point: Point): Promise<void> {
    if (point !== this.target) return;
    this.target = null;
    this.reached.resolve();
    await this.release.promise;
  }

  resume(): void {
    this.release.resolve();
  }
}

const pauses = new Pauses();
let reads = 0;

/** Subscriptions that can be held once made, before the stream learns of them. */
class HeldEvents extends OrderEvents {
  override async subscribe(orderId: number, fn: () => void): Promise<() => void> {
    const unsubscribe = await super.subscribe(orderId, fn);
    await pauses.at('subscribing');
    return unsubscribe;
  }
}

interface TestRoute {
  path: (orderId: number) => string;
  hub: StreamHub;
  /** The latest request's handler, until it returns. */
  handling: Promise<unknown> | null;
  running: number;
}

let t: TestApp;
let base: string;
let port: number;
let events: HeldEvents;
let picks: ProductPick[];
const routes: Record<'open' | 'capped' | 'beating', TestRoute> = {} as Record<'open' | 'capped' | 'beating', TestRoute>;
/** The server's side of each connection, by the client's port. */
const serverSockets = new Map<number, net.Socket>();

function testRoute(app: FastifyInstance, name: string, options: TrackingStreamOptions): TestRoute {
  const read: TrackingReader = async (userId, orderId) => {
    reads += 1;
    await pauses.at('reading');
    return getTracking(app.database.db, userId, orderId);
  };
  const { hub, handler } = trackingStream(app, events, { read, pauseAt: (step) => pauses.at(step), ...options });
  const route: TestRoute = { path: (id) => `/api/test/${name}/orders/${id}/tracking/stream`, hub, handling: null, running: 0 };
  app.get(`/api/test/${name}/orders/:id/tracking/stream`, (request: FastifyRequest, reply: FastifyReply) => {
    route.running += 1;
    const handling = handler(request, reply).finally(() => (route.running -= 1));
    route.handling = handling;
    return handling;
  });
  return route;
}

/** vi.waitFor's budget on a busy machine (its default is one second): a bound, never a measure. */
const SETTLE = { timeout: 20_000 };

const NOTHING = { open: 0, heartbeats: 0, orders: 0, addresses: 0, shoppers: 0, subscriptions: 0 };
const counts = (route: TestRoute) => ({ ...route.hub.stats(), subscriptions: events.size });

beforeAll(async () => {
  t = await createTestApp({
    // Every request of a burst goes straight to its handler (no queue in front of the database), so its reset lands
    // while its stream is being set up, not while it waits for a slot.
    admission: { limit: 1_000 },
    beforeReady: (app) => {
      events = new HeldEvents(app.database);
      app.addHook('onClose', async () => events.close());
      routes.open = testRoute(app, 'open', { limits: { perShopper: 1_000, perAddress: 1_000 } });
      routes.capped = testRoute(app, 'capped', { limits: { perShopper: 2, perAddress: 3 } });
      routes.beating = testRoute(app, 'beating', { heartbeatMs: 50 });
    },
  });
  t.app.server.on('connection', (socket: net.Socket) => serverSockets.set(socket.remotePort!, socket));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(base).port);
  picks = await productsFromChains(t.database.db, [1, 5]);
});
afterAll(() => t.close());

/** What a test opened is closed after it, whatever its outcome, so one failure does not spill into the next. */
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  pauses.resume();
});

/** A stream request over a socket of its own, written by hand: what it receives, and the server's side of it. */
async function rawStream(path: string, cookie: string, { allowHalfOpen = false } = {}) {
  const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen });
  await once(socket, 'connect');
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  socket.on('error', () => {});
  cleanups.push(() => socket.destroy());
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n\r\n`);
  return {
    socket,
    /** Known once the server has taken the connection (by the time the request reaches a handler). */
    server: () => serverSockets.get(socket.localPort!)!,
    until: (pattern: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!text.includes(pattern)) return;
          socket.off('data', check);
          resolve();
        };
        socket.on('data', check);
        check();
      }),
  };
}

/** Resolves when the socket has closed (a reset's error is no failure here). */
const closed = (socket: net.Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

/**
 * A stream over a connection of its own (no keep-alive pool: fetch's may open a spare connection after an abort,
 * which app.close() would wait on), read event by event; `stop` closes it.
 */
async function httpStream(path: string, cookie: string, server = base) {
  const request = http.get(`${server}${path}`, { headers: { cookie }, agent: false });
  request.on('error', () => {});
  const stop = () => request.destroy();
  cleanups.push(stop);
  const [res] = (await once(request, 'response')) as [http.IncomingMessage];
  const json = async () => {
    let text = '';
    for await (const chunk of res) text += String(chunk);
    return JSON.parse(text) as unknown;
  };
  let messages: (() => Promise<SseMessage | null>) | null = null;
  /** The next server-sent message; null once the stream has ended. */
  const message = () => (messages ??= serverSentEvents(res))();
  /** The next message, which must be a tracking event. */
  const next = async () => {
    const got = await message();
    if (got?.event !== 'tracking') throw new Error(`expected a tracking event, got ${JSON.stringify(got)}`);
    return orderTrackingSchema.parse(JSON.parse(got.data));
  };
  return { status: res.statusCode, headers: res.headers, json, stop, message, next };
}

async function ownerWithOrder() {
  const owner = await shopper(t.database.db);
  const order = await placeOrder(t, owner.cookie, picks);
  return { ...owner, order };
}

describe('a client that goes during set-up', () => {
  const POINTS: Point[] = ['session', 'subscribe', 'subscribing', 'first-read', 'reading', 'hijacked'];

  it.each(POINTS)('reset at "%s": no stream, place, subscription or timer is left', async (point) => {
    const { cookie, order } = await ownerWithOrder();
    const reached = pauses.hold(point);
    const client = await rawStream(routes.open.path(order.id), cookie);
    await reached;
    const handling = routes.open.handling!;
    const server = client.server();
    client.socket.resetAndDestroy();
    await closed(server);
    pauses.resume();
    await handling;
    expect(counts(routes.open)).toEqual(NOTHING);
    expect(routes.open.running).toBe(0);
  });

  it('a stream held during its first read and let go streams, and holds one of everything until its client goes', async () => {
    const { cookie, order } = await ownerWithOrder();
    const reached = pauses.hold('reading');
    const client = await rawStream(routes.open.path(order.id), cookie);
    await reached;
    pauses.resume();
    await client.until('event: tracking');
    expect(counts(routes.open)).toEqual({ open: 1, heartbeats: 1, orders: 1, addresses: 1, shoppers: 1, subscriptions: 1 });
    const server = client.server();
    client.socket.destroy();
    await closed(server);
    expect(counts(routes.open)).toEqual(NOTHING);
  });

  it('a hundred streams that connect, ask and reset within 4 ms leave nothing behind, on the app route as on a counted one', async () => {
    const { cookie, order } = await ownerWithOrder();
    const staff = await staffMember(t.database.db);
    const watcher = await httpStream(routes.open.path(order.id), cookie);
    expect((await watcher.next()).status).toBe('Order Confirmed');

    // Each client resets 0-4 ms after the server has taken its request; every connection the server took is then
    // followed to its close. On PostgreSQL the resets land in the middle of the streams' set-up (the code before the
    // hub kept all 100); on PGlite a set-up runs within one turn of the event loop, so they land after it, and the
    // held set-ups above are what cover each step there.
    const burst = async (path: string) => {
      const taken: net.Socket[] = [];
      const arrived = new Map<number, () => void>();
      const take = (socket: net.Socket) => taken.push(socket);
      const onRequest = (request: http.IncomingMessage) => arrived.get(request.socket.remotePort!)?.();
      t.app.server.on('connection', take);
      t.app.server.on('request', onRequest);
      await Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const { promise, resolve } = deferred();
          const client = await rawStream(path, cookie);
          arrived.set(client.socket.localPort!, resolve);
          await promise;
          setTimeout(() => client.socket.resetAndDestroy(), i % 5);
          await closed(client.socket);
        }),
      );
      t.app.server.off('connection', take);
      t.app.server.off('request', onRequest);
      await Promise.all(taken.map(closed));
    };
    await burst(routes.open.path(order.id));
    await burst(`/api/orders/${order.id}/tracking/stream`);

    // Every handler that started has finished; only the watcher is left.
    await vi.waitFor(() => {
      expect(routes.open.running).toBe(0);
      expect(counts(routes.open)).toEqual({ open: 1, heartbeats: 1, orders: 1, addresses: 1, shoppers: 1, subscriptions: 1 });
      expect(t.app.openTrackingStreams()).toBe(0);
    }, SETTLE);

    reads = 0;
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    expect((await watcher.next()).status).toBe('Collecting from Tesco');
    expect(reads).toBe(1);
    watcher.stop();
    await vi.waitFor(() => expect(counts(routes.open)).toEqual(NOTHING), SETTLE);
  });
});

describe('one read per change of an order', () => {
  it('eight streams on one order: a move is read once and reaches all eight', async () => {
    const { cookie, order } = await ownerWithOrder();
    const staff = await staffMember(t.database.db);
    const streams = await Promise.all(Array.from({ length: 8 }, () => httpStream(routes.open.path(order.id), cookie)));
    for (const stream of streams) expect((await stream.next()).status).toBe('Order Confirmed');
    expect(counts(routes.open)).toMatchObject({ open: 8, orders: 1, subscriptions: 1, heartbeats: 8 });

    reads = 0;
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    for (const stream of streams) expect((await stream.next()).status).toBe('Collecting from Tesco');
    expect(reads).toBe(1);

    for (const stream of streams) stream.stop();
    await vi.waitFor(() => expect(counts(routes.open)).toEqual(NOTHING), SETTLE);
  });

  it("another shopper's stream on the order is 404 and holds nothing", async () => {
    const { order } = await ownerWithOrder();
    const other = await shopper(t.database.db);
    const stream = await httpStream(routes.open.path(order.id), other.cookie);
    expect(stream.status).toBe(404);
    await stream.json();
    expect(counts(routes.open)).toEqual(NOTHING);
  });
});

describe('caps', () => {
  it("a shopper's 6th stream is 429 with Retry-After; once one of the five closes, a new one is admitted", async () => {
    const { cookie, order } = await ownerWithOrder();
    const path = `/api/orders/${order.id}/tracking/stream`;
    const five = [];
    for (let i = 0; i < 5; i++) {
      const stream = await httpStream(path, cookie);
      expect(stream.status).toBe(200);
      await stream.next();
      five.push(stream);
    }
    expect(t.app.openTrackingStreams()).toBe(5);

    const sixth = await httpStream(path, cookie);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(((await sixth.json()) as { message: string }).message).toMatch(/Too many live tracking views/);
    expect(t.app.openTrackingStreams()).toBe(5);

    five.shift()!.stop();
    await vi.waitFor(() => expect(t.app.openTrackingStreams()).toBe(4), SETTLE);
    const again = await httpStream(path, cookie);
    expect(again.status).toBe(200);
    expect((await again.next()).status).toBe('Order Confirmed');

    for (const stream of [...five, again]) stream.stop();
    await vi.waitFor(() => expect(t.app.openTrackingStreams()).toBe(0), SETTLE);
  });

  it('beyond the cap of a shopper or of an address (several accounts): 429 before any read or subscription', async () => {
    const route = routes.capped; // 2 a shopper, 3 an address
    const [a, b, c] = [await ownerWithOrder(), await ownerWithOrder(), await ownerWithOrder()];
    const opened = [await httpStream(route.path(a.order.id), a.cookie), await httpStream(route.path(a.order.id), a.cookie)];
    for (const stream of opened) await stream.next();

    reads = 0;
    const refusedShopper = await httpStream(route.path(a.order.id), a.cookie);
    expect(refusedShopper.status).toBe(429);
    expect(refusedShopper.headers['retry-after']).toMatch(/^\d+$/);
    expect(await refusedShopper.json()).toEqual({ message: expect.stringMatching(/for your account/) });
    expect(reads).toBe(0);
    expect(counts(route)).toMatchObject({ open: 2, subscriptions: 1 });

    const fromB = await httpStream(route.path(b.order.id), b.cookie);
    expect(fromB.status).toBe(200);
    await fromB.next();
    opened.push(fromB);

    reads = 0;
    const refusedAddress = await httpStream(route.path(c.order.id), c.cookie);
    expect(refusedAddress.status).toBe(429);
    expect(refusedAddress.headers['retry-after']).toMatch(/^\d+$/);
    expect(await refusedAddress.json()).toEqual({ message: expect.stringMatching(/from this address/) });
    expect(reads).toBe(0);
    expect(counts(route)).toMatchObject({ open: 3, shoppers: 2, subscriptions: 2 });

    opened.shift()!.stop();
    await vi.waitFor(() => expect(counts(route).open).toBe(2), SETTLE);
    const admitted = await httpStream(route.path(c.order.id), c.cookie);
    expect(admitted.status).toBe(200);
    await admitted.next();

    for (const stream of [...opened, admitted]) stream.stop();
    await vi.waitFor(() => expect(counts(route)).toEqual(NOTHING), SETTLE);
  });
});

describe('heartbeats', () => {
  const route = () => routes.beating; // a heartbeat every 50 ms

  it('a socket the server can no longer write to (half-closed, no close event) is ended at the next heartbeat, and released', async () => {
    const { cookie, order } = await ownerWithOrder();
    const client = await rawStream(route().path(order.id), cookie, { allowHalfOpen: true });
    await client.until(': heartbeat');
    expect(counts(route())).toMatchObject({ open: 1, heartbeats: 1, subscriptions: 1 });

    const server = client.server();
    server.end();
    await closed(server);
    expect(counts(route())).toEqual(NOTHING);
    client.socket.destroy();
  });

  it('a socket destroyed on the server side, or by the client, releases its stream', async () => {
    const { cookie, order } = await ownerWithOrder();
    const first = await rawStream(route().path(order.id), cookie);
    const second = await rawStream(route().path(order.id), cookie);
    await Promise.all([first.until(': heartbeat'), second.until(': heartbeat')]);
    expect(counts(route())).toMatchObject({ open: 2, heartbeats: 2, subscriptions: 1 });

    first.server().destroy();
    await closed(first.socket);
    expect(counts(route())).toMatchObject({ open: 1, heartbeats: 1 });

    const server = second.server();
    second.socket.destroy();
    await closed(server);
    expect(counts(route())).toEqual(NOTHING);
  });
});

describe('shutdown', () => {
  it('app.close() sends each open stream `event: closing`, ends it, and resolves', async () => {
    const app = await createTestApp();
    try {
      const appBase = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const owner = await shopper(app.database.db);
      const order = await placeOrder(app, owner.cookie, await productsFromChains(app.database.db, [1, 5]));
      const streams = await Promise.all(Array.from({ length: 3 }, () => httpStream(`/api/orders/${order.id}/tracking/stream`, owner.cookie, appBase)));
      for (const stream of streams) expect((await stream.next()).status).toBe('Order Confirmed');
      expect(app.app.openTrackingStreams()).toBe(3);

      const closing = app.app.close();
      for (const stream of streams) {
        expect(await stream.message()).toEqual({ event: 'closing', data: '{"retry":true}', retry: expect.any(Number) });
        expect(await stream.message()).toBeNull();
      }
      await closing;
      expect(app.app.openTrackingStreams()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
