import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageResponseSchema, outboxResponseSchema, resetPasswordResponseSchema, safeUserSchema } from '@/contracts/auth';
import { apiErrorSchema } from '@/contracts/common';
import { PASSWORD_RESET_INVALID_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE, PASSWORD_RESET_TTL_MS } from '@/domain/password-reset';
import { passwordResets, users } from '../../db/schema';
import { createUser, sessionCookieOf, signedInCookie, TEST_PASSWORD } from '../../test/auth-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

const NEW_PASSWORD = 'Fresh#Start2026';

let t: TestApp;
let ipCounter = 0;
/** A new client address per call unless one is given, so only the limit under test is ever reached. */
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const forgot = (email: string, ip = nextIp()) => t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: ip });

const reset = (body: { email: string; code: string; newPassword?: string; newPasswordConfirm?: string }, opts: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    payload: { newPassword: NEW_PASSWORD, newPasswordConfirm: body.newPassword ?? NEW_PASSWORD, ...body },
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  });

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: nextIp() });

async function outbox(email: string) {
  return parseBody(outboxResponseSchema, await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).messages;
}

/** The code is mailed just after the answer goes out, so it is waited for. */
async function resetCode(email: string, count = 1): Promise<string> {
  const messages = await vi.waitFor(async () => {
    const found = (await outbox(email)).filter((m) => m.subject.includes('password reset'));
    if (found.length < count) throw new Error(`waiting for reset mail ${count} to ${email}`);
    return found;
  });
  return /\b(\d{6})\b/.exec(messages[0]!.body)![1]!;
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function userWithCode() {
  const user = await createUser(t.database.db);
  expect((await forgot(user.email)).statusCode).toBe(202);
  return { user, code: await resetCode(user.email) };
}

describe('asking for a reset code', () => {
  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const user = await createUser(t.database.db);
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await forgot(user.email.toUpperCase());
    const missing = await forgot(unknown);
    for (const res of [known, missing]) {
      expect(res.statusCode).toBe(202);
      expect(parseBody(messageResponseSchema, res)).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
      expect(sessionCookieOf(res)).toBeUndefined();
    }
    expect(known.body).toBe(missing.body);
    expect(await resetCode(user.email)).toMatch(/^\d{6}$/);
    expect(await outbox(unknown)).toEqual([]);
  });

  it('stores only a hash of the code, expiring in 30 minutes', async () => {
    const { user, code } = await userWithCode();
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row!.tokenHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(PASSWORD_RESET_TTL_MS);
  });

  it('refuses a malformed address with 400', async () => {
    const res = await forgot('not-an-address');
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.email).toBe('Please enter a valid email address');
  });

  it('limits requests per address (known or not) with 429 and Retry-After', async () => {
    const user = await createUser(t.database.db);
    const unknown = `nobody-limit-${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).statusCode).toBe(202);
      const limited = await forgot(email);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    await resetCode(user.email, 3);
    expect(await outbox(user.email)).toHaveLength(3);
  });

  it('limits requests per client across addresses with 429', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 10; i++) expect((await forgot(`many-${i}-${Date.now()}@example.com`, ip)).statusCode).toBe(202);
    expect((await forgot(`many-last-${Date.now()}@example.com`, ip)).statusCode).toBe(429);
    expect((await forgot(`many-other-${Date.now()}@example.com`)).statusCode).toBe(202);
  });
});

describe('resetting the password with the code', () => {
  it('sets the new password: the old one fails, the new one works, and the shopper is signed in', async () => {
    const { user, code } = await userWithCode();
    const res = await reset({ email: user.email, code });
    expect(res.statusCode).toBe(200);
    expect(parseBody(resetPasswordResponseSchema, res)).toMatchObject({ id: user.id, email: user.email, message: expect.stringMatching(/password has been reset/) });
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(parseBody(safeUserSchema, me).id).toBe(user.id);

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('works once: the same code is refused afterwards', async () => {
    const { user, code } = await userWithCode();
    expect((await reset({ email: user.email, code })).statusCode).toBe(200);
    const again = await reset({ email: user.email, code, newPassword: 'Another#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, again).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a code older than 30 minutes with the same answer', async () => {
    const { user, code } = await userWithCode();
    // As if the code had been asked for 31 minutes ago.
    const past = new Date(Date.now() - 31 * 60 * 1000);
    await t.database.db
      .update(passwordResets)
      .set({ createdAt: past, expiresAt: new Date(past.getTime() + PASSWORD_RESET_TTL_MS) })
      .where(eq(passwordResets.userId, user.id));
    const res = await reset({ email: user.email, code });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks the code after 5 wrong guesses, even for the right code', async () => {
    const { user, code } = await userWithCode();
    for (let i = 0; i < 5; i++) {
      const res = await reset({ email: user.email, code: wrongCodeFor(code) });
      expect(res.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    }
    const locked = await reset({ email: user.email, code });
    expect(locked.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, locked).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a new request replaces the earlier code', async () => {
    const { user, code: first } = await userWithCode();
    expect((await forgot(user.email)).statusCode).toBe(202);
    const second = await resetCode(user.email, 2);
    if (first !== second) expect((await reset({ email: user.email, code: first })).statusCode).toBe(400);
    expect((await reset({ email: user.email, code: second })).statusCode).toBe(200);
  });

  it('answers an unknown address with the same 400 as a wrong code', async () => {
    const res = await reset({ email: `nobody-reset-${Date.now()}@example.com`, code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toBe(PASSWORD_RESET_INVALID_MESSAGE);
  });

  it('signs out every other session of the user', async () => {
    const { user, code } = await userWithCode();
    const phone = await signedInCookie(t.database.db, user.id);
    const laptop = await signedInCookie(t.database.db, user.id);
    const res = await reset({ email: user.email, code }, { cookie: laptop });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieOf(res)!;
    expect(fresh).not.toBe(laptop);
    for (const old of [phone, laptop]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: old } })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: fresh } })).statusCode).toBe(200);
  });

  it('enforces the registration password rules, naming newPassword', async () => {
    const { user, code } = await userWithCode();
    const weak = await reset({ email: user.email, code, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, weak).fields?.newPassword).toBe('Password must contain at least one uppercase letter');
    const mismatch = await reset({ email: user.email, code, newPasswordConfirm: 'Different#2026' });
    expect(mismatch.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, mismatch).fields?.newPasswordConfirm).toBe("Passwords don't match");
    // Refused bodies never reached the code: it still works.
    expect((await reset({ email: user.email, code })).statusCode).toBe(200);
  });

  it('limits attempts per client with 429', async () => {
    const ip = '10.98.0.1';
    for (let i = 0; i < 30; i++) expect((await reset({ email: `guess-${i}@example.com`, code: '000000' }, { ip })).statusCode).toBe(400);
    expect((await reset({ email: 'guess-last@example.com', code: '000000' }, { ip })).statusCode).toBe(429);
  });

  it('marks the address verified: the code proved it', async () => {
    const user = await createUser(t.database.db, { emailVerified: false });
    expect((await forgot(user.email)).statusCode).toBe(202);
    const code = await resetCode(user.email);
    expect((await reset({ email: user.email, code })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);
  });
});
