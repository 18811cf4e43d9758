import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { ChangeOrder, OrderDetail } from '@/contracts/orders';
import { cartTotals, linePricePence } from '@/domain/cart';
import { multiBuyOf } from '@/domain/multibuy';
import { slotFromStart, slotIdOf, type Slot } from '@/domain/delivery-slots';
import { conflict, DomainError, invalid } from '@/domain/errors';
import { STATUS_CHANGED } from '@/domain/fulfilment';
import { penceToPounds } from '@/domain/money';
import { authorisationHoldPence } from '@/domain/order-money';
import {
  CHANGE_CLAIM_SECONDS,
  changeSummary,
  changeWindow,
  describeChanges,
  extraDeclinedMessage,
  planLines,
  type CurrentLine,
  type LineDiff,
  type PlannedLine,
  type ProductNow,
} from '@/domain/order-change';
import { poundsToPence } from '@/domain/money';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatuses, products, substitutionChoices } from '../../db/schema';
import { asHttpError } from '../../http/errors';
import type { SignedInAccount } from '../auth/session-helpers';
import { bookedCounts, bookSlotQuery, isSlotFull, pickSlot, releaseSlot, slotUnavailable, slotWindow, type SlotSettings } from '../delivery-slots/service';
import { announce, withLockedOrder } from '../fulfilment/commit';
import { loadOrder, type LoadedOrder } from '../fulfilment/load';
import type { Mailer } from '../mail/mailer';
import { orderChangedMail } from '../mail/templates';
import type { PaymentProvider } from '../payments/provider';
import { claimKey, finishKey, releaseKey, requestHash, type KeyRef, type StoredAnswer } from './idempotency';
import { getOrder } from './queries';
import { checkChange } from './age-checks';

/**
 * PATCH /api/orders/:id (issue 34), top to bottom: claim the request's key, then the order (one change of an
 * order at a time) -> read and plan the change (src/domain/order-change.ts: the window, the lines, the slot, the
 * new total and hold) -> a larger hold is asked of the card first -> the change is written in one transaction on
 * the order's locked row, planned again there (a chain may have started meanwhile) -> a smaller hold releases the
 * difference -> the order's claim is let go -> answer the order as GET /api/orders/:id has it.
 *
 * Money stays right whatever fails: the processor is only ever asked for more before the commit, and for less
 * after it; a commit that fails gives back what was asked for. A crash leaves the order as it was or as changed
 * (one transaction), its hold at least what it needs (released at capture), and its claim expiring.
 */

export interface ChangeDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  slots: SlotSettings;
  logError: (error: unknown, message: string) => void;
}

export const ORDER_BUSY_MESSAGE = 'This order is being changed in another window. Try again in a moment.';
export const CHANGED_MEANWHILE_MESSAGE = 'Your order changed while we saved your changes: review it and try again';

export async function changeOrder(deps: ChangeDeps, shopper: SignedInAccount, orderId: number, input: ChangeOrder, key: string): Promise<StoredAnswer> {
  const ref: KeyRef = { userId: shopper.userId, key };
  const claim = await claimKey(deps.db, ref, requestHash({ changeOrder: orderId, ...input }));
  if (claim.kind === 'replay') return claim.answer;
  try {
    const answer = await changeClaimed(deps, shopper, orderId, input, key, claim.tookOver);
    await finishKey(deps.db, ref, answer);
    return answer;
  } catch (error) {
    const refusal = asHttpError(error);
    // A refusal is the request's answer (replayed for a retry), except "busy", which is only for now.
    if (refusal && refusal.statusCode < 500 && refusal.toBody().code !== 'order_busy') {
      const answer = { status: refusal.statusCode, body: refusal.toBody() };
      await finishKey(deps.db, ref, answer);
      return answer;
    }
    await releaseKey(deps.db, ref).catch((e: unknown) => deps.logError(e, 'could not release an idempotency key'));
    throw error;
  }
}

const clockOf = (deps: ChangeDeps) => ({ now: deps.slots.now(), cutoffHours: deps.slots.cutoffHours });

/** 409 with the order as it is now, so the screen can show it. */
async function refusedWith(deps: ChangeDeps, db: Db, userId: number, orderId: number, message: string, extra: Record<string, unknown>): Promise<DomainError> {
  return conflict(message, { ...extra, order: await getOrder(db, userId, orderId, clockOf(deps)) });
}

/** Holds the order for this change: one change at a time; a claim left by a crashed request expires. */
async function claimOrder(db: Db, orderId: number, userId: number, key: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ changeKey: key, changeClaimedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, userId),
        or(isNull(orders.changeKey), eq(orders.changeKey, key), lt(orders.changeClaimedAt, sql`now() - make_interval(secs => ${CHANGE_CLAIM_SECONDS})`)),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

