import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboveAuthorisationErrorSchema, captureFailedErrorSchema, fulfilmentOrderListSchema, fulfilmentOrderSchema, illegalMoveErrorSchema, type FulfilmentOrder } from '@/contracts/fulfilment';
import { apiErrorSchema } from '@/contracts/common';
import type { OrderDetail } from '@/contracts/orders';
import { linePricePence } from '@/domain/cart';
import { formatPence, poundsToPence } from '@/domain/money';
import { emailOutbox, orders, orderStatuses, paymentAuthorisations, paymentLedger, products } from '../../db/schema';
import { placeOrder, staffMember, staffMove, staffPost, tracking, type Line } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { moveOrder } from './service';

/**
 * Every substitution paid for, or refused before it happens: the hold at checkout, the substitute past it refused,
 * the capture on delivery, and a capture that fails made visible and dealt with (retry, write-off). Attacks on the
 * new staff routes beside them. PGlite by default; PostgreSQL with TEST_DB=postgres.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
let tesco: ProductPick;
/**
 * Another chain's product £1 to £4 dearer than `tesco`: a substitute "Allow another store's equivalent up to +500p"
 * allows, leaving part of the hold to release.
 */
let dearer: ProductPick;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await staffMember(db, 'Priya');
  [tesco] = (await productsFromChains(db, [1])) as [ProductPick];
  const paid = linePricePence(tesco);
  const columns = { id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent };
  [dearer] = (await db
    .select(columns)
    .from(products)
    .where(and(eq(products.storeId, 5), eq(products.available, true), eq(products.discountPercent, 0), gt(products.pricePence, paid + 100), lte(products.pricePence, paid + 400)))
    .orderBy(desc(products.pricePence))
    .limit(1)) as [ProductPick];
});
afterAll(() => t.close());

const OTHER_STORE_500: Line['substitution'] = { kind: 'other_store', capPence: 500 };
const base = (order: OrderDetail) => `/api/fulfilment/orders/${order.id}`;
const view = async (order: OrderDetail) => parseBody(fulfilmentOrderSchema, await t.app.inject({ method: 'GET', url: base(order), headers: { cookie: staff.cookie } }));
const openList = async () => parseBody(fulfilmentOrderListSchema, await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders', headers: { cookie: staff.cookie } }));
const orderRow = async (order: OrderDetail) => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const authorisation = async (order: OrderDetail) => (await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, (await orderRow(order)).paymentAuthorisationId)))[0]!;
const ledger = async (order: OrderDetail) =>
  (await t.database.db.select().from(paymentLedger).where(eq(paymentLedger.authorisationId, (await orderRow(order)).paymentAuthorisationId)).orderBy(asc(paymentLedger.id))).map((r) => [r.kind, r.amountPence]);
const statuses = async (order: OrderDetail) => (await t.database.db.select().from(orderStatuses).where(eq(orderStatuses.orderId, order.id)).orderBy(asc(orderStatuses.id))).map((r) => r.status);
const mailsOf = async (order: OrderDetail) => (await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).filter((m) => m.subject.includes(order.orderNumber));

/** A one-line Tesco order that allows another store's equivalent up to +£5 a unit, picked and taken to the door. */
async function outForDelivery(outcome: 'substitute' | 'pick' = 'substitute') {
  const { cookie, user } = await shopper(t.database.db);
  const order = await placeOrder(t, cookie, [{ ...tesco, substitution: OTHER_STORE_500 }]);
  const line = order.items[0]!;
  await staffMove(t, staff.cookie, `${base(order)}/chains/1/start`);
  await staffMove(t, staff.cookie, `${base(order)}/lines/${line.id}`, outcome === 'substitute' ? { outcome: 'substituted', productId: dearer.id, quantity: 1 } : { outcome: 'picked' });
  await staffMove(t, staff.cookie, `${base(order)}/chains/1/collect`);
  const v = await staffMove(t, staff.cookie, `${base(order)}/out-for-delivery`);
  return { order, cookie, user, finalPence: poundsToPence(v.finalTotal), heldPence: poundsToPence(order.total) + 500 };
}

/** Makes the processor refuse the capture as in the reported order: its authorisation only covers the order's total. */
async function authoriseOnlyTheTotal(order: OrderDetail) {
  await t.database.db.update(paymentAuthorisations).set({ amountPence: poundsToPence(order.total) }).where(eq(paymentAuthorisations.id, (await orderRow(order)).paymentAuthorisationId));
}

