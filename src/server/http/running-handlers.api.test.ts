import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { handlersFinished } from './shutdown';

/**
 * A shutdown waits for route handlers whose client has gone: `app.close()` waits for connections only, and the
 * database closed under a handler mid-way through its work (changing an order, say) would fail its last steps.
 */
describe('running handlers at shutdown', () => {
  it('counts a handler whose client went away until it finishes, and its database work after close still succeeds', async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answer: unknown;
    const t = await createTestApp({
      seed: false,
      beforeReady: (app) => {
        app.get('/api/test-slow', async () => {
          started();
          await released;
          answer = (await t.database.db.execute(sql`SELECT 1 AS one`)) as unknown;
          return { ok: true };
        });
      },
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = new AbortController();
    const request = fetch(`${address}/api/test-slow`, { signal: client.signal }).catch((e: unknown) => e);
    await handlerStarted;
    client.abort();
    await request;
    expect(t.app.runningHandlers.count).toBe(1);

    await t.app.close();
    let finished = false;
    const waiting = handlersFinished(t.app, 10_000).then(() => (finished = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(finished, 'the shutdown waits for the handler').toBe(false);
    release();
    await waiting;
    expect(t.app.runningHandlers.count).toBe(0);
    expect(answer).toBeDefined();
    await t.close(); // closes the (closed) app again, the database, and drops it on PostgreSQL
  });
});
