import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/contracts/common';
import { deliverySlotsSchema, slotUnavailableErrorSchema, type DeliverySlots } from '@/contracts/delivery-slots';
import { fulfilmentOrderListSchema } from '@/contracts/fulfilment';
import { orderDetailSchema } from '@/contracts/orders';
import { paymentAuthorisations } from '../../db/schema';
import { staffMember } from '../../test/fulfilment-factories';
import { orderBody, orderTableCounts, placeOrderRequest, productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let pick: ProductPick;

beforeAll(async () => {
  t = await createTestApp();
  pick = (await productsFromChains(t.database.db, [1]))[0]!;
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test starts from the shipped settings and the real clock.
  Object.assign(t.app.deliverySlotSettings, { capacity: 20, cutoffHours: 12, now: () => new Date() });
  // A few shoppers fill whole slots here: the account limits (orders/account-limits.api.test.ts) are out of the way.
  Object.assign(t.app.orderLimits, { perHour: 1000, openPerDay: 1000 });
});

async function slots(query: string): Promise<DeliverySlots> {
  const res = await t.app.inject({ method: 'GET', url: `/api/delivery-slots?${query}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return parseBody(deliverySlotsSchema, res);
}

/** The standard option's slots on one later day (each test its own day, so their bookings do not meet). */
async function standardDay(index: number) {
  const answer = await slots('option=standard');
  return answer.days[index]!;
}

const order = (cookie: string, slot: string | undefined, over: Parameters<typeof orderBody>[1] = {}) =>
  placeOrderRequest(t, cookie, orderBody([pick], { ...(slot ? { deliverySlot: slot } : {}), ...over }), randomUUID());

const bookedIn = async (slotStart: string) => {
  const res = (await t.database.db.execute(sql`SELECT booked FROM delivery_slots WHERE slot_start = ${slotStart}::timestamptz`)) as unknown as { rows: { booked: number }[] };
  return Number(res.rows[0]?.booked ?? 0);
};
const ordersIn = async (slotStart: string) => {
  const res = (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE delivery_slot_start = ${slotStart}::timestamptz`)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
};

describe('GET /api/delivery-slots', () => {
  it('offers express tomorrow and standard from the second day to a week ahead, 7 two-hour slots a day, to visitors too', async () => {
    const express = await slots('option=express&postcode=eh13dx');
    expect(express).toMatchObject({ option: 'express', postcode: 'EH1 3DX', covered: true, district: { district: 'EH1' }, message: null, cutoffHours: 12 });
    expect(express.days).toHaveLength(1);
    expect(express.days[0]!.slots.map((s) => s.label)).toEqual(['08:00–10:00', '10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00', '18:00–20:00', '20:00–22:00']);
    // Tomorrow's last slot always closes tomorrow morning, so it is always still open.
    expect(express.days[0]!.slots.at(-1)).toMatchObject({ status: 'available', available: true, remaining: 20 });

    const standard = await slots('option=standard');
    expect(standard.days).toHaveLength(6);
    expect(standard.postcode).toBeNull();
    const tomorrow = new Date(`${express.days[0]!.date}T12:00:00Z`).getTime();
    expect(standard.days.map((d) => (new Date(`${d.date}T12:00:00Z`).getTime() - tomorrow) / 86_400_000)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const s of standard.days[0]!.slots) expect(new Date(s.end).getTime() - new Date(s.start).getTime()).toBe(2 * 3600_000);
  });

  it('says before checkout that a postcode outside the delivery area is not covered', async () => {
    const answer = await slots('option=standard&postcode=SW1A%201AA');
    expect(answer).toMatchObject({ covered: false, postcode: 'SW1A 1AA', days: [], district: null });
    expect(answer.message).toMatch(/don't deliver to SW1A 1AA/);
  });

  it('refuses a bad option or postcode with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['option=next-week', 'option'],
      ['', 'option'],
      ['option=standard&postcode=NOT%20A%20CODE', 'postcode'],
      ['option=standard&postcode=' + 'E'.repeat(500), 'postcode'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/delivery-slots?${query}` });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(parseBody(apiErrorSchema, res).fields ?? {})).toContain(field);
    }
  });
});

describe('booking a slot with an order', () => {
  it('carries the slot on the order, promises its end, and counts it off the slot', async () => {
    const { cookie } = await shopper(t.database.db);
    const slot = (await standardDay(0)).slots[2]!;
    const res = await order(cookie, slot.id);
    expect(res.statusCode).toBe(201);
    const placed = parseBody(orderDetailSchema, res);
    expect(placed.deliverySlot).toMatchObject({ id: slot.id, start: slot.start, end: slot.end });
    expect(placed.deliverySlot!.label).toMatch(/^\w{3} \d{1,2} \w{3}, 12:00–14:00$/);
    expect(placed.estimatedDelivery).toBe(slot.end);

    const again = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}`, headers: { cookie } });
    expect(parseBody(orderDetailSchema, again).deliverySlot?.id).toBe(slot.id);
    const tracking = await t.app.inject({ method: 'GET', url: `/api/orders/${placed.id}/tracking`, headers: { cookie } });
    expect(tracking.json<{ estimatedDelivery: string }>().estimatedDelivery).toBe(slot.end);
    expect((await standardDay(0)).slots[2]!.remaining).toBe(slot.remaining - 1);
  });

  it('takes exactly its capacity from 30 parallel orders (20 placed, 10 refused with 409), and nothing of the refused ones stays', async () => {
    // Thirty shoppers (each order is its shopper's basket).
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => shopper(t.database.db)));
    const slot = (await standardDay(1)).slots[0]!;
    const before = await orderTableCounts(t.database.db);
    const results = await Promise.all(shoppers.map((s) => order(s.cookie, slot.id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      const body = parseBody(slotUnavailableErrorSchema, r);
      expect(body).toMatchObject({ code: 'slot_unavailable', slot: slot.id });
      expect(body.message).toMatch(/is now full/);
    }
    expect(await bookedIn(slot.start)).toBe(20);
    expect(await ordersIn(slot.start)).toBe(20);
    expect((await orderTableCounts(t.database.db)).orders - before.orders).toBe(20);
    // Every refused order's authorisation was voided (or never made: the slot was seen full before paying).
    const authorised = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.status, 'authorised'));
    expect(authorised.length).toBe((await orderTableCounts(t.database.db)).orders);
    const view = (await standardDay(1)).slots[0]!;
    expect(view).toMatchObject({ status: 'full', available: false, remaining: 0 });
  });

  it('refuses a full slot with 409 before charging, and gives the place back when an order is cancelled', async () => {
    t.app.deliverySlotSettings.capacity = 1;
    const a = await shopper(t.database.db);
    const b = await shopper(t.database.db);
    const slot = (await standardDay(2)).slots[3]!;
    const first = await order(a.cookie, slot.id);
    expect(first.statusCode).toBe(201);
    const before = await orderTableCounts(t.database.db);
    const authsBefore = (await t.database.db.select().from(paymentAuthorisations)).length;

    const second = await order(b.cookie, slot.id);
    expect(second.statusCode).toBe(409);
    expect(parseBody(slotUnavailableErrorSchema, second).message).toMatch(/^The delivery slot \w{3} \d{1,2} \w{3}, 14:00–16:00 is now full/);
    expect((await orderTableCounts(t.database.db)).orders).toBe(before.orders);
    expect((await t.database.db.select().from(paymentAuthorisations)).length).toBe(authsBefore);
    expect((await standardDay(2)).slots[3]).toMatchObject({ status: 'full', available: false });

    const placed = parseBody(orderDetailSchema, first);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.id}/cancel`, headers: { cookie: a.cookie } });
    expect(cancel.statusCode).toBe(200);
    expect(await bookedIn(slot.start)).toBe(0);
    expect((await order(b.cookie, slot.id)).statusCode).toBe(201);
  });

  it('closes a slot at its cut-off (12 hours before it starts)', async () => {
    const { cookie } = await shopper(t.database.db);
    // Tomorrow's 08:00 express slot, seen from 20:00:01 and from 19:00 the evening before.
    const slot = (await slots('option=express')).days[0]!.slots[0]!;
    const express = { deliveryOption: 'express' } as const;
    t.app.deliverySlotSettings.now = () => new Date(new Date(slot.start).getTime() - 12 * 3600_000 + 1000);
    const res = await order(cookie, slot.id, express);
    expect(res.statusCode).toBe(409);
    expect(parseBody(slotUnavailableErrorSchema, res).message).toMatch(/has closed for orders/);
    t.app.deliverySlotSettings.now = () => new Date(new Date(slot.start).getTime() - 13 * 3600_000);
    expect((await order(cookie, slot.id, express)).statusCode).toBe(201);
  });

  it('books the earliest available slot when the order names none (section 7’s payload)', async () => {
    t.app.deliverySlotSettings.capacity = 1;
    const { cookie } = await shopper(t.database.db);
    const express = (await slots('option=express')).days[0]!.slots.filter((s) => s.available);
    const first = parseBody(orderDetailSchema, await order(cookie, undefined, { deliveryOption: 'express' }));
    expect(first.deliverySlot?.id).toBe(express[0]!.id);
    const second = parseBody(orderDetailSchema, await order(cookie, undefined, { deliveryOption: 'express' }));
    expect(second.deliverySlot?.id).toBe(express[1]!.id);
    expect(second.estimatedDelivery).toBe(express[1]!.end);
  });

  it('refuses a tampered or foreign slot with a 400 naming deliverySlot', async () => {
    const { cookie } = await shopper(t.database.db);
    const express = (await slots('option=express')).days[0]!.slots[6]!;
    const standard = (await standardDay(0)).slots[0]!;
    const before = await orderTableCounts(t.database.db);
    for (const [slot, option] of [
      [standard.id, 'express'],
      [express.id, 'standard'],
      ['2020-01-01T08:00', 'standard'],
      [standard.id.replace('T08:00', 'T09:00'), 'standard'],
      [standard.id.replace('T08:00', 'T22:00'), 'standard'],
      ['tomorrow morning', 'standard'],
    ] as const) {
      const res = await order(cookie, slot, { deliveryOption: option });
      expect(res.statusCode, slot).toBe(400);
      expect(parseBody(apiErrorSchema, res).fields).toHaveProperty('deliverySlot');
    }
    const wrongType = await placeOrderRequest(t, cookie, { ...orderBody([pick]), deliverySlot: 42 }, randomUUID());
    expect(wrongType.statusCode).toBe(400);
    expect((await orderTableCounts(t.database.db)).orders).toBe(before.orders);
  });

  it('refuses a delivery address outside the covered districts with a 400 naming the postcode', async () => {
    const { cookie } = await shopper(t.database.db);
    const base = orderBody([pick]);
    for (const postcode of ['SW1A 1AA', 'EH21 6AA', 'G1 1AA']) {
      const res = await placeOrderRequest(t, cookie, { ...base, shippingDetails: { ...base.shippingDetails, address: { ...base.shippingDetails.address, postcode } } }, randomUUID());
      expect(res.statusCode).toBe(400);
      const body = parseBody(apiErrorSchema, res);
      expect(body.fields?.['shippingDetails.address.postcode']).toMatch(/don't deliver to/);
    }
  });
});

describe('fulfilment by slot', () => {
  it('lists orders soonest slot first, each with its slot', async () => {
    const { cookie } = await shopper(t.database.db);
    const staff = await staffMember(t.database.db);
    const day = await standardDay(5);
    const late = parseBody(orderDetailSchema, await order(cookie, day.slots[6]!.id));
    const early = parseBody(orderDetailSchema, await order(cookie, day.slots[0]!.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/fulfilment/orders?view=all', headers: { cookie: staff.cookie } });
    const list = parseBody(fulfilmentOrderListSchema, res);
    const ids = list.map((o) => o.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    const starts = list.filter((o) => o.deliverySlot).map((o) => o.deliverySlot!.start);
    expect([...starts].sort()).toEqual(starts);
    expect(list.find((o) => o.id === late.id)!.deliverySlot).toMatchObject({ id: day.slots[6]!.id, end: day.slots[6]!.end });
  });
});
