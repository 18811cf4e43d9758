import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, ratingSummarySchema } from '@/contracts/common';
import {
  moderationResultSchema,
  productReviewListSchema,
  productReviewSchema,
  reportedReviewListSchema,
  reportResultSchema,
  reportUnverifiedErrorSchema,
  storeReviewListSchema,
  storeReviewSchema,
} from '@/contracts/reviews';
import { REPORT_EMAIL_UNVERIFIED_MESSAGE, REPORTS_TO_MODERATE, REVIEW_REPORTS_PER_HOUR } from '@/domain/reviews';
import { productReviewReports, productReviews, rateLimits, storeReviews } from '../../db/schema';
import { deliveredOrder, placeOrder, staffMember, staffPost } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { call, getJson, postProductReview, postStoreReview, productIdsOf, reviewer, reviewers, type Reviewer } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Reports hide a review only when shoppers who could know agree: a report needs a verified e-mail address (403
 * otherwise), at most REVIEW_REPORTS_PER_HOUR new ones an hour per account (429), and only reports from shoppers
 * who have had the store's goods or the product delivered count towards the REPORTS_TO_MODERATE that hide it.
 * Staff see every reported review and restore or remove it.
 */

let t: TestApp;
let staff: { cookie: string };
let pick: ProductPick;
/** Verified shoppers with a delivered order of `pick` (so from its store too). */
let buyers: Reviewer[];
/** A verified shopper whose order of `pick` is placed but not delivered: not a buyer yet. */
let placedOnly: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await staffMember(db);
  [pick] = (await productsFromChains(db, [3])) as [ProductPick];
  buyers = [];
  for (let i = 0; i < REPORTS_TO_MODERATE; i++) {
    const { user, cookie } = await shopper(db);
    await deliveredOrder(t, staff.cookie, cookie, [pick]);
    buyers.push({ id: user.id, email: user.email, cookie });
  }
  placedOnly = await shopper(db);
  await placeOrder(t, placedOnly.cookie, [pick]);
});
afterAll(() => t.close());

const KINDS = [
  {
    name: 'store' as const,
    table: 'store_reviews',
    prefix: '/api/reviews',
    create: async () => parseBody(storeReviewSchema, await postStoreReview(t, (await reviewer(t.database.db)).cookie, pick.storeId, { rating: 1, reviewText: 'Late again' })).id,
    listed: async (id: number) => parseBody(storeReviewListSchema, await getJson(t, `/api/stores/${pick.storeId}/reviews?all=true`)).find((r) => r.id === id),
    ratingUrl: () => `/api/stores/${pick.storeId}/rating`,
  },
  {
    name: 'product' as const,
    table: 'product_reviews',
    prefix: '/api/products/reviews',
    create: async () => parseBody(productReviewSchema, await postProductReview(t, (await reviewer(t.database.db)).cookie, pick.id, { rating: 1, reviewText: 'Went off in a day' })).id,
    listed: async (id: number) => parseBody(productReviewListSchema, await getJson(t, `/api/products/${pick.id}/reviews`)).find((r) => r.id === id),
    ratingUrl: () => `/api/products/${pick.id}/rating`,
  },
];

/**
 * On PostgreSQL, runs `requests` while the test holds the review's row lock, and lets go only once `n` of the
 * app's statements wait on a lock: the requests then meet in the database at the same point, whatever their timing.
 * PGlite runs one statement at a time, so there the requests simply go together.
 */
