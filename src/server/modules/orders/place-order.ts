import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { OrderDetail, PlaceOrder } from '@/contracts/orders';
import { cartTotals, type DeliveryOption, linePricePence } from '@/domain/cart';
import { DEFAULT_SUBSTITUTION, type SubstitutionPreference } from '@/domain/fulfilment';
import { penceToPounds, poundsToPence } from '@/domain/money';
import { generateOrderNumber } from '@/domain/order-number';
import type { Slot } from '@/domain/delivery-slots';
import { ORDER_CONFIRMED } from '@/domain/order-status';
import type { Db } from '../../db/client';
import type { IdReserver } from '../../db/id-reserver';
import { answeredWithError, isUniqueViolation } from '../../db/errors';
import { StatementTemplate } from '../../db/prepared';
import { bookedCountsOf, chooseSlot, isSlotFull, pickSlot, slotUnavailable, slotWindow, type SlotSettings } from '../delivery-slots/service';
import { HttpError } from '../../http/errors';
import type { DeferredSession } from '../auth/session-helpers';
import type { MailMessage, Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import type { PaymentProvider } from '../payments/provider';
import { claimExisting, finishKey, type KeyRef, releaseKey, requestHash, type StoredAnswer, sweepExpired } from './idempotency';
import { toOrderDetail, type ItemRow } from './mapper';
import { CONFIRMED_TEXT, type InputsValues, intArray, orderStatement, type OrderValues, PLACE_ORDER, type ProductForOrder, READ_INPUTS } from './order-statements';
import { productPictureUrlOf } from '../images/service';

/** Points where tests inject a database failure; empty in production. */
export interface OrderFaults {
  /** A sub-statement joined to the order's statement (it may read the new order as `o`): a database failure mid-write. */
  inOrderStatement?: () => SQL;
  /** Runs once the order's statement has committed, before its answer is used: a throw stands for the answer lost with its connection. */
  afterOrderStatement?: () => void;
}

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  faults: OrderFaults;
  ids: IdReserver;
  /** Delivery slots' capacity, cut-off and clock. */
  slots: SlotSettings;
  logError: (error: unknown, message: string) => void;
}

/** What an order is checked against, read in one round trip: its products, the full slots and, with a key, the key's claim. */
interface OrderInputs {
  /** Whether the claim (when there was one) took the key. */
  claimed: boolean;
  /** With a session to check: its user when the statement accepted it, else null. */
  sessionUser: number | null;
  sessionSeen: Date | null;
  found: ProductForOrder[];
  /** Orders taken by each full slot of the option's window, keyed by slot id (the others have room). */
  booked: Map<string, number>;
  /** The moment the slots were read: what the slot is checked against. */
  now: Date;
}

/** Who places the order: a user already known, or the request's session, checked in the order's first statement. */
export type Orderer = { userId: number } | { session: DeferredSession };

type InputsRow = ProductForOrder & { claimed: number; slots: [string, number][]; session_user?: number | null; session_seen?: string | Date | null };

/** The order's first read (order-statements.ts), with the key's claim when there is a key. */
async function readOrderInputs(deps: OrderDeps, ids: number[], option: DeliveryOption, orderer: Orderer, claim: { key: string; hash: string } | null): Promise<OrderInputs> {
  const now = deps.slots.now();
  const { from, to } = slotWindow(option, now);
  const values: InputsValues = {
    from: from.toISOString(),
    to: to.toISOString(),
    capacity: deps.slots.capacity,
    ids: intArray(ids),
    ...('session' in orderer ? { sessionHash: orderer.session.idHash, now: orderer.session.now.toISOString() } : { userId: orderer.userId }),
    ...(claim && { key: claim.key, hash: claim.hash }),
  };
  const res = await READ_INPUTS['session' in orderer ? 'bySession' : 'byUser'][claim ? 'claim' : 'plain'].run<InputsRow>(deps.db, values);
  const first = res.rows[0];
  return {
    claimed: Number(first?.claimed ?? 0) > 0,
    sessionUser: first?.session_user == null ? null : Number(first.session_user),
    sessionSeen: first?.session_seen == null ? null : new Date(first.session_seen),
    found: res.rows.filter((r) => r.id !== null).map(({ claimed: _claimed, slots: _slots, session_user: _user, session_seen: _seen, ...p }) => p),
    booked: bookedCountsOf((first?.slots ?? []).map(([start, booked]) => ({ slot_start: start, booked }))),
    now,
  };
}

