import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { RegisterInput } from '@/contracts/auth';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { passwords } from '../modules/auth/password';
import { createSession, SESSION_COOKIE } from '../modules/session/service';

export const TEST_PASSWORD = 'Groceries#2025';
let counter = 0;

/** A valid registration body; every call gets its own address. */
export function registrationBody(overrides: Partial<RegisterInput> = {}): RegisterInput {
  counter += 1;
  return {
    email: `shopper${counter}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    passwordConfirm: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '12 Princes Street',
    addressLine2: null,
    city: 'Edinburgh',
    county: null,
    postcode: 'EH1 3DX',
    phoneNumber: '07700900123',
    ...overrides,
  };
}

/**
 * Writes a user straight to the database (no API, no rate limits), with a real argon2 hash. The address is
 * verified unless `emailVerified: false` is asked for (only a verified address may order).
 */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const body = registrationBody();
  const [row] = await db
    .insert(users)
    .values({
      email: body.email.toLowerCase(),
      passwordHash: await passwords.hash(password),
      firstName: body.firstName,
      lastName: body.lastName,
      addressLine1: body.addressLine1,
      city: body.city,
      postcode: body.postcode,
      phoneNumber: body.phoneNumber,
      emailVerified: true,
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

/** A user as the order path takes them from the session (placeOrder's shopper). */
export const accountOf = (user: { id: number; email: string; firstName: string; emailVerified: boolean }) => ({
  userId: user.id,
  email: user.email,
  firstName: user.firstName,
  emailVerified: user.emailVerified,
});

/** A signed-in cookie for a user, written straight to the sessions table (the epic-stack login fixture). */
export async function signedInCookie(db: Db, userId: number): Promise<string> {
  const { id } = await createSession(db, userId);
  return `${SESSION_COOKIE}=${id}`;
}

/** The session cookie a response set ('es_sid=...'), or undefined. */
export function sessionCookieOf(res: LightMyRequestResponse): string | undefined {
  const raw = res.headers['set-cookie'];
  const all = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const found = all.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const pair = found?.split(';')[0];
  return pair && pair !== `${SESSION_COOKIE}=` ? pair : undefined;
}

/** Signs in through the API and returns the new session cookie. */
export async function loginThroughApi(app: FastifyInstance, email: string, password = TEST_PASSWORD, cookie?: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: cookie ? { cookie } : {} });
  const next = sessionCookieOf(res);
  if (res.statusCode !== 200 || !next) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return next;
}
