import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';

import { ORDER_NUMBER_PATTERN } from '@/domain/order-number';
import { addDays, FIRST_DAY_OFFSET, slotsOfDay, ukDate } from '@/domain/delivery-slots';
import { cartItems, emailOutbox, orderItems, paymentAuthorisations, products } from '../../db/schema';
import { addToBasket, cardToken, orderBody, placeOrderRequest, productsFromChains, setBasket, shopper, unitPounds, type ProductPick } from '../../test/order-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { cartSchema } from '@/contracts/cart';
import { alreadyInBasketErrorSchema, orderDetailSchema, ordersPageSchema, reorderResultSchema } from '@/contracts/orders';
import { apiErrorSchema } from '@/contracts/common';
import { parseBody } from '../../test/parse-body';

let t: TestApp;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  picks = await productsFromChains(t.database.db, [1, 5, 7], { discountedFirst: true });
});
afterAll(() => t.close());

const basketOf = async (cookie: string) => parseBody(cartSchema, await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie } }));

describe('placing an order', () => {
  it('orders a basket from three chains at the server’s prices, empties those lines and mails a confirmation', async () => {
    const { user, cookie } = await shopper(t.database.db);
    for (const p of picks) await addToBasket(t, cookie, p.id, p === picks[1] ? 2 : 1);
    const lines = picks.map((p, i) => ({ ...p, quantity: i === 1 ? 2 : 1 }));

    const res = await placeOrderRequest(t, cookie, orderBody(lines), 'first-order-key');
    expect(res.statusCode).toBe(201);
    const order = parseBody(orderDetailSchema, res);
    expect(order.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(order.status).toBe('Order Confirmed');
    expect(order.badge).toBe('In Progress');
    const subtotalPence = lines.reduce((sum, l) => sum + Math.round(unitPounds(l) * 100) * l.quantity, 0);
    expect(Math.round(order.subtotal * 100)).toBe(subtotalPence);
    expect(order.deliveryFee).toBe(3.99);
    expect(Math.round(order.total * 100)).toBe(subtotalPence + 399);
    expect(order.itemCount).toBe(4);
    expect(order.stores.map((s) => s.storeId)).toEqual([1, 5, 7]);
    expect(order.stores[0]!.storeName).toBe('Tesco');
    expect(order.items.find((i) => i.productId === picks[0]!.id)!.price).toBe(unitPounds(picks[0]!));
    expect(order.shippingDetails.address.postcode).toBe('EH1 3DX');
    expect(order.payment).toEqual({ brand: 'Visa', last4: '4242' });
    expect(order.history.map((h) => h.status)).toEqual(['Order Confirmed']);
    // The promise is the end of a standard slot (two days on at the earliest, UK dates), whatever the hour the order is placed.
    const promised = new Date(order.estimatedDelivery);
    const promisedDay = ukDate(promised);
    expect(promisedDay >= addDays(ukDate(new Date(order.date)), FIRST_DAY_OFFSET.standard)).toBe(true);
    expect(slotsOfDay(promisedDay).map((s) => s.end.getTime())).toContain(promised.getTime());

    // The basket was the order: it is empty now.
    expect((await basketOf(cookie)).items).toEqual([]);

    // To the account's own address (the shipping details' ada@example.com is the delivery contact, never mailed).
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail!.subject).toContain(order.orderNumber);
    expect(mail!.body).toContain('Tesco');
    expect(mail!.body).toContain(`Total (including VAT): £${order.total.toFixed(2)}`);
    expect(mail!.sentAt).not.toBeNull();

    const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, (await t.database.db.query.orders.findFirst({ where: (o, { eq: e }) => e(o.id, order.id) }))!.paymentAuthorisationId));
    expect(auth).toMatchObject({ status: 'authorised', amountPence: subtotalPence + 399 });

    const list = parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } }));
    expect(list.orders.map((o) => o.id)).toEqual([order.id]);
    expect(list.orders[0]!.items).toHaveLength(3);
    const detail = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(parseBody(orderDetailSchema, detail)).toEqual(order);
    // Each line's picture is the catalogue's own versioned URL (cached for a year), in the order and its history.
    const product = (await t.app.inject({ method: 'GET', url: `/api/products/${picks[0]!.id}` })).json<{ image: string }>();
    expect(product.image).toMatch(/^\/img\/products\/\d+\.svg\?v=\w+/);
    expect(order.items.find((i) => i.productId === picks[0]!.id)!.image).toBe(product.image);
    expect(list.orders[0]!.items.every((i) => /\?v=\w+/.test(i.image))).toBe(true);
    expect(user.id).toBeGreaterThan(0);
  });

  it('charges £5.99 for express and promises the next day', async () => {
    const { cookie } = await shopper(t.database.db);
    const res = await placeOrderRequest(t, cookie, orderBody([picks[1]!], { deliveryOption: 'express' }));
    expect(res.statusCode).toBe(201);
    const order = parseBody(orderDetailSchema, res);
    expect(order.deliveryFee).toBe(5.99);
    expect(Math.round(order.total * 100)).toBe(Math.round(unitPounds(picks[1]!) * 100) + 599);
    expect(new Date(order.estimatedDelivery).getTime() - new Date(order.date).getTime()).toBeLessThan(2 * 86_400_000);
  });

  it('takes an address without a county, as registration and the profile do: absent, null or empty is none', async () => {
    const address = orderBody([picks[1]!]).shippingDetails.address;
    const { county: _county, ...withoutCounty } = address;
    for (const given of [withoutCounty, { ...address, county: null }, { ...address, county: '' }, { ...address, county: '   ' }]) {
      const { cookie } = await shopper(t.database.db);
      const body = orderBody([picks[1]!]);
      const res = await placeOrderRequest(t, cookie, { ...body, shippingDetails: { ...body.shippingDetails, address: given } });
      expect(res.statusCode, JSON.stringify(given)).toBe(201);
      const order = parseBody(orderDetailSchema, res);
      expect(order.shippingDetails.address.county).toBeNull();
      const again = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
      expect(again.shippingDetails.address.county).toBeNull();
    }
    // A county given is kept; the other address fields keep their messages.
    const { cookie } = await shopper(t.database.db);
    const body = orderBody([picks[1]!]);
    const kept = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, body));
    expect(kept.shippingDetails.address.county).toBe('Midlothian');
    const noCity = await placeOrderRequest(t, cookie, { ...body, shippingDetails: { ...body.shippingDetails, address: { ...address, city: '' } } });
    expect(noCity.statusCode).toBe(400);
    expect(parseBody(apiErrorSchema, noCity).message).toContain('City is required');
  });

  it('keeps the price paid when the catalogue price changes later', async () => {
    const { cookie } = await shopper(t.database.db);
    const [p] = await productsFromChains(t.database.db, [3]);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([p!])));
    await t.database.db.update(products).set({ pricePence: p!.pricePence + 50 }).where(eq(products.id, p!.id));
    const again = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    expect(again.items[0]!.price).toBe(unitPounds(p!));
    await t.database.db.update(products).set({ pricePence: p!.pricePence }).where(eq(products.id, p!.id));
  });

  it('answers a browser in brotli, the same order as its details and as a replay', async () => {
    const { cookie } = await shopper(t.database.db);
    const [p] = await productsFromChains(t.database.db, [4]);
    const body = orderBody([p!, picks[0]!], { paymentToken: await cardToken(t.database.db) });
    await setBasket(t, cookie, body);
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: { cookie, 'idempotency-key': 'brotli-key', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const res = await send();
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const order = orderDetailSchema.parse(JSON.parse(brotliDecompressSync(res.rawPayload).toString()));
    const details = parseBody(orderDetailSchema, await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } }));
    // The lines as placed (the basket's order) and as the details list them (by store).
    const linesById = (o: typeof order) => ({ ...o, items: [...o.items].sort((a, b) => a.id - b.id) });
    expect(linesById(order)).toEqual(linesById(details));
    const replay = await send();
    expect(replay.statusCode).toBe(201);
    expect(JSON.parse(brotliDecompressSync(replay.rawPayload).toString())).toEqual(order);
  });
});

