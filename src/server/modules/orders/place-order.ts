import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderDetail, PlaceOrder } from '@/contracts/orders';
import { medicinePackLimitRefusal, PACK_LIMIT_CODE } from '@/domain/age-restrictions';
import { ageCheckedSlot, alcoholSlotFilter, checkAgeOfShopper } from './age-checks';
import { cartTotals, linePricePence, lineTotalPence } from '@/domain/cart';
import type { Slot } from '@/domain/delivery-slots';
import { conflict, DomainError, invalid, notFound } from '@/domain/errors';
import { DEFAULT_SUBSTITUTION } from '@/domain/fulfilment';
import { penceToPounds, poundsToPence } from '@/domain/money';
import { type MultiBuy, multiBuyOf } from '@/domain/multibuy';
import { authorisationHoldPence } from '@/domain/order-money';
import { generateOrderNumber } from '@/domain/order-number';
import { ORDER_CONFIRMED } from '@/domain/order-status';
import type { OrderLimits } from '@/domain/order-limits';
import type { Db } from '../../db/client';
import { answeredWithError, isUniqueViolation } from '../../db/errors';
import type { IdReserver } from '../../db/id-reserver';
import { asHttpError } from '../../http/errors';
import type { SignedInAccount } from '../auth/session-helpers';
import { chooseSlot, fullSlots, isSlotFull, pickSlot, slotUnavailable, slotWindow, type SlotSettings } from '../delivery-slots/service';
import { productPictureUrlOf } from '../images/service';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import type { AuthoriseResult, PaymentProvider } from '../payments/provider';
import { claimKey, dropStaleKey, finishKey, type KeyRef, releaseKey, requestHash, staleKeys, type StoredAnswer, sweepExpired } from './idempotency';
import { toOrderDetail } from './mapper';
import { getCart } from '../cart/service';
import { checkLimits, isLimitRefusal, limitsOf, refuseUnverified, writeWithinLimits } from './account-limits';
import { basketText, isBasketChanged, isPlaced, type OrderWrite, type ProductForOrder, readAccountOrders, readBasket, readProducts } from './order-statements';

/**
 * POST /api/orders, top to bottom: claim the key (reading the basket, the products, the full slots and the account's
 * orders meanwhile) -> check (account-limits.ts, then the lines, the basket and the slot) -> authorise
 * the payment -> write the order in one statement -> answer. The shopper is the session's account, as the route
 * resolved it: only a verified address may order, and the order's e-mails go to that address.
 */

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Ids drawn ahead (orders, lines, statuses), so the answer is made before the one statement that writes it. */
  ids: IdReserver;
  /** Delivery slots' capacity, cut-off and clock. */
  slots: SlotSettings;
  /** Writes the order (order-statements.ts); a test may pass one that fails after it commits. */
  write?: (db: Db, order: OrderWrite) => Promise<number>;
  /** How much one account may order (src/domain/order-limits.ts); ORDER_LIMITS unless set. */
  limits?: OrderLimits;
  /** Told once the order's statement has committed a new order (a replay returns before it); for the metrics. */
  placed?: () => void;
  logError: (error: unknown, message: string) => void;
}

export const CONFIRMED_TEXT = 'Your order has been placed and your payment authorised';

/**
 * With an Idempotency-Key the first answer (an order, or a refusal such as a decline) is stored with the key and
 * replayed for a retry; an unexpected failure frees the key. Refusals that are not stored (422: the key was used
 * with another body; 409: its request is still in flight; 403: the address is not verified; the account's
 * limits, which free the key) and failures are thrown.
 */
export async function placeOrder(deps: OrderDeps, shopper: SignedInAccount, input: PlaceOrder, idempotencyKey: string | null): Promise<StoredAnswer> {
  refuseUnverified(shopper);
  const { userId } = shopper;
  const ref: KeyRef | null = idempotencyKey ? { userId, key: idempotencyKey } : null;
  // The reads go out with the claim, in the same write to the database: reading changes nothing, so a replay
  // simply drops them.
  let reading = readInputs(deps, userId, input);
  reading.catch(() => {}); // awaited below; a claim that throws first must not leave it unhandled
  let tookOver = false;
  if (ref) {
    const claim = await claimKey(deps.db, ref, requestHash(input));
    if (claim.kind === 'replay') return claim.answer;
    tookOver = claim.tookOver;
    // A key taken over from a dead request became ours only after waiting for it: read again, after the claim.
    if (tookOver) reading = readInputs(deps, userId, input);
    // Now and then a new key also clears up (not awaited: it would add to one order in a hundred's wait).
    if (Math.random() < HOUSEKEEPING_CHANCE) void housekeeping(deps).catch((e: unknown) => deps.logError(e, 'idempotency housekeeping failed'));
  }
  try {
    return await placeOnce(deps, shopper, input, ref, checkLimits(deps, input, await reading));
  } catch (error) {
    const refusal = asHttpError(error);
    if (ref && refusal && refusal.statusCode < 500) {
      const answer = { status: refusal.statusCode, body: refusal.toBody() };
      // A limit refuses for now, not for ever: the key is freed, so the same request may be placed later.
      const forNow = isLimitRefusal(error);
      if (forNow) await releaseKey(deps.db, ref);
      else await finishKey(deps.db, ref, answer);
      // The dead request whose key this was may have authorised before it died: the refusal ends that.
      if (tookOver) await deps.payments.voidByKey(processorKey(ref)).catch((e: unknown) => deps.logError(e, 'could not void a dead request’s authorisation'));
      if (forNow) throw error;
      return answer;
    }
    if (ref) await releaseKey(deps.db, ref).catch((e: unknown) => deps.logError(e, 'could not release an idempotency key'));
    throw error;
  }
}

