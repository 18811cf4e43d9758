import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { emailOutbox } from '../../db/schema';
import { registrationBody } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Without a mail transport (as `npm start` runs), every e-mail is written to the server's log at info level. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('mail with no transport', () => {
  it('writes the recipient, subject and body (the verification code) to the log, and keeps the outbox row', async () => {
    const lines: { level: number; msg: string; mail?: { to: string; subject: string } }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp({ database: t.database, env: t.app.env, webRoot: null, logger: { level: 'info', stream } });
    try {
      const body = registrationBody();
      const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
      const code = /verification code: (\w+)/.exec(row!.subject)![1]!;
      const logged = lines.find((l) => l.mail?.to === body.email);
      expect(logged).toMatchObject({ level: 30, mail: { to: body.email, subject: row!.subject } });
      expect(logged!.msg).toContain(`e-mail to ${body.email}: ${row!.subject}`);
      expect(logged!.msg).toContain(row!.body);
      expect(row!.body).toContain(code);
      expect(row!.sentAt).not.toBeNull();
    } finally {
      await app.close();
    }
  });
});
