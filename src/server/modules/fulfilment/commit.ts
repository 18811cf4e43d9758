import { eq, sql } from 'drizzle-orm';
import { applyMove, STATUS_CANCELLED, STATUS_DELIVERED, STATUS_OUT_FOR_DELIVERY, type Move, type NewStatus } from '@/domain/fulfilment';
import { conflict, notFound } from '@/domain/errors';
import type { Db } from '../../db/client';
import { orders, orderStatuses } from '../../db/schema';
import { releaseSlot } from '../delivery-slots/service';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import { unverifyAfterCancel } from '../reviews/verification';
import { deliveryPostcode, loadOrder, type LoadedOrder } from './load';
import { mailsOfMoves } from './order-mails';

/** The one way an order moves: under its row lock, in one transaction, with its rows, status, announcement and e-mails. */

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

export const announce = (tx: Db, orderId: number) => tx.execute(sql`SELECT pg_notify(${ORDER_EVENTS_CHANNEL}, ${String(orderId)})`);

/** Runs fn in a transaction holding the order's row lock: one move or outcome of an order at a time. */
export async function withLockedOrder<T>(db: Db, orderId: number, ownerId: number | undefined, fn: (tx: Db, loaded: LoadedOrder) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const loaded = await loadOrder(tx, orderId, { forUpdate: true, ownerId });
    if (!loaded) throw notFound(`Order ${orderId} not found`);
    return fn(tx, loaded);
  });
}

/**
 * Moves an order in one transaction on its locked row: `plan` names the moves from the order as it is under the
 * lock; each is applied in turn (or refused: 409 illegal_move), the rows appended with their location and actor,
 * the order's status column set to the latest, the change announced and the moves' e-mails put in the outbox.
 * A cancel also releases the slot and takes "Verified Purchase" from the owner's reviews no other order of
 * theirs still qualifies (reviews/verification.ts). The e-mails go out after the commit. Answers the order after.
 */
export async function commitMoves(
  deps: FulfilmentDeps,
  orderId: number,
  actor: Actor,
  plan: (loaded: LoadedOrder) => Move[],
  /** Writes the moves' changes to the lines (a refusal at the door) in the same transaction, answering the order after them. */
  writeLines?: (tx: Db, loaded: LoadedOrder) => Promise<LoadedOrder>,
): Promise<LoadedOrder> {
  const { after, mails } = await withLockedOrder(deps.db, orderId, actor.role === 'shopper' ? actor.userId : undefined, async (tx, locked) => {
    const postcode = deliveryPostcode(locked.order);
    const moves = plan(locked);
    let state = locked.state;
    const rows: NewStatus[] = [];
    for (const move of moves) {
      const result = applyMove(state, move, {
        storeName: (id) => locked.storesById.get(id)?.storeName ?? `store ${id}`,
        linesDone: (id) => locked.items.filter((i) => i.storeId === id).every((i) => i.outcome !== null),
        deliveryPostcode: postcode,
      });
      if (!result.ok) throw illegalMove(result.reason);
      state = result.state;
      rows.push(...result.rows);
    }
    const loaded = writeLines ? await writeLines(tx, locked) : locked;
    const inserted = await tx
      .insert(orderStatuses)
      .values(
        rows.map((row) => ({
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
    const status = rows.at(-1)!.status;
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
      state,
      statuses: [...loaded.statuses, ...inserted.map((r) => ({ ...r, actorFirstName: null }))],
    };
    const messages = await mailsOfMoves(tx, after, moves, rows);
    const mails = [];
    for (const message of messages) mails.push({ id: await deps.mailer.queue(tx, message), message });
    return { after, mails };
  });
  for (const mail of mails) {
    if (deps.mailer.needsDelivery) await deps.mailer.deliverQueued(mail.id, mail.message).catch((e: unknown) => deps.logError(e, 'fulfilment e-mail left in the outbox'));
    else deps.mailer.written(mail.message);
  }
  return after;
}