/**
 * What an order is checked against: the shopper's basket, the products as they are now, which slots of the option's
 * window are full, and the account's recent and open orders (the limits).
 */
async function readInputs(deps: OrderDeps, userId: number, input: PlaceOrder) {
  const now = deps.slots.now();
  const { from, to } = slotWindow(input.deliveryOption, now);
  const [basket, found, full, accountOrders] = await Promise.all([
    readBasket(deps.db, userId),
    readProducts(
      deps.db,
      input.items.map((l) => l.productId),
    ),
    fullSlots(deps.db, from, to, deps.slots.capacity),
    readAccountOrders(deps.db, userId, new Date(), from, to),
  ]);
  return { now, basket, found, full, accountOrders };
}

type Inputs = Awaited<ReturnType<typeof readInputs>>;

async function placeOnce(deps: OrderDeps, shopper: SignedInAccount, input: PlaceOrder, ref: KeyRef | null, { now, basket, found, full }: Inputs): Promise<StoredAnswer> {
  const { userId } = shopper;
  // Check, before anything is charged; the place itself is booked, and the basket emptied, in the order's statement.
  const lines = knownLines(input, found);
  if (basketText(basket) !== basketText(input.items)) throw await basketChanged(deps, userId);
  checkBuyable(lines);
  const totals = cartTotals(lines, input.deliveryOption);
  // With alcohol, only a slot inside off-sales hours (issue 38); the shopper's age is judged on its day.
  const allowed = alcoholSlotFilter(lines);
  let slot = ageCheckedSlot(pickSlot(deps.slots, input.deliveryOption, input.deliverySlot, now, full, allowed), lines);
  await checkAgeOfShopper(deps.db, userId, lines, input, slot);
  // Authorise.
  const auth = await deps.payments.authorise({
    ...paymentOf(input, userId),
    amountPence: holdOf(lines, totals),
    idempotencyKey: ref ? processorKey(ref) : `order:${userId}:${randomUUID()}`,
  });
  if (!auth.ok) throw paymentRefused(auth);
  // Write, then answer.
  try {
    for (let attempt = 1; ; attempt++) {
      const order = await orderToWrite(deps, shopper, input, lines, totals, auth, slot, ref);
      try {
        const mailId = await writeWithinLimits(deps, order.write);
        deps.placed?.();
        if (order.write.mail.queued) await deps.mailer.deliverQueued(mailId, order.write.mail).catch((e: unknown) => deps.logError(e, 'order confirmation left in the outbox'));
        else deps.mailer.written(order.write.mail);
        return { status: 201, body: order.detail, json: order.json };
      } catch (error) {
        // Two orders drew the same number (about one in a billion): draw again.
        if (attempt < 3 && isUniqueViolation(error, 'order_number')) continue;
        // Another request (a second tab) ordered the basket, or it changed, since it was read.
        if (isBasketChanged(error)) throw await basketChanged(deps, userId);
        if (!isSlotFull(error)) throw error;
        // The slot filled while the shopper paid: theirs is refused (409, the picker refreshes); a slot the
        // server chose (none was asked for) is simply chosen again, a few times at most.
        if (input.deliverySlot !== undefined || attempt >= 5) throw slotUnavailable(slot, 'full');
        slot = await chooseSlot(deps.db, deps.slots, input.deliveryOption, undefined, allowed);
        await checkAgeOfShopper(deps.db, userId, lines, input, slot);
      }
    }
  } catch (error) {
    if (await surelyNotPlaced(deps, error, auth.authorisationId)) {
      await deps.payments.void(auth.authorisationId).catch((e: unknown) => deps.logError(e, 'could not void an authorisation'));
    }
    throw error;
  }
}

