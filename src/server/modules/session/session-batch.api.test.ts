import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema';
import { createUser, signedInCookie } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findSession, hashSessionId, SESSION_COOKIE } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('session lookups that arrive together', () => {
  it('go to the database as one read, and each request gets its own shopper (or none)', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map((n) => createUser(t.database.db, { email: `batch${n}@example.com` })));
    const cookies = await Promise.all(shoppers.map((s) => signedInCookie(t.database.db, s.id)));
    const expired = await signedInCookie(t.database.db, shoppers[0]!.id);
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.idHash, hashSessionId(expired.slice(SESSION_COOKIE.length + 1))));

    const answers = await Promise.all([
      ...cookies.map((c) => getUser(c)),
      getUser(cookies[2]), // the same session twice at once
      getUser(expired),
      getUser(`${SESSION_COOKIE}=not-a-session-anyone-has`),
      getUser(),
    ]);
    expect(answers.slice(0, 5).map((r) => [r.statusCode, r.json<{ email: string }>().email])).toEqual(shoppers.map((s) => [200, s.email]));
    expect(answers[5]!.json<{ email: string }>().email).toBe(shoppers[2]!.email);
    expect(answers.slice(6).map((r) => r.statusCode)).toEqual([401, 401, 401]);

    // Asked in one turn of the event loop, the lookups are one read of the sessions table.
    // Counted at the driver (PGlite or node-postgres), whatever built the statement.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const valueOf = (cookie: string) => cookie.slice(SESSION_COOKIE.length + 1);
    const found = await Promise.all([...cookies, cookies[2]!, expired, `${SESSION_COOKIE}=nobody`].map((c) => findSession(t.database.db, valueOf(c))));
    const textOf = (arg: unknown) => (typeof arg === 'string' ? arg : (arg as { text: string }).text);
    const sessionReads = query.mock.calls.filter(([arg]) => /from "sessions"/i.test(textOf(arg)));
    query.mockRestore();
    expect(found.map((s) => s?.userId ?? null)).toEqual([...shoppers.map((s) => s.id), shoppers[2]!.id, null, null]);
    expect(sessionReads).toHaveLength(1);
  });
});
