import { and, asc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ageRestrictionOf, type AgeRestriction } from '@/domain/age-restrictions';
import { foldStatuses, type FulfilmentState, type OrderLine } from '@/domain/fulfilment';
import { lineOutcomeOf } from '@/domain/order-money';
import { multiBuyOf } from '@/domain/multibuy';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatuses, products, stores, users, type OpeningHours } from '../../db/schema';
import { orderLineColumns, type OrderLineRow } from '../orders/line-columns';
import type { OrderRow } from '../orders/mapper';

/** A chain of the order with the branch its items come from. */
export interface Chain {
  storeId: number;
  storeName: string;
  storeColor: string;
  branchAddress: string;
  /** The branch's weekly hours: collections are estimated inside them. */
  openingHours: OpeningHours;
}

/** A line with what picking did to it, and its product's picture. */
export type ItemWithOutcome = OrderLineRow & {
  categoryId: number;
  image: string;
  /** The age the buyer of what is delivered must be (the substitute's, if substituted; issue 38), or null. */
  ageRestriction: AgeRestriction | null;
};

export interface StatusWithActor {
  id: number;
  status: string;
  description: string | null;
  timestamp: Date;
  location: string | null;
  storeId: number | null;
  actorId: number | null;
  actorFirstName: string | null;
}

/** An order as fulfilment and tracking read it: lines with outcomes, its chains, its status rows (oldest first). */
export interface LoadedOrder {
  order: OrderRow;
  items: ItemWithOutcome[];
  chains: Chain[];
  statuses: StatusWithActor[];
  /** Every store, by id (eight rows): names for substitutes from other chains. */
  storesById: Map<number, Chain>;
  state: FulfilmentState;
}


/** The product a line was substituted with, joined beside the ordered one. */
const substitutes = alias(products, 'substitutes');

export const deliveryPostcode = (order: OrderRow) => order.shippingDetails.address.postcode;

/**
 * Reads one order and everything about it. `forUpdate` locks the order row (inside a transaction): every move
 * and outcome of one order runs one at a time. `ownerId` restricts to the shopper's own orders.
 */
export async function loadOrder(db: Db, orderId: number, options: { forUpdate?: boolean; ownerId?: number } = {}): Promise<LoadedOrder | null> {
  const where: SQL = options.ownerId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, options.ownerId))!;
  const query = db.select().from(orders).where(where);
  const [order] = options.forUpdate ? await query.for('update') : await query;
  if (!order) return null;
  const reads = [
    () =>
      db
        .select({
          ...orderLineColumns,
          categoryId: products.categoryId,
          image: products.image,
          abvPercent: products.abvPercent,
          caffeineMgPerLitre: products.caffeineMgPerLitre,
          substituteAbvPercent: substitutes.abvPercent,
          substituteCaffeineMgPerLitre: substitutes.caffeineMgPerLitre,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(substitutes, eq(substitutes.id, orderItems.substituteProductId))
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
    () =>
      db
        .select({
          id: orderStatuses.id,
          status: orderStatuses.status,
          description: orderStatuses.description,
          timestamp: orderStatuses.timestamp,
          location: orderStatuses.location,
          storeId: orderStatuses.storeId,
          actorId: orderStatuses.actorId,
          actorFirstName: users.firstName,
        })
        .from(orderStatuses)
        .leftJoin(users, eq(users.id, orderStatuses.actorId))
        .where(eq(orderStatuses.orderId, order.id))
        .orderBy(asc(orderStatuses.timestamp), asc(orderStatuses.id)),
    () => db.select({ id: stores.id, name: stores.name, color: stores.logoColor, address: stores.address, city: stores.city, postcode: stores.postcode, openingHours: stores.openingHours }).from(stores),
  ] as const;
  // A transaction is one connection: its reads go one after another; outside one they go at once.
  const [rows, statuses, storeRows] = options.forUpdate
    ? [await reads[0](), await reads[1](), await reads[2]()]
    : await Promise.all([reads[0](), reads[1](), reads[2]()]);
  const items: ItemWithOutcome[] = rows.map(({ abvPercent, caffeineMgPerLitre, substituteAbvPercent, substituteCaffeineMgPerLitre, ...item }) => ({
    ...item,
    ageRestriction:
      item.outcome === 'substituted'
        ? ageRestrictionOf({ abvPercent: substituteAbvPercent, caffeineMgPerLitre: substituteCaffeineMgPerLitre })
        : ageRestrictionOf({ abvPercent, caffeineMgPerLitre }),
  }));
  const storesById = new Map<number, Chain>(
    storeRows.map((s) => [s.id, { storeId: s.id, storeName: s.name, storeColor: s.color, branchAddress: `${s.address}, ${s.city} ${s.postcode}`, openingHours: s.openingHours }]),
  );
  const chainIds = [...new Set(items.map((i) => i.storeId))].sort((a, b) => a - b);
  const chains = chainIds.map((id) => storesById.get(id)!);
  return { order, items, chains, statuses, storesById, state: foldStatuses(chainIds, statuses) };
}

/** The lines the courier checks ID for: age-restricted, delivered (not unavailable), not already refused. */
export const idCheckLines = (loaded: Pick<LoadedOrder, 'items'>) => loaded.items.filter((i) => i.ageRestriction !== null && i.outcome !== 'unavailable' && !i.refusedAtDoor);

export function domainLine(item: ItemWithOutcome): OrderLine {
  return { id: item.id, storeId: item.storeId, quantity: item.quantity, unitPricePence: item.pricePence, multiBuy: multiBuyOf(item), preference: item.substitution, outcome: lineOutcomeOf(item), refusedAtDoor: item.refusedAtDoor };
}
