import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, signedInCookie } from '../test/auth-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; headers?: unknown };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('the access log', () => {
  it('has one line per answered request: what was asked, the status and the time taken, never the cookie', async () => {
    const lines: LogLine[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const app = await buildApp({ database: t.database, env: t.app.env, webRoot: null, logger: { level: 'info', stream } });
    try {
      const user = await createUser(t.database.db, { email: 'access-log@example.com' });
      const cookie = await signedInCookie(t.database.db, user.id);
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/orders/abc', headers: { cookie } })).statusCode).toBe(400);

      const requestLines = lines.filter((l) => l.req !== undefined || l.res !== undefined);
      expect(requestLines).toHaveLength(2);
      expect(requestLines.map((l) => [l.msg, l.req?.method, l.req?.url, l.res?.statusCode])).toEqual([
        ['request completed', 'GET', '/api/user', 200],
        ['request completed', 'GET', '/api/orders/abc', 400],
      ]);
      for (const line of requestLines) {
        expect(line.level).toBe(30);
        expect(line.reqId).toBeTruthy();
        expect(line.responseTime).toBeGreaterThanOrEqual(0);
      }
      expect(JSON.stringify(lines)).not.toContain(cookie.split('=')[1]!);
    } finally {
      await app.close();
    }
  });
});
