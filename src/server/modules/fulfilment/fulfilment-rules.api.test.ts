import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illegalMoveErrorSchema, orderTrackingSchema } from '@/contracts/fulfilment';
import { apiErrorSchema } from '@/contracts/common';
import { formatPounds } from '@/domain/money';
import { emailOutbox, orderItems, orders, orderStatuses, paymentAuthorisations, products } from '../../db/schema';
import { placeOrder, staffMember, staffMove, staffPost, tracking } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Who may do what, the moves an order refuses, and two pickers at once. */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
let tesco: ProductPick;
let aldi: ProductPick;

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffMember(t.database.db);
  [tesco, aldi] = (await productsFromChains(t.database.db, [1, 5])) as [ProductPick, ProductPick];
});
afterAll(() => t.close());

const authorisationOf = async (orderId: number) => {
  const [row] = await t.database.db.select({ id: orders.paymentAuthorisationId }).from(orders).where(eq(orders.id, orderId));
  const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, row!.id));
  return auth!;
};

describe('staff routes', () => {
  it('answer 401 to visitors and 403 to shoppers, every one of them, and change nothing', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tesco]);
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/fulfilment') && r.method !== 'HEAD');
    expect(routes.length).toBe(10);
    const bodies: Record<string, object> = {
      '/api/fulfilment/orders/:id/lines/:lineId': { outcome: 'picked' },
      '/api/fulfilment/orders/:id/cancel': { reason: 'Testing access' },
      '/api/fulfilment/orders/:id/payment/write-off': { reason: 'Testing access' },
    };
    for (const route of routes) {
      const url = route.url.replace(':id', String(order.id)).replace(':storeId', '1').replace(':lineId', String(order.items[0]!.id));
      for (const [who, headers, status] of [
        ['visitor', {}, 401],
        ['shopper', { cookie }, 403],
      ] as const) {
        const res = await t.app.inject({ method: route.method as 'GET' | 'POST', url, headers, ...(route.method === 'POST' ? { payload: bodies[route.url] ?? {} } : {}) });
        expect(res.statusCode, `${who} ${route.method} ${route.url}`).toBe(status);
        parseBody(apiErrorSchema, res);
      }
    }
    const rows = await t.database.db.select().from(orderStatuses).where(eq(orderStatuses.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(['Order Confirmed']);
  });

  it('refuse tampered bodies and parameters with a 400 naming the field', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tesco]);
    const base = `/api/fulfilment/orders/${order.id}`;
    const line = `${base}/lines/${order.items[0]!.id}`;
    const cases: [string, object | undefined, string][] = [
      [line, { outcome: 'eaten' }, 'outcome'],
      [line, { outcome: 'substituted', productId: 'x', quantity: 1 }, 'productId'],
      [line, { outcome: 'substituted', productId: tesco.id, quantity: 0 }, 'quantity'],
      [line, { outcome: 'picked', price: 0 }, 'price'],
      [`${base}/cancel`, { reason: '' }, 'reason'],
      [`${base}/cancel`, { reason: 'Out of stock', refund: 1 }, 'refund'],
      [`/api/fulfilment/orders/abc/deliver`, undefined, 'id'],
      [`${base}/chains/0/start`, undefined, 'storeId'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await staffPost(t, staff.cookie, url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toContain(field);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders?view=mine', headers: { cookie: staff.cookie } });
    expect(list.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, list).message).toContain('view');
  });

  it('refuse moves out of order with 409 illegal_move', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tesco, aldi]);
    const base = `/api/fulfilment/orders/${order.id}`;
    for (const [url, payload] of [
      [`${base}/chains/1/collect`, undefined],
      [`${base}/out-for-delivery`, undefined],
      [`${base}/deliver`, undefined],
      [`${base}/chains/3/start`, undefined],
      [`${base}/lines/${order.items[0]!.id}`, { outcome: 'picked' }],
    ] as const) {
      const res = await staffPost(t, staff.cookie, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(parseBody(illegalMoveErrorSchema, res).code).toBe('illegal_move');
    }
    await staffMove(t, staff.cookie, `${base}/chains/1/start`);
    const early = await staffPost(t, staff.cookie, `${base}/chains/1/collect`);
    expect(parseBody(illegalMoveErrorSchema, early).message).toBe('Every line from Tesco needs an outcome first');
    expect((await staffPost(t, staff.cookie, `/api/fulfilment/orders/99999999/deliver`)).statusCode).toBe(404);
  });
});

describe('substitutes', () => {
  it('are refused beyond the shopper’s cap, from another chain under "Best match", and against "Don\'t substitute"', async () => {
    const { db } = t.database;
    const { cookie } = await shopper(db);
    const order = await placeOrder(t, cookie, [tesco, { ...aldi, substitution: { kind: 'none' } }]);
    const base = `/api/fulfilment/orders/${order.id}`;
    await staffMove(t, staff.cookie, `${base}/chains/1/start`);
    await staffMove(t, staff.cookie, `${base}/chains/5/start`);
    const [dear] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, 1), eq(products.available, true), ne(products.id, tesco.id)))
      .orderBy(desc(products.pricePence))
      .limit(1);
    const tescoLine = order.items.find((i) => i.productId === tesco.id)!;
    const aldiLine = order.items.find((i) => i.productId === aldi.id)!;

    const overCap = await staffPost(t, staff.cookie, `${base}/lines/${tescoLine.id}`, { outcome: 'substituted', productId: dear!.id, quantity: 1 });
    expect(overCap.statusCode).toBe(409);
    expect(parseBody(illegalMoveErrorSchema, overCap).message).toMatch(/costs more than the shopper allowed/);

    const otherChain = await staffPost(t, staff.cookie, `${base}/lines/${tescoLine.id}`, { outcome: 'substituted', productId: aldi.id, quantity: 1 });
    expect(otherChain.statusCode).toBe(409);
    expect(parseBody(illegalMoveErrorSchema, otherChain).message).toBe('The shopper allowed substitutes from the same store only');

    const none = await staffPost(t, staff.cookie, `${base}/lines/${aldiLine.id}`, { outcome: 'substituted', productId: tesco.id, quantity: 1 });
    expect(none.statusCode).toBe(409);
    expect(parseBody(illegalMoveErrorSchema, none).message).toBe('The shopper asked not to substitute this item');

    const missing = await staffPost(t, staff.cookie, `${base}/lines/${tescoLine.id}`, { outcome: 'substituted', productId: 99999999, quantity: 1 });
    expect(missing.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, missing).fields).toEqual({ productId: 'product 99999999 not found' });

    const [row] = await db.select({ outcome: orderItems.outcome }).from(orderItems).where(eq(orderItems.id, tescoLine.id));
    expect(row!.outcome).toBeNull();
  });
});

