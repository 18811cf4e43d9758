import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentOrderSchema } from '@/contracts/fulfilment';
import { orderDetailSchema, ordersPageSchema } from '@/contracts/orders';
import { formatPence, poundsToPence } from '@/domain/money';
import { emailOutbox, orders, paymentAuthorisations } from '../../db/schema';
import { placeOrder, staffMember, staffMove, tracking } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every total true: an order picked with one substitution and one unavailable line, then delivered, states the
 * same final total and refund in the orders list, the details, the tracking, the staff view and the delivered
 * e-mail (all from src/domain/order-money.ts). PGlite by default; PostgreSQL with TEST_DB=postgres.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
let tescoA: ProductPick;
let tescoB: ProductPick;
let other: ProductPick;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await staffMember(db, 'Priya');
  [tescoA, other, tescoB] = (await productsFromChains(db, [1, 5, 1])) as [ProductPick, ProductPick, ProductPick];
});
afterAll(() => t.close());

const list = async (cookie: string) => parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } }));
const detail = async (cookie: string, id: number) => parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: { cookie } }));

describe('an order’s totals, everywhere it is shown', () => {
  it('a new order: final total is the total, nothing refunded, placed (the POST answer and the list alike)', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tescoA, other]);
    expect(order).toMatchObject({ finalTotal: order.total, refunded: 0, moneyState: 'placed' });
    expect(order.items.map((i) => i.outcome)).toEqual(['pending', 'pending']);
    const [listed] = (await list(cookie)).orders;
    expect(listed).toMatchObject({ id: order.id, total: order.total, finalTotal: order.total, refunded: 0, moneyState: 'placed' });
    expect(listed!.items.map((i) => [i.outcome, i.substitute, i.finalTotal])).toEqual(order.items.map((i) => ['pending', null, i.finalTotal]));
  });

  it('a substitution and an unavailable line, delivered: list, details, tracking, staff view and e-mail agree', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [{ ...tescoA, quantity: 2 }, tescoB, { ...other, substitution: { kind: 'none' } }]);
    const lineA = order.items.find((i) => i.productId === tescoA.id)!;
    const lineB = order.items.find((i) => i.productId === tescoB.id)!;
    const lineOther = order.items.find((i) => i.productId === other.id)!;
    const base = `/api/fulfilment/orders/${order.id}`;

    let view = await staffMove(t, staff.cookie, `${base}/chains/1/start`);
    const sub = view.pickingLists[0]!.lines.find((l) => l.id === lineA.id)!.suggestions[0]!;
    await staffMove(t, staff.cookie, `${base}/lines/${lineA.id}`, { outcome: 'substituted', productId: sub.productId, quantity: 1 });
    await staffMove(t, staff.cookie, `${base}/lines/${lineB.id}`, { outcome: 'picked' });
    await staffMove(t, staff.cookie, `${base}/chains/1/collect`);
    await staffMove(t, staff.cookie, `${base}/chains/5/start`);
    await staffMove(t, staff.cookie, `${base}/lines/${lineOther.id}`, { outcome: 'unavailable' });

    // Amended before delivery: the list already shows what the order now comes to.
    const orderedPence = poundsToPence(order.total);
    const finalPence = orderedPence - poundsToPence(lineA.price) * 2 - poundsToPence(lineOther.price) + poundsToPence(sub.price);
    const refundPence = Math.max(0, orderedPence - finalPence);
    const amended = (await list(cookie)).orders[0]!;
    expect(amended).toMatchObject({ id: order.id, moneyState: 'amended' });
    expect(poundsToPence(amended.finalTotal!)).toBe(finalPence);

    await staffMove(t, staff.cookie, `${base}/chains/5/collect`);
    await staffMove(t, staff.cookie, `${base}/out-for-delivery`);
    view = await staffMove(t, staff.cookie, `${base}/deliver`);
    expect(view.status).toBe('Delivered');

    // The list: the total as ordered stays (the contract), the final total and refund beside it, lines as delivered.
    const listed = (await list(cookie)).orders[0]!;
    expect(listed).toMatchObject({ id: order.id, badge: 'Delivered', moneyState: 'delivered', total: order.total, subtotal: order.subtotal, deliveryFee: order.deliveryFee });
    expect(poundsToPence(listed.finalTotal!)).toBe(finalPence);
    expect(poundsToPence(listed.refunded!)).toBe(refundPence);
    const byId = new Map(listed.items.map((i) => [i.id, i]));
    expect(byId.get(lineA.id)).toMatchObject({ outcome: 'substituted', substitute: { name: sub.name, storeId: sub.storeId, storeName: 'Tesco', quantity: 1, price: sub.price }, finalTotal: sub.price });
    expect(byId.get(lineB.id)).toMatchObject({ outcome: 'picked', substitute: null, finalTotal: lineB.price });
    expect(byId.get(lineOther.id)).toMatchObject({ outcome: 'unavailable', substitute: null, finalTotal: 0 });

    // The details: the same figures and lines.
    const full = await detail(cookie, order.id);
    expect({ finalTotal: full.finalTotal, refunded: full.refunded, moneyState: full.moneyState }).toEqual({ finalTotal: listed.finalTotal, refunded: listed.refunded, moneyState: 'delivered' });
    expect(full.stores.flatMap((s) => s.items).map((i) => [i.id, i.outcome, i.finalTotal])).toEqual(
      [...listed.items].sort((x, y) => x.storeId - y.storeId || x.id - y.id).map((i) => [i.id, i.outcome, i.finalTotal]),
    );

    // Tracking and the staff view.
    const track = await tracking(t, cookie, order.id);
    expect([track.originalTotal, track.finalTotal, track.refund]).toEqual([listed.total, listed.finalTotal, listed.refunded]);
    expect(track.lines.map((l) => [l.id, l.finalTotal])).toEqual(listed.items.map((i) => [i.id, i.finalTotal]).sort(([a], [b]) => a! - b!));
    const staffView = parseBody(fulfilmentOrderSchema, await t.app.inject({ method: 'GET', url: base, headers: { cookie: staff.cookie } }));
    expect([staffView.originalTotal, staffView.finalTotal, staffView.refund]).toEqual([listed.total, listed.finalTotal, listed.refunded]);

    // The delivered e-mail, and what was charged.
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Your Everystore order ${order.orderNumber} has been delivered`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`Order total: ${formatPence(orderedPence)}`);
    expect(mails[0]!.body).toContain(`Final total: ${formatPence(finalPence)}`);
    expect(refundPence).toBeGreaterThan(0);
    expect(mails[0]!.body).toContain(`Refund: ${formatPence(refundPence)}`);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, row!.paymentAuthorisationId));
    expect(auth!.capturedPence).toBe(finalPence);
  });

  it('a cancelled order: nothing to pay in the list, the details and tracking alike', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tescoA, other]);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } })).statusCode).toBe(200);
    const listed = (await list(cookie)).orders[0]!;
    expect(listed).toMatchObject({ badge: 'Cancelled', total: order.total, finalTotal: 0, refunded: order.total, moneyState: 'cancelled' });
    expect(listed.items.map((i) => i.finalTotal)).toEqual([0, 0]);
    expect(await detail(cookie, order.id)).toMatchObject({ finalTotal: 0, refunded: order.total, moneyState: 'cancelled' });
    expect(await tracking(t, cookie, order.id)).toMatchObject({ originalTotal: order.total, finalTotal: 0, refund: order.total });
  });
});
