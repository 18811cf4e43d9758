import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { BUSY_MESSAGE, type AdmissionOptions } from './admission';

/** A route that holds its slot until the test lets it go: database work that takes as long as we like. */
function heldRoute(app: FastifyInstance): { release(): void; started: () => number } {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  app.get('/api/test/held', async () => {
    started += 1;
    await gate;
    return { ok: true };
  });
  return { release: () => open(), started: () => started };
}

/** A stream (as server-sent events are written): headers first, then it stays open until the test ends it. */
function streamRoute(app: FastifyInstance): { end(): void } {
  let close: () => void = () => {};
  const ended = new Promise<void>((resolve) => (close = resolve));
  app.get('/api/test/stream', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('data: hello\n\n');
    await ended;
    reply.raw.end();
  });
  return { end: () => close() };
}

const opened: TestApp[] = [];

/** The real app on a database of its own (from the run's templates), with these admission bounds and the two test routes. */
async function appWith(admission: Partial<AdmissionOptions>, seed = false) {
  let held!: ReturnType<typeof heldRoute>;
  let stream!: ReturnType<typeof streamRoute>;
  const t = await createTestApp({
    seed,
    admission,
    beforeReady: (app) => {
      held = heldRoute(app);
      stream = streamRoute(app);
    },
  });
  opened.push(t);
  return { app: t.app, held, stream };
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** Lets pending hooks and the gate's hand-over (setImmediate) run. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('admission: a bound on the database work one instance accepts', () => {
  it('queues requests beyond the limit, answers 503 with Retry-After beyond the queue, and completes the queued ones', async () => {
    const { app, held } = await appWith({ limit: 1, queue: 1, maxWaitMs: 60_000, retryAfterSeconds: 2 });
    const first = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    const second = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 1, queued: 1 });
    expect(held.started()).toBe(1);

    const third = await app.inject({ method: 'GET', url: '/api/test/held' });
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('2');
    expect(third.json()).toEqual({ message: BUSY_MESSAGE });
    // The 503 is an answer like any other: it carries the security headers.
    expect(third.headers['x-content-type-options']).toBe('nosniff');

    held.release();
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(held.started()).toBe(2);
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 0, queued: 0, rejected: 1 });
  });

  it('keeps answering health, readiness and config while the database work is full', async () => {
    const { app, held } = await appWith({ limit: 1, queue: 1, maxWaitMs: 60_000 });
    const pending = [app.inject({ method: 'GET', url: '/api/test/held' }), app.inject({ method: 'GET', url: '/api/test/held' })];
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 1, queued: 1 });

    for (const url of ['/api/health', '/api/config', '/api/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
    // An unknown path is answered (404), never queued.
    expect((await app.inject({ method: 'GET', url: '/api/no-such-thing' })).statusCode).toBe(404);

    held.release();
    expect((await Promise.all(pending)).map((a) => a.statusCode)).toEqual([200, 200]);
  });

  it('answers a request that waited too long with 503 and Retry-After rather than leaving it unanswered', async () => {
    const { app, held } = await appWith({ limit: 1, queue: 10, maxWaitMs: 1, retryAfterSeconds: 1 });
    const first = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    const waited = await app.inject({ method: 'GET', url: '/api/test/held' });
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('1');
    expect(waited.json()).toEqual({ message: BUSY_MESSAGE });
    held.release();
    expect((await first).statusCode).toBe(200);
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('gates the real database routes and gives every slot back, whatever the answer', async () => {
    const { app, held } = await appWith({ limit: 1, queue: 0, maxWaitMs: 60_000 }, true);
    const holding = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    for (const url of ['/api/stores', '/api/products/search?q=milk', '/api/cart']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBeDefined();
    }
    held.release();
    expect((await holding).statusCode).toBe(200);
    await settle();
    // With the slot back, the same routes answer, including errors (400, 404), and each gives its slot back.
    for (const [url, status] of [
      ['/api/stores', 200],
      ['/api/products/search?q=milk', 200],
      ['/api/products/999999', 404],
      ['/api/products/search', 400],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      await settle();
    }
    expect(app.admission.stats()).toMatchObject({ active: 0, queued: 0 });
  });

  it('frees a stream’s slot once its headers are written, not when it closes', async () => {
    const { app, held, stream } = await appWith({ limit: 1, queue: 0, maxWaitMs: 60_000 });
    const open = app.inject({ method: 'GET', url: '/api/test/stream' });
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 0 });
    // The one slot is free for other database work while the stream stays open.
    const other = app.inject({ method: 'GET', url: '/api/test/held' });
    await settle();
    expect(app.admission.stats()).toMatchObject({ active: 1, queued: 0, rejected: 0 });
    held.release();
    expect((await other).statusCode).toBe(200);
    stream.end();
    const res = await open;
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data: hello');
  });
});
