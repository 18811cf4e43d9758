import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeUserSchema } from '@/contracts/auth';
import { deliverySlotsSchema, type DeliveryDay } from '@/contracts/delivery-slots';
import { ageRefusedErrorSchema, orderDetailSchema } from '@/contracts/orders';
import { apiErrorSchema } from '@/contracts/common';
import { ALCOHOL_SLOT_MESSAGE } from '@/domain/age-restrictions';
import { paymentAuthorisations, products, users } from '../../db/schema';
import { orderBody, orderTableCounts, placeOrderRequest, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Issue 38 at checkout, on the server: alcohol only in a slot inside 10:00-22:00, and age-restricted lines only
 * with a date of birth (kept on the profile) and a declaration, to a shopper old enough on the delivery day.
 */
let t: TestApp;
let byName: Map<string, ProductPick>;
let days: DeliveryDay[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
    .from(products)
    .where(inArray(products.name, ['Aldi Chilean Merlot', 'Red Bull Energy Drink', 'Tesco Alcohol Free Lager']));
  byName = new Map(rows.map((r) => [r.name, r]));
  days = parseBody(deliverySlotsSchema, await t.app.inject({ method: 'GET', url: '/api/delivery-slots?option=standard' })).days;
});
afterAll(() => t.close());

const wine = () => byName.get('Aldi Chilean Merlot')!;
const redBull = () => byName.get('Red Bull Energy Drink')!;
const lager = () => byName.get('Tesco Alcohol Free Lager')!;
/** The first open slot starting at this UK hour ('08:00'), with its day. */
function slotAt(hour: string) {
  for (const day of days) {
    const slot = day.slots.find((s) => s.available && s.label.startsWith(hour));
    if (slot) return { id: slot.id, date: day.date };
  }
  throw new Error(`no open ${hour} slot`);
}
/** The date of birth of someone whose 18th (or nth) birthday is `days` after `date` (negative: before it). */
function bornBefore(date: string, years: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d + days)).toISOString().slice(0, 10);
}
const storedDateOfBirth = async (userId: number) => (await t.database.db.select({ d: users.dateOfBirth }).from(users).where(eq(users.id, userId)))[0]!.d;
const authorisationsOf = (userId: number) => t.database.db.select().from(paymentAuthorisations).where(like(paymentAuthorisations.idempotencyKey, `order:${userId}:%`));

describe('alcohol is delivered only inside off-sales hours', () => {
  it('refuses wine in an 08:00 slot with 409 and the slot rule’s words, charging and writing nothing', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const slot = slotAt('08:00');
    const before = await orderTableCounts(t.database.db);
    const res = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slot.id, dateOfBirth: '1990-05-05', ageDeclaration: true }), 'wine-at-eight');
    expect(res.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, res)).toEqual({ message: ALCOHOL_SLOT_MESSAGE, code: 'alcohol_slot' });
    expect({ ...(await orderTableCounts(t.database.db)), keys: before.keys }).toEqual(before);
    expect(await authorisationsOf(user.id)).toEqual([]);
  });

  it('takes wine at 10:00, and alcohol-free lager or Red Bull at 08:00', async () => {
    const { cookie } = await shopper(t.database.db);
    const ten = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slotAt('10:00').id, dateOfBirth: '1990-05-05', ageDeclaration: true }));
    expect(ten.statusCode).toBe(201);
    const other = await shopper(t.database.db);
    const eight = await placeOrderRequest(t, other.cookie, orderBody([lager(), redBull()], { deliverySlot: slotAt('08:00').id, dateOfBirth: '1990-05-05', ageDeclaration: true }));
    expect(eight.statusCode).toBe(201);
  });

  it('books wine without a slot asked for in the earliest slot from 10:00', async () => {
    const { cookie } = await shopper(t.database.db);
    const res = await placeOrderRequest(t, cookie, orderBody([wine()], { dateOfBirth: '1990-05-05', ageDeclaration: true }));
    expect(res.statusCode).toBe(201);
    const order = parseBody(orderDetailSchema, res);
    expect(order.deliverySlot!.label.endsWith('08:00–10:00')).toBe(false);
  });
});

