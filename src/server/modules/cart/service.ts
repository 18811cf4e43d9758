import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Cart } from '@/contracts/cart';
import { DEFAULT_SUBSTITUTION, type SubstitutionPreference } from '@/domain/fulfilment';
import { CART_MAX_QUANTITY, cartTotals, linePricePence, lineTotalPence } from '@/domain/cart';
import { multiBuyOf } from '@/domain/multibuy';
import { penceToPounds } from '@/domain/money';
import { lineSavingPence, offerSavingPence } from '@/domain/offer-savings';
import { conflict, notFound } from '@/domain/errors';
import type { Db } from '../../db/client';
import { cartItems, products, substitutionChoices } from '../../db/schema';
import { toProduct } from '../products/mapper';
import { productColumns } from '../products/service';
import { refuseOverPackLimit } from './pack-limit';

/** Whose basket: a signed-in user's, or an anonymous visitor session's. */
export type CartOwner = { userId: number } | { sessionId: string };

export function ownedBy(owner: CartOwner): SQL {
  return 'userId' in owner ? eq(cartItems.userId, owner.userId) : eq(cartItems.sessionId, owner.sessionId);
}

export const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotal: 0, deliveryFee: 0, total: 0, saving: 0 };

/** The basket with prices from the database, never from the client. */
export async function getCart(db: Db, owner: CartOwner | null): Promise<Cart> {
  if (!owner) return EMPTY_CART;
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, substitution: cartItems.substitution, addedPricePence: cartItems.addedPricePence, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(ownedBy(owner))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // Each line with its own chain's multi-buy (product ids are per chain, so another chain's same product never counts toward it).
  const lines = rows.map((r) => ({ pricePence: r.product.pricePence, discountPercent: r.product.discountPercent, quantity: r.quantity, multiBuy: multiBuyOf(r.product), abvPercent: r.product.abvPercent }));
  const totals = cartTotals(lines);
  return {
    items: rows.map((r, i) => {
      const unit = linePricePence(r.product);
      const product = toProduct(r.product);
      return {
        id: r.id,
        productId: r.product.id,
        quantity: r.quantity,
        product,
        unitPrice: penceToPounds(unit),
        // Struck through only when honest (issue 37): the product's own "was", as its card shows it.
        wasUnitPrice: product.wasPrice,
        lineTotal: penceToPounds(lineTotalPence(lines[i]!)),
        lineSaving: penceToPounds(lineSavingPence(lines[i]!)),
        substitution: r.substitution,
        addedUnitPrice: r.addedPricePence === null || r.addedPricePence === unit ? null : penceToPounds(r.addedPricePence),
      };
    }),
    itemCount: totals.itemCount,
    subtotal: penceToPounds(totals.subtotalPence),
    deliveryFee: penceToPounds(totals.deliveryFeePence),
    total: penceToPounds(totals.totalPence),
    saving: penceToPounds(offerSavingPence(lines)),
  };
}

const overMaxQuantity = () => conflict(`You can have at most ${CART_MAX_QUANTITY} of one item in your basket`);

/** Adds a product; adding one already in the basket grows its quantity. */
export async function addItem(db: Db, owner: CartOwner, productId: number, quantity: number): Promise<void> {
  const [product] = await db
    .select({ available: products.available, activeIngredient: products.activeIngredient, pricePence: products.pricePence, discountPercent: products.discountPercent })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound(`Product ${productId} not found`);
  if (!product.available) throw conflict('This item is currently unavailable');
  await refuseOverPackLimit(db, ownedBy(owner), { add: { productId, activeIngredient: product.activeIngredient, quantity } });
  const ownerValues = 'userId' in owner ? { userId: owner.userId } : { sessionId: owner.sessionId };
  const target = 'userId' in owner ? [cartItems.userId, cartItems.productId] : [cartItems.sessionId, cartItems.productId];
  // A shopper's remembered "If unavailable" for the product (issue 34) starts the new line; best match otherwise.
  const remembered =
    'userId' in owner
      ? { substitution: sql`coalesce((SELECT ${substitutionChoices.substitution} FROM ${substitutionChoices} WHERE ${substitutionChoices.userId} = ${owner.userId} AND ${substitutionChoices.productId} = ${productId}), ${JSON.stringify(DEFAULT_SUBSTITUTION)}::jsonb)` }
      : {};
  const inserted = await db
    .insert(cartItems)
    // What one costs now, so the drawer can tell the shopper when that moves (a grown line keeps its first price).
    .values({ ...ownerValues, productId, quantity, addedPricePence: linePricePence(product), ...remembered })
    .onConflictDoUpdate({
      target,
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${CART_MAX_QUANTITY}`,
    })
    .returning({ id: cartItems.id });
  if (inserted.length === 0) throw overMaxQuantity();
}

/** Changes a line's quantity, its "If unavailable" preference, or both. */
export async function updateItem(db: Db, owner: CartOwner, lineId: number, change: { quantity?: number; substitution?: SubstitutionPreference }): Promise<void> {
  if (change.quantity !== undefined) await refuseOverPackLimit(db, ownedBy(owner), { set: { lineId, quantity: change.quantity } });
  const updated = await db
    .update(cartItems)
    .set({
      ...(change.quantity !== undefined ? { quantity: change.quantity } : {}),
      ...(change.substitution !== undefined ? { substitution: change.substitution } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(cartItems.id, lineId), ownedBy(owner)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw notFound(`Cart item ${lineId} not found`);
}

export async function removeItem(db: Db, owner: CartOwner, lineId: number): Promise<void> {
  const removed = await db.delete(cartItems).where(and(eq(cartItems.id, lineId), ownedBy(owner))).returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound(`Cart item ${lineId} not found`);
}

export async function clearCart(db: Db, owner: CartOwner): Promise<void> {
  await db.delete(cartItems).where(ownedBy(owner));
}

/**
 * At sign-in the visitor's basket joins the user's: quantities of the same product add up (capped at the
 * maximum), new products move across. Runs in one transaction.
 */
export async function mergeSessionCartIntoUser(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO cart_items (user_id, product_id, quantity, substitution)
      SELECT ${userId}, product_id, quantity, substitution FROM cart_items WHERE session_id = ${sessionId}
      ON CONFLICT (user_id, product_id) DO UPDATE
        SET quantity = LEAST(cart_items.quantity + excluded.quantity, ${CART_MAX_QUANTITY}), updated_at = now()`);
    await tx.delete(cartItems).where(eq(cartItems.sessionId, sessionId));
  });
}
