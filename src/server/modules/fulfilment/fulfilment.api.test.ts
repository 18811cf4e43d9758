import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfilmentOrderListSchema, fulfilmentOrderSchema } from '@/contracts/fulfilment';
import { orderDetailSchema } from '@/contracts/orders';
import { linePricePence } from '@/domain/cart';
import { emailOutbox, orders, paymentAuthorisations } from '../../db/schema';
import { placeOrder, staffMember, staffMove, tracking } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A full order life driven through the staff routes, on PGlite (and PostgreSQL with TEST_DB=postgres). */

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

const pence = (pounds: number) => Math.round(pounds * 100);

describe('an order worked chain by chain', () => {
  it('goes from confirmed to delivered with one substitution and one unavailable line; tracking shows the final total and refund', async () => {
    const { db } = t.database;
    const { cookie, user } = await shopper(db);
    const order = await placeOrder(t, cookie, [
      { ...tescoA, quantity: 2, substitution: { kind: 'other_store', capPence: 500 } },
      tescoB,
      { ...other, substitution: { kind: 'none' } },
    ]);
    expect(order.items.map((i) => i.substitution)).toEqual([{ kind: 'other_store', capPence: 500 }, { kind: 'best_match' }, { kind: 'none' }]);
    const lineA = order.items.find((i) => i.productId === tescoA.id)!;
    const lineB = order.items.find((i) => i.productId === tescoB.id)!;
    const lineOther = order.items.find((i) => i.productId === other.id)!;
    const base = `/api/fulfilment/orders/${order.id}`;

    const list = parseBody(fulfilmentOrderListSchema, await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders', headers: { cookie: staff.cookie } }));
    const listed = list.find((o) => o.id === order.id)!;
    expect(listed.chains).toEqual([
      { storeId: 1, storeName: 'Tesco', state: 'pending' },
      { storeId: 5, storeName: expect.any(String), state: 'pending' },
    ]);
    expect(listed.itemCount).toBe(4);
    expect(listed.deliveryPostcode).toBe('EH1 3DX');

    let view = parseBody(fulfilmentOrderSchema, await t.app.inject({ method: 'GET', url: base, headers: { cookie: staff.cookie } }));
    expect(view.pickingLists.map((p) => [p.storeId, p.state])).toEqual([
      [1, 'pending'],
      [5, 'pending'],
    ]);
    expect(view.pickingLists[0]!.branchAddress).toMatch(/\w+, \w+/);
    expect(view.can).toEqual({ outForDelivery: false, deliver: false, cancel: true });

    view = await staffMove(t, staff.cookie, `${base}/chains/1/start`);
    expect(view.status).toBe('Collecting from Tesco');
    const tesco = view.pickingLists[0]!;
    expect(tesco.state).toBe('collecting');
    const sorted = [...tesco.lines].sort((x, y) => x.category.localeCompare(y.category) || x.name.localeCompare(y.name));
    expect(tesco.lines.map((l) => l.id)).toEqual(sorted.map((l) => l.id));
    const pickA = tesco.lines.find((l) => l.id === lineA.id)!;
    expect(pickA.suggestions.length).toBeGreaterThan(0);
    // Every suggestion within the cap: at most (price paid + 500p) a unit for the two ordered.
    const cap = (pence(lineA.price) + 500) * 2;
    for (const s of pickA.suggestions) expect(pence(s.price) * s.maxQuantity).toBeLessThanOrEqual(cap);
    // Same chain first.
    const firstOther = pickA.suggestions.findIndex((s) => s.storeId !== 1);
    if (firstOther >= 0) expect(pickA.suggestions.slice(firstOther).every((s) => s.storeId !== 1)).toBe(true);

    const sub = pickA.suggestions[0]!;
    view = await staffMove(t, staff.cookie, `${base}/lines/${lineA.id}`, { outcome: 'substituted', productId: sub.productId, quantity: 1 });
    expect(view.pickingLists[0]!.lines.find((l) => l.id === lineA.id)!).toMatchObject({ outcome: 'substituted', substitute: { productId: sub.productId, quantity: 1, price: sub.price } });
    view = await staffMove(t, staff.cookie, `${base}/lines/${lineB.id}`, { outcome: 'picked' });
    view = await staffMove(t, staff.cookie, `${base}/chains/1/collect`);
    expect(view.pickingLists[0]!.state).toBe('collected');

    view = await staffMove(t, staff.cookie, `${base}/chains/5/start`);
    expect(view.pickingLists[1]!.lines[0]!.suggestions).toEqual([]); // "Don't substitute"
    view = await staffMove(t, staff.cookie, `${base}/lines/${lineOther.id}`, { outcome: 'unavailable' });
    view = await staffMove(t, staff.cookie, `${base}/chains/5/collect`);
    expect(view.can.outForDelivery).toBe(true);
    view = await staffMove(t, staff.cookie, `${base}/out-for-delivery`);
    expect(view.can).toEqual({ outForDelivery: false, deliver: true, cancel: true });
    view = await staffMove(t, staff.cookie, `${base}/deliver`);
    expect(view.status).toBe('Delivered');

    const originalPence = pence(order.total);
    const finalPence = originalPence - pence(lineA.price) * 2 - pence(lineOther.price) + pence(sub.price);
    const track = await tracking(t, cookie, order.id);
    expect(track.status).toBe('Delivered');
    expect(track.badge).toBe('Delivered');
    expect(track.steps.map((s) => [s.title, s.state])).toEqual([
      ['Order Confirmed', 'done'],
      ['Collection in Progress', 'done'],
      ['Collecting from Tesco', 'done'],
      [`Collecting from ${listed.chains[1]!.storeName}`, 'done'],
      ['Out for Delivery', 'done'],
      ['Delivered', 'done'],
    ]);
    expect(track.lines.map((l) => [l.id, l.outcome, l.finalTotal])).toEqual([
      [lineA.id, 'substituted', sub.price],
      [lineB.id, 'picked', lineB.price],
      [lineOther.id, 'unavailable', 0],
    ]);
    expect(track.lines[0]!.substitute).toMatchObject({ productId: sub.productId, name: sub.name, storeId: sub.storeId, quantity: 1, price: sub.price });
    expect(pence(track.originalTotal)).toBe(originalPence);
    expect(pence(track.finalTotal)).toBe(finalPence);
    expect(pence(track.refund)).toBe(originalPence - finalPence);
    expect(pence(track.subtotal) + pence(track.deliveryFee)).toBe(finalPence);
    expect(track.canCancel).toBe(false);
    expect(track.agent).toEqual({ name: 'Priya' });

    // The order's history is the timeline: chain rows at the branch, the last two at the delivery postcode.
    const detail = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(detail.status).toBe('Delivered');
    expect(detail.history.map((h) => h.status)).toEqual([
      'Order Confirmed',
      'Collection in Progress',
      'Collecting from Tesco',
      'Collected from Tesco',
      `Collecting from ${listed.chains[1]!.storeName}`,
      `Collected from ${listed.chains[1]!.storeName}`,
      'Out for Delivery',
      'Delivered',
    ]);
    expect(detail.history[2]!.location).toBe(view.pickingLists[0]!.branchAddress);
    expect(detail.history.slice(-2).map((h) => h.location)).toEqual(['EH1 3DX', 'EH1 3DX']);

    // The final total is what is charged; the rest of the authorisation is released.
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, row!.paymentAuthorisationId));
    expect(auth).toMatchObject({ status: 'captured', capturedPence: finalPence });

    // E-mails when it left and when it arrived, with the substitution and the refund; the fulfilment ones to the account's address.
    const mails = await t.database.db.select().from(emailOutbox).orderBy(emailOutbox.id);
    const ours = mails.filter((m) => m.subject.includes(order.orderNumber));
    expect(ours.slice(1).map((m) => m.to)).toEqual([user.email, user.email]);
    expect(ours.map((m) => m.subject)).toEqual([
      `Your Everystore order ${order.orderNumber} is confirmed`,
      `Your Everystore order ${order.orderNumber} is out for delivery`,
      `Your Everystore order ${order.orderNumber} has been delivered`,
    ]);
    // The confirmation names the booked slot as the order does.
    expect(order.deliverySlot).not.toBeNull();
    expect(ours[0]!.body).toContain(`Delivery slot: ${order.deliverySlot!.label}`);
    for (const mail of ours.slice(1)) {
      expect(mail.body).toContain(`-> 1 x ${sub.name}`);
      expect(mail.body).toContain(`Unavailable (refunded):\n  1 x ${lineOther.name}`);
      expect(mail.body).toContain(`Refund: £${((originalPence - finalPence) / 100).toFixed(2)}`);
    }

    // Delivered is the end: nothing moves it again.
    const again = await t.app.inject({ method: 'POST', url: `${base}/deliver`, headers: { cookie: staff.cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order has been delivered', code: 'illegal_move' });
  });

  it('suggests for "Best match" only from the same chain, at no more than the price paid', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await placeOrder(t, cookie, [{ ...tescoA, quantity: 3 }]);
    const view = await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    const line = view.pickingLists[0]!.lines[0]!;
    for (const s of line.suggestions) {
      expect(s.storeId).toBe(1);
      expect(pence(s.price) * s.maxQuantity).toBeLessThanOrEqual(pence(line.price) * 3);
    }
    expect(linePricePence(tescoA)).toBe(pence(line.price));
  });

  it('lists open orders soonest delivery first, and all orders with view=all', async () => {
    const { cookie } = await shopper(t.database.db);
    const express = await placeOrder(t, cookie, [tescoB]);
    await t.database.db.update(orders).set({ estimatedDelivery: new Date(Date.now() + 3600_000) }).where(eq(orders.id, express.id));
    const open = parseBody(fulfilmentOrderListSchema, await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders?view=open', headers: { cookie: staff.cookie } }));
    expect(open[0]!.id).toBe(express.id);
    const times = open.map((o) => new Date(o.estimatedDelivery).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(open.every((o) => o.status !== 'Delivered' && o.status !== 'Cancelled')).toBe(true);
    const all = parseBody(fulfilmentOrderListSchema, await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders?view=all', headers: { cookie: staff.cookie } }));
    expect(all.some((o) => o.status === 'Delivered')).toBe(true);
  });
});