describe('age-restricted lines need a date of birth and a declaration', () => {
  it.each([
    ['without a date of birth', { ageDeclaration: true }, 'dateOfBirth'],
    ['without the declaration', { dateOfBirth: '1990-05-05' }, 'ageDeclaration'],
    ['with a declaration that is not true', { dateOfBirth: '1990-05-05', ageDeclaration: false }, 'ageDeclaration'],
    ['with 30 February for a birthday', { dateOfBirth: '1990-02-30', ageDeclaration: true }, 'dateOfBirth'],
    ['with a birthday in the future', { dateOfBirth: '2999-01-01', ageDeclaration: true }, 'dateOfBirth'],
  ])('refuses wine %s with 400 naming the field, writing nothing', async (_name, extra, field) => {
    const { user, cookie } = await shopper(t.database.db);
    const before = await orderTableCounts(t.database.db);
    const res = await placeOrderRequest(t, cookie, { ...orderBody([wine()], { deliverySlot: slotAt('12:00').id }), ...extra });
    expect(res.statusCode).toBe(400);
    const body = parseBody(apiErrorSchema, res);
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect({ ...(await orderTableCounts(t.database.db)), keys: before.keys }).toEqual(before);
    expect(await storedDateOfBirth(user.id)).toBeNull();
  });

  it('asks nothing of a basket without age-restricted lines', async () => {
    const { user, cookie } = await shopper(t.database.db);
    expect((await placeOrderRequest(t, cookie, orderBody([lager()], { deliverySlot: slotAt('12:00').id }))).statusCode).toBe(201);
    expect(await storedDateOfBirth(user.id)).toBeNull();
  });

  it('refuses a visitor with 401 before looking at the body', async () => {
    const res = await placeOrderRequest(t, null, { ...orderBody([wine()]), dateOfBirth: 'not a date' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the shopper must be old enough on the delivery day', () => {
  it('refuses wine to a shopper whose 18th birthday is the day after the delivery, with the reason, keeping no date of birth', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const slot = slotAt('12:00');
    const res = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slot.id, dateOfBirth: bornBefore(slot.date, 18, 1), ageDeclaration: true }), 'seventeen');
    expect(res.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, res)).toEqual({ code: 'under_age', message: 'You must be 18 or over on the delivery date to buy Aldi Chilean Merlot' });
    expect(await authorisationsOf(user.id)).toEqual([]);
    expect(await storedDateOfBirth(user.id)).toBeNull();
  });

  it('sells it on the 18th birthday itself, and keeps the date of birth on the profile', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const slot = slotAt('12:00');
    const dateOfBirth = bornBefore(slot.date, 18);
    const res = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slot.id, dateOfBirth, ageDeclaration: true }));
    expect(res.statusCode).toBe(201);
    expect(await storedDateOfBirth(user.id)).toBe(dateOfBirth);
    expect(parseBody(safeUserSchema, await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).dateOfBirth).toBe(dateOfBirth);
  });

  it('sells Red Bull (16+) to a 17-year-old but not wine', async () => {
    const { cookie } = await shopper(t.database.db);
    const slot = slotAt('12:00');
    const dateOfBirth = bornBefore(slot.date, 17);
    expect((await placeOrderRequest(t, cookie, orderBody([redBull()], { deliverySlot: slot.id, dateOfBirth, ageDeclaration: true }))).statusCode).toBe(201);
    const wineToo = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slot.id, dateOfBirth, ageDeclaration: true }));
    expect(wineToo.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, wineToo).code).toBe('under_age');
  });

  it('judges later orders by the profile’s date of birth: none needed again, a different one refused (400 naming it)', async () => {
    const { cookie } = await shopper(t.database.db);
    const slot = slotAt('12:00');
    const first = await placeOrderRequest(t, cookie, orderBody([redBull()], { deliverySlot: slot.id, dateOfBirth: bornBefore(slot.date, 17), ageDeclaration: true }));
    expect(first.statusCode).toBe(201);
    // A minor refused once cannot simply type an older date.
    const older = await placeOrderRequest(t, cookie, orderBody([wine()], { deliverySlot: slot.id, dateOfBirth: '1980-01-01', ageDeclaration: true }));
    expect(older.statusCode).toBe(400);
    expect(Object.keys(parseBody(apiErrorSchema, older).fields ?? {})).toEqual(['dateOfBirth']);
    const fromProfile = await placeOrderRequest(t, cookie, orderBody([redBull()], { deliverySlot: slot.id, ageDeclaration: true }));
    expect(fromProfile.statusCode).toBe(201);
  });

  it('keeps one date of birth when two first orders give different ones at once', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const slot = slotAt('14:00');
    const bodies = ['1980-01-01', '1985-06-06'].map((dateOfBirth) => orderBody([redBull()], { deliverySlot: slot.id, dateOfBirth, ageDeclaration: true }));
    const answers = await Promise.all(bodies.map((b, i) => placeOrderRequest(t, cookie, b, `dob-race-${i}`)));
    const stored = await storedDateOfBirth(user.id);
    expect(['1980-01-01', '1985-06-06']).toContain(stored);
    // The basket is one: at most one order; any answer naming the date of birth names the field.
    expect(answers.filter((a) => a.statusCode === 201).length).toBeLessThanOrEqual(1);
    for (const a of answers.filter((x) => x.statusCode === 400)) expect(Object.keys(parseBody(apiErrorSchema, a).fields ?? {})).toEqual(['dateOfBirth']);
  });
});

