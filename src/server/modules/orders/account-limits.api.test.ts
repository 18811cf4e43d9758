import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '@/contracts/cart';
import { deliverySlotsSchema, type DeliveryDay } from '@/contracts/delivery-slots';
import { emailUnverifiedErrorSchema, orderDetailSchema, orderLimitErrorSchema, placeOrderSchema } from '@/contracts/orders';
import { ukDate } from '@/domain/delivery-slots';
import { formatLongDay } from '@/domain/order-limits';
import { DomainError } from '@/domain/errors';
import { IdReserver } from '../../db/id-reserver';
import { emailOutbox, orders, paymentAuthorisations } from '../../db/schema';
import { accountOf, registrationBody, sessionCookieOf } from '../../test/auth-factories';
import { addToBasket, cardToken, orderBody, orderTableCounts, placeOrderRequest, postOrder, productsFromChains, setBasket, shopper, token, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeOrder } from './order-statements';
import { placeOrder, type OrderDeps } from './place-order';

/**
 * The attack of issue "Money right through an order's whole life": an account that skipped e-mail verification
 * placed 50 orders in 1.6 s, each mailing a confirmation with a name line of its choosing to someone else's
 * address, and sixteen such accounts filled every standard slot of a week.
 */

let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 2, 3]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const authorisationsOf = (userId: number) => db().select().from(paymentAuthorisations).where(like(paymentAuthorisations.idempotencyKey, `order:${userId}:%`));
const mailsTo = (address: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, address));
const ordersOf = (userId: number) => db().select().from(orders).where(eq(orders.userId, userId));

async function standardDays(): Promise<DeliveryDay[]> {
  return parseBody(deliverySlotsSchema, await t.app.inject({ method: 'GET', url: '/api/delivery-slots?option=standard' })).days;
}

const SOMEONE_ELSE = {
  name: 'Claim your prize at evil.example',
  email: 'someone-else@example.org',
  phone: '07700900123',
  address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'EH1 3DX' },
};

describe('only a verified e-mail address may order', () => {
  it('refuses an account that skipped verification with 403, claiming, charging and writing nothing; once verified the same request is placed', async () => {
    const registered = await t.app.inject({ method: 'POST', url: '/api/register', payload: registrationBody() });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookieOf(registered)!;
    const { id: userId, email } = registered.json<{ id: number; email: string }>();
    await addToBasket(t, cookie, picks[0]!.id);
    const before = await orderTableCounts(db());
    const body = orderBody([picks[0]!], { shippingDetails: SOMEONE_ELSE });

    for (const key of ['skipped-verification', undefined]) {
      const res = await placeOrderRequest(t, cookie, body, key);
      expect(res.statusCode).toBe(403);
      expect(parseBody(emailUnverifiedErrorSchema, res)).toEqual({ code: 'email_unverified', message: 'Verify your e-mail address before placing an order' });
    }
    expect(await orderTableCounts(db())).toEqual(before);
    expect(await authorisationsOf(userId)).toEqual([]);
    expect(await mailsTo(SOMEONE_ELSE.email)).toEqual([]);
    const basket = parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
    expect(basket.items.map((l) => l.productId)).toEqual([picks[0]!.id]);

    // The code from the e-mail, as the shopper types it; the key was never taken, so the same request goes through.
    const [codeMail] = await mailsTo(email);
    const code = /\d{6}/.exec(codeMail!.subject)![0];
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { code }, headers: { cookie } })).statusCode).toBe(200);
    const placed = await placeOrderRequest(t, cookie, body, 'skipped-verification');
    expect(placed.statusCode).toBe(201);
    expect(await ordersOf(userId)).toHaveLength(1);
  });
});

