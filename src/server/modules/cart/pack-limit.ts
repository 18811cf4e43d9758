import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { isPackLimited, medicinePackChangeRefusal, PACK_LIMIT_CODE } from '@/domain/age-restrictions';
import { conflict } from '@/domain/errors';
import { DELIVERY_REGION, RESTRICTED_SALES_RULES } from '@/domain/restricted-sales-rules';
import type { Db } from '../../db/client';
import { cartItems, products } from '../../db/schema';

/** A basket change: a product added (its quantity grows the line), or a line's quantity set. */
export type BasketChange = { add: { productId: number; activeIngredient: string | null; quantity: number } } | { set: { lineId: number; quantity: number } };

/**
 * Refuses (409, with the reason) a change that would leave more packs of paracetamol or aspirin in the basket
 * (`basket`: the condition on its lines' owner, service.ts ownedBy) than one order may hold, counted across every
 * chain: the rule is per transaction. Only the basket's limited lines are read, and nothing at all for an add of
 * anything else. Two changes at the same moment could each pass: placing the order checks the whole basket again.
 */
export async function refuseOverPackLimit(db: Db, basket: SQL, change: BasketChange): Promise<void> {
  if ('add' in change && !isPackLimited(change.add)) return;
  const limited = RESTRICTED_SALES_RULES[DELIVERY_REGION].painRelief.limitedIngredients;
  const before = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, activeIngredient: products.activeIngredient })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(basket, inArray(products.activeIngredient, [...limited])));
  let after = before;
  if ('add' in change) {
    const { productId, activeIngredient, quantity } = change.add;
    const line = before.find((l) => l.productId === productId);
    after = line ? before.map((l) => (l === line ? { ...l, quantity: l.quantity + quantity } : l)) : [...before, { id: 0, productId, quantity, activeIngredient }];
  } else {
    after = before.map((l) => (l.id === change.set.lineId ? { ...l, quantity: change.set.quantity } : l));
  }
  const refusal = medicinePackChangeRefusal(before, after);
  if (refusal) throw conflict(refusal, { code: PACK_LIMIT_CODE });
}
