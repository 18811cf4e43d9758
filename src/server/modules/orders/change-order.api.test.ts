import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { cartSchema } from '@/contracts/cart';
import { apiErrorSchema } from '@/contracts/common';
import { orderChangeRefusedSchema, orderDetailSchema, paymentDeclinedErrorSchema, priceChangedErrorSchema, type ChangeOrderInput, type OrderDetail } from '@/contracts/orders';
import { addDays, slotsOfDay, ukDate } from '@/domain/delivery-slots';
import { penceToPounds } from '@/domain/money';
import { deliverySlots, emailOutbox, orders, paymentAuthorisations, paymentLedger, products } from '../../db/schema';
import { placeOrder, staffMember, staffMove } from '../../test/fulfilment-factories';
import { CARDS, orderBody, placeOrderRequest, productsFromChains, shopper, token, unitPounds, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * PATCH /api/orders/:id (issue 34): every rule and refusal, the money at the processor after each change, the
 * slots' counters, and the races (two changes, a change and a staff start, a slot move and a new order).
 */

let t: TestApp;
let picks: ProductPick[];
let spare: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  // Two lines from each of three chains: the first of each is ordered, the second added by a change.
  const chains = await productsFromChains(t.database.db, [1, 5, 7, 1, 5, 7]);
  picks = chains.slice(0, 3);
  spare = chains.slice(3);
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(t.app.deliverySlotSettings, { capacity: 20, cutoffHours: 12, now: () => new Date() });
});