export const BASKET_CHANGED_MESSAGE = 'Your basket changed in another window: review it before paying';

/** 409 basket_changed, with the basket as it is now, for the checkout to show. */
async function basketChanged(deps: OrderDeps, userId: number): Promise<DomainError> {
  return conflict(BASKET_CHANGED_MESSAGE, { code: 'basket_changed', cart: await getCart(deps.db, { userId }) });
}

/**
 * A line to order: the product now, what the shopper sent, the price paid for one, today's multi-buy (snapshot on
 * the order line) and the line's total with it (src/domain/multibuy.ts, through cartTotals).
 */
type Line = ProductForOrder & PlaceOrder['items'][number] & { paidPence: number; multiBuy: MultiBuy | null; totalPence: number };

/** The ordered lines with their products as they are now: an unknown product is a bad request (400 naming the line). */
function knownLines(input: PlaceOrder, found: ProductForOrder[]): Line[] {
  const byId = new Map(found.map((p) => [p.id, p]));
  const missing = input.items.flatMap((line, i) => (byId.has(line.productId) ? [] : [[`items.${i}.productId`, `product ${line.productId} not found`] as const]));
  if (missing.length > 0) throw invalid(`${missing[0]![0]}: ${missing[0]![1]}`, Object.fromEntries(missing));
  return input.items.map((l) => {
    const product = byId.get(l.productId)!;
    const multiBuy = multiBuyOf(product);
    return { ...product, ...l, paidPence: linePricePence(product), multiBuy, totalPence: lineTotalPence({ ...product, quantity: l.quantity, multiBuy }) };
  });
}

/** The lines can be bought now, together, at the price the shopper saw (409 otherwise, with what changed). */
function checkBuyable(lines: Line[]): void {
  const unavailable = lines.filter((l) => !l.available);
  if (unavailable.length > 0) {
    throw conflict(`Some items are no longer available: ${unavailable.map((l) => l.name).join(', ')}`, {
      code: 'unavailable',
      lines: unavailable.map((l) => ({ productId: l.productId, name: l.name })),
    });
  }
  // At most two packs of paracetamol or aspirin in one order, whichever chains they come from.
  const packLimit = medicinePackLimitRefusal(lines);
  if (packLimit) throw conflict(packLimit, { code: PACK_LIMIT_CODE });
  // The unit price, and the line's total when the client sent it (a multi-buy started or ended since): what the
  // shopper saw, checked and never charged.
  const totalMoved = (l: Line) => l.lineTotal !== undefined && poundsToPence(l.lineTotal) !== l.totalPence;
  const changes = lines
    .filter((l) => poundsToPence(l.price) !== l.paidPence || totalMoved(l))
    .map((l) => ({
      productId: l.productId,
      name: l.name,
      expected: l.price,
      current: penceToPounds(l.paidPence),
      ...(totalMoved(l) && { expectedLineTotal: l.lineTotal, currentLineTotal: penceToPounds(l.totalPence) }),
    }));
  if (changes.length > 0) {
    throw conflict(`Prices have changed since you added these items: ${changes.map((c) => c.name).join(', ')}`, { code: 'price_changed', changes });
  }
}

/** The authorisation covers the order's worst case: its total plus what each line's "If unavailable" may add. */
const holdOf = (lines: Line[], totals: ReturnType<typeof cartTotals>) =>
  authorisationHoldPence({ totalPence: totals.totalPence, lines: lines.map((l) => ({ quantity: l.quantity, preference: l.substitution ?? DEFAULT_SUBSTITUTION })) });

/** What pays: a saved card of the shopper's (issue 36), or a fresh token, kept for next time when the shopper asked. */
const paymentOf = (input: PlaceOrder, userId: number) =>
  input.paymentMethodId !== undefined
    ? { paymentMethodId: input.paymentMethodId, customerId: userId }
    : { token: input.paymentToken!, ...(input.saveCard ? { saveForCustomer: userId } : {}) };

function paymentRefused(auth: Extract<AuthoriseResult, { ok: false }>): DomainError {
  if (auth.kind === 'invalid_token') return new DomainError('payment_declined', auth.message, { extra: { code: 'payment_token' } });
  if (auth.kind === 'unknown_card') return notFound(auth.message);
  if (auth.kind === 'card_expired') return conflict(auth.message, { code: 'card_expired' });
  return new DomainError('payment_declined', auth.message, { extra: { code: 'payment_declined' } });
}

/**
 * The order's rows, each whole and typed by its table, and the answer made from those same rows. The ids are
 * drawn beforehand (IdReserver), so the answer and the e-mail can be written in the same statement.
 */