describe('two staff marking the same line at once', () => {
  it('one wins (200), the other gets 409, and the outcome is written once', async () => {
    const { db } = t.database;
    const other = await staffMember(db, 'Tom');
    const { cookie } = await shopper(db);
    const order = await placeOrder(t, cookie, [tesco]);
    const base = `/api/fulfilment/orders/${order.id}`;
    await staffMove(t, staff.cookie, `${base}/chains/1/start`);
    const line = `${base}/lines/${order.items[0]!.id}`;
    const answers = await Promise.all([staffPost(t, staff.cookie, line, { outcome: 'picked' }), staffPost(t, other.cookie, line, { outcome: 'unavailable' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(parseBody(illegalMoveErrorSchema, loser).message).toBe('This line already has an outcome');
    const winner = answers.findIndex((r) => r.statusCode === 200);
    const [row] = await db.select().from(orderItems).where(eq(orderItems.id, order.items[0]!.id));
    expect(row!.outcome).toBe(winner === 0 ? 'picked' : 'unavailable');
    expect(row!.outcomeBy).toBe(winner === 0 ? staff.user.id : other.user.id);
  });
});

describe('tracking and cancelling, for the shopper', () => {
  it('another shopper’s order, or a missing one, is 404 (tracking, stream and cancel alike)', async () => {
    const owner = await shopper(t.database.db);
    const stranger = await shopper(t.database.db);
    const order = await placeOrder(t, owner.cookie, [tesco]);
    for (const [method, url] of [
      ['GET', `/api/orders/${order.id}/tracking`],
      ['GET', `/api/orders/${order.id}/tracking/stream`],
      ['POST', `/api/orders/${order.id}/cancel`],
      ['GET', `/api/orders/99999999/tracking`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: stranger.cookie } });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      parseBody(apiErrorSchema, res);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/tracking` })).statusCode).toBe(401);
    expect((await tracking(t, owner.cookie, order.id)).status).toBe('Order Confirmed');
  });

  it('a new order tracks as confirmed with estimated steps, and the shopper may cancel it (payment voided)', async () => {
    const { cookie, user } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tesco, aldi]);
    const before = await tracking(t, cookie, order.id);
    expect(before.canCancel).toBe(true);
    expect(before.agent).toBeNull();
    expect(before.steps.map((s) => s.state)).toEqual(['current', 'estimated', 'estimated', 'estimated', 'estimated', 'estimated']);
    expect(new Date(before.steps.at(-1)!.time!).getTime()).toBe(new Date(order.estimatedDelivery).getTime());
    // Estimated from the slot: the van leaves half an hour before it starts, the stores are collected before that.
    const slotStart = new Date(order.deliverySlot!.start).getTime();
    const outFor = Date.parse(before.steps.find((s) => s.title === 'Out for Delivery')!.time!);
    expect(slotStart - outFor).toBe(30 * 60_000);
    for (const step of before.steps.filter((s) => s.storeId !== null)) expect(step.time === null || Date.parse(step.time) < outFor).toBe(true);

    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const after = parseBody(orderTrackingSchema, res);
    expect(after).toMatchObject({ status: 'Cancelled', badge: 'Cancelled', canCancel: false, finalTotal: 0, refund: order.total });
    expect(after.steps.map((s) => s.title)).toEqual(['Order Confirmed', 'Cancelled']);
    expect((await authorisationOf(order.id)).status).toBe('voided');
    // The cancellation e-mail, to the account's address, says nothing will be charged of what was held (the total: nothing may cost more).
    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Your Everystore order ${order.orderNumber} has been cancelled`));
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    expect(mails[0]!.body).toContain(`Order total: ${formatPounds(order.total)}\nNothing will be charged: the ${formatPounds(order.total)} held on your card has been released in full.`);
    // Cancelled is final.
    expect((await staffPost(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`)).statusCode).toBe(409);
  });

  it('once a chain has started the shopper can no longer cancel (409); staff still can, with a reason', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [tesco, aldi]);
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/5/start`);
    expect((await tracking(t, cookie, order.id)).canCancel).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(res.statusCode).toBe(409);
    expect(parseBody(illegalMoveErrorSchema, res).message).toBe('Collection has started: this order can no longer be cancelled');
    expect((await authorisationOf(order.id)).status).toBe('authorised');

    const view = await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/cancel`, { reason: 'Delivery address unreachable' });
    expect(view.status).toBe('Cancelled');
    expect(view.steps.at(-1)).toMatchObject({ title: 'Cancelled', description: 'Cancelled by Everystore: Delivery address unreachable' });
    expect((await authorisationOf(order.id)).status).toBe('voided');
  });
});