/**
 * POST /api/orders. With an Idempotency-Key the first answer (an order, or a refusal such as a decline) is
 * stored with the key and replayed for a retry; an unexpected failure frees the key. Answers, never throws,
 * for outcomes that are answers; throws for 4xx that are not stored (401, 422, 409 in flight) and for failures.
 */
export async function placeOrder(deps: OrderDeps, orderer: Orderer, input: PlaceOrder, idempotencyKey: string | null): Promise<StoredAnswer> {
  const ids = input.items.map((l) => l.productId);
  const claim = idempotencyKey ? { key: idempotencyKey, hash: requestHash(input) } : null;
  const first = await readOrderInputs(deps, ids, input.deliveryOption, orderer, claim);
  let userId: number;
  if (!('session' in orderer)) userId = orderer.userId;
  else if (first.sessionUser === null) {
    // Not a session the statement accepts (so nothing was claimed): the ordinary check answers 401, or names the user.
    return placeOrder(deps, { userId: await orderer.session.recheck() }, input, idempotencyKey);
  } else {
    userId = first.sessionUser;
    orderer.session.accepted(userId, first.sessionSeen!);
  }
  const ref: KeyRef | null = claim ? { userId, key: claim.key } : null;
  let tookOver = false;
  if (claim && ref && !first.claimed) {
    const existing = await claimExisting(deps.db, ref, claim.hash);
    if (existing.kind === 'replay') return existing.answer;
    // A key taken over from a dead request is ours only now: the products are read again, after the claim.
    tookOver = true;
  } else if (ref && Math.random() < HOUSEKEEPING_CHANCE) {
    // Now and then a new key also clears up: dead requests' authorisations, then expired keys. Not awaited:
    // its statements would add to the wait of one order in a hundred, which is the p99.
    void housekeeping(deps).catch((e: unknown) => deps.logError(e, 'idempotency housekeeping failed'));
  }
  try {
    return await placeOnce(deps, userId, input, ref, tookOver ? await readOrderInputs(deps, ids, input.deliveryOption, { userId }, null) : first);
  } catch (error) {
    if (ref && error instanceof HttpError && error.statusCode < 500) {
      const answer = { status: error.statusCode, body: error.toBody() };
      await finishKey(deps.db, ref, answer);
      // The dead request whose key this was may have authorised before it died: the refusal ends that.
      if (tookOver) await deps.payments.voidByKey(processorKey(ref)).catch((e: unknown) => deps.logError(e, 'could not void a dead request’s authorisation'));
      return answer;
    }
    if (ref) await releaseKey(deps.db, ref).catch((e: unknown) => deps.logError(e, 'could not release an idempotency key'));
    throw error;
  }
}

/** The processor-level key of an order request: a retry that takes over a dead request's key never authorises twice. */
const processorKey = (ref: KeyRef) => `order:${ref.userId}:${ref.key}`;

/** How long a key may sit `started` before its request is surely dead and its authorisation can be voided. */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;
const HOUSEKEEPING_CHANCE = 0.01;

/**
 * Requests that died after authorising and whose shopper never retried: void their authorisations and free
 * their keys. A `started` key has no order (the order and the key's answer commit together), and each key is
 * deleted only if it is still `started` and stale, so a retry that took it over in the meantime keeps it.
 */
export async function reapAbandoned(deps: Pick<OrderDeps, 'db' | 'payments'>, olderThanMs = ABANDONED_AFTER_MS, limit = 100): Promise<number> {
  const stale = sql`state = 'started' AND locked_at < now() - ${sql.raw(`interval '${Math.floor(olderThanMs)} milliseconds'`)}`;
  const rows = (await deps.db.execute(sql`SELECT user_id, key FROM idempotency_keys WHERE ${stale} LIMIT ${limit}`)) as unknown as { rows: { user_id: number; key: string }[] };
  for (const row of rows.rows) {
    const ref = { userId: Number(row.user_id), key: row.key };
    await deps.payments.voidByKey(processorKey(ref));
    await deps.db.execute(sql`DELETE FROM idempotency_keys WHERE user_id = ${ref.userId} AND key = ${ref.key} AND ${stale}`);
  }
  return rows.rows.length;
}

async function housekeeping(deps: Pick<OrderDeps, 'db' | 'payments'>): Promise<void> {
  await reapAbandoned(deps);
  await sweepExpired(deps.db);
}