describe('orders list', () => {
  it('pages the shopper’s own orders, newest first', async () => {
    const { cookie } = await shopper(t.database.db);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([picks[i]!]))).id);
    const first = parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders?pageSize=2', headers: { cookie } }));
    expect(first).toMatchObject({ page: 1, pageSize: 2, totalCount: 3, hasMore: true });
    expect(first.orders.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    const second = parseBody(ordersPageSchema, await t.app.inject({ method: 'GET', url: '/api/orders?page=2&pageSize=2', headers: { cookie } }));
    expect(second.orders.map((o) => o.id)).toEqual([ids[0]]);
    expect(second.hasMore).toBe(false);
    for (const q of ['page=0', 'page=abc', 'pageSize=51', 'pageSize=1.5']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/orders?${q}`, headers: { cookie } });
      expect(bad.statusCode).toBe(400);
      expect(parseBody(apiErrorSchema, bad).message).toMatch(/page/);
    }
  });

  it('shows a new shopper no orders', async () => {
    const { cookie } = await shopper(t.database.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } });
    expect(parseBody(ordersPageSchema, res)).toEqual({ orders: [], page: 1, pageSize: 10, totalCount: 0, hasMore: false });
  });
});

describe('re-order', () => {
  it('puts the lines back at today’s prices and says what changed, what is gone and what would pass 99', async () => {
    const { cookie } = await shopper(t.database.db);
    const lines = await productsFromChains(t.database.db, [4, 6, 8]);
    const [gone, dearer, full] = lines as [ProductPick, ProductPick, ProductPick];
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody(lines.map((l) => ({ ...l, quantity: 2 })))));
    await t.database.db.update(products).set({ available: false }).where(eq(products.id, gone.id));
    await t.database.db.update(products).set({ pricePence: dearer.pricePence + 20 }).where(eq(products.id, dearer.id));
    await addToBasket(t, cookie, full.id, 98);

    // The basket has one of the lines already: confirmed, the re-order adds to it.
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder`, headers: { cookie }, payload: { confirm: true } });
    expect(res.statusCode).toBe(200);
    const result = parseBody(reorderResultSchema, res);
    expect(result.unavailable).toEqual([{ productId: gone.id, name: gone.name }]);
    expect(result.priceChanged).toEqual([{ productId: dearer.id, name: dearer.name, was: unitPounds(dearer), now: unitPounds({ ...dearer, pricePence: dearer.pricePence + 20 }) }]);
    expect(result.capped).toEqual([{ productId: full.id, name: full.name }]);
    expect(result.added).toEqual([
      { productId: dearer.id, name: dearer.name, quantity: 2 },
      { productId: full.id, name: full.name, quantity: 1 },
    ]);
    const byProduct = new Map(result.cart.items.map((l) => [l.productId, l]));
    expect(byProduct.get(full.id)!.quantity).toBe(99);
    expect(byProduct.get(dearer.id)!.unitPrice).toBe(unitPounds({ ...dearer, pricePence: dearer.pricePence + 20 }));
    expect(byProduct.has(gone.id)).toBe(false);

    await t.database.db.update(products).set({ available: true }).where(eq(products.id, gone.id));
    await t.database.db.update(products).set({ pricePence: dearer.pricePence }).where(eq(products.id, dearer.id));
  });

  it('asks before re-ordering what the basket already has (409 listing the lines, nothing added); confirmed, it adds up; the order itself is unchanged', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([{ ...picks[2]!, quantity: 3 }, picks[0]!])));
    const reorder = (payload?: object) => t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder`, headers: { cookie }, ...(payload ? { payload } : {}) });
    const first = parseBody(reorderResultSchema, await reorder());
    expect(first.added.map((l) => l.quantity)).toEqual([3, 1]);
    // The shopper takes one line out; the other is still there when they press Re-order again.
    const milk = first.cart.items.find((l) => l.productId === picks[0]!.id)!;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${milk.id}`, headers: { cookie } })).statusCode).toBe(200);

    for (const payload of [undefined, {}, { confirm: false }]) {
      const asked = await reorder(payload);
      expect(asked.statusCode).toBe(409);
      expect(parseBody(alreadyInBasketErrorSchema, asked)).toEqual({
        code: 'already_in_basket',
        message: `Your basket already has these items: ${picks[2]!.name}. Add them again?`,
        lines: [{ productId: picks[2]!.id, name: picks[2]!.name, quantity: 3, inBasket: 3 }],
      });
    }
    expect((await basketOf(cookie)).items.map((l) => [l.productId, l.quantity])).toEqual([[picks[2]!.id, 3]]);
    expect((await reorder({ confirm: 'yes' })).statusCode).toBe(400);

    const second = parseBody(reorderResultSchema, await reorder({ confirm: true }));
    expect(second.cart.items.find((l) => l.productId === picks[2]!.id)!.quantity).toBe(6);
    expect(second.added).toEqual([
      { productId: picks[2]!.id, name: picks[2]!.name, quantity: 3 },
      { productId: picks[0]!.id, name: picks[0]!.name, quantity: 1 },
    ]);
    const items = await t.database.db.select().from(orderItems).where(and(eq(orderItems.orderId, order.id))).orderBy(orderItems.id);
    expect(items.map((i) => i.quantity)).toEqual([3, 1]);
    const basket = await t.database.db.select().from(cartItems).where(eq(cartItems.productId, picks[2]!.id));
    expect(basket.some((l) => l.quantity === 6)).toBe(true);
  });

  it('adds once when Re-order is pressed twice at the same moment: the other press is asked (409)', async () => {
    const { cookie } = await shopper(t.database.db);
    const order = parseBody(orderDetailSchema, await placeOrderRequest(t, cookie, orderBody([{ ...picks[1]!, quantity: 2 }])));
    const presses = await Promise.all([1, 2].map(() => t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/reorder`, headers: { cookie } })));
    expect(presses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await basketOf(cookie)).items.map((l) => [l.productId, l.quantity])).toEqual([[picks[1]!.id, 2]]);
  });
});
