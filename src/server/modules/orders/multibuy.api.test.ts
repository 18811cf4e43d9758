import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { cartSchema } from '@/contracts/cart';
import { orderDetailSchema, priceChangedErrorSchema, type OrderDetail } from '@/contracts/orders';
import { emailOutbox, orderItems, orders, paymentAuthorisations, paymentLedger } from '../../db/schema';
import { deliveredOrder, staffMember } from '../../test/fulfilment-factories';
import { addToBasket, orderBody, orderTableCounts, placeOrderRequest, postOrder, productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { parseBody } from '../../test/parse-body';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importFeed } from '../prices/import';

/**
 * Multi-buys (issue 37) priced by the one rule (src/domain/multibuy.ts) from the basket to the capture: a "3 for £2"
 * set through the price feed, 80p each otherwise. PGlite in `api`, PostgreSQL in `api-pg`.
 */

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffMember>>;
/** A Tesco product (chain 1), and another chain's product at the same 80p with no offer. */
let tesco: ProductPick;
let other: ProductPick;

const feed = (p: ProductPick, promotion: string) => importFeed(t.database.db, { storeId: p.storeId, format: 'csv', text: `product,price,promotion,available\n${p.id},0.80,${promotion},yes` });
const startOffer = async () => expect((await feed(tesco, '3 for £2')).problems).toEqual([]);
const endOffer = async () => expect((await feed(tesco, '')).problems).toEqual([]);
const at80p = (p: ProductPick): ProductPick => ({ ...p, pricePence: 80, discountPercent: 0 });
const cart = async (cookie: string) => parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));
const orderRow = async (order: { id: number }) => (await t.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const ledger = async (order: { id: number }) =>
  (await t.database.db.select().from(paymentLedger).where(eq(paymentLedger.authorisationId, (await orderRow(order)).paymentAuthorisationId)).orderBy(asc(paymentLedger.id))).map((r) => [r.kind, r.amountPence]);
const getOrder = async (cookie: string, order: OrderDetail) => parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));

beforeAll(async () => {
  t = await createTestApp();
  staff = await staffMember(t.database.db, 'Priya');
  const [a, b] = await productsFromChains(t.database.db, [1, 2]);
  tesco = at80p(a!);
  other = at80p(b!);
  expect((await feed(other, '')).problems).toEqual([]);
});
afterAll(() => t.close());
beforeEach(startOffer);

describe('the basket', () => {
  it('totals 4 of a "3 for £2" product at £2.80 (one group and one at 80p) and shows the offer', async () => {
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, tesco.id, 4);
    const basket = await cart(cookie);
    expect(basket.items[0]).toMatchObject({ quantity: 4, unitPrice: 0.8, lineTotal: 2.8, lineSaving: 0.4, product: { multiBuy: { quantity: 3, price: 2 } } });
    expect(basket).toMatchObject({ subtotal: 2.8, deliveryFee: 3.99, total: 6.79, saving: 0.4 });
  });

  it('applies per chain: the same price at another chain never counts toward the offer', async () => {
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, tesco.id, 2);
    await addToBasket(t, cookie, other.id, 1);
    const basket = await cart(cookie);
    expect(basket.items.map((l) => l.lineTotal)).toEqual([1.6, 0.8]);
    expect(basket.subtotal).toBe(2.4);
  });
});