/** An order delivered whose capture failed: in payment_problem. */
async function withPaymentProblem() {
  const placed = await outForDelivery();
  await authoriseOnlyTheTotal(placed.order);
  const delivered = await staffMove(t, staff.cookie, `${base(placed.order)}/deliver`);
  expect(delivered.status).toBe('Payment Problem');
  return placed;
}

describe('the hold at checkout', () => {
  it('covers the total plus £5 a unit where another store’s equivalent is allowed; the total alone otherwise', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [{ ...tesco, quantity: 2, substitution: OTHER_STORE_500 }]);
    const held = poundsToPence(order.total) + 2 * 500;
    expect((await orderRow(order)).authorisedPence).toBe(held);
    expect(await authorisation(order)).toMatchObject({ status: 'authorised', amountPence: held });
    expect((await view(order)).payment).toEqual({ state: 'authorised', authorised: held / 100, canRetry: false, canWriteOff: false, writtenOff: null });

    const plain = await placeOrder(t, cookie, [{ ...tesco, quantity: 2 }]);
    expect((await orderRow(plain)).authorisedPence).toBe(poundsToPence(plain.total));
    expect((await authorisation(plain)).amountPence).toBe(poundsToPence(plain.total));
  });
});

describe('a dearer substitute', () => {
  it('within the hold is allowed and captured in full on delivery; the rest of the hold is released at the processor', async () => {
    const { order, user, finalPence, heldPence } = await outForDelivery();
    expect(finalPence).toBe(poundsToPence(order.total) - linePricePence(tesco) + dearer.pricePence);
    expect(finalPence).toBeGreaterThan(poundsToPence(order.total));

    const delivered = await staffMove(t, staff.cookie, `${base(order)}/deliver`);
    expect(delivered.status).toBe('Delivered');
    expect(delivered.payment).toMatchObject({ state: 'captured', canRetry: false, canWriteOff: false });
    expect(await authorisation(order)).toMatchObject({ status: 'captured', amountPence: heldPence, capturedPence: finalPence });
    expect(await ledger(order)).toEqual([
      ['capture', finalPence],
      ['release', heldPence - finalPence],
    ]);
    const mail = (await mailsOf(order)).find((m) => m.subject.endsWith('has been delivered'))!;
    expect(mail.to).toBe(user.email);
    expect(mail.body).toContain(`-> 1 x ${dearer.name}`);
    expect(mail.body).toContain(`Final total: ${formatPence(finalPence)}`);
    expect(mail.body).toContain(`Held on your card at checkout: ${formatPence(heldPence)}\nCharged: ${formatPence(finalPence)} (the other ${formatPence(heldPence - finalPence)} has been released)`);
  });

  it('beyond the hold (an order authorised for its total alone, as before holds) is refused 409 naming the limit, and nothing changes', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [{ ...tesco, substitution: OTHER_STORE_500 }]);
    const totalPence = poundsToPence(order.total);
    await t.database.db.update(orders).set({ authorisedPence: totalPence }).where(eq(orders.id, order.id));
    await staffMove(t, staff.cookie, `${base(order)}/chains/1/start`);
    const before = { statuses: await statuses(order), view: await view(order), mails: (await mailsOf(order)).length };

    const res = await staffPost(t, staff.cookie, `${base(order)}/lines/${order.items[0]!.id}`, { outcome: 'substituted', productId: dearer.id, quantity: 1 });
    expect(res.statusCode).toBe(409);
    const wouldBe = totalPence - linePricePence(tesco) + dearer.pricePence;
    expect(parseBody(aboveAuthorisationErrorSchema, res)).toEqual({
      message: `This substitute would take the order to ${formatPence(wouldBe)}, above the ${formatPence(totalPence)} authorised`,
      code: 'above_authorisation',
      finalTotal: wouldBe / 100,
      authorised: totalPence / 100,
    });
    expect(await view(order)).toEqual(before.view);
    expect(await statuses(order)).toEqual(before.statuses);
    expect((await mailsOf(order)).length).toBe(before.mails);
    // A substitute that fits is still allowed.
    const picked = await staffMove(t, staff.cookie, `${base(order)}/lines/${order.items[0]!.id}`, { outcome: 'picked' });
    expect(picked.pickingLists[0]!.lines[0]!.outcome).toBe('picked');
  });
});

