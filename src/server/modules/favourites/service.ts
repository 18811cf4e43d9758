import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FavouriteList, Regular } from '@/contracts/favourites';
import type { Product } from '@/contracts/product';
import { conflict, notFound } from '@/domain/errors';
import { FAVOURITES_MAX, REGULARS_LIMIT, savingPence } from '@/domain/favourites';
import { penceToPounds } from '@/domain/money';
import { ORDER_CANCELLED } from '@/domain/order-status';
import type { Db } from '../../db/client';
import { favourites, orderItems, orders, products } from '../../db/schema';
import { toProduct } from '../products/mapper';
import { cheapestElsewhere } from '../products/same-product';
import { productColumns } from '../products/service';

/** The shopper's favourites at today's price and availability, the newest first. */
export async function listFavourites(db: Db, userId: number): Promise<FavouriteList> {
  const rows = await db
    .select({ product: productColumns })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.productId));
  return rows.map((r) => toProduct(r.product));
}

async function productRow(db: Db, productId: number) {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId));
  if (!row) throw notFound(`Product ${productId} not found`);
  return row;
}

/**
 * Makes the product a favourite; already one, nothing changes (PUT is idempotent). The product as it is today.
 * Past FAVOURITES_MAX the new one is refused (409) and the transaction takes it back.
 */
export async function addFavourite(db: Db, userId: number, productId: number): Promise<Product> {
  const row = await productRow(db, productId);
  await db.transaction(async (tx) => {
    const added = await tx.insert(favourites).values({ userId, productId }).onConflictDoNothing().returning({ productId: favourites.productId });
    if (added.length === 0) return;
    const [kept] = await tx.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
    if ((kept?.n ?? 0) > FAVOURITES_MAX) throw conflict(`You can keep up to ${FAVOURITES_MAX} favourites: remove one to add another`);
  });
  return toProduct(row);
}

/** No longer a favourite (removing one that is not is fine); a product that does not exist is 404. */
export async function removeFavourite(db: Db, userId: number, productId: number): Promise<void> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
    .returning({ productId: favourites.productId });
  if (removed.length === 0) await productRow(db, productId);
}

/**
 * What the shopper buys again: the products of their orders that were not cancelled (placed, on their way or
 * delivered), ranked by how many orders held them, then by the latest of those orders; each at today's price
 * with the same product's best price at another chain.
 */
export async function listRegulars(db: Db, userId: number): Promise<Regular[]> {
  const orderCount = sql<number>`count(DISTINCT ${orders.id})::int`;
  const lastOrdered = sql<Date>`max(${orders.orderDate})`;
  const ranked = await db
    .select({ productId: orderItems.productId, orderCount, lastOrdered })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.status, ORDER_CANCELLED)))
    .groupBy(orderItems.productId)
    .orderBy(desc(orderCount), desc(lastOrdered), orderItems.productId)
    .limit(REGULARS_LIMIT);
  if (ranked.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      inArray(
        products.id,
        ranked.map((r) => r.productId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const elsewhere = await cheapestElsewhere(db, rows);
  return ranked.flatMap((r) => {
    const row = byId.get(r.productId);
    if (!row) return [];
    const other = elsewhere.get(row.id);
    const saving = other ? savingPence(row, other) : null;
    return [
      {
        product: toProduct(row),
        orderCount: Number(r.orderCount),
        lastOrderedAt: new Date(r.lastOrdered).toISOString(),
        bestElsewhere: other ? { product: toProduct(other), saving: saving === null ? null : penceToPounds(saving) } : null,
      },
    ];
  });
}