const releaseOrder = (db: Db, orderId: number, key: string) =>
  db
    .update(orders)
    .set({ changeKey: null, changeClaimedAt: null })
    .where(and(eq(orders.id, orderId), eq(orders.changeKey, key)));

/**
 * The change, with the order claimed. `tookOver`: the key was a dead request's, which may have moved the hold
 * without committing, or committed without releasing: the hold is set to the order's once the change is done.
 */
async function changeClaimed(deps: ChangeDeps, shopper: SignedInAccount, orderId: number, input: ChangeOrder, key: string, tookOver: boolean): Promise<StoredAnswer> {
  const { userId } = shopper;
  /** The order as the change's transaction wrote it (its e-mail's too): the answer, unless nothing changed. */
  let changed: OrderDetail | undefined;
  if (!(await claimOrder(deps.db, orderId, userId, key))) {
    // Not ours to change: another shopper's (404, as a missing one), or another change holds it.
    throw await refusedWith(deps, deps.db, userId, orderId, ORDER_BUSY_MESSAGE, { code: 'order_busy' });
  }
  try {
    const before = await loadOrder(deps.db, orderId, { ownerId: userId });
    if (!before) throw await refusedWith(deps, deps.db, userId, orderId, ORDER_BUSY_MESSAGE, { code: 'order_busy' });
    const plan = await planChange(deps, deps.db, before, input);
    if (plan.changes.length > 0) changed = await applyChange(deps, shopper, before, input, plan);
    if (tookOver) {
      const [now] = await deps.db.select({ authorisedPence: orders.authorisedPence }).from(orders).where(eq(orders.id, orderId));
      const settled = await deps.payments.adjust(before.order.paymentAuthorisationId, now!.authorisedPence).catch((e: unknown) => ({ ok: false as const, declined: false, reason: String(e) }));
      if (!settled.ok) deps.logError(new Error(settled.reason), `could not settle the hold of order ${before.order.orderNumber} after a retried change`);
    }
  } finally {
    await releaseOrder(deps.db, orderId, key).catch((e: unknown) => deps.logError(e, 'could not release an order’s change claim'));
  }
  return { status: 200, body: changed ?? (await getOrder(deps.db, userId, orderId, clockOf(deps))) };
}

interface Plan {
  lines: PlannedLine[];
  diff: LineDiff;
  /** The new slot, when it moves. */
  slot: Slot | null;
  notes: string | null | undefined;
  totals: ReturnType<typeof cartTotals>;
  holdPence: number;
  /** What changed, one sentence each (nothing: the change is already the order, and nothing is written). */
  changes: string[];
}

/**
 * The change planned against the order as read: refused (409 too_late / store_locked, price_changed,
 * unavailable, slot_unavailable; 400 unknown product or slot) or its new lines, slot, totals and hold.
 */