describe('a capture that fails', () => {
  it('puts the order in payment_problem: on the staff list and screen, the shopper’s tracking, logged and e-mailed; a retry after the fix takes it', async () => {
    const { order, cookie, user, finalPence, heldPence } = await outForDelivery();
    await authoriseOnlyTheTotal(order);

    const delivered = await staffMove(t, staff.cookie, `${base(order)}/deliver`);
    expect(delivered.status).toBe('Payment Problem');
    expect(delivered.payment).toEqual({ state: 'payment_problem', authorised: heldPence / 100, canRetry: true, canWriteOff: true, writtenOff: null });
    expect(delivered.can).toEqual({ outForDelivery: false, deliver: false, cancel: false });
    expect(await authorisation(order)).toMatchObject({ status: 'authorised', capturedPence: null });
    expect(await ledger(order)).toEqual([]);

    const listed = (await openList()).find((o) => o.id === order.id);
    expect(listed).toMatchObject({ status: 'Payment Problem', paymentState: 'payment_problem' });

    const track = await tracking(t, cookie, order.id);
    expect(track).toMatchObject({ status: 'Payment Problem', badge: 'Delivered' });
    expect(poundsToPence(track.finalTotal)).toBe(finalPence);
    expect(track.steps.slice(-2).map((s) => [s.title, s.state])).toEqual([
      ['Delivered', 'done'],
      ['Payment Problem', 'current'],
    ]);
    expect(track.steps.at(-1)!.description).toBe(`We could not take your payment of ${formatPence(finalPence)}. Nothing has been charged; our team will sort it out.`);

    const mails = await mailsOf(order);
    const problem = mails.find((m) => m.subject === `A problem with the payment for your Everystore order ${order.orderNumber}`)!;
    expect(problem.to).toBe(user.email);
    expect(problem.body).toContain(`we could not take your payment of ${formatPence(finalPence)}`);
    expect(problem.body).toContain(`we will never take more than the ${formatPence(heldPence)} held on your card at checkout`);
    expect(mails.find((m) => m.subject.endsWith('has been delivered'))!.body).toContain('We could not take your payment yet: nothing has been charged');

    // A retry the processor still refuses: 409 naming why, and nothing changes.
    const refused = await staffPost(t, staff.cookie, `${base(order)}/payment/retry`);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(captureFailedErrorSchema, refused).message).toBe(
      `The payment of ${formatPence(finalPence)} still could not be taken: ${formatPence(finalPence)} is more than the ${formatPence(poundsToPence(order.total))} authorised`,
    );
    expect((await view(order)).status).toBe('Payment Problem');

    // Fixed at the processor: the retry captures the final total.
    await t.database.db.update(paymentAuthorisations).set({ amountPence: heldPence }).where(eq(paymentAuthorisations.id, (await orderRow(order)).paymentAuthorisationId));
    const taken = await staffMove(t, staff.cookie, `${base(order)}/payment/retry`);
    expect(taken.status).toBe('Payment Taken');
    expect(taken.payment).toMatchObject({ state: 'captured', canRetry: false, canWriteOff: false });
    expect(await authorisation(order)).toMatchObject({ status: 'captured', capturedPence: finalPence });
    expect(await ledger(order)).toEqual([
      ['capture', finalPence],
      ['release', heldPence - finalPence],
    ]);
    expect((await openList()).some((o) => o.id === order.id)).toBe(false);
    const after = await tracking(t, cookie, order.id);
    expect(after.steps.slice(-2).map((s) => [s.title, s.state])).toEqual([
      ['Payment Problem', 'done'],
      ['Payment Taken', 'done'],
    ]);
    expect((await mailsOf(order)).find((m) => m.subject === `Payment taken for your Everystore order ${order.orderNumber}`)!.body).toContain(`Charged: ${formatPence(finalPence)}`);

    // Taken is the end of it.
    const again = await staffPost(t, staff.cookie, `${base(order)}/payment/retry`);
    expect(parseBody(illegalMoveErrorSchema, again).message).toBe('There is no payment problem on this order');
  });

  it('is logged at error with the order number (a processor that does not answer counts as a failure)', async () => {
    const { order } = await outForDelivery('pick');
    const logged: string[] = [];
    const payments = { ...t.app.payments, capture: () => Promise.reject(new Error('connection reset')) };
    await moveOrder({ db: t.database.db, payments, mailer: t.app.mailer, logError: (_e, message) => logged.push(message) }, order.id, { role: 'staff', userId: staff.user.id }, { type: 'deliver' });
    expect(logged).toContain(`Payment problem on order ${order.orderNumber}: could not capture ${formatPence(poundsToPence(order.total))} (The payment processor did not answer)`);
    expect(logged.some((m) => m.includes(`capture of order ${order.orderNumber}`))).toBe(true);
    expect((await view(order)).payment.state).toBe('payment_problem');
  });

  it('can be written off: who and when recorded, the hold released at the processor, the shopper told; then nothing more is possible', async () => {
    const { order, cookie, user, finalPence, heldPence } = await withPaymentProblem();
    for (const [payload, field] of [
      [{}, 'reason'],
      [{ reason: 'x' }, 'reason'],
      [{ reason: 'Card cancelled by the bank', amountPence: 0 }, 'amountPence'],
    ] as const) {
      const res = await staffPost(t, staff.cookie, `${base(order)}/payment/write-off`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toContain(field);
    }
    const off = await staffMove(t, staff.cookie, `${base(order)}/payment/write-off`, { reason: 'Card cancelled by the bank' });
    expect(off.status).toBe('Payment Written Off');
    expect(off.payment).toMatchObject({ state: 'written_off', canRetry: false, canWriteOff: false, writtenOff: { by: 'Priya', at: expect.any(String) } });
    const [row] = await t.database.db.select().from(orderStatuses).where(and(eq(orderStatuses.orderId, order.id), eq(orderStatuses.status, 'Payment Written Off')));
    expect(row).toMatchObject({ actorId: staff.user.id, description: `Written off by Everystore: Card cancelled by the bank. You will not be charged the ${formatPence(finalPence)}.` });
    expect(off.payment.writtenOff!.at).toBe(row!.timestamp.toISOString());
    expect(await authorisation(order)).toMatchObject({ status: 'voided', capturedPence: null });
    expect(await ledger(order)).toEqual([['void', poundsToPence(order.total)]]);
    expect((await openList()).some((o) => o.id === order.id)).toBe(false);
    expect((await tracking(t, cookie, order.id)).steps.at(-1)).toMatchObject({ title: 'Payment Written Off', state: 'done' });
    const mail = (await mailsOf(order)).find((m) => m.subject === `Nothing to pay for your Everystore order ${order.orderNumber}`)!;
    expect(mail.to).toBe(user.email);
    expect(mail.body).toContain(`You will not be charged the ${formatPence(finalPence)}: the ${formatPence(heldPence)} held on your card has been released in full.`);

    for (const url of [`${base(order)}/payment/retry`, `${base(order)}/payment/write-off`]) {
      const res = await staffPost(t, staff.cookie, url, url.endsWith('write-off') ? { reason: 'Once more' } : undefined);
      expect(parseBody(illegalMoveErrorSchema, res).message).toBe('There is no payment problem on this order');
    }
  });
});