describe('order e-mails go to the account', () => {
  it('mails the confirmation and the cancellation to the account’s own address, greeting its holder; the shipping e-mail is only the delivery contact', async () => {
    const { user, cookie } = await shopper(db());
    const res = await placeOrderRequest(t, cookie, orderBody([picks[1]!], { shippingDetails: SOMEONE_ELSE }), randomUUID());
    expect(res.statusCode).toBe(201);
    const order = parseBody(orderDetailSchema, res);
    // Kept on the order, for the driver and the staff.
    expect(order.shippingDetails).toMatchObject({ name: SOMEONE_ELSE.name, email: SOMEONE_ELSE.email });

    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: { cookie } });
    expect(cancel.statusCode).toBe(200);
    const mails = (await mailsTo(user.email)).filter((m) => m.subject.includes(order.orderNumber));
    expect(mails.map((m) => m.subject)).toEqual([`Your Everystore order ${order.orderNumber} is confirmed`, `Your Everystore order ${order.orderNumber} has been cancelled`]);
    for (const mail of mails) {
      expect(mail.body.startsWith(`Hello ${user.firstName},\n`)).toBe(true);
      expect(mail.body).not.toContain('evil.example');
    }
    expect(await mailsTo(SOMEONE_ELSE.email)).toEqual([]);
  });
});

