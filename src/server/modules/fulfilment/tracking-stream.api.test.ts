import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, staffMember, staffMove } from '../../test/fulfilment-factories';
import { productsFromChains, shopper, type ProductPick } from '../../test/order-factories';
import { trackingEvents } from '../../test/sse';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The tracking stream over a real socket: server-sent events, never compressed, an event after every move. */

let t: TestApp;
let base: string;
let picks: ProductPick[];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  picks = await productsFromChains(t.database.db, [1, 5]);
});
afterAll(() => t.close());

describe('GET /api/orders/:id/tracking/stream', () => {
  it('sends the tracking at once and again after each staff move, uncompressed', async () => {
    const { db } = t.database;
    const staff = await staffMember(db, 'Jo');
    const { cookie } = await shopper(db);
    const order = await placeOrder(t, cookie, picks);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/orders/${order.id}/tracking/stream`, { headers: { cookie, 'accept-encoding': 'gzip, br' }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const next = trackingEvents(res.body!);

    const first = await next();
    expect(first.status).toBe('Order Confirmed');

    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/chains/1/start`);
    const second = await next();
    expect(second.status).toBe('Collecting from Tesco');
    expect(second.agent).toEqual({ name: 'Jo' });
    expect(second.steps.find((s) => s.storeId === 1)!.chainState).toBe('collecting');

    await staffMove(t, staff.cookie, `/api/fulfilment/orders/${order.id}/lines/${order.items[0]!.id}`, { outcome: 'unavailable' });
    const third = await next();
    expect(third.lines[0]!.outcome).toBe('unavailable');
    expect(third.refund).toBe(order.items[0]!.price);

    controller.abort();
  });
});