describe('the staff payment routes under attack', () => {
  it('a visitor gets 401 and a shopper 403 (even the order’s own), a cross-site request 403, and nothing changes', async () => {
    const { order, cookie } = await withPaymentProblem();
    const before = await statuses(order);
    for (const path of ['retry', 'write-off']) {
      const url = `${base(order)}/payment/${path}`;
      const payload = { reason: 'Not allowed to' };
      expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url, payload, headers: { cookie } })).statusCode).toBe(403);
      const evil = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: staff.cookie, origin: 'http://evil.example' } });
      expect(evil.statusCode).toBe(403);
      expect(parseBody(apiErrorSchema, evil).message).toBe('Cross-site request refused');
      const fetched = await t.app.inject({ method: 'POST', url, payload, headers: { cookie: staff.cookie, 'sec-fetch-site': 'cross-site' } });
      expect(fetched.statusCode).toBe(403);
    }
    expect(await statuses(order)).toEqual(before);
    expect(await ledger(order)).toEqual([]);
  });

  it('a tampered body or id is a 400 naming the field: no amount can be chosen', async () => {
    const { order } = await withPaymentProblem();
    for (const [url, payload, field] of [
      [`${base(order)}/payment/retry`, { amountPence: 1 }, 'amountPence'],
      [`${base(order)}/payment/retry`, [1], 'body'],
      ['/api/fulfilment/orders/abc/payment/retry', undefined, 'id'],
      ['/api/fulfilment/orders/2147483648/payment/write-off', { reason: 'Too big an id' }, 'id'],
    ] as const) {
      const res = await staffPost(t, staff.cookie, url, payload as object | undefined);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toContain(field);
    }
    expect((await staffPost(t, staff.cookie, '/api/fulfilment/orders/99999999/payment/retry')).statusCode).toBe(404);
    expect((await view(order)).payment.state).toBe('payment_problem');
  });

  it('twice at once: one delivery, one capture, one retry, one write-off', async () => {
    const once = (answers: { statusCode: number }[]) => expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    const delivering = await outForDelivery();
    once(await Promise.all([1, 2].map(() => staffPost(t, staff.cookie, `${base(delivering.order)}/deliver`))));
    expect(await ledger(delivering.order)).toEqual([
      ['capture', delivering.finalPence],
      ['release', delivering.heldPence - delivering.finalPence],
    ]);
    expect((await statuses(delivering.order)).filter((s) => s === 'Delivered')).toHaveLength(1);

    const retried = await withPaymentProblem();
    await t.database.db.update(paymentAuthorisations).set({ amountPence: retried.heldPence }).where(eq(paymentAuthorisations.id, (await orderRow(retried.order)).paymentAuthorisationId));
    once(await Promise.all([1, 2].map(() => staffPost(t, staff.cookie, `${base(retried.order)}/payment/retry`))));
    expect((await ledger(retried.order)).filter(([kind]) => kind === 'capture')).toEqual([['capture', retried.finalPence]]);
    expect((await statuses(retried.order)).filter((s) => s === 'Payment Taken')).toHaveLength(1);

    const written = await withPaymentProblem();
    once(await Promise.all([1, 2].map(() => staffPost(t, staff.cookie, `${base(written.order)}/payment/write-off`, { reason: 'Customer unreachable' }))));
    expect((await statuses(written.order)).filter((s) => s === 'Payment Written Off')).toHaveLength(1);
    expect(await ledger(written.order)).toEqual([['void', poundsToPence(written.order.total)]]);
  });
});

