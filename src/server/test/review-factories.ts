import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ProductReviewInput, StoreReviewInput } from '@/contracts/reviews';
import type { Db } from '../db/client';
import { products, users } from '../db/schema';
import { signedInCookie } from './auth-factories';
import type { TestApp } from './test-app';

export interface Reviewer {
  id: number;
  email: string;
  cookie: string;
}

interface ReviewerOptions {
  firstName?: string;
  lastName?: string;
  /** Verified unless false is asked for (a fresh account that has not typed its code yet). */
  emailVerified?: boolean;
}

/**
 * Signed-in shoppers written straight to the database in one insert (no password hashing: they never sign in
 * through the API), each with a session cookie.
 */
export async function reviewers(db: Db, n: number, names: ReviewerOptions = {}): Promise<Reviewer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, () => ({
        email: `reviewer-${randomBytes(6).toString('hex')}@example.com`,
        passwordHash: 'not-a-real-hash',
        firstName: names.firstName ?? 'Grace',
        lastName: names.lastName ?? 'Hopper',
        addressLine1: '1 Rose Street',
        city: 'Edinburgh',
        postcode: 'EH2 2PR',
        phoneNumber: '07700900456',
        emailVerified: names.emailVerified ?? true,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(rows.map(async (r) => ({ ...r, cookie: await signedInCookie(db, r.id) })));
}

export const reviewer = async (db: Db, names: ReviewerOptions = {}) => (await reviewers(db, 1, names))[0]!;

/** The first `n` product ids of a store. */
export async function productIdsOf(db: Db, storeId: number, n: number): Promise<number[]> {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.storeId, storeId)).orderBy(asc(products.id)).limit(n);
  return rows.map((r) => r.id);
}

const auth = (cookie: string | null) => (cookie ? { cookie } : {});

export function postStoreReview(t: TestApp, cookie: string | null, storeId: number, body: StoreReviewInput | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/stores/${storeId}/reviews`, payload: body, headers: auth(cookie) });
}

export function postProductReview(t: TestApp, cookie: string | null, productId: number, body: ProductReviewInput | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/products/${productId}/reviews`, payload: body, headers: auth(cookie) });
}

/** A state-changing call with an optional cookie and body: PUT, DELETE, helpful marks, reports. */
export function call(t: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null, body?: object) {
  return t.app.inject({ method, url, headers: auth(cookie), ...(body ? { payload: body } : {}) });
}

export function getJson(t: TestApp, url: string, cookie: string | null = null) {
  return t.app.inject({ method: 'GET', url, headers: auth(cookie) });
}
