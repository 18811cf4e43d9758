import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LineOutcomeInput } from '@/contracts/fulfilment';
import { linePricePence } from '@/domain/cart';
import { applyMove, checkSubstitute, mayRecordOutcome, STATUS_CANCELLED, STATUS_DELIVERED, STATUS_OUT_FOR_DELIVERY, type Move } from '@/domain/fulfilment';
import { conflict, invalid, notFound } from '@/domain/errors';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatuses, products, users } from '../../db/schema';
import { releaseSlot } from '../delivery-slots/service';
import type { Mailer } from '../mail/mailer';
import { cancelledMail, deliveredMail, type MailRecipient, outForDeliveryMail } from '../mail/templates';
import type { PaymentProvider } from '../payments/provider';
import { unverifyAfterCancel } from '../reviews/verification';
import { deliveryPostcode, domainLine, loadOrder, type LoadedOrder } from './load';
import { moneyOf, toTracking } from './views';

export interface FulfilmentDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  logError: (error: unknown, message: string) => void;
}

/** Who makes a move: a staff member (recorded on the status row), or the shopper cancelling their own order. */
export type Actor = { role: 'staff'; userId: number } | { role: 'shopper'; userId: number };

/** The PostgreSQL channel every order change is announced on (payload: the order id), delivered on commit. */
export const ORDER_EVENTS_CHANNEL = 'order_events';

export const illegalMove = (reason: string) => conflict(reason, { code: 'illegal_move' });

const announce = (tx: Db, orderId: number) => tx.execute(sql`SELECT pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(orderId)})`);

/** Runs fn in a transaction holding the order's row lock: one move or outcome of an order at a time. */
async function withLockedOrder<T>(db: Db, orderId: number, ownerId: number | undefined, fn: (tx: Db, loaded: LoadedOrder) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const loaded = await loadOrder(tx, orderId, { forUpdate: true, ownerId });
    if (!loaded) throw notFound(`Order ${orderId} not found`);
    return fn(tx, loaded);
  });
}

/** Whom an order's e-mails go to: the account that placed it. */
async function ownerOf(tx: Db, userId: number): Promise<MailRecipient> {
  const [owner] = await tx.select({ name: users.firstName, email: users.email }).from(users).where(eq(users.id, userId));
  return owner!;
}

/**
 * One move of an order's life, in one transaction: the order row locked, its status rows folded, the move
 * applied (or refused: 409 illegal_move), the new rows appended with their location and actor, the order's
 * status column set to the latest, the change announced, and the out-for-delivery, delivered and cancelled
 * e-mails put in the outbox. A cancel also releases the slot and takes "Verified Purchase" from the owner's
 * reviews no other order of theirs still qualifies (reviews/verification.ts). After the commit a cancel voids
 * the payment and a delivery captures the final total.
 */
export async function moveOrder(deps: FulfilmentDeps, orderId: number, actor: Actor, move: Move): Promise<void> {
  const { loaded, mail } = await withLockedOrder(deps.db, orderId, actor.role === 'shopper' ? actor.userId : undefined, async (tx, loaded) => {
    const postcode = deliveryPostcode(loaded.order);
    const result = applyMove(loaded.state, move, {
      storeName: (id) => loaded.storesById.get(id)?.storeName ?? `store ${id}`,
      linesDone: (id) => loaded.items.filter((i) => i.storeId === id).every((i) => i.outcome !== null),
      deliveryPostcode: postcode,
    });
    if (!result.ok) throw illegalMove(result.reason);
    const inserted = await tx
      .insert(orderStatuses)
      .values(
        result.rows.map((row) => ({
          orderId,
          status: row.status,
          description: row.description,
          storeId: row.storeId,
          // clock_timestamp, not now(): a transaction that waited for the lock still sorts after the one it waited for.
          timestamp: sql`clock_timestamp()`,
          location:
            row.storeId !== null
              ? (loaded.storesById.get(row.storeId)?.branchAddress ?? null)
              : row.status === STATUS_OUT_FOR_DELIVERY || row.status === STATUS_DELIVERED
                ? postcode
                : null,
          actorId: actor.role === 'staff' ? actor.userId : null,
        })),
      )
      .returning();
    const status = result.rows.at(-1)!.status;
    await tx.update(orders).set({ status }).where(eq(orders.id, orderId));
    if (status === STATUS_CANCELLED) {
      // A cancelled order gives its delivery slot back to other shoppers, and no longer verifies its owner's reviews.
      if (loaded.order.deliverySlotStart) await releaseSlot(tx, loaded.order.deliverySlotStart);
      await unverifyAfterCancel(tx, loaded.order.userId, orderId);
    }
    await announce(tx, orderId);
    const after: LoadedOrder = {
      ...loaded,
      order: { ...loaded.order, status },
      state: result.state,
      statuses: [...loaded.statuses, ...inserted.map((r) => ({ ...r, actorFirstName: null }))],
    };
    if (move.type !== 'out_for_delivery' && move.type !== 'deliver' && move.type !== 'cancel') return { loaded: after, mail: null };
    // To the account that placed the order (its verified address); the shipping details' e-mail is the delivery contact.
    const to = await ownerOf(tx, loaded.order.userId);
    const message =
      move.type === 'out_for_delivery'
        ? outForDeliveryMail(toTracking(after), to)
        : move.type === 'deliver'
          ? deliveredMail(toTracking(after), to)
          : cancelledMail(toTracking(after), to, result.rows.at(-1)!.description);
    return { loaded: after, mail: { id: await deps.mailer.queue(tx, message), message, needsDelivery: deps.mailer.needsDelivery } };
  });

  if (mail?.needsDelivery) await deps.mailer.deliverQueued(mail.id, mail.message).catch((e: unknown) => deps.logError(e, 'fulfilment e-mail left in the outbox'));
  else if (mail) deps.mailer.written(mail.message);
  const authorisation = loaded.order.paymentAuthorisationId;
  if (move.type === 'cancel') {
    await deps.payments.void(authorisation).catch((e: unknown) => deps.logError(e, 'could not void a cancelled order’s authorisation'));
  } else if (move.type === 'deliver') {
    await deps.payments.capture(authorisation, moneyOf(loaded).pence.finalTotal).catch((e: unknown) => deps.logError(e, 'could not capture a delivered order’s payment'));
  }
}

/**
 * A line's outcome, set once: while its chain is collecting, and only if no one set it first (the order lock
 * serialises two pickers; `WHERE outcome IS NULL` would stop a second write even without it). A substitute is
 * priced from the catalogue now, and must be allowed by the shopper's preference and within their cap.
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