describe('how much one account may order', () => {
  it('refuses the 11th order of an hour with 429 and Retry-After, charging nothing; an earlier order’s retry still replays; an hour on, the same key is placed', async () => {
    const { user, cookie } = await shopper(db());
    const placed: { key: string; body: ReturnType<typeof orderBody>; answer: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const key = `hourly-${i}`;
      const body = orderBody([picks[i % 3]!]);
      const res = await placeOrderRequest(t, cookie, body, key);
      expect(res.statusCode, res.body).toBe(201);
      placed.push({ key, body, answer: res.body });
    }
    // No slot was asked for: the server chose the earliest on a day the account still had room on (3 a day).
    const perDay = new Map<string, number>();
    for (const o of await ordersOf(user.id)) perDay.set(ukDate(o.deliverySlotStart!), (perDay.get(ukDate(o.deliverySlotStart!)) ?? 0) + 1);
    expect([...perDay.values()]).toEqual([3, 3, 3, 1]);

    const before = await orderTableCounts(db());
    const eleventh = orderBody([picks[0]!]);
    for (const key of ['hourly-10', undefined]) {
      const res = await placeOrderRequest(t, cookie, eleventh, key);
      expect(res.statusCode).toBe(429);
      expect(parseBody(orderLimitErrorSchema, res)).toEqual({ code: 'too_many_orders', message: 'You have placed 10 orders in the last hour. Please try again later.' });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }
    // Nothing charged or written, and the key is not kept: a refusal for now is not this request's answer for ever.
    expect(await orderTableCounts(db())).toEqual(before);
    expect(await authorisationsOf(user.id)).toHaveLength(10);

    // A retry of an order already placed is its replay, not an 11th order.
    const replay = await placeOrderRequest(t, cookie, placed[3]!.body, placed[3]!.key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(placed[3]!.answer);
    expect(await ordersOf(user.id)).toHaveLength(10);

    // An hour later, the refused request goes through with the same key.
    await db()
      .update(orders)
      .set({ orderDate: sql`${orders.orderDate} - interval '61 minutes'` })
      .where(eq(orders.userId, user.id));
    expect((await placeOrderRequest(t, cookie, eleventh, 'hourly-10')).statusCode).toBe(201);
  });

  it('refuses a 4th open order for one delivery day with 409 naming the day, while another day has room; a cancelled order frees its place', async () => {
    const { user, cookie } = await shopper(db());
    const days = await standardDays();
    const [day, other] = [days[4]!, days[5]!];
    const first: number[] = [];
    for (const slot of day.slots.slice(0, 3)) {
      const res = await placeOrderRequest(t, cookie, orderBody([picks[0]!], { deliverySlot: slot.id }), randomUUID());
      expect(res.statusCode, res.body).toBe(201);
      first.push(parseBody(orderDetailSchema, res).id);
    }
    const before = await orderTableCounts(db());
    const fourth = orderBody([picks[1]!], { deliverySlot: day.slots[3]!.id });
    const refused = await placeOrderRequest(t, cookie, fourth, 'fourth-of-the-day');
    expect(refused.statusCode).toBe(409);
    expect(parseBody(orderLimitErrorSchema, refused)).toEqual({
      code: 'day_order_limit',
      date: day.date,
      message: `You already have 3 orders for delivery on ${formatLongDay(day.date)}. Change or cancel one of those instead.`,
    });
    expect(await orderTableCounts(db())).toEqual(before);
    expect(await authorisationsOf(user.id)).toHaveLength(3);

    // Another day has room.
    expect((await placeOrderRequest(t, cookie, orderBody([picks[1]!], { deliverySlot: other.slots[0]!.id }), randomUUID())).statusCode).toBe(201);
    // Cancelling one of the day's orders frees its place: the same request is then placed.
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${first[0]}/cancel`, headers: { cookie } })).statusCode).toBe(200);
    expect((await placeOrderRequest(t, cookie, fourth, 'fourth-of-the-day')).statusCode).toBe(201);
  });

  it('lets one of 20 parallel presses of one account through (an order is the account’s one basket), and leaves none of the others charged', async () => {
    const { user, cookie } = await shopper(db());
    const body = orderBody([picks[0]!, picks[1]!]);
    await setBasket(t, cookie, body);
    // Twenty presses at once (twenty tabs, each with its own key and token) on the one basket.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => postOrder(t, cookie, { ...body, paymentToken: token() }, `parallel-${i}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    const rows = await ordersOf(user.id);
    expect(rows).toHaveLength(1);
    // Every refused order's authorisation was voided, or never made.
    const authorised = (await authorisationsOf(user.id)).filter((a) => a.status === 'authorised');
    expect(authorised.map((a) => a.id)).toEqual([rows[0]!.paymentAuthorisationId]);
  });

  it('is counted again by the order’s own statement: an order of the account that got in after the checks is not passed by one more', async () => {
    const { user, cookie } = await shopper(db());
    const [day] = await standardDays();
    // The checks before payment see room; meanwhile (between them and the write) another order of the account is placed.
    const racing = async (limits: OrderDeps['limits'], slot: string) => {
      const deps: OrderDeps = {
        db: db(),
        payments: t.app.payments,
        mailer: t.app.mailer,
        ids: new IdReserver(db()),
        slots: t.app.deliverySlotSettings,
        limits,
        logError: () => {},
        write: async (d, order) => {
          expect((await placeOrderRequest(t, cookie, orderBody([picks[2]!], { deliverySlot: slot }), randomUUID())).statusCode).toBe(201);
          // The shopper fills the basket again as this order's page showed it: only the limits can refuse it now.
          await setBasket(t, cookie, body);
          return writeOrder(d, order);
        },
      };
      const body = orderBody([picks[0]!], { deliverySlot: slot, paymentToken: await cardToken(db()) });
      await setBasket(t, cookie, body);
      return placeOrder(deps, accountOf(user), placeOrderSchema.parse(body), null).then(
        () => null,
        (error: unknown) => error,
      );
    };
    await placeOrderRequest(t, cookie, orderBody([picks[2]!], { deliverySlot: day!.slots[0]!.id }), randomUUID());

    const hourly = await racing({ perHour: 2, openPerDay: 10 }, day!.slots[1]!.id);
    expect(hourly).toBeInstanceOf(DomainError);
    expect(hourly).toMatchObject({ kind: 'too_many', message: 'You have placed 2 orders in the last hour. Please try again later.', extra: { code: 'too_many_orders' } });
    const daily = await racing({ perHour: 10, openPerDay: 3 }, day!.slots[2]!.id);
    expect(daily).toMatchObject({ kind: 'conflict', extra: { code: 'day_order_limit', date: day!.date } });

    // Only the three that got in are there; the two refused were authorised, then voided.
    expect(await ordersOf(user.id)).toHaveLength(3);
    const auths = await authorisationsOf(user.id);
    expect(auths.filter((a) => a.status === 'voided')).toHaveLength(2);
    expect(auths.filter((a) => a.status === 'authorised')).toHaveLength(3);
  });
});
