import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LineOutcomeInput } from '@/contracts/fulfilment';
import { linePricePence } from '@/domain/cart';
import { checkSubstitute, mayRecordOutcome, type Move } from '@/domain/fulfilment';
import { conflict, invalid, notFound } from '@/domain/errors';
import { penceToPounds } from '@/domain/money';
import { checkWithinHold, orderMoney } from '@/domain/order-money';
import { cancelTooLate } from '@/domain/order-change';
import { orderItems, orders, products } from '../../db/schema';
import type { SlotSettings } from '../delivery-slots/service';
import { announce, commitMoves, illegalMove, withLockedOrder, type Actor, type FulfilmentDeps } from './commit';
import { domainLine } from './load';
import { deliverOrder, releasePayment } from './payment';

export { illegalMove, ORDER_EVENTS_CHANNEL, type Actor, type FulfilmentDeps } from './commit';

/**
 * One move of an order's life (commitMoves). A delivery captures first (payment.ts: the capture's outcome is
 * written with the delivery); after the commit a cancel voids the authorisation, and refunds a capture that
 * raced it.
 */
export async function moveOrder(deps: FulfilmentDeps, orderId: number, actor: Actor, move: Move): Promise<void> {
  if (move.type === 'deliver') return deliverOrder(deps, orderId, actor, move.idCheck ?? null);
  const after = await commitMoves(deps, orderId, actor, () => [move]);
  if (move.type === 'cancel') await releasePayment(deps, after);
}

/**
 * The shopper's own cancel: until the slot's cut-off, as changing (issue 34), and while no chain has started
 * (the fulfilment rules, under the order's lock). Another shopper's order is 404.
 */
export async function cancelByShopper(deps: FulfilmentDeps, orderId: number, userId: number, slots: SlotSettings): Promise<void> {
  const [order] = await deps.db.select({ slotStart: orders.deliverySlotStart }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const tooLate = order && cancelTooLate(order.slotStart, slots, slots.now());
  if (tooLate) throw conflict(tooLate, { code: 'too_late' });
  await moveOrder(deps, orderId, { role: 'shopper', userId }, { type: 'cancel', by: 'shopper' });
}

/**
 * A line's outcome, set once: while its chain is collecting, and only if no one set it first (the order lock
 * serialises two pickers; `WHERE outcome IS NULL` would stop a second write even without it). A substitute is
 * priced from the catalogue now, and must be allowed by the shopper's preference and within their cap, and must
 * leave the order's final total within what checkout authorised (409 above_authorisation naming both).
 */
export async function recordOutcome(deps: Pick<FulfilmentDeps, 'db'>, orderId: number, lineId: number, staffId: number, input: LineOutcomeInput): Promise<void> {
  await withLockedOrder(deps.db, orderId, undefined, async (tx, loaded) => {
    const item = loaded.items.find((i) => i.id === lineId);
    if (!item) throw notFound(`Line ${lineId} not found in order ${orderId}`);
    const line = domainLine(item);
    const may = mayRecordOutcome(loaded.state, line);
    if (!may.ok) throw illegalMove(may.reason);

    let substitute = {};
    if (input.outcome === 'substituted') {
      const [product] = await tx
        .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent, available: products.available })
        .from(products)
        .where(eq(products.id, input.productId));
      if (!product) throw invalid(`productId: product ${input.productId} not found`, { productId: `product ${input.productId} not found` });
      if (product.id === item.productId) throw illegalMove('A substitute must be a different product');
      if (!product.available) throw illegalMove(`${product.name} is unavailable`);
      const unitPricePence = linePricePence(product);
      const check = checkSubstitute(line, { storeId: product.storeId, unitPricePence, quantity: input.quantity });
      if (!check.ok) throw illegalMove(check.reason);
      // The order must still be capturable: its final total with this substitute within what checkout authorised.
      const outcome = { kind: 'substituted' as const, productId: product.id, storeId: product.storeId, quantity: input.quantity, unitPricePence };
      const money = orderMoney({ lines: loaded.items.map(domainLine).map((l) => (l.id === lineId ? { ...l, outcome } : l)), deliveryFeePence: loaded.order.deliveryFeePence, stage: 'open' });
      const within = checkWithinHold(money, loaded.order.authorisedPence);
      if (!within.ok) throw conflict(within.reason, { code: 'above_authorisation', finalTotal: penceToPounds(money.finalTotal), authorised: penceToPounds(loaded.order.authorisedPence) });
      substitute = {
        substituteProductId: product.id,
        substituteName: product.name,
        substituteStoreId: product.storeId,
        substituteQuantity: input.quantity,
        substitutePricePence: unitPricePence,
      };
    }
    const updated = await tx
      .update(orderItems)
      .set({ outcome: input.outcome, ...substitute, outcomeAt: sql`clock_timestamp()`, outcomeBy: staffId })
      .where(and(eq(orderItems.id, lineId), eq(orderItems.orderId, orderId), isNull(orderItems.outcome)))
      .returning({ id: orderItems.id });
    if (updated.length === 0) throw illegalMove('This line already has an outcome');
    await announce(tx, orderId);
  });
}
