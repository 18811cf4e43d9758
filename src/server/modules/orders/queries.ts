import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderDetail, OrdersPage } from '@/contracts/orders';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatuses, products, stores } from '../../db/schema';
import { notFound } from '@/domain/errors';
import { productPictureUrlOf } from '../images/service';
import { orderLineColumns } from './line-columns';
import { toOrderDetail, toOrderSummary, type ChangeClock, type ItemRow } from './mapper';

/** The chain a substitute came from (it may be another chain than the line's). */
const substituteStores = alias(stores, 'substitute_store');

const itemColumns = {
  ...orderLineColumns,
  orderId: orderItems.orderId,
  storeName: stores.name,
  storeColor: stores.logoColor,
  image: products.image,
  // The picture follows the product as it is now (its URL carries a version of its name and category).
  pictureName: products.name,
  categoryId: products.categoryId,
  substituteStoreName: substituteStores.name,
};

export async function loadItems(db: Db, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(stores, eq(stores.id, orderItems.storeId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(substituteStores, eq(substituteStores.id, orderItems.substituteStoreId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.storeId), asc(orderItems.id));
  return rows.map(({ pictureName, categoryId, ...row }) => ({ ...row, image: productPictureUrlOf({ image: row.image, name: pictureName, categoryId }) }));
}

/** The shopper's own orders, newest first, a page at a time. */
export async function listOrders(db: Db, userId: number, page: number, pageSize: number, clock: ChangeClock): Promise<OrdersPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const ids = rows.map((r) => r.id);
  // The status rows say which chains have started picking: the change window of each order.
  const [items, statuses] = await Promise.all([
    loadItems(db, ids),
    ids.length === 0
      ? []
      : db
          .select({ orderId: orderStatuses.orderId, status: orderStatuses.status, storeId: orderStatuses.storeId })
          .from(orderStatuses)
          .where(inArray(orderStatuses.orderId, ids))
          .orderBy(asc(orderStatuses.timestamp), asc(orderStatuses.id)),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    orders: rows.map((o) => toOrderSummary(o, items.filter((i) => i.orderId === o.id), { statuses: statuses.filter((s) => s.orderId === o.id), clock })),
    page,
    pageSize,
    totalCount,
    hasMore: page * pageSize < totalCount,
  };
}

/** One of the shopper's own orders in full; another shopper's is 404, exactly like a missing one. */
export async function getOrder(db: Db, userId: number, orderId: number, clock: ChangeClock): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(`Order ${orderId} not found`);
  const [items, history] = await Promise.all([
    loadItems(db, [order.id]),
    db
      .select({ id: orderStatuses.id, status: orderStatuses.status, description: orderStatuses.description, timestamp: orderStatuses.timestamp, location: orderStatuses.location, storeId: orderStatuses.storeId })
      .from(orderStatuses)
      .where(eq(orderStatuses.orderId, order.id))
      .orderBy(asc(orderStatuses.timestamp), asc(orderStatuses.id)),
  ]);
  return toOrderDetail(order, items, history, clock);
}
