import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('health answers without the database and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ready is 200 once migrated, and 503 with Retry-After when a migration is missing', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ready' });
    expect(ok.headers['cache-control']).toBe('no-store');

    const [last] = (
      (await t.database.db.execute(sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id DESC LIMIT 1`)) as unknown as {
        rows: { id: number; hash: string; created_at: string }[];
      }
    ).rows;
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      const missing = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(missing.statusCode).toBe(503);
      expect(missing.headers['retry-after']).toBe('5');
      expect(missing.json()).toEqual({ status: 'not ready', message: 'Not ready: 1 migration(s) not applied' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last!.id}, ${last!.hash}, ${last!.created_at})`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});
