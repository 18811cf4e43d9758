import type { LightMyRequestResponse } from 'fastify';
import { fulfilmentOrderSchema, orderTrackingSchema } from '@/contracts/fulfilment';
import { orderDetailSchema, type PlaceOrderInput } from '@/contracts/orders';
import type { SubstitutionPreference } from '@/domain/fulfilment';
import type { Db } from '../db/client';
import { createUser, signedInCookie } from './auth-factories';
import { orderBody, placeOrderRequest, type ProductPick } from './order-factories';
import { parseBody } from './parse-body';
import type { TestApp } from './test-app';

/** A signed-in staff member, written straight to the database (as `npm run staff:create` would make one). */
export async function staffMember(db: Db, firstName = 'Priya') {
  const user = await createUser(db, { role: 'staff', firstName });
  return { user, cookie: await signedInCookie(db, user.id) };
}

export type Line = ProductPick & { quantity?: number; substitution?: SubstitutionPreference };

/** Places an order of these lines (each with its "If unavailable") for the shopper; the order as answered. */
export async function placeOrder(t: TestApp, cookie: string, lines: Line[], overrides: Partial<PlaceOrderInput> = {}) {
  const body = orderBody(lines, overrides);
  body.items = body.items.map((item, i) => (lines[i]!.substitution ? { ...item, substitution: lines[i]!.substitution } : item));
  const res = await placeOrderRequest(t, cookie, body);
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return parseBody(orderDetailSchema, res);
}

/**
 * Places an order of these lines for the shopper and has staff take it all the way: each chain started, its
 * lines picked, collected; out for delivery; delivered. The order as the staff screen shows it at the end.
 */
export async function deliveredOrder(t: TestApp, staffCookie: string, shopperCookie: string, lines: Line[]) {
  const order = await placeOrder(t, shopperCookie, lines);
  const base = `/api/fulfilment/orders/${order.id}`;
  for (const storeId of new Set(order.items.map((item) => item.storeId))) {
    await staffMove(t, staffCookie, `${base}/chains/${storeId}/start`);
    for (const item of order.items.filter((i) => i.storeId === storeId)) await staffMove(t, staffCookie, `${base}/lines/${item.id}`, { outcome: 'picked' });
    await staffMove(t, staffCookie, `${base}/chains/${storeId}/collect`);
  }
  await staffMove(t, staffCookie, `${base}/out-for-delivery`);
  const delivered = await staffMove(t, staffCookie, `${base}/deliver`);
  if (delivered.status !== 'Delivered') throw new Error(`order ${order.id} ended ${delivered.status}`);
  return delivered;
}

/** A staff POST (a move, an outcome or a cancel). */
export function staffPost(t: TestApp, cookie: string | null, url: string, payload?: object): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/** A staff POST that must succeed: the order after it. */
export async function staffMove(t: TestApp, cookie: string, url: string, payload?: object) {
  const res = await staffPost(t, cookie, url, payload);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return parseBody(fulfilmentOrderSchema, res);
}

export async function tracking(t: TestApp, cookie: string, orderId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/tracking`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`tracking: ${res.statusCode} ${res.body}`);
  return parseBody(orderTrackingSchema, res);
}
