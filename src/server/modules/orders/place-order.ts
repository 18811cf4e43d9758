import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { OrderDetail, PlaceOrder } from '@/contracts/orders';
import { cartTotals, linePricePence } from '@/domain/cart';
import { penceToPounds, poundsToPence } from '@/domain/money';
import { generateOrderNumber } from '@/domain/order-number';
import { estimatedDelivery, ORDER_CONFIRMED } from '@/domain/order-status';
import type { Db } from '../../db/client';
import { cartItems, orderItems, orders, orderStatuses, products, stores } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { Mailer } from '../mail/mailer';
import { orderConfirmationMail } from '../mail/templates';
import type { PaymentProvider } from '../payments/provider';
import { claimKey, finishKey, type KeyRef, releaseKey, requestHash, type StoredAnswer } from './idempotency';
import { toOrderDetail, type ItemRow } from './mapper';

/** Points where tests inject a database failure; empty in production. */
export interface OrderFaults {
  beforeBasketUpdate?: () => Promise<void> | void;
}

export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  faults: OrderFaults;
  logError: (error: unknown, message: string) => void;
}

type ProductForOrder = Awaited<ReturnType<typeof readProducts>>[number];

async function readProducts(db: Db, ids: number[]) {
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePence: products.pricePence,
      discountPercent: products.discountPercent,
      available: products.available,
      image: products.image,
      storeId: products.storeId,
      storeName: stores.name,
      storeColor: stores.logoColor,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, ids));
}

/**
 * POST /api/orders. With an Idempotency-Key the first answer (an order, or a refusal such as a decline) is
 * stored with the key and replayed for a retry; an unexpected failure frees the key. Answers, never throws,
 * for outcomes that are answers; throws for 4xx that are not stored (422, 409 in flight) and for failures.
 */
export async function placeOrder(deps: OrderDeps, userId: number, input: PlaceOrder, idempotencyKey: string | null): Promise<StoredAnswer> {
  const ref: KeyRef | null = idempotencyKey ? { userId, key: idempotencyKey } : null;
  if (ref) {
    const claim = await claimKey(deps.db, ref, requestHash(input));
    if (claim.kind === 'replay') return claim.answer;
  }
  try {
    return await placeOnce(deps, userId, input, ref);
  } catch (error) {
    if (ref && error instanceof HttpError && error.statusCode < 500) {
      const answer = { status: error.statusCode, body: error.toBody() };
      await finishKey(deps.db, ref, answer);
      return answer;
    }
    if (ref) await releaseKey(deps.db, ref).catch((e: unknown) => deps.logError(e, 'could not release an idempotency key'));
    throw error;
  }
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

async function placeOnce(deps: OrderDeps, userId: number, input: PlaceOrder, ref: KeyRef | null): Promise<StoredAnswer> {
  const lines = checkLines(
    input,
    await readProducts(
      deps.db,
      input.items.map((l) => l.productId),
    ),
  );
  const priced = input.items.map((l, i) => ({ ...lines[i]!, quantity: l.quantity, paidPence: linePricePence(lines[i]!) }));
  const totals = cartTotals(priced, input.deliveryOption);
  const auth = await deps.payments.authorise({
    token: input.paymentToken,
    amountPence: totals.totalPence,
    // The processor's own key: a retry that takes over a dead request's key never authorises twice.
    idempotencyKey: ref ? `order:${ref.userId}:${ref.key}` : `order:${userId}:${randomUUID()}`,
  });
  if (!auth.ok) {
    if (auth.kind === 'invalid_token') throw new HttpError(400, auth.message, { paymentToken: auth.message });
    throw new HttpError(402, auth.message, undefined, { code: 'payment_declined' });
  }
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const { detail, mailId } = await insertOrder(deps, userId, input, ref, priced, totals, auth);
        const mail = orderConfirmationMail(detail);
        await deps.mailer.deliverQueued(mailId, mail).catch((e: unknown) => deps.logError(e, 'order confirmation left in the outbox'));
        return { status: 201, body: detail };
      } catch (error) {
        // Two orders drew the same number (about one in a billion): draw again.
        if (attempt < 3 && isUniqueViolation(error, 'order_number')) continue;
        throw error;
      }
    }
  } catch (error) {
    await deps.payments.void(auth.authorisationId).catch((e: unknown) => deps.logError(e, 'could not void an authorisation'));
    throw error;
  }
}

type Priced = ProductForOrder & { quantity: number; paidPence: number };

/** One transaction: the order, its lines, its first status, its e-mail, the basket lines and the key's answer. */
async function insertOrder(
  deps: OrderDeps,
  userId: number,
  input: PlaceOrder,
  ref: KeyRef | null,
  priced: Priced[],
  totals: ReturnType<typeof cartTotals>,
  auth: { authorisationId: string; brand: string; last4: string },
): Promise<{ detail: OrderDetail; mailId: number }> {
  const placedAt = new Date();
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        orderNumber: generateOrderNumber((n) => randomBytes(n)),
        subtotalPence: totals.subtotalPence,
        deliveryFeePence: totals.deliveryFeePence,
        totalPence: totals.totalPence,
        status: ORDER_CONFIRMED,
        deliveryOption: input.deliveryOption,
        shippingDetails: input.shippingDetails,
        notes: input.notes,
        orderDate: placedAt,
        estimatedDelivery: estimatedDelivery(placedAt, input.deliveryOption),
        marketingConsent: input.marketingConsent,
        paymentProvider: deps.payments.name,
        paymentBrand: auth.brand,
        paymentLast4: auth.last4,
        paymentAuthorisationId: auth.authorisationId,
      })
      .returning();
    const inserted = await tx
      .insert(orderItems)
      .values(priced.map((p) => ({ orderId: order!.id, productId: p.id, quantity: p.quantity, pricePence: p.paidPence, productName: p.name, storeId: p.storeId })))
      .returning({ id: orderItems.id, productId: orderItems.productId });
    const [status] = await tx
      .insert(orderStatuses)
      .values({ orderId: order!.id, status: ORDER_CONFIRMED, description: 'Your order has been placed and your payment authorised', timestamp: placedAt })
      .returning();
    await deps.faults.beforeBasketUpdate?.();
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.productId,
          priced.map((p) => p.id),
        ),
      ),
    );
    const idOf = new Map(inserted.map((r) => [r.productId, r.id]));
    const items: ItemRow[] = priced.map((p) => ({
      id: idOf.get(p.id)!,
      orderId: order!.id,
      productId: p.id,
      productName: p.name,
      pricePence: p.paidPence,
      quantity: p.quantity,
      storeId: p.storeId,
      storeName: p.storeName,
      storeColor: p.storeColor,
      image: p.image,
    }));
    const detail = toOrderDetail(order!, items, [status!]);
    const mailId = await deps.mailer.enqueue(tx, orderConfirmationMail(detail));
    if (ref) await finishKey(tx, ref, { status: 201, body: detail }, order!.id);
    return { detail, mailId };
  });
}

function isUniqueViolation(error: unknown, column: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message, constraint } = e as { code?: string; message?: string; constraint?: string };
    if (code === '23505' && `${constraint ?? ''} ${message ?? ''}`.includes(column)) return true;
  }
  return false;
}
