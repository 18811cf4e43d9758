import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { RatingSummary } from '@/contracts/common';
import type { Product } from '@/contracts/product';
import type { Db } from '../../db/client';
import { orderItems, productReviews, products } from '../../db/schema';
import { summariseRatings } from '@/domain/reviews';
import { notFound } from '@/domain/errors';
import { storeExists } from '../stores/service';
import { toProduct } from './mapper';

const { searchDoc: _doc, searchName: _name, baseName: _base, ...productColumns } = getTableColumns(products);
export { productColumns };

export async function getProduct(db: Db, id: number): Promise<Product> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  if (!row) throw notFound(`Product ${id} not found`);
  return toProduct(row);
}

export async function listProducts(db: Db, page: { limit?: number; offset?: number }): Promise<Product[]> {
  let query = db.select(productColumns).from(products).orderBy(asc(products.id)).$dynamic();
  if (page.limit !== undefined) query = query.limit(page.limit);
  if (page.offset !== undefined) query = query.offset(page.offset);
  return (await query).map(toProduct);
}

export async function listStoreProducts(db: Db, storeId: number): Promise<Product[]> {
  if (!(await storeExists(db, storeId))) throw notFound(`Store ${storeId} not found`);
  const rows = await db.select(productColumns).from(products).where(eq(products.storeId, storeId)).orderBy(asc(products.id));
  return rows.map(toProduct);
}

/** Most ordered first, then best rated, then a stable pick (featured, then by id). */
export async function popularProducts(db: Db, limit = 12): Promise<Product[]> {
  const ordered = db
    .select({ productId: orderItems.productId, qty: sql<number>`sum(${orderItems.quantity})`.as('qty') })
    .from(orderItems)
    .groupBy(orderItems.productId)
    .as('ordered');
  const rated = db
    .select({
      productId: productReviews.productId,
      avg: sql<number>`avg(${productReviews.rating})`.as('avg'),
      n: count().as('n'),
    })
    .from(productReviews)
    .where(eq(productReviews.moderationStatus, 'approved'))
    .groupBy(productReviews.productId)
    .as('rated');
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(ordered, eq(ordered.productId, products.id))
    .leftJoin(rated, eq(rated.productId, products.id))
    .where(eq(products.available, true))
    .orderBy(
      desc(sql`coalesce(${ordered.qty}, 0)`),
      desc(sql`coalesce(${rated.avg}, 0)`),
      desc(sql`coalesce(${rated.n}, 0)`),
      desc(products.featured),
      asc(products.id),
    )
    .limit(limit);
  return rows.map(toProduct);
}

export async function productRating(db: Db, productId: number): Promise<RatingSummary> {
  const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!exists) throw notFound(`Product ${productId} not found`);
  const rows = await db
    .select({ rating: productReviews.rating, n: count() })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.moderationStatus, 'approved')))
    .groupBy(productReviews.rating);
  return summariseRatings(rows);
}