async function orderToWrite(
  deps: OrderDeps,
  shopper: SignedInAccount,
  input: PlaceOrder,
  lines: Line[],
  totals: ReturnType<typeof cartTotals>,
  auth: Extract<AuthoriseResult, { ok: true }>,
  slot: Slot,
  ref: KeyRef | null,
): Promise<{ write: OrderWrite; detail: OrderDetail; json: string }> {
  const placedAt = new Date();
  const [[orderId], lineIds, [statusId]] = await Promise.all([
    deps.ids.take('orders_id_seq', 1),
    deps.ids.take('order_items_id_seq', lines.length),
    deps.ids.take('order_statuses_id_seq', 1),
  ]);
  const order: OrderWrite['order'] = {
    id: orderId!,
    userId: shopper.userId,
    orderNumber: generateOrderNumber((n) => randomBytes(n)),
    subtotalPence: totals.subtotalPence,
    deliveryFeePence: totals.deliveryFeePence,
    totalPence: totals.totalPence,
    status: ORDER_CONFIRMED,
    deliveryOption: input.deliveryOption,
    shippingDetails: input.shippingDetails,
    notes: input.notes,
    orderDate: placedAt,
    // The promise is the end of the booked slot; tracking's estimates count back from it.
    estimatedDelivery: slot.end,
    marketingConsent: input.marketingConsent,
    paymentProvider: deps.payments.name,
    paymentBrand: auth.brand,
    paymentLast4: auth.last4,
    paymentAuthorisationId: auth.authorisationId,
    paymentMethodId: auth.paymentMethodId ?? null,
    authorisedPence: holdOf(lines, totals),
    deliverySlotStart: slot.start,
    deliverySlotEnd: slot.end,
    revision: 1,
    amendedAt: null,
    changeKey: null,
    changeClaimedAt: null,
  };
  const items: OrderWrite['lines'] = lines.map((l, i) => ({
    id: lineIds[i]!,
    orderId: order.id,
    productId: l.productId,
    quantity: l.quantity,
    pricePence: l.paidPence,
    multibuyQuantity: l.multiBuy?.quantity ?? null,
    multibuyPricePence: l.multiBuy?.pricePence ?? null,
    productName: l.name,
    storeId: l.storeId,
    substitution: l.substitution ?? DEFAULT_SUBSTITUTION,
    outcome: null,
    substituteProductId: null,
    substituteName: null,
    substituteStoreId: null,
    substituteQuantity: null,
    substitutePricePence: null,
    outcomeAt: null,
    outcomeBy: null,
    refusedAtDoor: false,
  }));
  const status: OrderWrite['status'] = { id: statusId!, orderId: order.id, status: ORDER_CONFIRMED, timestamp: placedAt, description: CONFIRMED_TEXT, location: null, storeId: null, actorId: null };
  const detail = toOrderDetail(
    order,
    items.map((item, i) => ({ ...item, storeName: lines[i]!.storeName, storeColor: lines[i]!.storeColor, image: productPictureUrlOf(lines[i]!) })),
    [status],
    { now: deps.slots.now(), cutoffHours: deps.slots.cutoffHours },
  );
  // Written out once: stored under the key and sent as the answer.
  const json = JSON.stringify(detail);
  // To the account's own (verified) address; the shipping details' e-mail is the delivery contact, never mailed.
  const mail = { ...orderConfirmationMail(detail, { name: shopper.firstName, email: shopper.email }), queued: deps.mailer.needsDelivery };
  const limits = limitsOf(deps);
  return { write: { order, lines: items, status, slotCapacity: deps.slots.capacity, mail, key: ref && { key: ref.key, answer: json }, limits }, detail, json };
}

/**
 * Whether an order whose placing failed surely left nothing, so its authorisation can be voided. A refusal, or
 * a statement the database answered with an error, rolled back. Anything else (the connection lost with the
 * statement in flight) may have come after the commit: the order is looked for. Found, or not knowable now,
 * the authorisation stays: a committed order keeps its payment, and a request that died before its order is
 * voided by the reaper once its key is abandoned.
 */
async function surelyNotPlaced(deps: OrderDeps, error: unknown, authorisationId: string): Promise<boolean> {
  if (asHttpError(error) || answeredWithError(error)) return true;
  try {
    return !(await isPlaced(deps.db, authorisationId));
  } catch (lookup) {
    deps.logError(lookup, 'could not tell whether a failed order was placed; its authorisation is left for the reaper');
    return false;
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
  const stale = await staleKeys(deps.db, olderThanMs, limit);
  for (const ref of stale) {
    await deps.payments.voidByKey(processorKey(ref));
    await dropStaleKey(deps.db, ref, olderThanMs);
  }
  return stale.length;
}

async function housekeeping(deps: Pick<OrderDeps, 'db' | 'payments'>): Promise<void> {
  await reapAbandoned(deps);
  await sweepExpired(deps.db);
}
