import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@/contracts/common';
import { openOrderErrorSchema } from '@/contracts/account-data';
import { orders, storeReviews, users } from '../../db/schema';
import { loginThroughApi, registrationBody, TEST_PASSWORD, signedInCookie } from '../../test/auth-factories';
import { placeOrder } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { postStoreReview } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_SECTIONS, FORMER_SHOPPER, NOT_THE_SHOPPERS } from './service';

/** "Download my data" and "Delete my account" (issue 36): access, erasure, and what is kept for the accounts. */

let t: TestApp;
let picks: ProductPick[];
beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 3]);
});
afterAll(() => t.close());

const exportOf = (cookie: string | null, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: { ...(cookie ? { cookie } : {}), ...headers } });
const deleteAccount = (cookie: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** A shopper with an order, a favourite, a review and a preference: something in most sections. */
async function busyShopper() {
  const s = await shopper(t.database.db);
  const order = await placeOrder(t, s.cookie, [picks[0]!]);
  await t.app.inject({ method: 'PUT', url: `/api/favourites/${picks[1]!.id}`, headers: { cookie: s.cookie } });
  await t.app.inject({ method: 'PUT', url: '/api/notification-preferences', payload: { deliveryUpdates: false, offers: true, priceDrops: false }, headers: { cookie: s.cookie } });
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, s.user.id));
  const review = await postStoreReview(t, s.cookie, 1, { rating: 4, reviewText: 'Quick and friendly picking at this branch.' });
  expect(review.statusCode).toBeLessThan(300);
  return { ...s, order };
}

describe('Download my data', () => {
  it('holds everything about the shopper and nothing of anyone else, with no secrets, as a file', async () => {
    const a = await busyShopper();
    const b = await busyShopper();
    const res = await exportOf(a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="everystore-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json() as Record<string, Record<string, unknown>[]>;
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['exportedAt', ...Object.keys(EXPORT_SECTIONS)]));
    expect(data.profile).toEqual([expect.objectContaining({ id: a.user.id, email: a.user.email, firstName: a.user.firstName })]);
    expect(data.orders!.map((o) => o.orderNumber)).toEqual([a.order.orderNumber]);
    expect(data.orderLines!.map((l) => l.productId)).toEqual([picks[0]!.id]);
    expect(data.favourites!.map((f) => f.productId)).toEqual([picks[1]!.id]);
    expect(data.storeReviews!.map((r) => r.reviewText)).toEqual(['Quick and friendly picking at this branch.']);
    expect(data.notificationPreferences).toEqual([expect.objectContaining({ deliveryUpdates: false, offers: true, offersSource: 'settings' })]);
    expect(data.sessions!.length).toBeGreaterThan(0);
    expect(data.emails!.some((m) => String(m.subject).includes(a.order.orderNumber))).toBe(true);
    const text = res.body;
    for (const secret of ['passwordHash', 'idHash', 'tokenHash', 'verificationToken', 'changeKey']) expect(text).not.toContain(secret);
    expect(text).not.toContain(b.user.email);
    expect(text).not.toContain(b.order.orderNumber);
    expect((await exportOf(null)).statusCode).toBe(401);
  });

  it('covers every table that refers to users (a new one must be exported, or said to hold none of the shopper’s data)', async () => {
    const result = (await t.database.db.execute(sql`
      SELECT DISTINCT tc.table_name AS table
      FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage cu ON cu.constraint_name = tc.constraint_name AND cu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND cu.table_name = 'users' AND tc.table_schema = 'public'
      ORDER BY 1`)) as unknown as { rows: { table: string }[] };
    const referring = result.rows.map((r) => r.table);
    expect(referring.length).toBeGreaterThan(10);
    const covered = new Set([...Object.values(EXPORT_SECTIONS).map((s) => s.table), ...Object.keys(NOT_THE_SHOPPERS)]);
    expect(referring.filter((table) => !covered.has(table))).toEqual([]);
  });
});

describe('Delete my account', () => {
  it('refuses a wrong password (400), a visitor (401), a cross-site request (403), and while an order is open (409 naming it)', async () => {
    const a = await busyShopper();
    expect((await deleteAccount(null, { password: TEST_PASSWORD, reviews: 'keep' })).statusCode).toBe(401);
    expect((await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'keep' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    const wrong = await deleteAccount(a.cookie, { password: 'not-it', reviews: 'keep' });
    expect(wrong.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, wrong).message).toBe('Password is incorrect');
    expect((await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'maybe' })).statusCode).toBe(400);
    expect((await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'keep', userId: 1 })).statusCode).toBe(400);
    const open = await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'keep' });
    expect(open.statusCode).toBe(409);
    expect(parseBody(openOrderErrorSchema, open)).toMatchObject({ code: 'open_order', orderNumber: a.order.orderNumber });
    const [still] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(still!.email).toBe(a.user.email);
  });

  it('closes the account at once: signed out everywhere, name and e-mail gone, reviews kept as a former shopper, the order kept for the accounts', async () => {
    const a = await busyShopper();
    const elsewhere = await signedInCookie(t.database.db, a.user.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${a.order.id}/cancel`, headers: { cookie: a.cookie } })).statusCode).toBe(200);
    const res = await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'keep' });
    expect(res.statusCode).toBe(204);
    for (const cookie of [a.cookie, elsewhere]) expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    await expect(loginThroughApi(t.app, a.user.email)).rejects.toThrow();

    const [row] = await t.database.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ firstName: FORMER_SHOPPER, lastName: '', phoneNumber: '', addressLine1: '', postcode: '' });
    expect(row!.email).not.toContain(a.user.email.split('@')[0]!);
    const [review] = await t.database.db.select().from(storeReviews).where(eq(storeReviews.userId, a.user.id));
    expect(review!.reviewText).toBe('Quick and friendly picking at this branch.');
    const shown = (await t.app.inject({ method: 'GET', url: '/api/stores/1/reviews?limit=50' })).json() as { userId: number; userFullName: string }[];
    expect(shown.find((r) => r.userId === a.user.id)!.userFullName).toBe(FORMER_SHOPPER);

    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(order!.orderNumber).toBe(a.order.orderNumber);
    expect(order!.totalPence).toBe(Math.round(a.order.total * 100));
    expect(order!.shippingDetails).toEqual({ name: FORMER_SHOPPER, email: '', phone: '', address: { line1: '', line2: null, city: 'Edinburgh', county: null, postcode: 'EH1 3DX' } });
    expect(order!.notes).toBeNull();
    // The address may open a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registrationBody({ email: a.user.email }),
    });
    expect(again.statusCode, again.body).toBeLessThan(300);
  });

  it('removes the reviews when asked to', async () => {
    const a = await busyShopper();
    await t.app.inject({ method: 'POST', url: `/api/orders/${a.order.id}/cancel`, headers: { cookie: a.cookie } });
    expect((await deleteAccount(a.cookie, { password: TEST_PASSWORD, reviews: 'remove' })).statusCode).toBe(204);
    expect(await t.database.db.select().from(storeReviews).where(eq(storeReviews.userId, a.user.id))).toEqual([]);
  });
});
