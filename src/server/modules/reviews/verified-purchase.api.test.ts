import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '@/contracts/orders';
import { productReviewListSchema, productReviewSchema, storeReviewListSchema, storeReviewSchema } from '@/contracts/reviews';
import { formatPounds } from '@/domain/money';
import { emailOutbox } from '../../db/schema';
import { placeOrder, staffMember, staffMove, staffPost } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { getJson, postProductReview, postStoreReview } from '../../test/review-factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * "Verified Purchase" follows the orders: the rule is one of the reviewer's own orders, not cancelled, holding
 * the product (a product review) or anything from the store (a store review). Cancelling an order, by the
 * shopper or by staff, takes the mark from the reviews that order alone verified; the reviews stay listed.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
let tescoA: ProductPick;
let tescoB: ProductPick;
let aldi: ProductPick;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await staffMember(db);
  [tescoA, aldi, tescoB] = (await productsFromChains(db, [1, 5, 1])) as [ProductPick, ProductPick, ProductPick];
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function reviewProduct(who: Shopper, productId: number) {
  const res = await postProductReview(t, who.cookie, productId, { rating: 4, reviewText: 'Fresh and exactly as described' });
  expect(res.statusCode).toBe(201);
  return parseBody(productReviewSchema, res);
}

async function reviewStore(who: Shopper, storeId: number) {
  const res = await postStoreReview(t, who.cookie, storeId, { rating: 5, reviewText: 'Quick and friendly' });
  expect(res.statusCode).toBe(201);
  return parseBody(storeReviewSchema, res);
}

/** The review as the public list shows it now (it must still be listed). */
async function listedProductReview(productId: number, reviewId: number) {
  const found = parseBody(productReviewListSchema, await getJson(t, `/api/products/${productId}/reviews`)).find((r) => r.id === reviewId);
  expect(found, `product review ${reviewId} still listed`).toBeDefined();
  return found!;
}

async function listedStoreReview(storeId: number, reviewId: number) {
  const found = parseBody(storeReviewListSchema, await getJson(t, `/api/stores/${storeId}/reviews?all=true`)).find((r) => r.id === reviewId);
  expect(found, `store review ${reviewId} still listed`).toBeDefined();
  return found!;
}

async function shopperCancels(who: Shopper, orderId: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
}

const staffCancels = (orderId: number, reason = 'Customer asked by phone') => staffMove(t, staff.cookie, `/api/fulfilment/orders/${orderId}/cancel`, { reason });

