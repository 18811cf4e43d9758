import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { INVALID_CREDENTIALS_MESSAGE, registerResponseSchema, safeUserSchema } from '@/contracts/auth';
import { users } from '../../db/schema';
import { createUser, registrationBody, sessionCookieOf, signedInCookie, TEST_PASSWORD } from '../../test/auth-factories';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Each test here is a real request an attacker could send to the running app. */
let t: TestApp;
let ipCounter = 0;
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: unknown; cookie?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({
    method,
    url,
    payload: options.payload as string | object | undefined,
    remoteAddress: options.remoteAddress ?? ip(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('SQL injection', () => {
  it.each(["' OR '1'='1", "admin'--", "x@example.com' OR 1=1; --", "'; DROP TABLE users; --@example.com"])(
    'an email of %j is just an invalid address',
    async (email) => {
      const login = await send('POST', '/api/login', { payload: { email, password: TEST_PASSWORD } });
      expect(login.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, login).fields?.email).toBe('Please enter a valid email address');
      const register = await send('POST', '/api/register', { payload: registrationBody({ email }) });
      expect(register.statusCode).toBe(400);
    },
  );

  it.each(["' OR '1'='1' --", "anything' OR 'x'='x", "'); DELETE FROM users; --"])('a password of %j is just a wrong password', async (password) => {
    const user = await createUser(t.database.db);
    const before = await userCount();
    const res = await send('POST', '/api/login', { payload: { email: user.email, password } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(await userCount()).toBe(before);
  });

  it('stores a hostile name literally and the table survives', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const res = await send('POST', '/api/register', { payload: registrationBody({ firstName: name }) });
    expect(res.statusCode).toBe(201);
    const created = parseBody(registerResponseSchema, res);
    expect(created.firstName).toBe(name);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.firstName).toBe(name);
  });
});

describe('mass assignment', () => {
  it('refuses emailVerified, id and role at registration and creates nobody', async () => {
    const before = await userCount();
    const body = { ...registrationBody(), emailVerified: true, id: 1, role: 'admin' };
    const res = await send('POST', '/api/register', { payload: body });
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/Unknown field: emailVerified, id, role/);
    expect(await userCount()).toBe(before);
  });

  it.each([{ emailVerified: false }, { id: 1 }, { passwordHash: 'x' }, { verificationToken: 'x' }, { role: 'admin' }])(
    'refuses %j in a profile update and changes nothing',
    async (extra) => {
      const user = await createUser(t.database.db);
      const cookie = await signedInCookie(t.database.db, user.id);
      const profile = { firstName: 'Eve', lastName: 'Lee', phoneNumber: '07700900123', addressLine1: '1 Road', city: 'Leeds', postcode: 'LS1 1AA' };
      const res = await send('PUT', '/api/profile', { payload: { ...profile, ...extra }, cookie });
      expect(res.statusCode).toBe(400);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: user.firstName, emailVerified: true, passwordHash: user.passwordHash });
    },
  );
});

describe('secrets never leave the server', () => {
  it('no answer carries a password hash, a session id or a verification secret', async () => {
    const reg = await send('POST', '/api/register', { payload: registrationBody() });
    const cookie = sessionCookieOf(reg)!;
    const sessionId = cookie.split('=')[1]!;
    const [row] = await t.database.db.select().from(users).where(eq(users.id, parseBody(registerResponseSchema, reg).id));
    const answers = [
      reg,
      await send('GET', '/api/user', { cookie }),
      await send('POST', '/api/verify-email', { cookie, payload: { code: '000000' } }),
      await send('POST', '/api/verify-email/resend', { cookie }),
      await send('PUT', '/api/profile', { cookie, payload: { firstName: 'A', lastName: 'B', phoneNumber: '07700900123', addressLine1: '1 Rd', city: 'X', postcode: 'EH1 1AA' } }),
      await send('POST', '/api/login', { payload: { email: row!.email, password: TEST_PASSWORD }, cookie }),
      await send('POST', '/api/login', { payload: { email: row!.email, password: 'Wrong#Pass1' } }),
      await send('POST', '/api/password', { cookie, payload: { currentPassword: 'Wrong#Pass1', newPassword: 'New#Pass123', newPasswordConfirm: 'New#Pass123' } }),
      await send('POST', '/api/logout', { cookie }),
    ];
    const [latest] = await t.database.db.select().from(users).where(eq(users.id, row!.id));
    const secrets = [row!.passwordHash, latest!.passwordHash, sessionId, row!.verificationToken!, latest!.verificationToken!, '$argon2'];
    for (const res of answers) {
      const { 'set-cookie': _cookie, ...headers } = res.headers;
      const visible = res.body + JSON.stringify(headers);
      for (const secret of secrets) expect(visible).not.toContain(secret);
      expect(visible).not.toMatch(/passwordHash|password_hash|verificationToken|idHash/);
    }
  });
});