async function planChange(deps: ChangeDeps, db: Db, loaded: LoadedOrder, input: ChangeOrder): Promise<Plan> {
  const { order } = loaded;
  const now = deps.slots.now();
  const storeName = (id: number) => loaded.storesById.get(id)?.storeName ?? `Store ${id}`;
  const window = changeWindow({ state: loaded.state, slotStart: order.deliverySlotStart, config: deps.slots, now, storeName });
  if (!window.open) throw await refusedWith(deps, db, order.userId, order.id, window.reason!, { code: 'too_late' });

  const current: CurrentLine[] = loaded.items.map((i) => ({ productId: i.productId, storeId: i.storeId, name: i.productName, quantity: i.quantity, unitPricePence: i.pricePence, multiBuy: multiBuyOf(i), substitution: i.substitution }));
  let lines: PlannedLine[] = current.map((l) => ({ ...l, multiBuy: l.multiBuy ?? null }));
  let diff: LineDiff = { added: [], removed: [], quantity: [], substitution: [] };
  if (input.items) {
    const found = await db
      .select({
        id: products.id,
        storeId: products.storeId,
        name: products.name,
        pricePence: products.pricePence,
        discountPercent: products.discountPercent,
        multibuyQuantity: products.multibuyQuantity,
        multibuyPricePence: products.multibuyPricePence,
        abvPercent: products.abvPercent,
        available: products.available,
      })
      .from(products)
      .where(inArray(products.id, input.items.map((l) => l.productId)));
    const byId = new Map<number, ProductNow>(found.map((p) => [p.id, { ...p, pricePence: linePricePence(p), multiBuy: multiBuyOf(p) }]));
    const wanted = input.items.map((l) => ({
      productId: l.productId,
      quantity: l.quantity,
      seenPence: poundsToPence(l.price),
      ...(l.lineTotal !== undefined && { seenTotalPence: poundsToPence(l.lineTotal) }),
      substitution: l.substitution,
    }));
    const planned = planLines(current, wanted, byId, new Set(window.lockedStores.map((s) => s.storeId)));
    if (!planned.ok) {
      switch (planned.kind) {
        case 'unknown': {
          const i = input.items.findIndex((l) => l.productId === planned.productIds[0]);
          const message = `product ${planned.productIds[0]} not found`;
          throw invalid(`items.${i}.productId: ${message}`, { [`items.${i}.productId`]: message });
        }
        case 'store_locked': {
          const locked = window.lockedStores.filter((s) => planned.storeIds.includes(s.storeId));
          throw await refusedWith(deps, db, order.userId, order.id, locked.map((s) => s.message).join('; '), { code: 'store_locked', storeIds: planned.storeIds });
        }
        case 'unavailable':
          throw conflict(`Some items are no longer available: ${planned.lines.map((l) => l.name).join(', ')}`, { code: 'unavailable', lines: planned.lines });
        case 'price_changed':
          throw conflict(`Prices have changed since you added these items: ${planned.changes.map((c) => c.name).join(', ')}`, {
            code: 'price_changed',
            changes: planned.changes.map((c) => ({
              productId: c.productId,
              name: c.name,
              expected: penceToPounds(c.expectedPence),
              current: penceToPounds(c.currentPence),
              ...(c.totals && { expectedLineTotal: penceToPounds(c.totals.expectedPence), currentLineTotal: penceToPounds(c.totals.currentPence) }),
            })),
          });
      }
    }
    ({ lines, diff } = planned);
  }

  let slot: Slot | null = null;
  if (input.deliverySlot !== undefined && (!order.deliverySlotStart || input.deliverySlot !== slotIdOf(order.deliverySlotStart))) {
    const { from, to } = slotWindow(order.deliveryOption, now);
    slot = pickSlot(deps.slots, order.deliveryOption, input.deliverySlot, now, await bookedCounts(db, from, to));
  }
  // Issue 38: the new lines and slot under checkout's rules (the pack limit, alcohol's hours, the shopper's age).
  const slotNow = slot ?? (order.deliverySlotStart ? slotFromStart(order.deliverySlotStart) : null);
  if (slotNow) {
    const linesChanged = diff.added.length + diff.removed.length + diff.quantity.length > 0;
    await checkChange(db, order.userId, { before: current, after: lines, linesChanged, slotMoved: slot !== null, slot: slotNow }, input);
  }
  const notes = input.notes === undefined ? undefined : input.notes || null;
  const notesChanged = notes !== undefined && notes !== order.notes;

  const totals = cartTotals(
    lines.map((l) => ({ pricePence: l.unitPricePence, discountPercent: 0, quantity: l.quantity, multiBuy: l.multiBuy })),
    order.deliveryOption,
  );
  const holdPence = authorisationHoldPence({ totalPence: totals.totalPence, lines: lines.map((l) => ({ quantity: l.quantity, preference: l.substitution })) });
  const remembered = (input.items ?? []).some((l) => l.rememberSubstitution);
  const changes = describeChanges(diff, storeName, slot, notesChanged);
  // "Remember my choice" alone changes no line, but is still the shopper's request: it is kept.
  if (changes.length === 0 && remembered) await rememberChoices(db, order.userId, input);
  return { lines, diff, slot, notes: notesChanged ? notes : undefined, totals, holdPence, changes };
}

/** Keeps the lines' "If unavailable" choices the shopper asked to remember, for their next basket. */
async function rememberChoices(db: Db, userId: number, input: ChangeOrder): Promise<void> {
  const kept = (input.items ?? []).filter((l) => l.rememberSubstitution && l.substitution);
  if (kept.length === 0) return;
  await db
    .insert(substitutionChoices)
    .values(kept.map((l) => ({ userId, productId: l.productId, substitution: l.substitution! })))
    .onConflictDoUpdate({ target: [substitutionChoices.userId, substitutionChoices.productId], set: { substitution: sql`excluded.substitution`, updatedAt: sql`now()` } });
}

/**
 * Moves the money and writes the change. A larger hold is asked for before the commit (declined: nothing
 * changes, 402); the commit plans again on the locked row and must come to the same hold; a smaller hold is
 * released after it.
 */