let keys = 0;
const patch = (cookie: string | null, orderId: number, body: ChangeOrderInput | object, key: string | null = `change-${++keys}`, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}`,
    payload: body,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}), ...headers },
  });

/** The order's lines as a PATCH sends them, with a change applied. */
const linesOf = (order: OrderDetail) => order.items.map((i) => ({ productId: i.productId, quantity: i.quantity, price: i.price }));
const line = (p: ProductPick, quantity = 1) => ({ productId: p.id, quantity, price: unitPounds(p) });

/** A slot of the standard option on offer, `days` days on, other than the order's own. */
const slotOn = (days: number, index = 1) => slotsOfDay(addDays(ukDate(new Date()), days))[index]!;

const authorisationOf = async (order: OrderDetail) => {
  const [row] = await t.database.db.select({ authorisationId: orders.paymentAuthorisationId, authorisedPence: orders.authorisedPence, revision: orders.revision }).from(orders).where(eq(orders.id, order.id));
  const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, row!.authorisationId));
  return { ...row!, processorPence: auth!.amountPence, status: auth!.status };
};
const bookedIn = async (start: Date) => (await t.database.db.select({ booked: deliverySlots.booked }).from(deliverySlots).where(eq(deliverySlots.slotStart, start)))[0]?.booked ?? 0;

async function newShopperWithOrder(lines: ProductPick[] = picks, card?: string) {
  const s = await shopper(t.database.db);
  if (!card) return { ...s, order: await placeOrder(t, s.cookie, lines) };
  const res = await placeOrderRequest(t, s.cookie, orderBody(lines, { paymentToken: token(card) }));
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return { ...s, order: parseBody(orderDetailSchema, res) };
}

describe('changing an order before its cut-off', () => {
  it('adds, removes and changes lines, moves the slot and the notes: totals from the server, the hold follows, one e-mail, one timeline entry', async () => {
    const { user, cookie, order } = await newShopperWithOrder();
    expect(order.revision).toBe(1);
    expect(order.changeWindow).toMatchObject({ open: true, reason: null, lockedStores: [] });
    const before = await authorisationOf(order);
    const oldSlotStart = new Date(order.deliverySlot!.start);
    const bookedOld = await bookedIn(oldSlotStart);
    const to = slotOn(4);
    const bookedNew = await bookedIn(to.start);

    // Tesco's line up to 3, Waitrose's removed, Lidl's kept, a Tesco product added; a new slot and notes.
    const items = [line(picks[0]!, 3), line(picks[2]!), line(spare[0]!, 2)];
    const res = await patch(cookie, order.id, { items, deliverySlot: to.id, notes: 'Ring twice' });
    expect(res.statusCode).toBe(200);
    const changed = parseBody(orderDetailSchema, res);

    expect(changed.revision).toBe(2);
    expect(changed.amendedAt).not.toBeNull();
    expect(changed.items.map((i) => [i.productId, i.quantity]).sort()).toEqual(items.map((l) => [l.productId, l.quantity]).sort());
    const subtotalPence = items.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
    expect(Math.round(changed.subtotal * 100)).toBe(subtotalPence);
    expect(Math.round(changed.total * 100)).toBe(subtotalPence + 399);
    expect(changed.deliverySlot!.id).toBe(to.id);
    expect(changed.notes).toBe('Ring twice');
    expect(changed.history.map((h) => h.status)).toEqual(['Order Confirmed', 'Order Changed']);
    expect(changed.history[1]!.description).toContain(`Added 2 × ${spare[0]!.name} (Tesco)`);
    expect(changed.history[1]!.description).toContain(`Removed ${picks[1]!.name} (Waitrose)`);
    expect(changed.history[1]!.description).toContain(`New total £${changed.total.toFixed(2)} (was £${order.total.toFixed(2)})`);
    // The status stays where fulfilment has it.
    expect(changed.status).toBe('Order Confirmed');

    // The hold is the new worst case, at the processor as on the order.
    const after = await authorisationOf(changed);
    expect(after.authorisedPence).toBeGreaterThanOrEqual(Math.round(changed.total * 100));
    expect(after.processorPence).toBe(after.authorisedPence);
    expect(after.authorisationId).toBe(before.authorisationId);
    // The old slot's place was given back and the new one taken.
    expect(await bookedIn(oldSlotStart)).toBe(bookedOld - 1);
    expect(await bookedIn(to.start)).toBe(bookedNew + 1);

    const mails = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email)).orderBy(desc(emailOutbox.id));
    expect(mails[0]!.subject).toBe(`Your order has changed: ${order.orderNumber}`);
    expect(mails[0]!.body).toContain(`Removed ${picks[1]!.name} (Waitrose)`);
    expect(mails[0]!.body).toContain(`New total (including VAT): £${changed.total.toFixed(2)} (was £${order.total.toFixed(2)})`);

    // GET answers the same order.
    const got = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(got).toEqual(changed);
  });

  it('asks the card for more when the order grows and releases the difference when it shrinks, recorded at the processor', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const start = await authorisationOf(order);
    const grown = parseBody(orderDetailSchema, await patch(cookie, order.id, { items: [...linesOf(order), line(spare[1]!, 4)] }));
    const up = await authorisationOf(grown);
    expect(up.authorisedPence).toBeGreaterThan(start.authorisedPence);
    expect(up.processorPence).toBe(up.authorisedPence);
    const shrunk = parseBody(orderDetailSchema, await patch(cookie, order.id, { items: [line(picks[0]!)] }));
    const down = await authorisationOf(shrunk);
    expect(down.authorisedPence).toBeLessThan(start.authorisedPence);
    expect(down.processorPence).toBe(down.authorisedPence);
    const ledger = await t.database.db.select({ kind: paymentLedger.kind, amountPence: paymentLedger.amountPence }).from(paymentLedger).where(eq(paymentLedger.authorisationId, start.authorisationId)).orderBy(paymentLedger.id);
    expect(ledger).toEqual([
      { kind: 'increment', amountPence: up.authorisedPence - start.authorisedPence },
      { kind: 'release', amountPence: up.authorisedPence - down.authorisedPence },
    ]);
  });

  it('keeps the price a line was ordered at while its quantity does not grow, and charges today’s price for more', async () => {
    const { cookie, order } = await newShopperWithOrder([{ ...picks[0]!, quantity: 3 } as ProductPick]);
    const ordered = order.items[0]!;
    // The shelf price moves after the order.
    const [product] = await t.database.db.select().from(products).where(eq(products.id, ordered.productId));
    await t.database.db.update(products).set({ pricePence: product!.pricePence + 50, discountPercent: 0 }).where(eq(products.id, ordered.productId));
    try {
      // Fewer, at the ordered price: accepted.
      const fewer = await patch(cookie, order.id, { items: [{ productId: ordered.productId, quantity: 2, price: ordered.price }] });
      expect(fewer.statusCode).toBe(200);
      // More at the ordered price: 409 with today's price; then at today's price: accepted.
      const more = await patch(cookie, order.id, { items: [{ productId: ordered.productId, quantity: 4, price: ordered.price }] });
      expect(more.statusCode).toBe(409);
      const refusal = parseBody(priceChangedErrorSchema, more);
      expect(refusal.changes).toEqual([{ productId: ordered.productId, name: ordered.name, expected: ordered.price, current: penceToPounds(product!.pricePence + 50) }]);
      const atToday = await patch(cookie, order.id, { items: [{ productId: ordered.productId, quantity: 4, price: penceToPounds(product!.pricePence + 50) }] });
      expect(atToday.statusCode).toBe(200);
      expect(parseBody(orderDetailSchema, atToday).items[0]!.price).toBe(penceToPounds(product!.pricePence + 50));
    } finally {
      await t.database.db.update(products).set({ pricePence: product!.pricePence, discountPercent: product!.discountPercent }).where(eq(products.id, ordered.productId));
    }
  });

  it('replays the same key and body, refuses the key with another body (422), and writes nothing for a change that changes nothing', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const body = { items: [...linesOf(order), line(spare[0]!)] };
    const first = await patch(cookie, order.id, body, 'same-change');
    const again = await patch(cookie, order.id, body, 'same-change');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await authorisationOf(order)).revision).toBe(2);
    const other = await patch(cookie, order.id, { notes: 'something else' }, 'same-change');
    expect(other.statusCode).toBe(422);
    const same = await patch(cookie, order.id, { items: body.items, notes: order.notes });
    expect(same.statusCode).toBe(200);
    expect(parseBody(orderDetailSchema, same).revision).toBe(2);
  });

  it('remembers a line’s substitution choice for the shopper’s next basket line of that product', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const items = linesOf(order).map((l) => (l.productId === picks[2]!.id ? { ...l, substitution: { kind: 'none' as const }, rememberSubstitution: true } : l));
    const res = await patch(cookie, order.id, { items });
    expect(res.statusCode).toBe(200);
    expect(parseBody(orderDetailSchema, res).items.find((i) => i.productId === picks[2]!.id)!.substitution).toEqual({ kind: 'none' });
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: picks[2]!.id, quantity: 1 }, headers: { cookie } });
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId: picks[0]!.id, quantity: 1 }, headers: { cookie } });
    const cart = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(cart.items.find((i) => i.product.id === picks[2]!.id)!.substitution).toEqual({ kind: 'none' });
    expect(cart.items.find((i) => i.product.id === picks[0]!.id)!.substitution).toEqual({ kind: 'best_match' });
  });
});

describe('when an order can no longer be changed', () => {
  it('refuses a change and a cancel after the slot’s cut-off (409 too_late, with the order), changing nothing', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const cutoff = new Date(order.deliverySlot!.start).getTime() - 12 * 3600_000;
    t.app.deliverySlotSettings.now = () => new Date(cutoff + 1000);
    const res = await patch(cookie, order.id, { notes: 'too late' });
    expect(res.statusCode).toBe(409);
    const refusal = parseBody(orderChangeRefusedSchema, res);
    expect(refusal.code).toBe('too_late');
    expect(refusal.message).toMatch(/^Too late to change this order: changes closed at \d\d:\d\d/);
    expect(refusal.order.changeWindow!.open).toBe(false);
    expect(refusal.order.notes).toBe(order.notes);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })).json() as { orders: OrderDetail[] };
    expect(listed.orders[0]!.changeWindow!.open).toBe(false);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'too_late', message: expect.stringMatching(/^Too late to cancel this order: changes closed at/) });
    // A second before the cut-off both are still open.
    t.app.deliverySlotSettings.now = () => new Date(cutoff - 1000);
    expect((await patch(cookie, order.id, { notes: 'just in time' })).statusCode).toBe(200);
  });

  it('locks a chain once staff start picking it, leaving the other chains open; refuses once every chain has started', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const staff = await staffMember(t.database.db);
    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    const got = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(got.changeWindow).toMatchObject({ open: true, lockedStores: [{ storeId: 1, storeName: 'Tesco', message: 'Tesco is already picking your order' }] });

    for (const items of [
      linesOf(order).map((l) => (l.productId === picks[0]!.id ? { ...l, quantity: 2 } : l)), // a Tesco line changed
      linesOf(order).filter((l) => l.productId !== picks[0]!.id), // a Tesco line removed
      [...linesOf(order), line(spare[0]!)], // a Tesco line added
    ]) {
      const res = await patch(cookie, order.id, { items });
      expect(res.statusCode).toBe(409);
      const refusal = parseBody(orderChangeRefusedSchema, res);
      expect(refusal).toMatchObject({ code: 'store_locked', message: 'Tesco is already picking your order', storeIds: [1] });
    }
    // Waitrose's line can still go, and Lidl's grow.
    const items = linesOf(order)
      .filter((l) => l.productId !== picks[1]!.id)
      .map((l) => (l.productId === picks[2]!.id ? { ...l, quantity: 2 } : l));
    expect((await patch(cookie, order.id, { items })).statusCode).toBe(200);

    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/7/start`);
    const res = await patch(cookie, order.id, { notes: 'one more thing' });
    expect(res.statusCode).toBe(409);
    expect(parseBody(orderChangeRefusedSchema, res).message).toBe('Too late to change this order: every store has started picking it');
  });

  it('refuses a cancelled order', async () => {
    const { cookie, order } = await newShopperWithOrder();
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } })).statusCode).toBe(200);
    const res = await patch(cookie, order.id, { notes: 'after all' });
    expect(res.statusCode).toBe(409);
    expect(parseBody(orderChangeRefusedSchema, res).message).toBe('Too late to change this order: it has been cancelled');
  });

  it('leaves the order and the hold as they were when the card declines the extra', async () => {
    const { cookie, order } = await newShopperWithOrder(picks, CARDS.noIncrease);
    const before = await authorisationOf(order);
    const res = await patch(cookie, order.id, { items: [...linesOf(order), line(spare[1]!, 3)] });
    expect(res.statusCode).toBe(402);
    const needed = (await authorisationOf(order)).authorisedPence;
    expect(needed).toBe(before.authorisedPence);
    expect(parseBody(paymentDeclinedErrorSchema, res).message).toMatch(/^Your card declined the extra £\d+\.\d\d$/);
    expect(await authorisationOf(order)).toEqual(before);
    // Smaller is always possible with that card.
    expect((await patch(cookie, order.id, { items: [line(picks[0]!)] })).statusCode).toBe(200);
  });

  it('refuses a move into a full slot, keeping the old one booked', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const full = slotOn(5, 2);
    await t.database.db.insert(deliverySlots).values({ slotStart: full.start, capacity: 20, booked: 20 }).onConflictDoUpdate({ target: deliverySlots.slotStart, set: { booked: 20, capacity: 20 } });
    const oldStart = new Date(order.deliverySlot!.start);
    const bookedOld = await bookedIn(oldStart);
    const res = await patch(cookie, order.id, { deliverySlot: full.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'slot_unavailable' });
    expect(await bookedIn(oldStart)).toBe(bookedOld);
    expect(await bookedIn(full.start)).toBe(20);
  });
});