describe('brute force', () => {
  it('20 quick wrong passwords end in 429, and then even the right one waits', async () => {
    const user = await createUser(t.database.db);
    const remoteAddress = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await send('POST', '/api/login', { payload: { email: user.email, password: `Wrong#Pass${i}` }, remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const blocked = await send('POST', '/api/login', { payload: { email: user.email, password: TEST_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(parseBody(apiErrorSchema, blocked).message).toBe('Too many sign-in attempts. Please wait a minute and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address trying many accounts', async () => {
    const remoteAddress = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await send('POST', '/api/login', { payload: { email: `target${i}@example.com`, password: 'Wrong#Pass1' }, remoteAddress });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
  });

  it('successful sign-ins do not use up the allowance', async () => {
    const user = await createUser(t.database.db);
    const remoteAddress = ip();
    for (let i = 0; i < 12; i++) {
      const res = await send('POST', '/api/login', { payload: { email: user.email, password: TEST_PASSWORD }, remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits registrations from one address', async () => {
    const remoteAddress = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await send('POST', '/api/register', { payload: registrationBody(), remoteAddress })).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
  });
});

describe("another user's data", () => {
  it('cannot be read or changed through any parameter', async () => {
    const me = await createUser(t.database.db);
    const other = await createUser(t.database.db, { firstName: 'Victim' });
    const cookie = await signedInCookie(t.database.db, me.id);
    for (const url of [`/api/user?id=${other.id}`, `/api/user?userId=${other.id}`, `/api/user?email=${other.email}`]) {
      expect(parseBody(safeUserSchema, await send('GET', url, { cookie })).id).toBe(me.id);
    }
    expect((await send('GET', `/api/user/${other.id}`, { cookie })).statusCode).toBe(404);
    const profile = { firstName: 'Hacked', lastName: 'X', phoneNumber: '07700900123', addressLine1: '1 Rd', city: 'X', postcode: 'EH1 1AA' };
    expect((await send('PUT', `/api/profile/${other.id}`, { cookie, payload: profile })).statusCode).toBe(404);
    expect((await send('PUT', '/api/profile', { cookie, payload: { ...profile, id: other.id } })).statusCode).toBe(400);
    expect((await send('PUT', '/api/profile', { cookie, payload: { ...profile, userId: other.id } })).statusCode).toBe(400);
    const viaQuery = await send('PUT', `/api/profile?id=${other.id}&userId=${other.id}`, { cookie, payload: profile });
    expect(parseBody(safeUserSchema, viaQuery).id).toBe(me.id);
    const [victim] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(victim!.firstName).toBe('Victim');
  });
});

describe('hostile bodies', () => {
  it('refuses a 1 MB body with 413 and JSON', async () => {
    const res = await send('POST', '/api/login', { payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(parseBody(apiErrorSchema, res).message).toMatch(/too large/);
  });

  it.each(['{"email": "a@example.com", "password": ', '{bad json}', "{'email':'x'}"])('answers malformed JSON %j with 400, never 500', async (payload) => {
    const res = await send('POST', '/api/login', { payload, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it.each(['null', '[]', '"text"', '42', '{"email": {"$ne": null}, "password": {"$gt": ""}}', '{"__proto__": {"admin": true}}'])(
    'answers the JSON %s with 400',
    async (payload) => {
      const res = await send('POST', '/api/login', { payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toEqual(expect.any(String));
    },
  );

  it('refuses a 200-character password at sign-in without hashing it', async () => {
    const res = await send('POST', '/api/login', { payload: { email: 'a@example.com', password: 'A#1a'.repeat(50) } });
    expect(res.statusCode).toBe(400);
  });

  it('answers a non-JSON content type with 415', async () => {
    const res = await send('POST', '/api/login', { payload: 'email=a@example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
  });
});