describe('changing an order applies the same rules', () => {
  let n = 0;
  const patch = (cookie: string, orderId: number, body: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${orderId}`, payload: body, headers: { cookie, 'idempotency-key': `age-change-${++n}` } });
  const line = (p: ProductPick, quantity = 1) => ({ productId: p.id, quantity, price: orderBody([p]).items[0]!.price });

  it('refuses wine added to an 08:00 order, and an order with wine moved to 08:00 (409 alcohol_slot)', async () => {
    const { cookie } = await shopper(t.database.db);
    const early = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([lager()], { deliverySlot: slotAt('08:00').id })));
    const addWine = await patch(cookie, early.id, { items: [line(lager()), line(wine())], dateOfBirth: '1990-05-05', ageDeclaration: true });
    expect(addWine.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, addWine)).toEqual({ message: ALCOHOL_SLOT_MESSAGE, code: 'alcohol_slot' });

    const other = await shopper(t.database.db);
    const noon = parseBody(orderDetailSchema, await placeOrderRequest(t, other.cookie, orderBody([wine()], { deliverySlot: slotAt('12:00').id, dateOfBirth: '1990-05-05', ageDeclaration: true })));
    const moved = await patch(other.cookie, noon.id, { deliverySlot: slotAt('08:00').id });
    expect(moved.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, moved).code).toBe('alcohol_slot');
  });

  it('asks for the date of birth and declaration when the change adds wine, and refuses a shopper too young on the delivery day', async () => {
    const { user, cookie } = await shopper(t.database.db);
    const slot = slotAt('12:00');
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([lager()], { deliverySlot: slot.id })));
    const items = [line(lager()), line(wine())];
    const missing = await patch(cookie, order.id, { items });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(parseBody(apiErrorSchema, missing).fields ?? {})).toEqual(['dateOfBirth']);
    const young = await patch(cookie, order.id, { items, dateOfBirth: bornBefore(slot.date, 18, 1), ageDeclaration: true });
    expect(young.statusCode).toBe(409);
    expect(parseBody(ageRefusedErrorSchema, young).code).toBe('under_age');
    const ok = await patch(cookie, order.id, { items, dateOfBirth: bornBefore(slot.date, 18), ageDeclaration: true });
    expect(ok.statusCode).toBe(200);
    expect(parseBody(orderDetailSchema, ok).items.map((i) => i.productId).sort()).toEqual([lager().id, wine().id].sort());
    expect(await storedDateOfBirth(user.id)).toBe(bornBefore(slot.date, 18));
  });

  it('refuses a change that takes the order to a third pack of paracetamol (409 pack_limit)', async () => {
    const rows = await t.database.db
      .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
      .from(products)
      .where(inArray(products.name, ['Tesco Paracetamol Caplets 500mg', 'Aldi Paracetamol Caplets 500mg']));
    const [a, b] = rows as [ProductPick, ProductPick];
    const { cookie } = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([a, b], { deliverySlot: slotAt('12:00').id })));
    const res = await patch(cookie, order.id, { items: [line(a, 2), line(b)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'pack_limit' });
  });
});