/** Every check the server makes before it charges anything: products exist, can be bought, at the price seen. */
function checkLines(input: PlaceOrder, found: ProductForOrder[]): ProductForOrder[] {
  const byId = new Map(found.map((p) => [p.id, p]));
  const fields: Record<string, string> = {};
  input.items.forEach((line, i) => {
    if (!byId.has(line.productId)) fields[`items.${i}.productId`] = `product ${line.productId} not found`;
  });
  const [firstKey, firstMessage] = Object.entries(fields)[0] ?? [];
  if (firstKey) throw new HttpError(400, `${firstKey}: ${firstMessage}`, fields);
  const lines = input.items.map((l) => byId.get(l.productId)!);
  const unavailable = lines.filter((p) => !p.available);
  if (unavailable.length > 0) {
    throw new HttpError(409, `Some items are no longer available: ${unavailable.map((p) => p.name).join(', ')}`, undefined, {
      code: 'unavailable',
      lines: unavailable.map((p) => ({ productId: p.id, name: p.name })),
    });
  }
  const changes = input.items.flatMap((l, i) => {
    const current = linePricePence(lines[i]!);
    return poundsToPence(l.price) === current ? [] : [{ productId: l.productId, name: lines[i]!.name, expected: l.price, current: penceToPounds(current) }];
  });
  if (changes.length > 0) {
    throw new HttpError(409, `Prices have changed since you added these items: ${changes.map((c) => c.name).join(', ')}`, undefined, { code: 'price_changed', changes });
  }
  return lines;
}

async function placeOnce(deps: OrderDeps, userId: number, input: PlaceOrder, ref: KeyRef | null, inputs: OrderInputs): Promise<StoredAnswer> {
  const lines = checkLines(input, inputs.found);
  const priced = input.items.map((l, i) => ({ ...lines[i]!, quantity: l.quantity, paidPence: linePricePence(lines[i]!), substitution: l.substitution ?? DEFAULT_SUBSTITUTION }));
  const totals = cartTotals(priced, input.deliveryOption);
  // Checked before anything is charged; the place itself is booked in the order's statement.
  let slot = pickSlot(deps.slots, input.deliveryOption, input.deliverySlot, inputs.now, inputs.booked);
  const auth = await deps.payments.authorise({
    token: input.paymentToken,
    amountPence: totals.totalPence,
    idempotencyKey: ref ? processorKey(ref) : `order:${userId}:${randomUUID()}`,
  });
  if (!auth.ok) {
    if (auth.kind === 'invalid_token') throw new HttpError(400, auth.message, { paymentToken: auth.message });
    throw new HttpError(402, auth.message, undefined, { code: 'payment_declined' });
  }
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const { detail, json, mailId, needsDelivery, message } = await insertOrder(deps, userId, input, ref, priced, totals, auth, slot);
        if (!needsDelivery) deps.mailer.written(message);
        else {
          await deps.mailer.deliverQueued(mailId, message).catch((e: unknown) => deps.logError(e, 'order confirmation left in the outbox'));
        }
        return { status: 201, body: detail, json };
      } catch (error) {
        // Two orders drew the same number (about one in a billion): draw again.
        if (attempt < 3 && isUniqueViolation(error, 'order_number')) continue;
        if (isSlotFull(error)) {
          // The slot filled while the shopper paid: theirs is refused (409, the picker refreshes); a slot the
          // server chose (none was asked for) is simply chosen again, a few times at most.
          if (input.deliverySlot !== undefined || attempt >= 5) throw slotUnavailable(slot, 'full');
          slot = await chooseSlot(deps.db, deps.slots, input.deliveryOption, undefined);
          continue;
        }
        throw error;
      }
    }
  } catch (error) {
    if (await surelyNotPlaced(deps, error, auth.authorisationId)) {
      await deps.payments.void(auth.authorisationId).catch((e: unknown) => deps.logError(e, 'could not void an authorisation'));
    }
    throw error;
  }
}

/**
 * Whether an order whose placing failed surely left nothing, so its authorisation can be voided. A refusal, or
 * a statement the database answered with an error, rolled back. Anything else (the connection lost with the
 * statement in flight) may have come after the commit: the order is looked for. Found, or not knowable now,
 * the authorisation stays: a committed order keeps its payment, and a request that died before its order is
 * voided by the reaper once its key is abandoned.
 */
async function surelyNotPlaced(deps: OrderDeps, error: unknown, authorisationId: string): Promise<boolean> {
  if (error instanceof HttpError || answeredWithError(error)) return true;
  try {
    const found = (await deps.db.execute(sql`SELECT 1 FROM orders WHERE payment_authorisation_id = ${authorisationId} LIMIT 1`)) as unknown as { rows: unknown[] };
    return found.rows.length === 0;
  } catch (lookup) {
    deps.logError(lookup, 'could not tell whether a failed order was placed; its authorisation is left for the reaper');
    return false;
  }
}

