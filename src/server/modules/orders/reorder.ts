import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ReorderResult } from '@/contracts/orders';
import { CART_MAX_QUANTITY, linePricePence } from '@/domain/cart';
import { penceToPounds } from '@/domain/money';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orders, products } from '../../db/schema';
import { conflict, notFound } from '@/domain/errors';
import { ALREADY_IN_BASKET_CODE, alreadyInBasketMessage, linesAlreadyInBasket } from '@/domain/reorder';
import { getCart } from '../cart/service';

/**
 * Puts a past order's lines back in the shopper's basket at today's prices: unavailable lines are left out,
 * price changes and lines held back by the 99-per-item limit are reported, all in one transaction. When the
 * basket already holds some of the lines, only a confirmed re-order adds them; otherwise a 409 lists them and
 * nothing is added (a line that arrives in the basket meanwhile is caught by the insert itself).
 */
export async function reorder(db: Db, userId: number, orderId: number, { confirm }: { confirm: boolean }): Promise<ReorderResult> {
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw notFound(`Order ${orderId} not found`);
    const lines = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity, paidPence: orderItems.pricePence, name: products.name, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);
    const buyable = lines.filter((l) => l.available);
    const existing = buyable.length
      ? await tx
          .select({ productId: cartItems.productId, quantity: cartItems.quantity })
          .from(cartItems)
          .where(
            and(
              eq(cartItems.userId, userId),
              inArray(
                cartItems.productId,
                buyable.map((l) => l.productId),
              ),
            ),
          )
      : [];
    const inBasket = new Map(existing.map((e) => [e.productId, e.quantity]));
    if (!confirm) refuseIfInBasket(buyable, inBasket);
    const added: ReorderResult['added'] = [];
    const capped: ReorderResult['capped'] = [];
    for (const line of buyable) {
      const room = CART_MAX_QUANTITY - (inBasket.get(line.productId) ?? 0);
      const quantity = Math.min(line.quantity, room);
      if (quantity < line.quantity) capped.push({ productId: line.productId, name: line.name });
      if (quantity <= 0) continue;
      const insert = tx.insert(cartItems).values({ userId, productId: line.productId, quantity });
      if (confirm) {
        await insert.onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`LEAST(${cartItems.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})`, updatedAt: sql`now()` },
        });
      } else if ((await insert.onConflictDoNothing().returning({ id: cartItems.id })).length === 0) {
        // Added by another request since the basket was read (a second press): asked about like the rest.
        const [now] = await tx.select({ quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId)));
        refuseIfInBasket([line], new Map([[line.productId, now?.quantity ?? 1]]));
      }
      added.push({ productId: line.productId, name: line.name, quantity });
    }
    return {
      added,
      capped,
      unavailable: lines.filter((l) => !l.available).map((l) => ({ productId: l.productId, name: l.name })),
      priceChanged: buyable
        .filter((l) => linePricePence(l) !== l.paidPence)
        .map((l) => ({ productId: l.productId, name: l.name, was: penceToPounds(l.paidPence), now: penceToPounds(linePricePence(l)) })),
    };
  });
  return { ...result, cart: await getCart(db, { userId }) };
}

/** Unconfirmed, a re-order whose lines are partly in the basket already is a 409 listing them (nothing added: the transaction rolls back). */
function refuseIfInBasket(lines: readonly { productId: number; name: string; quantity: number }[], basket: ReadonlyMap<number, number>): void {
  const already = linesAlreadyInBasket(lines, basket);
  if (already.length > 0) throw conflict(alreadyInBasketMessage(already), { code: ALREADY_IN_BASKET_CODE, lines: already });
}