describe('money going back is recorded at the processor', () => {
  it('a cheaper delivery is a partial capture: the final total taken, the rest released', async () => {
    const { cookie } = await shopper(t.database.db);
    const [aldi] = (await productsFromChains(t.database.db, [5])) as [ProductPick];
    const order = await placeOrder(t, cookie, [tesco, aldi]);
    const [tescoLine, aldiLine] = [order.items.find((i) => i.storeId === 1)!, order.items.find((i) => i.storeId === 5)!];
    for (const [storeId, lineId, outcome] of [
      [1, tescoLine.id, 'picked'],
      [5, aldiLine.id, 'unavailable'],
    ] as const) {
      await staffMove(t, staff.cookie, `${base(order)}/chains/${storeId}/start`);
      await staffMove(t, staff.cookie, `${base(order)}/lines/${lineId}`, { outcome });
      await staffMove(t, staff.cookie, `${base(order)}/chains/${storeId}/collect`);
    }
    await staffMove(t, staff.cookie, `${base(order)}/out-for-delivery`);
    const delivered: FulfilmentOrder = await staffMove(t, staff.cookie, `${base(order)}/deliver`);
    const [held, final] = [poundsToPence(order.total), poundsToPence(delivered.finalTotal)];
    expect(final).toBe(held - poundsToPence(aldiLine.price));
    expect(await authorisation(order)).toMatchObject({ status: 'captured', amountPence: held, capturedPence: final });
    expect(await ledger(order)).toEqual([
      ['capture', final],
      ['release', held - final],
    ]);
  });

  it('a cancelled order’s authorisation is voided; a capture that raced the cancel is refunded', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [{ ...tesco, substitution: OTHER_STORE_500 }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } })).statusCode).toBe(200);
    expect(await authorisation(order)).toMatchObject({ status: 'voided' });
    expect(await ledger(order)).toEqual([['void', poundsToPence(order.total) + 500]]);
    const cancelMail = (await mailsOf(order)).find((m) => m.subject.endsWith('has been cancelled'))!;
    expect(cancelMail.body).toContain(`Nothing will be charged: the ${formatPence(poundsToPence(order.total) + 500)} held on your card has been released in full.`);

    // A delivery's capture went through but its commit never came (the process died): staff cancel instead.
    const raced = await outForDelivery('pick');
    await t.app.payments.capture((await orderRow(raced.order)).paymentAuthorisationId, poundsToPence(raced.order.total));
    await staffMove(t, staff.cookie, `${base(raced.order)}/cancel`, { reason: 'Van broke down' });
    expect(await authorisation(raced.order)).toMatchObject({ status: 'refunded' });
    expect(await ledger(raced.order)).toEqual([
      ['capture', poundsToPence(raced.order.total)],
      ['release', 500],
      ['refund', poundsToPence(raced.order.total)],
    ]);
  });
});