describe('an order of a multi-buy', () => {
  it('is charged the multi-buy total: the order, its hold, the e-mail and, once delivered, the capture', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = await deliveredOrder(t, staff.cookie, cookie, [{ ...tesco, quantity: 4 }]);
    const row = await orderRow(order);
    expect([row.subtotalPence, row.totalPence, row.authorisedPence]).toEqual([280, 679, 679]);
    const auth = (await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, row.paymentAuthorisationId)))[0]!;
    expect(auth).toMatchObject({ status: 'captured', amountPence: 679, capturedPence: 679 });
    expect(await ledger(order)).toEqual([['capture', 679]]);
    const mail = (await t.database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id))).find((m) => m.subject.includes(row.orderNumber) && m.subject.includes('confirmed'))!;
    expect(mail.body).toContain(`4 x ${tesco.name}  £2.80`);
  });

  it('ignores a tampered total: the line total sent must be today’s (409 with today’s), and no other total is accepted', async () => {
    const { cookie } = await shopper(t.database.db);
    const before = await orderTableCounts(t.database.db);
    const cheap = orderBody([{ ...tesco, quantity: 4 }]);
    cheap.items[0]!.lineTotal = 1;
    const refused = await placeOrderRequest(t, cookie, cheap);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(priceChangedErrorSchema, refused).changes).toEqual([{ productId: tesco.id, name: tesco.name, expected: 0.8, current: 0.8, expectedLineTotal: 1, currentLineTotal: 2.8 }]);
    const withTotal = await placeOrderRequest(t, cookie, { ...orderBody([{ ...tesco, quantity: 4 }]), total: 0.01 });
    expect(withTotal.statusCode).toBe(400);
    expect(await orderTableCounts(t.database.db)).toEqual(before);
    // Without a line total the server prices the line itself: £2.80, not the 4 x 80p a client might have added up.
    const placed = await placeOrderRequest(t, cookie, orderBody([{ ...tesco, quantity: 4 }]));
    expect(placed.statusCode).toBe(201);
    expect(parseBody(orderDetailSchema, placed).subtotal).toBe(2.8);
  });

  it('started after the line was added is a price change at checkout: 409 with today’s line total, then placed at it', async () => {
    await endOffer();
    const { cookie } = await shopper(t.database.db);
    await addToBasket(t, cookie, tesco.id, 3);
    const seen = (await cart(cookie)).items[0]!;
    expect(seen.lineTotal).toBe(2.4);
    await startOffer();
    const body = orderBody([{ ...tesco, quantity: 3 }]);
    body.items[0]!.lineTotal = seen.lineTotal;
    const refused = await postOrder(t, cookie, body);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(priceChangedErrorSchema, refused).changes[0]).toMatchObject({ expectedLineTotal: 2.4, currentLineTotal: 2 });
    body.items[0]!.lineTotal = (await cart(cookie)).items[0]!.lineTotal;
    const placed = await postOrder(t, cookie, body);
    expect(placed.statusCode).toBe(201);
    expect(parseBody(orderDetailSchema, placed)).toMatchObject({ subtotal: 2, total: 5.99 });
  });

  it('keeps the terms it was placed with when the feed ends the offer: its lines, its totals, and a change that keeps the line', async () => {
    const { cookie } = await shopper(t.database.db);
    const placed = await placeOrderRequest(t, cookie, orderBody([{ ...tesco, quantity: 4 }]));
    const order = parseBody(orderDetailSchema, placed);
    expect(order.items[0]).toMatchObject({ multiBuy: { quantity: 3, price: 2 } });
    expect((await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)))[0]).toMatchObject({ pricePence: 80, multibuyQuantity: 3, multibuyPricePence: 200 });
    await endOffer();
    const later = await getOrder(cookie, order);
    expect(later).toMatchObject({ subtotal: 2.8, total: 6.79, finalTotal: 6.79, stores: [{ subtotal: 2.8 }] });
    expect(later.items[0]).toMatchObject({ multiBuy: { quantity: 3, price: 2 }, finalTotal: 2.8 });

    // One fewer keeps the line's terms (one group: £2); one more than ordered would be at today's price, 80p each.
    const change = (quantity: number, lineTotal: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}`,
        payload: { items: [{ productId: tesco.id, quantity, price: 0.8, lineTotal }] },
        headers: { cookie, 'idempotency-key': `multibuy-${order.id}-${quantity}` },
      });
    const shrunk = await change(3, 2);
    expect(shrunk.statusCode).toBe(200);
    expect(parseBody(orderDetailSchema, shrunk)).toMatchObject({ subtotal: 2, total: 5.99 });
    const grownAtOldTerms = await change(4, 2.8);
    expect(grownAtOldTerms.statusCode).toBe(409);
    expect(parseBody(priceChangedErrorSchema, grownAtOldTerms).changes[0]).toMatchObject({ expectedLineTotal: 2.8, currentLineTotal: 3.2 });
  });
});
