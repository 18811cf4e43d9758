import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, productReviews, storeReviews } from '../../db/schema';
import { boughtQuery } from './posting';

/** How many of the owner's reviews lost "Verified Purchase". */
export interface Unverified {
  productReviews: number;
  storeReviews: number;
}

/**
 * After an order is cancelled, in the cancel's transaction and once the order's status says Cancelled: the
 * owner's reviews of what it held (its products; its lines' stores) are asked the posting rule again
 * (posting.ts boughtQuery), and those no other of the owner's orders, not cancelled, still qualifies lose
 * "Verified Purchase". The reviews themselves stay, as written.
 */
export async function unverifyAfterCancel(tx: Db, userId: number, orderId: number): Promise<Unverified> {
  const inOrder = tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const storesInOrder = tx.select({ id: orderItems.storeId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  const products = await tx
    .update(productReviews)
    .set({ isVerifiedPurchase: false })
    .where(
      and(
        eq(productReviews.userId, userId),
        eq(productReviews.isVerifiedPurchase, true),
        inArray(productReviews.productId, inOrder),
        notExists(boughtQuery(tx, userId, eq(orderItems.productId, productReviews.productId))),
      ),
    )
    .returning({ id: productReviews.id });
  const stores = await tx
    .update(storeReviews)
    .set({ isVerifiedPurchase: false })
    .where(
      and(
        eq(storeReviews.userId, userId),
        eq(storeReviews.isVerifiedPurchase, true),
        inArray(storeReviews.storeId, storesInOrder),
        notExists(boughtQuery(tx, userId, eq(orderItems.storeId, storeReviews.storeId))),
      ),
    )
    .returning({ id: storeReviews.id });
  return { productReviews: products.length, storeReviews: stores.length };
}