/** The cancellation e-mails in the outbox for one order. */
const cancellationMails = (order: OrderDetail) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${order.orderNumber} has been cancelled`));

describe('cancelling the order that verified a review', () => {
  it('by the shopper: the reviews stay listed, no longer verified; others’ reviews keep theirs; the outbox holds the cancellation e-mail with the order total', async () => {
    const { db } = t.database;
    const buyer = await shopper(db);
    const order = await placeOrder(t, buyer.cookie, [{ ...tescoA, quantity: 2 }, aldi]);
    const product = await reviewProduct(buyer, tescoA.id);
    const tesco = await reviewStore(buyer, tescoA.storeId);
    const aldiStore = await reviewStore(buyer, aldi.storeId);
    expect([product.isVerifiedPurchase, tesco.isVerifiedPurchase, aldiStore.isVerifiedPurchase]).toEqual([true, true, true]);

    // Another shopper who bought the same product: their order is not the one cancelled.
    const neighbour = await shopper(db);
    await placeOrder(t, neighbour.cookie, [tescoA]);
    const theirs = await reviewProduct(neighbour, tescoA.id);
    expect(theirs.isVerifiedPurchase).toBe(true);

    await shopperCancels(buyer, order.id);

    const after = await listedProductReview(tescoA.id, product.id);
    expect(after).toMatchObject({ isVerifiedPurchase: false, rating: product.rating, reviewText: product.reviewText, updatedAt: product.updatedAt });
    expect((await listedStoreReview(tescoA.storeId, tesco.id)).isVerifiedPurchase).toBe(false);
    expect((await listedStoreReview(aldi.storeId, aldiStore.id)).isVerifiedPurchase).toBe(false);
    expect((await listedProductReview(tescoA.id, theirs.id)).isVerifiedPurchase).toBe(true);

    const mails = await cancellationMails(order);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(buyer.user.email);
    expect(mail.subject).toBe(`Your Everystore order ${order.orderNumber} has been cancelled`);
    expect(mail.body).toContain(`Hello ${buyer.user.firstName},`);
    expect(mail.body).toContain('Cancelled at your request');
    expect(mail.body).toContain(`Order total: ${formatPounds(order.total)}`);
    expect(mail.body).toContain(`Nothing will be charged: the ${formatPounds(order.total)} held on your card has been released in full.`);
  });

  it('by staff, once collection has started and the shopper can no longer cancel: the same, with the reason in the e-mail', async () => {
    const buyer = await shopper(t.database.db);
    const order = await placeOrder(t, buyer.cookie, [tescoA]);
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    const product = await reviewProduct(buyer, tescoA.id);
    const store = await reviewStore(buyer, tescoA.storeId);
    expect([product.isVerifiedPurchase, store.isVerifiedPurchase]).toEqual([true, true]);

    // The shopper's own cancel is refused and changes nothing.
    const refused = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie: buyer.cookie } });
    expect(refused.statusCode).toBe(409);
    expect((await listedProductReview(tescoA.id, product.id)).isVerifiedPurchase).toBe(true);
    expect(await cancellationMails(order)).toEqual([]);

    expect((await staffCancels(order.id, 'Delivery address unreachable')).status).toBe('Cancelled');
    expect((await listedProductReview(tescoA.id, product.id)).isVerifiedPurchase).toBe(false);
    expect((await listedStoreReview(tescoA.storeId, store.id)).isVerifiedPurchase).toBe(false);

    const [mail, ...more] = await cancellationMails(order);
    expect(more).toEqual([]);
    expect(mail!.body).toContain('Cancelled by Everystore: Delivery address unreachable');
    expect(mail!.body).toContain(`Nothing will be charged: the ${formatPounds(order.total)} held on your card has been released in full.`);
    expect(mail!.to).toBe(buyer.user.email);
  });

  it('keeps the mark while another order that is not cancelled still qualifies, product and store each by their own rule', async () => {
    const buyer = await shopper(t.database.db);
    const first = await placeOrder(t, buyer.cookie, [tescoA, aldi]);
    const second = await placeOrder(t, buyer.cookie, [tescoA]);
    const third = await placeOrder(t, buyer.cookie, [tescoB]);
    const productA = await reviewProduct(buyer, tescoA.id);
    const productB = await reviewProduct(buyer, tescoB.id);
    const tesco = await reviewStore(buyer, tescoA.storeId);
    const aldiStore = await reviewStore(buyer, aldi.storeId);
    const verified = async () => [
      (await listedProductReview(tescoA.id, productA.id)).isVerifiedPurchase,
      (await listedProductReview(tescoB.id, productB.id)).isVerifiedPurchase,
      (await listedStoreReview(tescoA.storeId, tesco.id)).isVerifiedPurchase,
      (await listedStoreReview(aldi.storeId, aldiStore.id)).isVerifiedPurchase,
    ];
    expect(await verified()).toEqual([true, true, true, true]);

    // The second order still holds product A and Tesco; only Aldi relied on the first alone.
    await shopperCancels(buyer, first.id);
    expect(await verified()).toEqual([true, true, true, false]);

    // Product B is not product A: the third order keeps the Tesco store review verified, not the product review.
    await staffCancels(second.id);
    expect(await verified()).toEqual([false, true, true, false]);

    await shopperCancels(buyer, third.id);
    expect(await verified()).toEqual([false, false, false, false]);

    for (const order of [first, second, third]) expect(await cancellationMails(order)).toHaveLength(1);
  });

  it('a review posted while its only order is being cancelled ends unverified (the order lock orders the two)', async () => {
    for (let round = 0; round < 4; round++) {
      const buyer = await shopper(t.database.db);
      const order = await placeOrder(t, buyer.cookie, [aldi]);
      const [cancel, posted] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie: buyer.cookie } }),
        postProductReview(t, buyer.cookie, aldi.id, { rating: 3, reviewText: 'Posted while cancelling' }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect(posted.statusCode).toBe(201);
      const review = parseBody(productReviewSchema, posted);
      expect((await listedProductReview(aldi.id, review.id)).isVerifiedPurchase, `round ${round}`).toBe(false);
    }
  });

  it('a staff member who cancels keeps their own reviews as they were', async () => {
    const { db } = t.database;
    // Staff who also shop: their verified review of the same product is not the cancelled order's owner's.
    const order = await placeOrder(t, staff.cookie, [tescoB]);
    const own = await postProductReview(t, staff.cookie, tescoB.id, { rating: 5, reviewText: 'Bought for the staff room' });
    expect(parseBody(productReviewSchema, own).isVerifiedPurchase).toBe(true);
    const buyer = await shopper(db);
    const theirs = await placeOrder(t, buyer.cookie, [tescoB]);
    await staffCancels(theirs.id);
    expect((await listedProductReview(tescoB.id, parseBody(productReviewSchema, own).id)).isVerifiedPurchase).toBe(true);
    expect(await staffPost(t, staff.cookie, `/api/fulfilment/orders/${order.id}/cancel`, { reason: 'Test order' })).toMatchObject({ statusCode: 200 });
    expect((await listedProductReview(tescoB.id, parseBody(productReviewSchema, own).id)).isVerifiedPurchase).toBe(false);
  });
});
