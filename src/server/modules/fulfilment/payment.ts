import { and, eq, inArray } from 'drizzle-orm';
import { ID_CHECK_REQUIRED_MESSAGE } from '@/contracts/fulfilment';
import type { IdCheck } from '@/domain/age-restrictions';
import { applyMove, paymentNeedsAction } from '@/domain/fulfilment';
import { notFound, conflict, invalid } from '@/domain/errors';
import { orderItems } from '../../db/schema';
import { formatPence } from '@/domain/money';
import type { CaptureResult } from '../payments/provider';
import { commitMoves, illegalMove, type Actor, type FulfilmentDeps } from './commit';
import { idCheckLines, loadOrder, type LoadedOrder } from './load';
import { moneyOf } from './views';

/**
 * The order's money at the processor after checkout. Delivery captures the final total (orderMoney) before the
 * order is marked delivered, so the capture's outcome is written with the delivery: Delivered alone when it was
 * taken, Delivered and Payment Problem (logged at error, e-mailed, on the staff list and the tracking) when it
 * was not. A crash between the capture and the commit leaves the order out for delivery, and delivering it again
 * captures nothing twice (a capture of the same amount answers as the first did). Staff then retry the capture
 * or write the payment off. A cancel voids the authorisation, and refunds a capture that raced it.
 */

/** Asks the processor to capture; a processor that cannot be reached is a refusal like any other. */
async function capture(deps: FulfilmentDeps, loaded: LoadedOrder, amountPence: number): Promise<CaptureResult> {
  try {
    return await deps.payments.capture(loaded.order.paymentAuthorisationId, amountPence);
  } catch (error) {
    deps.logError(error, `the processor did not answer the capture of order ${loaded.order.orderNumber}`);
    return { ok: false, reason: 'The payment processor did not answer' };
  }
}

const logProblem = (deps: FulfilmentDeps, loaded: LoadedOrder, amountPence: number, reason: string) =>
  deps.logError(new Error(reason), `Payment problem on order ${loaded.order.orderNumber}: could not capture ${formatPence(amountPence)} (${reason})`);

async function loadOrThrow(deps: FulfilmentDeps, orderId: number): Promise<LoadedOrder> {
  const loaded = await loadOrder(deps.db, orderId);
  if (!loaded) throw notFound(`Order ${orderId} not found`);
  return loaded;
}

/**
 * Out for delivery -> Delivered, with the final total captured first; a failed capture is a Payment Problem. An
 * order with age-restricted lines needs the ID check's answer (400 naming idCheck without it): refused, those lines
 * go back at the door, are marked so with the delivery, and are not in the total captured.
 */
export async function deliverOrder(deps: FulfilmentDeps, orderId: number, actor: Actor, idCheck: IdCheck | null = null): Promise<void> {
  const before = await loadOrThrow(deps, orderId);
  // Refused before any money moves: the same check runs again under the lock.
  const allowed = applyMove(before.state, { type: 'deliver' }, { storeName: () => '', linesDone: () => true });
  if (!allowed.ok) throw illegalMove(allowed.reason);
  const restricted = idCheckLines(before);
  if (restricted.length > 0 && idCheck === null) throw invalid(`idCheck: ${ID_CHECK_REQUIRED_MESSAGE}`, { idCheck: ID_CHECK_REQUIRED_MESSAGE });
  const check = restricted.length > 0 ? idCheck : null;
  const refusedIds = new Set(check === 'refused' ? restricted.map((i) => i.id) : []);
  const refused = restricted.filter((i) => refusedIds.has(i.id)).map((i) => `${i.productName} x${i.quantity}`);
  const delivered = withRefused(before, refusedIds);
  // The lines' outcomes are final once the order is out for delivery, so this is the total the commit sees: the one
  // money rule's, without the lines refused at the door, never more than the hold (refusing only takes away).
  const amountPence = moneyOf(delivered).pence.finalTotal;
  const captured = await capture(deps, before, amountPence);
  const deliver = { type: 'deliver' as const, idCheck: check, refused };
  try {
    await commitMoves(
      deps,
      orderId,
      actor,
      () => (captured.ok ? [deliver] : [deliver, { type: 'payment_failed', amountPence }]),
      async (tx, locked) => {
        if (refusedIds.size === 0) return locked;
        await tx
          .update(orderItems)
          .set({ refusedAtDoor: true })
          .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...refusedIds])));
        return withRefused(locked, refusedIds);
      },
    );
  } catch (error) {
    // Cancelled while the capture ran: what it took goes back.
    if (captured.ok && (await loadOrder(deps.db, orderId))?.state.stage === 'cancelled') await releasePayment(deps, before);
    throw error;
  }
  if (!captured.ok) logProblem(deps, before, amountPence, captured.reason);
}

/** The order with these lines refused at the door. */
const withRefused = (loaded: LoadedOrder, ids: ReadonlySet<number>): LoadedOrder =>
  ids.size === 0 ? loaded : { ...loaded, items: loaded.items.map((i) => (ids.has(i.id) ? { ...i, refusedAtDoor: true } : i)) };

/** Tries a failed capture again: the final total taken (Payment Taken), or 409 naming why not, changing nothing. */
export async function retryPayment(deps: FulfilmentDeps, orderId: number, staffId: number): Promise<void> {
  const before = await loadOrThrow(deps, orderId);
  if (!paymentNeedsAction(before.state)) throw illegalMove('There is no payment problem on this order');
  const amountPence = moneyOf(before).pence.finalTotal;
  const captured = await capture(deps, before, amountPence);
  if (!captured.ok) {
    logProblem(deps, before, amountPence, captured.reason);
    throw conflict(`The payment of ${formatPence(amountPence)} still could not be taken: ${captured.reason}`, { code: 'capture_failed' });
  }
  // Two retries at once capture once (the processor answers the second as the first); the second row is refused.
  await commitMoves(deps, orderId, { role: 'staff', userId: staffId }, () => [{ type: 'payment_taken', amountPence }]);
}

/** Gives up on a payment that could not be taken: who and when on its status row, the hold released at the processor. */
export async function writeOffPayment(deps: FulfilmentDeps, orderId: number, staffId: number, reason: string): Promise<void> {
  const after = await commitMoves(deps, orderId, { role: 'staff', userId: staffId }, (loaded) => [{ type: 'write_off', amountPence: moneyOf(loaded).pence.finalTotal, reason }]);
  await deps.payments.void(after.order.paymentAuthorisationId).catch((e: unknown) => deps.logError(e, `could not release the hold of order ${after.order.orderNumber} after its write-off`));
}

/** A cancelled order's money goes back: the authorisation voided, and anything a racing delivery captured refunded. */
export async function releasePayment(deps: FulfilmentDeps, loaded: LoadedOrder): Promise<void> {
  const { paymentAuthorisationId: id, orderNumber } = loaded.order;
  try {
    await deps.payments.void(id);
    const refunded = await deps.payments.refund(id);
    if (refunded > 0) deps.logError(new Error('captured then cancelled'), `Order ${orderNumber} was cancelled after its payment was captured: ${formatPence(refunded)} refunded`);
  } catch (error) {
    deps.logError(error, `could not void a cancelled order’s authorisation (order ${orderNumber})`);
  }
}