async function meetingAt<T>(table: string, id: number, n: number, requests: () => Promise<T>): Promise<T> {
  const { db } = t.database;
  if (t.database.kind !== 'postgres') return requests();
  let answers!: Promise<T>;
  await db.transaction(async (tx) => {
    // The lock an UPDATE of the row takes: a report's own row lock waits for it, its insert (the foreign key) does not.
    await tx.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE id = ${id} FOR NO KEY UPDATE`);
    answers = requests();
    const waiting = async () => {
      const res = (await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
      return res.rows[0]!.n;
    };
    await expect.poll(waiting).toBe(n);
  });
  return answers;
}

const queue = async () => {
  const res = await getJson(t, '/api/staff/reviews/reported', staff.cookie);
  expect(res.statusCode).toBe(200);
  return parseBody(reportedReviewListSchema, res);
};
const ratedReviews = async (url: string) => parseBody(ratingSummarySchema, await getJson(t, url)).totalReviews;
const moderate = (kind: string, id: number, action: 'restore' | 'remove', cookie: string | null = staff.cookie, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/staff/reviews/${kind}/${id}/${action}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe.each(KINDS)('reports of $name reviews', (kind) => {
  const report = (id: number, cookie: string | null) => call(t, 'POST', `${kind.prefix}/${id}/report`, cookie);
  const inQueue = async (id: number) => (await queue()).find((r) => r.kind === kind.name && r.id === id);
  const reportAll = async (id: number, who: { cookie: string }[]) => {
    for (const r of who) expect(parseBody(reportResultSchema, await report(id, r.cookie))).toEqual({ reported: true });
  };
  
  it('refuses three unverified accounts 403 email_unverified: the review stays listed and nothing is recorded', async () => {
    const id = await kind.create();
    for (const fresh of await reviewers(t.database.db, 3, { emailVerified: false })) {
      const res = await report(id, fresh.cookie);
      expect(res.statusCode).toBe(403);
      expect(parseBody(reportUnverifiedErrorSchema, res)).toEqual({ code: 'email_unverified', message: REPORT_EMAIL_UNVERIFIED_MESSAGE });
    }
    expect(await kind.listed(id)).toMatchObject({ reported: false, moderationStatus: 'approved' });
    expect(await inQueue(id)).toBeUndefined();
  });

  it('records three verified shoppers who have not had it delivered, for staff only: the review stays listed', async () => {
    const id = await kind.create();
    const before = await ratedReviews(kind.ratingUrl());
    const [first, second] = await reviewers(t.database.db, 2);
    // One of them has ordered it, but the order is not delivered yet; the first reports twice (counted once).
    await reportAll(id, [first!, first!, second!, placedOnly]);
    expect(await kind.listed(id)).toMatchObject({ reported: true, moderationStatus: 'approved' });
    expect(await ratedReviews(kind.ratingUrl())).toBe(before);
    expect(await inQueue(id)).toMatchObject({ moderationStatus: 'approved', reports: 3, countedReports: 0, rating: 1, storeId: pick.storeId });
  });

  it(`hides it at ${REPORTS_TO_MODERATE} reports from verified shoppers who have had it delivered: out of lists and averages, first in the queue`, async () => {
    const id = await kind.create();
    const before = await ratedReviews(kind.ratingUrl());
    await reportAll(id, buyers.slice(0, -1));
    expect(await kind.listed(id)).toMatchObject({ moderationStatus: 'approved' });
    await reportAll(id, buyers.slice(-1));
    expect(await kind.listed(id)).toBeUndefined();
    expect(await ratedReviews(kind.ratingUrl())).toBe(before - 1);
    const queued = await queue();
    expect(queued[0]).toMatchObject({ kind: kind.name, id, moderationStatus: 'pending', reports: 3, countedReports: 3 });
    expect(queued[0]).toMatchObject(
      kind.name === 'store'
        ? { storeName: expect.any(String), productId: null, productName: null, authorName: 'Grace Hopper', reviewText: 'Late again' }
        : { productId: pick.id, productName: pick.name, authorName: 'Grace Hopper', reviewText: 'Went off in a day' },
    );
    // Hidden, it can no longer be reported.
    expect((await report(id, (await reviewer(t.database.db)).cookie)).statusCode).toBe(404);
  });

  it('counts two reports made at once by different buyers', async () => {
    const id = await kind.create();
    await reportAll(id, buyers.slice(0, 1));
    const results = await meetingAt(kind.table, id, 2, () => Promise.all(buyers.slice(1).map((b) => report(id, b.cookie))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await kind.listed(id)).toBeUndefined();
    expect(await inQueue(id)).toMatchObject({ moderationStatus: 'pending', reports: 3, countedReports: 3 });
  });

  it('staff restore puts it back in the lists with its reports cleared; it can be reported afresh', async () => {
    const id = await kind.create();
    await reportAll(id, buyers);
    expect(await kind.listed(id)).toBeUndefined();
    const res = await moderate(kind.name, id, 'restore');
    expect(res.statusCode).toBe(200);
    expect(parseBody(moderationResultSchema, res)).toEqual({ kind: kind.name, id, moderationStatus: 'approved' });
    expect(await kind.listed(id)).toMatchObject({ reported: false, moderationStatus: 'approved' });
    expect(await inQueue(id)).toBeUndefined();
    await reportAll(id, buyers.slice(0, 1));
    expect(await inQueue(id)).toMatchObject({ moderationStatus: 'approved', reports: 1, countedReports: 1 });
  });

  it('staff remove hides it for good: out of the lists and the queue, never restored', async () => {
    const id = await kind.create();
    await reportAll(id, await reviewers(t.database.db, 1));
    expect(await kind.listed(id)).toBeDefined();
    const res = await moderate(kind.name, id, 'remove');
    expect(parseBody(moderationResultSchema, res)).toEqual({ kind: kind.name, id, moderationStatus: 'removed' });
    expect(await kind.listed(id)).toBeUndefined();
    expect(await inQueue(id)).toBeUndefined();
    const restore = await moderate(kind.name, id, 'restore');
    expect(restore.statusCode).toBe(409);
    expect(await kind.listed(id)).toBeUndefined();
    expect((await report(id, (await reviewer(t.database.db)).cookie)).statusCode).toBe(404);
  });

  it('refuses a cross-site report and a cross-site staff decision (403), changing nothing', async () => {
    const id = await kind.create();
    await reportAll(id, await reviewers(t.database.db, 1));
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example', host: 'localhost:3000' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }];
    for (const headers of crossSite) {
      for (const action of ['restore', 'remove'] as const) {
        const res = await moderate(kind.name, id, action, staff.cookie, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Cross-site request refused' });
      }
    }
    // Neither cleared its report nor removed it.
    expect(await inQueue(id)).toMatchObject({ moderationStatus: 'approved', reports: 1 });

    const other = await kind.create();
    const fan = await reviewer(t.database.db);
    const res = await t.app.inject({ method: 'POST', url: `${kind.prefix}/${other}/report`, headers: { cookie: fan.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(await inQueue(other)).toBeUndefined();
  });
});

describe('the hourly allowance of reports', () => {
  it(`answers the ${REVIEW_REPORTS_PER_HOUR + 1}th new report in an hour 429 with Retry-After, stores and products together`, async () => {
    const { db } = t.database;
    const author = await reviewer(db);
    const productIds = await productIdsOf(db, 2, 6);
    const stores = await db.insert(storeReviews).values([1, 2, 4, 5, 6].map((storeId) => ({ userId: author.id, storeId, rating: 2 }))).returning({ id: storeReviews.id });
    const products = await db.insert(productReviews).values(productIds.map((productId) => ({ userId: author.id, productId, rating: 2, reviewText: 'Meh' }))).returning({ id: productReviews.id });
    const targets = [...stores.map((r) => `/api/reviews/${r.id}`), ...products.map((r) => `/api/products/reviews/${r.id}`)];
    expect(targets).toHaveLength(REVIEW_REPORTS_PER_HOUR + 1);

    const busy = await reviewer(db);
    for (const url of targets.slice(0, -1)) expect((await call(t, 'POST', `${url}/report`, busy.cookie)).statusCode).toBe(200);
    // A repeat writes nothing and is still a harmless 200.
    expect((await call(t, 'POST', `${targets[0]}/report`, busy.cookie)).statusCode).toBe(200);
    const blocked = await call(t, 'POST', `${targets.at(-1)}/report`, busy.cookie);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(parseBody(apiErrorSchema, blocked).message).toBe(`You can report up to ${REVIEW_REPORTS_PER_HOUR} reviews an hour. Please try again later.`);
    expect(await db.select().from(productReviewReports).where(eq(productReviewReports.reviewId, products.at(-1)!.id))).toEqual([]);
    // The count is a row in the database, shared by every instance.
    const [limit] = await db.select().from(rateLimits).where(eq(rateLimits.key, `review-report:user:${busy.id}`));
    expect(limit!.count).toBeGreaterThan(REVIEW_REPORTS_PER_HOUR);

    // Another account is not held back by it.
    expect((await call(t, 'POST', `${targets.at(-1)}/report`, (await reviewer(db)).cookie)).statusCode).toBe(200);
  });
});

describe('the staff moderation routes', () => {
  it('answer a visitor 401 and a shopper 403, on the queue and on both decisions', async () => {
    const shopperCookie = (await reviewer(t.database.db)).cookie;
    const id = await KINDS[1]!.create();
    for (const cookie of [null, shopperCookie]) {
      const status = cookie ? 403 : 401;
      expect((await getJson(t, '/api/staff/reviews/reported', cookie)).statusCode).toBe(status);
      expect((await moderate('product', id, 'restore', cookie)).statusCode).toBe(status);
      expect((await moderate('product', id, 'remove', cookie)).statusCode).toBe(status);
    }
    expect(await KINDS[1]!.listed(id)).toBeDefined();
  });

  it('answer a kind that is not store or product 400 naming it, a bad id 400 and a missing review 404', async () => {
    const bad = await staffPost(t, staff.cookie, '/api/staff/reviews/shop/1/remove');
    expect(bad.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, bad).fields).toEqual({ kind: 'kind must be "store" or "product"' });
    expect((await staffPost(t, staff.cookie, '/api/staff/reviews/store/0/remove')).statusCode).toBe(400);
    expect((await staffPost(t, staff.cookie, '/api/staff/reviews/store/99999999/remove')).statusCode).toBe(404);
    expect((await staffPost(t, staff.cookie, '/api/staff/reviews/product/99999999/restore')).statusCode).toBe(404);
  });
});