type Priced = ProductForOrder & { quantity: number; paidPence: number; substitution: SubstitutionPreference };

interface Authorised {
  authorisationId: string;
  brand: string;
  last4: string;
}

/**
 * Places the order in its one statement (orderStatement). The ids are drawn beforehand (IdReserver), so the
 * answer and the e-mail can be written in the same statement.
 */
async function insertOrder(
  deps: OrderDeps,
  userId: number,
  input: PlaceOrder,
  ref: KeyRef | null,
  priced: Priced[],
  totals: ReturnType<typeof cartTotals>,
  auth: Authorised,
  slot: Slot,
): Promise<{ detail: OrderDetail; json: string; mailId: number; needsDelivery: boolean; message: MailMessage }> {
  const placedAt = new Date();
  const orderNumber = generateOrderNumber((n) => randomBytes(n));
  // The promise is the end of the booked slot; tracking's estimates count back from it.
  const estimate = slot.end;
  const [[orderId], itemIds, [statusId]] = await Promise.all([
    deps.ids.take('orders_id_seq', 1),
    deps.ids.take('order_items_id_seq', priced.length),
    deps.ids.take('order_statuses_id_seq', 1),
  ]);
  const order = {
    id: orderId!,
    userId,
    orderNumber,
    subtotalPence: totals.subtotalPence,
    deliveryFeePence: totals.deliveryFeePence,
    totalPence: totals.totalPence,
    status: ORDER_CONFIRMED,
    deliveryOption: input.deliveryOption,
    shippingDetails: input.shippingDetails,
    notes: input.notes,
    orderDate: placedAt,
    estimatedDelivery: estimate,
    marketingConsent: input.marketingConsent,
    paymentProvider: deps.payments.name,
    paymentBrand: auth.brand,
    paymentLast4: auth.last4,
    paymentAuthorisationId: auth.authorisationId,
    deliverySlotStart: slot.start,
    deliverySlotEnd: slot.end,
  };
  const items: ItemRow[] = priced.map((p, i) => ({
    id: itemIds[i]!,
    orderId: order.id,
    productId: p.id,
    productName: p.name,
    pricePence: p.paidPence,
    quantity: p.quantity,
    storeId: p.storeId,
    storeName: p.storeName,
    storeColor: p.storeColor,
    image: productPictureUrlOf(p),
    substitution: p.substitution,
  }));
  const detail = toOrderDetail(order, items, [{ id: statusId!, status: ORDER_CONFIRMED, description: CONFIRMED_TEXT, timestamp: placedAt, location: null }]);
  const message = orderConfirmationMail(detail);
  // Written out once: stored under the key and sent as the answer.
  const json = JSON.stringify(detail);
  const values: OrderValues = {
    id: order.id,
    userId,
    orderNumber,
    subtotal: totals.subtotalPence,
    fee: totals.deliveryFeePence,
    total: totals.totalPence,
    option: input.deliveryOption,
    shipping: JSON.stringify(input.shippingDetails),
    notes: input.notes,
    placedAt: placedAt.toISOString(),
    estimate: estimate.toISOString(),
    consent: input.marketingConsent,
    provider: deps.payments.name,
    brand: auth.brand,
    last4: auth.last4,
    authorisationId: auth.authorisationId,
    slotStart: slot.start.toISOString(),
    slotEnd: slot.end.toISOString(),
    capacity: deps.slots.capacity,
    lines: JSON.stringify(items.map((l) => ({ id: l.id, product_id: l.productId, quantity: l.quantity, price_pence: l.pricePence, name: l.productName, store_id: l.storeId, substitution: l.substitution }))),
    statusId: statusId!,
    productIds: intArray(priced.map((p) => p.id)),
    mailTo: message.to,
    mailSubject: message.subject,
    mailBody: message.body,
    mailQueued: deps.mailer.needsDelivery,
    ...(ref && { key: ref.key, answer: json }),
  };
  const fault = deps.faults.inOrderStatement?.();
  const statement = fault ? new StatementTemplate<OrderValues>(() => orderStatement(ref !== null, fault)) : ref ? PLACE_ORDER.keyed : PLACE_ORDER.plain;
  const res = await statement.run<{ mail_id: number }>(deps.db, values);
  deps.faults.afterOrderStatement?.();
  return { detail, json, mailId: Number(res.rows[0]!.mail_id), needsDelivery: values.mailQueued, message };
}