describe('who may change an order, and with what', () => {
  it('answers a visitor 401, another shopper 404, a cross-site request 403 and a missing key 400, changing nothing', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const other = await shopper(t.database.db);
    expect((await patch(null, order.id, { notes: 'x' })).statusCode).toBe(401);
    expect((await patch(other.cookie, order.id, { notes: 'x' })).statusCode).toBe(404);
    expect((await patch(other.cookie, 999_999, { notes: 'x' })).statusCode).toBe(404);
    expect((await patch(cookie, order.id, { notes: 'x' }, 'cross', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(403);
    const noKey = await patch(cookie, order.id, { notes: 'x' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, noKey).message).toBe('Idempotency-Key is required to change an order');
    expect((await authorisationOf(order)).revision).toBe(1);
  });

  it('refuses a tampered or malformed body with a 400 naming the field', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const cases: [object, RegExp][] = [
      [{}, /items, deliverySlot or notes is required/],
      [{ items: [] }, /items must not be empty/],
      [{ items: [{ ...line(picks[0]!), quantity: 0 }] }, /quantity must be at least 1/],
      [{ items: [line(picks[0]!), line(picks[0]!)] }, /listed twice/],
      [{ items: [{ productId: 987_654, quantity: 1, price: 1 }] }, /items\.0\.productId: product 987654 not found/],
      [{ notes: 'x', total: 0.01 }, /Unknown field: total/],
      [{ notes: 'x', userId: 1 }, /Unknown field: userId/],
      [{ deliverySlot: 'tomorrow' }, /deliverySlot must be a slot id/],
      [{ notes: 'x'.repeat(501) }, /notes is too long/],
    ];
    for (const [body, message] of cases) {
      const res = await patch(cookie, order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(parseBody(apiErrorSchema, res).message).toMatch(message);
    }
    // A lower price than the shop's is a 409 with today's price, not a cheaper order.
    const cheap = await patch(cookie, order.id, { items: [{ ...line(picks[0]!), price: 0.01 }] });
    expect(cheap.statusCode).toBe(409);
    expect(parseBody(priceChangedErrorSchema, cheap).changes[0]!.current).toBe(unitPounds(picks[0]!));
    expect((await authorisationOf(order)).revision).toBe(1);
  });
});

describe('races', () => {
  it('two changes from two tabs end with one consistent order; a loser gets 409 with the order as it is', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const a = { items: [...linesOf(order), line(spare[0]!, 2)] };
    const b = { items: [line(picks[0]!)] };
    const answers = await Promise.all([patch(cookie, order.id, a), patch(cookie, order.id, b)]);
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(parseBody(orderChangeRefusedSchema, r).code).toBe('order_busy');
    }
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const final = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(final.revision).toBe(1 + ok.length);
    // The order is exactly one of the two lists, and its hold at the processor is the order's.
    const ids = final.items.map((i) => i.productId).sort();
    expect([a.items.map((l) => l.productId).sort(), b.items.map((l) => l.productId).sort()]).toContainEqual(ids);
    const money = await authorisationOf(order);
    expect(money.processorPence).toBe(money.authorisedPence);
    expect(money.authorisedPence).toBeGreaterThanOrEqual(Math.round(final.total * 100));
  });

  it('a change and a staff start of the same chain at once: either the change lands first or it is refused as locked', async () => {
    const { cookie, order } = await newShopperWithOrder();
    const staff = await staffMember(t.database.db);
    const items = linesOf(order).map((l) => (l.productId === picks[0]!.id ? { ...l, quantity: 5 } : l));
    const [change, start] = await Promise.all([
      patch(cookie, order.id, { items }),
      t.app.inject({ method: 'POST', url: `/api/fulfilment/orders/${order.id}/chains/1/start`, headers: { cookie: staff.cookie } }),
    ]);
    expect(start.statusCode).toBe(200);
    const final = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    const tesco = final.items.find((i) => i.productId === picks[0]!.id)!;
    if (change.statusCode === 200) {
      expect(final.revision).toBe(2);
      expect(tesco.quantity).toBe(5);
    } else {
      expect(change.statusCode).toBe(409);
      expect(parseBody(orderChangeRefusedSchema, change).code).toMatch(/^(store_locked|order_busy)$/);
      expect(final.revision).toBe(1);
      expect(tesco.quantity).toBe(1);
    }
    const money = await authorisationOf(order);
    expect(money.processorPence).toBe(money.authorisedPence);
  });

  it('a slot move into the last place, raced by a new order for it: one gets it, the other is refused, the counter exact', async () => {
    t.app.deliverySlotSettings.capacity = 20;
    const mover = await newShopperWithOrder();
    const target = slotOn(6, 3);
    await t.database.db.insert(deliverySlots).values({ slotStart: target.start, capacity: 20, booked: 19 }).onConflictDoUpdate({ target: deliverySlots.slotStart, set: { booked: 19, capacity: 20 } });
    const other = await shopper(t.database.db);
    const [move, placed] = await Promise.all([
      patch(mover.cookie, mover.order.id, { deliverySlot: target.id }),
      placeOrderRequest(t, other.cookie, orderBody([picks[0]!], { deliverySlot: target.id })),
    ]);
    const winners = [move.statusCode === 200, placed.statusCode === 201].filter(Boolean).length;
    expect(winners).toBe(1);
    expect([move.statusCode, placed.statusCode]).toContain(409);
    expect(await bookedIn(target.start)).toBe(20);
    const [row] = await t.database.db.select({ slot: orders.deliverySlotStart }).from(orders).where(and(eq(orders.id, mover.order.id)));
    expect(row!.slot!.getTime() === target.start.getTime()).toBe(move.statusCode === 200);
  });
});

describe('picking and the timeline see the current revision', () => {
  it('the staff order shows the changed lines and its revision', async () => {
    const { cookie, order } = await newShopperWithOrder();
    await patch(cookie, order.id, { items: [...linesOf(order), line(spare[2]!)] });
    const staff = await staffMember(t.database.db);
    const view = await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/7/start`);
    expect(view.revision).toBe(2);
    const lidl = view.pickingLists.find((c) => c.storeId === 7)!;
    expect(lidl.lines.map((l) => l.productId).sort()).toEqual([picks[2]!.id, spare[2]!.id].sort());
    const changed = view.steps.find((s) => s.title === 'Order Changed')!;
    expect(changed.state).toBe('done');
    expect(changed.description).toContain(`Added 1 × ${spare[2]!.name} (Lidl)`);
  });
});
