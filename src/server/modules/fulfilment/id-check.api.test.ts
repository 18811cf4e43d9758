import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { fulfilmentOrderSchema, illegalMoveErrorSchema } from '@/contracts/fulfilment';
import { orderDetailSchema, type OrderDetail } from '@/contracts/orders';
import { deliverySlotsSchema } from '@/contracts/delivery-slots';
import { linePricePence } from '@/domain/cart';
import { poundsToPence } from '@/domain/money';
import { emailOutbox, orderItems, orders, orderStatuses, paymentLedger, products } from '../../db/schema';
import { placeOrder, staffMember, staffMove, staffPost, tracking } from '../../test/fulfilment-factories';
import { shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { simulateFulfilment } from './simulate';

/**
 * Issue 38 at the door: delivering an order with age-restricted lines needs the ID check's answer; refused, those
 * lines go back, are not charged (the capture takes the rest, once), and the timeline and e-mail say so.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
let wine: ProductPick;
let bread: ProductPick;
let slot: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  staff = await staffMember(db, 'Priya');
  const columns = { id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent };
  const rows = await db.select(columns).from(products).where(inArray(products.name, ['Aldi Chilean Merlot', 'Aldi Wholemeal Bread'])).orderBy(asc(products.id));
  wine = rows.find((r) => r.name === 'Aldi Chilean Merlot')!;
  // Something of the same chain with no restriction.
  bread = rows.find((r) => r.name !== wine.name) ?? (await db.select(columns).from(products).where(eq(products.storeId, wine.storeId)).orderBy(asc(products.id)).limit(1))[0]!;
  const days = parseBody(deliverySlotsSchema, await t.app.inject({ method: 'GET', url: '/api/delivery-slots?option=standard' })).days;
  slot = days.flatMap((d) => d.slots).find((s) => s.available && s.label.startsWith('12:00'))!.id;
});
afterAll(() => t.close());

const base = (order: OrderDetail) => `/api/fulfilment/orders/${order.id}`;
const ledger = async (order: OrderDetail) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  return (await t.database.db.select().from(paymentLedger).where(eq(paymentLedger.authorisationId, row!.paymentAuthorisationId)).orderBy(asc(paymentLedger.id))).map((r) => [r.kind, r.amountPence]);
};
const deliveredRow = async (order: OrderDetail) =>
  (await t.database.db.select().from(orderStatuses).where(eq(orderStatuses.orderId, order.id)).orderBy(asc(orderStatuses.id))).find((r) => r.status === 'Delivered');

/** Two wines and a loaf, placed with a date of birth and the declaration, picked and taken to the door. */
async function atTheDoor() {
  const { cookie, user } = await shopper(t.database.db);
  const order = await placeOrder(t, cookie, [{ ...wine, quantity: 2 }, bread], { deliverySlot: slot, dateOfBirth: '1990-04-01', ageDeclaration: true });
  await staffMove(t, staff.cookie, `${base(order)}/chains/${wine.storeId}/start`);
  for (const item of order.items) await staffMove(t, staff.cookie, `${base(order)}/lines/${item.id}`, { outcome: 'picked' });
  await staffMove(t, staff.cookie, `${base(order)}/chains/${wine.storeId}/collect`);
  const view = await staffMove(t, staff.cookie, `${base(order)}/out-for-delivery`);
  return { order, cookie, user, view };
}

describe('the ID check at the door', () => {
  it('is asked for by the staff view, and delivering without it is 400 naming idCheck, nothing captured or written', async () => {
    const { order, view } = await atTheDoor();
    expect(view.idCheckRequired).toBe(true);
    expect(view.pickingLists[0]!.lines.find((l) => l.productId === wine.id)!.ageRestriction).toBe(18);
    for (const payload of [undefined, {}]) {
      const res = await staffPost(t, staff.cookie, `${base(order)}/deliver`, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(parseBody(apiErrorSchema, res).fields ?? {})).toEqual(['idCheck']);
    }
    expect(await ledger(order)).toEqual([]);
    expect(await deliveredRow(order)).toBeUndefined();
  });

  it.each([
    ['an unknown answer', { idCheck: 'looked old enough' }, 'idCheck'],
    ['an unknown field', { idCheck: 'id_checked', capturePence: 1 }, ''],
  ])('refuses %s with 400, changing nothing', async (_name, payload, field) => {
    const { order } = await atTheDoor();
    const res = await staffPost(t, staff.cookie, `${base(order)}/deliver`, payload);
    expect(res.statusCode).toBe(400);
    if (field) expect(Object.keys(parseBody(apiErrorSchema, res).fields ?? {})).toContain(field);
    expect(await ledger(order)).toEqual([]);
  });

  it('is staff only: a visitor is 401, the shopper themself 403, cross-site 403', async () => {
    const { order, cookie } = await atTheDoor();
    expect((await staffPost(t, null, `${base(order)}/deliver`, { idCheck: 'refused' })).statusCode).toBe(401);
    expect((await staffPost(t, cookie, `${base(order)}/deliver`, { idCheck: 'refused' })).statusCode).toBe(403);
    const crossSite = await t.app.inject({ method: 'POST', url: `${base(order)}/deliver`, payload: { idCheck: 'refused' }, headers: { cookie: staff.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect(await ledger(order)).toEqual([]);
  });

  it('ID checked: everything delivered and the final total captured, the timeline saying so', async () => {
    const { order } = await atTheDoor();
    const after = await staffMove(t, staff.cookie, `${base(order)}/deliver`, { idCheck: 'id_checked' });
    expect(after.status).toBe('Delivered');
    expect((await ledger(order)).filter(([kind]) => kind === 'capture')).toEqual([['capture', poundsToPence(order.total)]]);
    expect((await deliveredRow(order))!.description).toBe('Your order has been delivered. ID checked (Challenge 25)');
  });

  it('refused: the wine goes back uncharged, the rest is captured once, the shopper’s order, timeline and e-mail say so', async () => {
    const { order, cookie, user } = await atTheDoor();
    const winePence = linePricePence(wine) * 2;
    const expected = poundsToPence(order.total) - winePence;
    const [first, second] = await Promise.all([
      staffPost(t, staff.cookie, `${base(order)}/deliver`, { idCheck: 'refused' }),
      staffPost(t, staff.cookie, `${base(order)}/deliver`, { idCheck: 'refused' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const after = parseBody(fulfilmentOrderSchema, first!.statusCode === 200 ? first! : second!);
    expect(after.status).toBe('Delivered');
    expect(poundsToPence(after.finalTotal)).toBe(expected);
    expect(after.idCheckRequired).toBe(false);
    // A retried delivery step is refused, and never captures again.
    const retry = await staffPost(t, staff.cookie, `${base(order)}/deliver`, { idCheck: 'refused' });
    expect(retry.statusCode).toBe(409);
    expect(parseBody(illegalMoveErrorSchema, retry).code).toBe('illegal_move');
    // Captured once, the rest of the hold released: never more than was held.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(await ledger(order)).toEqual([
      ['capture', expected],
      ['release', row!.authorisedPence - expected],
    ]);
    expect((await t.database.db.select({ id: orderItems.id, refused: orderItems.refusedAtDoor }).from(orderItems).where(eq(orderItems.orderId, order.id))).map((r) => r.refused).sort()).toEqual([false, true]);

    const detail = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(poundsToPence(detail.finalTotal!)).toBe(expected);
    expect(detail.items.find((i) => i.productId === wine.id)).toMatchObject({ refusedAtDoor: true, finalTotal: 0 });
    const track = await tracking(t, cookie, order.id);
    expect(track.steps.some((s) => s.description?.includes('refused at the door (no valid ID / under age) and not charged: Aldi Chilean Merlot x2'))).toBe(true);
    const mails = (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email))).filter((m) => m.subject.includes('has been delivered'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Refused at the door (no valid ID / under age), not charged:');
    expect(mails[0]!.body).toContain(`2 x Aldi Chilean Merlot`);
  });

  it('asks nothing of an order without age-restricted lines', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [bread], { deliverySlot: slot });
    await staffMove(t, staff.cookie, `${base(order)}/chains/${bread.storeId}/start`);
    await staffMove(t, staff.cookie, `${base(order)}/lines/${order.items[0]!.id}`, { outcome: 'picked' });
    await staffMove(t, staff.cookie, `${base(order)}/chains/${bread.storeId}/collect`);
    expect((await staffMove(t, staff.cookie, `${base(order)}/out-for-delivery`)).idCheckRequired).toBe(false);
    expect((await staffMove(t, staff.cookie, `${base(order)}/deliver`)).status).toBe('Delivered');
    expect((await ledger(order)).filter(([kind]) => kind === 'capture')).toEqual([['capture', poundsToPence(order.total)]]);
  });
});

describe('the fulfilment simulator', () => {
  it('records both outcomes of the ID check: refused lines go back uncharged, checked ones are delivered', async () => {
    const deps = { db: t.database.db, payments: t.app.payments, mailer: t.app.mailer, logError: () => {} };
    const rates = { pauseMs: 0, seed: 7, unavailableRate: 0, substituteRate: 0 };
    const refusedShopper = await shopper(t.database.db);
    const refusedOrder = await placeOrder(t, refusedShopper.cookie, [wine, bread], { deliverySlot: slot, dateOfBirth: '1990-04-01', ageDeclaration: true });
    await simulateFulfilment(deps, { ...rates, idRefusedRate: 1 });
    const checkedShopper = await shopper(t.database.db);
    const checkedOrder = await placeOrder(t, checkedShopper.cookie, [wine, bread], { deliverySlot: slot, dateOfBirth: '1990-04-01', ageDeclaration: true });
    await simulateFulfilment(deps, { ...rates, idRefusedRate: 0 });

    expect((await deliveredRow(refusedOrder))!.description).toContain('refused at the door');
    expect((await ledger(refusedOrder))[0]).toEqual(['capture', poundsToPence(refusedOrder.total) - linePricePence(wine)]);
    expect((await deliveredRow(checkedOrder))!.description).toBe('Your order has been delivered. ID checked (Challenge 25)');
    expect((await ledger(checkedOrder))[0]).toEqual(['capture', poundsToPence(checkedOrder.total)]);
  });
});
