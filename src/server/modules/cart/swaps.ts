import { and, eq, sql } from 'drizzle-orm';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { conflict, invalid, notFound } from '@/domain/errors';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema';
import { basketLines, offeredByLine } from './savings';
import { ownedBy, type CartOwner } from './service';

export interface Swap {
  cartItemId: number;
  productId: number;
}

/**
 * POST /api/cart/swaps: applies the shopper's chosen swaps in one transaction, or none of them. The owner's lines
 * are locked first, so a second request at once sees the basket after the first. Each replacement must be one the
 * savings answer offers for that line now (recomputed here, never taken from the client); a replacement already
 * in the basket takes the line's quantity, as adding to the cart does.
 */
export async function applySwaps(db: Db, owner: CartOwner | null, swaps: Swap[]): Promise<void> {
  if (!owner) throw notFound(`Cart item ${swaps[0]!.cartItemId} not found`);
  await db.transaction(async (tx) => {
    await tx.select({ id: cartItems.id }).from(cartItems).where(ownedBy(owner)).for('update');
    const lines = await basketLines(tx, owner);
    const byId = new Map(lines.map((l) => [l.id, l]));
    const missing = swaps.find((s) => !byId.has(s.cartItemId));
    if (missing) throw notFound(`Cart item ${missing.cartItemId} not found`);

    const named = swaps.map((s) => byId.get(s.cartItemId)!);
    const offered = await offeredByLine(tx, named);
    swaps.forEach((s, i) => {
      if (offered.get(s.cartItemId)?.has(s.productId)) return;
      const field = `swaps.${i}.productId`;
      const message = `${field}: product ${s.productId} is not a cheaper equivalent offered for cart item ${s.cartItemId}`;
      throw invalid(message, { [field]: message });
    });

    // Which line holds each product, kept up to date as swaps move and merge lines.
    const lineOf = new Map(lines.map((l) => [l.product.id, { id: l.id, quantity: l.quantity }]));
    for (const s of swaps) {
      const line = byId.get(s.cartItemId)!;
      const held = lineOf.get(line.product.id)!;
      const existing = lineOf.get(s.productId);
      lineOf.delete(line.product.id);
      if (existing) {
        const quantity = existing.quantity + held.quantity;
        if (quantity > CART_MAX_QUANTITY) throw conflict(`You can have at most ${CART_MAX_QUANTITY} of one item in your basket`);
        await tx.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(and(eq(cartItems.id, existing.id), ownedBy(owner)));
        await tx.delete(cartItems).where(and(eq(cartItems.id, held.id), ownedBy(owner)));
        existing.quantity = quantity;
      } else {
        await tx.update(cartItems).set({ productId: s.productId, updatedAt: sql`now()` }).where(and(eq(cartItems.id, held.id), ownedBy(owner)));
        lineOf.set(s.productId, held);
      }
    }
  });
}