async function applyChange(deps: ChangeDeps, shopper: SignedInAccount, before: LoadedOrder, input: ChangeOrder, plan: Plan): Promise<OrderDetail> {
  const { order } = before;
  const authorisationId = order.paymentAuthorisationId;
  const raise = plan.holdPence > order.authorisedPence;
  if (raise) {
    const adjusted = await deps.payments.adjust(authorisationId, plan.holdPence);
    if (!adjusted.ok) {
      const message = adjusted.declined ? extraDeclinedMessage(plan.holdPence - order.authorisedPence) : `Your payment could not be changed: ${adjusted.reason}`;
      throw new DomainError('payment_declined', message, { extra: { code: 'payment_declined' } });
    }
  }
  let mail;
  try {
    mail = await withLockedOrder(deps.db, order.id, order.userId, async (tx, locked) => {
      const again = await planChange(deps, tx, locked, input);
      if (again.holdPence !== plan.holdPence || again.changes.join('\n') !== plan.changes.join('\n')) {
        throw await refusedWith(deps, tx, order.userId, order.id, CHANGED_MEANWHILE_MESSAGE, { code: 'order_busy' });
      }
      return writeChange(deps, tx, shopper, locked, input, again);
    });
  } catch (error) {
    // Nothing changed: what was asked of the card goes back.
    if (raise) {
      await deps.payments.adjust(authorisationId, order.authorisedPence).catch((e: unknown) => deps.logError(e, `could not give back the larger hold of order ${order.orderNumber}`));
    }
    if (isSlotFull(error) && plan.slot) throw slotUnavailable(plan.slot, 'full');
    throw error;
  }
  if (plan.holdPence < order.authorisedPence) {
    const released = await deps.payments.adjust(authorisationId, plan.holdPence).catch((e: unknown) => ({ ok: false as const, declined: false, reason: String(e) }));
    // Not released now: the capture at delivery releases it.
    if (!released.ok) deps.logError(new Error(released.reason), `could not release part of the hold of order ${order.orderNumber}`);
  }
  if (deps.mailer.needsDelivery) await deps.mailer.deliverQueued(mail.id, mail.message).catch((e: unknown) => deps.logError(e, 'order change e-mail left in the outbox'));
  else deps.mailer.written(mail.message);
  return mail.detail;
}

/** A planned line's multi-buy as the order line keeps it: the snapshot it was priced with. */
const multiBuyColumns = (l: PlannedLine) => ({ multibuyQuantity: l.multiBuy?.quantity ?? null, multibuyPricePence: l.multiBuy?.pricePence ?? null });

/** The change's rows, in the transaction holding the order's lock; returns its e-mail, queued in the outbox. */
async function writeChange(deps: ChangeDeps, tx: Db, shopper: SignedInAccount, loaded: LoadedOrder, input: ChangeOrder, plan: Plan) {
  const { order } = loaded;
  const { diff } = plan;
  if (diff.removed.length > 0) {
    await tx.delete(orderItems).where(and(eq(orderItems.orderId, order.id), inArray(orderItems.productId, diff.removed.map((l) => l.productId))));
  }
  const changed = new Map([...diff.quantity.map((q) => q.line), ...diff.substitution].map((l) => [l.productId, l]));
  for (const line of changed.values()) {
    await tx
      .update(orderItems)
      .set({ quantity: line.quantity, pricePence: line.unitPricePence, ...multiBuyColumns(line), substitution: line.substitution })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, line.productId)));
  }
  if (diff.added.length > 0) {
    await tx.insert(orderItems).values(
      diff.added.map((l) => ({ orderId: order.id, productId: l.productId, quantity: l.quantity, pricePence: l.unitPricePence, ...multiBuyColumns(l), productName: l.name, storeId: l.storeId, substitution: l.substitution })),
    );
  }
  if (plan.slot) {
    // The new place is taken and the old given back in this one transaction: never both, never neither.
    await bookSlotQuery(tx, plan.slot.start, deps.slots.capacity);
    if (order.deliverySlotStart) await releaseSlot(tx, order.deliverySlotStart);
  }
  await tx
    .update(orders)
    .set({
      subtotalPence: plan.totals.subtotalPence,
      deliveryFeePence: plan.totals.deliveryFeePence,
      totalPence: plan.totals.totalPence,
      authorisedPence: plan.holdPence,
      revision: sql`${orders.revision} + 1`,
      amendedAt: sql`clock_timestamp()`,
      ...(plan.notes !== undefined && { notes: plan.notes }),
      ...(plan.slot && { deliverySlotStart: plan.slot.start, deliverySlotEnd: plan.slot.end, estimatedDelivery: plan.slot.end }),
    })
    .where(eq(orders.id, order.id));
  await tx.insert(orderStatuses).values({
    orderId: order.id,
    status: STATUS_CHANGED,
    description: changeSummary(plan.changes, order.totalPence, plan.totals.totalPence),
    timestamp: sql`clock_timestamp()`,
    location: null,
    storeId: null,
    actorId: null,
  });
  await rememberChoices(tx, order.userId, input);
  await announce(tx, order.id);
  const detail: OrderDetail = await getOrder(tx, order.userId, order.id, clockOf(deps));
  const message = orderChangedMail(detail, { name: shopper.firstName, email: shopper.email }, plan.changes, order.totalPence);
  return { id: await deps.mailer.queue(tx, message), message, detail };
}
