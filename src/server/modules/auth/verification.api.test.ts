import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { users } from '../../db/schema';
import { registrationBody, sessionCookieOf } from '../../test/auth-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CODE_EXHAUSTED_MESSAGE, CODE_EXPIRED_MESSAGE, CODE_WRONG_MESSAGE } from './verification';
import { outboxResponseSchema, registerResponseSchema, safeUserSchema } from '@/contracts/auth';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let ipCounter = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie }, remoteAddress: `10.2.0.${++ipCounter}` });

/** Registers through the API: the new user is signed in and has a code in the outbox. */
async function registered() {
  const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody(), remoteAddress: `10.3.0.${++ipCounter}` });
  const user = parseBody(registerResponseSchema, res);
  return { user, cookie: sessionCookieOf(res)! };
}

async function latestCode(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const [latest] = parseBody(outboxResponseSchema, res).messages;
  return /\b(\d{6})\b/.exec(latest!.body)![1]!;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('mails a 6-digit code, stores only its hash, and verifies with it', async () => {
    const { user, cookie } = await registered();
    const outbox = parseBody(outboxResponseSchema, await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${user.email}` }));
    expect(outbox.messages).toHaveLength(1);
    expect(outbox.messages[0]!.subject).toMatch(/verification code/);
    const code = await latestCode(user.email);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.verificationToken).toBeTruthy();
    expect(row!.verificationToken).not.toContain(code);
    expect(row!.verificationExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const res = await post('/api/verify-email', cookie, { code });
    expect(res.statusCode).toBe(200);
    expect(parseBody(safeUserSchema, res)).toMatchObject({ id: user.id, emailVerified: true });
    expect(res.json().verificationToken).toBeUndefined();
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ emailVerified: true, verificationToken: null, verificationExpiresAt: null });
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', ''])('refuses %j as not a 6-digit code', async (code) => {
    const { cookie } = await registered();
    const res = await post('/api/verify-email', cookie, { code });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.code).toBe('Please enter a valid 6-digit verification code');
  });

  it('refuses a wrong code, then locks the code after 5 wrong guesses', async () => {
    const { user, cookie } = await registered();
    const code = await latestCode(user.email);
    const wrong = wrongCodeFor(code);
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/verify-email', cookie, { code: wrong });
      expect(res.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toBe(CODE_WRONG_MESSAGE);
    }
    const locked = await post('/api/verify-email', cookie, { code });
    expect(locked.statusCode).toBe(429);
    expect(parseBody(apiErrorSchema, locked).message).toBe(CODE_EXHAUSTED_MESSAGE);

    const resend = await post('/api/verify-email/resend', cookie);
    expect(resend.statusCode).toBe(200);
    const fresh = await latestCode(user.email);
    // A resend draws a new code (the same six digits one time in a million), and the locked one stays refused.
    expect(fresh).not.toBe(code);
    expect((await post('/api/verify-email', cookie, { code })).statusCode).toBe(400);
    expect(parseBody(safeUserSchema, await post('/api/verify-email', cookie, { code: fresh })).emailVerified).toBe(true);
  });

  it('gives parallel guesses no more than 5 tries in all', async () => {
    const { user, cookie } = await registered();
    const wrong = wrongCodeFor(await latestCode(user.email));
    const answers = await Promise.all(Array.from({ length: 12 }, () => post('/api/verify-email', cookie, { code: wrong })));
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(7);
  });

  it('refuses an expired code', async () => {
    const { user, cookie } = await registered();
    const code = await latestCode(user.email);
    await t.database.db.update(users).set({ verificationExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    const res = await post('/api/verify-email', cookie, { code });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toBe(CODE_EXPIRED_MESSAGE);
  });

  it('limits resends per account (429 with a readable message)', async () => {
    const { cookie } = await registered();
    for (let i = 0; i < 3; i++) expect((await post('/api/verify-email/resend', cookie)).statusCode).toBe(200);
    const res = await post('/api/verify-email/resend', cookie);
    expect(res.statusCode).toBe(429);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/Too many codes requested/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 409 to a resend once verified, and 401 when signed out', async () => {
    const { user, cookie } = await registered();
    await post('/api/verify-email', cookie, { code: await latestCode(user.email) });
    expect((await post('/api/verify-email/resend', cookie)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { code: '123456' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email/resend' })).statusCode).toBe(401);
  });
});

describe('GET /api/dev/outbox', () => {
  it('needs a valid address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(400);
  });

  it('only shows mail to the address asked for', async () => {
    const a = await registered();
    await registered();
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${a.user.email.toUpperCase()}` });
    expect(parseBody(outboxResponseSchema, res).messages.map((m) => m.to)).toEqual([a.user.email]);
  });

  it('does not exist when debugging is off (production)', async () => {
    const prod = await buildApp({ database: t.database, env: { ...t.app.env, NODE_ENV: 'production', debugEnabled: false }, webRoot: null, logger: false });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/dev/outbox?to=someone@example.com' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
