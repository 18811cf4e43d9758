import { asc, inArray, notInArray, sql } from 'drizzle-orm';
import type { FulfilmentOrder, FulfilmentOrderSummary } from '@/contracts/fulfilment';
import { foldStatuses } from '@/domain/fulfilment';
import { notFound } from '@/domain/errors';
import { CLOSED_STATUSES } from '@/domain/order-status';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatuses, stores } from '../../db/schema';
import { loadOrder } from './load';
import { suggestionsFor } from './suggestions';
import { toFulfilmentOrder, toFulfilmentSummary } from './views';

/** The most orders the work list shows at once (soonest delivery first). */
export const WORK_LIST_LIMIT = 200;

/**
 * Orders to work by delivery slot (the soonest slot first, so the list groups by slot), then by promised
 * delivery for orders placed before slots: open ones (not delivered or cancelled, or with a payment problem), or all.
 */
export async function listWork(db: Db, view: 'open' | 'all'): Promise<FulfilmentOrderSummary[]> {
  // A payment problem stays open: staff must retry the capture or write it off.
  const open = notInArray(orders.status, [...CLOSED_STATUSES]);
  const rows = await db
    .select()
    .from(orders)
    .where(view === 'open' ? open : undefined)
    .orderBy(sql`${orders.deliverySlotStart} ASC NULLS LAST`, asc(orders.estimatedDelivery), asc(orders.id))
    .limit(WORK_LIST_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [items, statuses, storeRows] = await Promise.all([
    db.select({ orderId: orderItems.orderId, storeId: orderItems.storeId, quantity: orderItems.quantity }).from(orderItems).where(inArray(orderItems.orderId, ids)),
    db
      .select({ orderId: orderStatuses.orderId, status: orderStatuses.status, storeId: orderStatuses.storeId })
      .from(orderStatuses)
      .where(inArray(orderStatuses.orderId, ids))
      .orderBy(asc(orderStatuses.timestamp), asc(orderStatuses.id)),
    db.select({ id: stores.id, name: stores.name }).from(stores),
  ]);
  const names = new Map(storeRows.map((s) => [s.id, s]));
  return rows.map((order) => {
    const own = items.filter((i) => i.orderId === order.id);
    const chainIds = [...new Set(own.map((i) => i.storeId))].sort((a, b) => a - b);
    const chains = chainIds.map((id) => ({ storeId: id, storeName: names.get(id)?.name ?? '' }));
    const state = foldStatuses(
      chainIds,
      statuses.filter((s) => s.orderId === order.id),
    );
    return toFulfilmentSummary({ order, items: own, chains, state });
  });
}

/** One order as the picker's screen shows it: picking lists per chain with suggestions for the open lines. */
export async function getWork(db: Db, orderId: number): Promise<FulfilmentOrder> {
  const loaded = await loadOrder(db, orderId);
  if (!loaded) throw notFound(`Order ${orderId} not found`);
  return toFulfilmentOrder(loaded, await suggestionsFor(db, loaded));
}
