import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMAIL_TAKEN_MESSAGE, INVALID_CREDENTIALS_MESSAGE, messageResponseSchema, registerErrorSchema, registerResponseSchema, safeUserSchema } from '@/contracts/auth';
import { users } from '../../db/schema';
import { createUser, registrationBody, sessionCookieOf, TEST_PASSWORD } from '../../test/auth-factories';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { passwords } from './password';

let t: TestApp;
let ipCounter = 0;
/** Each test speaks from its own address so the per-IP limits of one test never bleed into another. */
const ip = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const SAFE_KEYS = ['addressLine1', 'addressLine2', 'city', 'county', 'dateOfBirth', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'phoneNumber', 'postcode', 'role'];

function post(url: string, payload: unknown, cookie?: string, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({ method, url, payload: payload as object, remoteAddress: ip(), headers: cookie ? { cookie } : {} });
}
const getUser = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

describe('POST /api/register', () => {
  it('creates the account, signs it in and answers the safe user with a message', async () => {
    const body = registrationBody({ email: '  New.Shopper@Example.COM ', postcode: 'sw1a1aa', phoneNumber: '07700 900 123' });
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(201);
    const user = parseBody(registerResponseSchema, res);
    expect(Object.keys(user).filter((k) => k !== 'message').sort()).toEqual(SAFE_KEYS);
    expect(user).toMatchObject({ email: 'new.shopper@example.com', postcode: 'SW1A 1AA', phoneNumber: '07700900123', emailVerified: false });
    expect(user.message).toMatch(/6-digit verification code/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^es_sid=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(res.headers['cache-control']).toBe('no-store');
    const me = await getUser(sessionCookieOf(res));
    expect(me.statusCode).toBe(200);
    expect(parseBody(safeUserSchema, me).id).toBe(user.id);
  });

  it('answers the list of missing required fields', async () => {
    const res = await post('/api/register', { email: 'partial@example.com', password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD, city: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().missingFields).toEqual(['firstName', 'lastName', 'addressLine1', 'city', 'postcode', 'phoneNumber']);
    expect(parseBody(registerErrorSchema, res).message).toBe('Please complete all required fields: First Name, Last Name, Address Line 1, City, Postcode, Phone Number');
    expect(parseBody(registerErrorSchema, res).fields?.firstName).toBe('First name is required');
  });

  it('lists every field for an empty body', async () => {
    const res = await post('/api/register', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().missingFields).toHaveLength(9);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', 'Ab1!', 'Password must be at least 8 characters'],
    ['password', 'lower#case1', 'Password must contain at least one uppercase letter'],
    ['password', 'UPPER#CASE1', 'Password must contain at least one lowercase letter'],
    ['password', 'No#Numbers', 'Password must contain at least one number'],
    ['password', 'NoSpecial123', 'Password must contain at least one special character'],
    ['passwordConfirm', 'Different#123', "Passwords don't match"],
    ['postcode', 'EH1', 'Postcode is too short'],
    ['postcode', 'EH1 3DX 1234', 'Postcode is too long'],
    ['postcode', '12345', 'Please enter a valid UK postcode (e.g., SW1A 1AA)'],
    ['phoneNumber', '0770090', 'Please enter a valid phone number'],
    ['phoneNumber', '1234567890', 'Please enter a valid UK phone number'],
    ['phoneNumber', '+1 555 123 4567', 'Please enter a valid UK phone number'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const body = { ...registrationBody(), [field]: value };
    if (field === 'password') body.passwordConfirm = value;
    const res = await post('/api/register', body);
    expect(res.statusCode).toBe(400);
    expect(parseBody(registerErrorSchema, res).fields?.[field]).toBe(message);
    expect(res.json().missingFields).toBeUndefined();
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['addressLine1', 'Address line 1 is required'],
    ['city', 'City/Town is required'],
    ['passwordConfirm', 'Password confirmation is required'],
  ])('says "%s" is required with "%s"', async (field, message) => {
    const res = await post('/api/register', { ...registrationBody(), [field]: '' });
    expect(res.statusCode).toBe(400);
    expect(parseBody(registerErrorSchema, res).fields?.[field]).toBe(message);
    expect(res.json().missingFields).toEqual([field]);
  });

  it('accepts +44 numbers and leaves address line 2 and county optional', async () => {
    const res = await post('/api/register', registrationBody({ phoneNumber: '+447700900123', addressLine2: '', county: undefined }));
    expect(res.statusCode).toBe(201);
    expect(parseBody(registerResponseSchema, res)).toMatchObject({ phoneNumber: '+447700900123', addressLine2: null, county: null });
  });

  it('refuses a taken address whatever its case, with 409', async () => {
    const body = registrationBody();
    expect((await post('/api/register', body)).statusCode).toBe(201);
    const again = await post('/api/register', { ...registrationBody(), email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
  });
});

describe('POST /api/login and /api/logout, GET /api/user', () => {
  it('signs in with any case of the address and answers the safe user', async () => {
    const user = await createUser(t.database.db);
    const res = await post('/api/login', { email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(SAFE_KEYS);
    expect(parseBody(safeUserSchema, res).firstName).toBe(user.firstName);
    expect(parseBody(safeUserSchema, await getUser(sessionCookieOf(res))).id).toBe(user.id);
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    const user = await createUser(t.database.db);
    const wrong = await post('/api/login', { email: user.email, password: 'Wrong#Pass1' });
    const unknown = await post('/api/login', { email: 'nobody-here@example.com', password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    expect(unknown.body).toBe(wrong.body);
  });

  it('runs an argon2 verification for an unknown address too', async () => {
    const spy = vi.spyOn(passwords, 'verify');
    try {
      await post('/api/login', { email: 'ghost@example.com', password: 'Whatever#123' });
      expect(spy).toHaveBeenCalledTimes(1);
      expect(spy.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      spy.mockRestore();
    }
  });

  it.each([
    [{ email: 'nope', password: TEST_PASSWORD }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'password', 'Password must be at least 8 characters'],
  ])('validates the sign-in body %j', async (body, field, message) => {
    const res = await post('/api/login', body);
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.[field]).toBe(message);
  });

  it('answers 401 to GET /api/user when signed out', async () => {
    const res = await getUser();
    expect(res.statusCode).toBe(401);
    expect(parseBody(apiErrorSchema, res).message).toBe('Please sign in to continue');
  });

  it('signs out: the session is destroyed and the cookie cleared', async () => {
    const user = await createUser(t.database.db);
    const cookie = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    const out = await post('/api/logout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    expect(parseBody(messageResponseSchema, out)).toEqual({ message: 'Logged out' });
    expect(String(out.headers['set-cookie'])).toMatch(/^es_sid=;/);
    expect((await getUser(cookie)).statusCode).toBe(401);
  });
});

describe('PUT /api/profile', () => {
  const profile = { firstName: 'Grace', lastName: 'Hopper', phoneNumber: '+447700900999', addressLine1: '1 Castle Hill', addressLine2: 'Flat 2', city: 'Edinburgh', county: 'Midlothian', postcode: 'eh12ng' };

  async function signedIn() {
    const user = await createUser(t.database.db);
    const cookie = sessionCookieOf(await post('/api/login', { email: user.email, password: TEST_PASSWORD }))!;
    return { user, cookie };
  }

  it('needs a signed-in user', async () => {
    const res = await post('/api/profile', profile, undefined, 'PUT');
    expect(res.statusCode).toBe(401);
  });

  it('updates and answers the user; the cached user is replaced by it', async () => {
    const { user, cookie } = await signedIn();
    const res = await post('/api/profile', profile, cookie, 'PUT');
    expect(res.statusCode).toBe(200);
    expect(parseBody(safeUserSchema, res)).toEqual({ ...profile, postcode: 'EH1 2NG', id: user.id, email: user.email, emailVerified: true, role: 'shopper', dateOfBirth: null });
    expect(parseBody(safeUserSchema, await getUser(cookie)).firstName).toBe('Grace');
  });

  it('clears the optional fields with null', async () => {
    const { cookie } = await signedIn();
    const res = await post('/api/profile', { ...profile, addressLine2: null, county: '' }, cookie, 'PUT');
    expect(parseBody(safeUserSchema, res)).toMatchObject({ addressLine2: null, county: null });
  });

  it('refuses an email: it cannot be changed', async () => {
    const { user, cookie } = await signedIn();
    const res = await post('/api/profile', { ...profile, email: 'new@example.com' }, cookie, 'PUT');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Email cannot be changed', fields: { email: 'Email cannot be changed' } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    expect(row!.firstName).toBe(user.firstName);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['phoneNumber', 'Phone number is required'],
    ['addressLine1', 'Address line 1 is required'],
    ['city', 'City is required'],
    ['postcode', 'Postcode is required'],
  ])('requires %s ("%s")', async (field, message) => {
    const { cookie } = await signedIn();
    const res = await post('/api/profile', { ...profile, [field]: ' ' }, cookie, 'PUT');
    expect(res.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, res).fields?.[field]).toBe(message);
  });

  it('checks the postcode pattern', async () => {
    const { cookie } = await signedIn();
    const res = await post('/api/profile', { ...profile, postcode: 'NOT A CODE' }, cookie, 'PUT');
    expect(parseBody(apiErrorSchema, res).fields?.postcode).toBe('Please enter a valid UK postcode');
  });
});
