import type { FulfilmentOrder, FulfilmentOrderSummary, OrderTracking, PickingLine, TrackingLine } from '@/contracts/fulfilment';
import type { DeliveryOption } from '@/domain/cart';
import { applyMove, paymentNeedsAction, shopperMayCancel, STATUS_PAYMENT_WRITTEN_OFF, type Move } from '@/domain/fulfilment';
import { moneyStageOf, orderMoney } from '@/domain/order-money';
import { penceToPounds } from '@/domain/money';
import { orderBadge } from '@/domain/order-status';
import { buildTimeline } from '@/domain/tracking';
import { orderSlotView } from '../delivery-slots/service';
import { deliveryPostcode, domainLine, idCheckLines, type ItemWithOutcome, type LoadedOrder } from './load';
import { multiBuyViewOf } from '../orders/mapper';
import { categoryNameOf } from '@/domain/categories';

/** The only place a loaded order becomes the API's tracking and fulfilment views: pence become pounds here. */

/** A line for tracking and picking; `finalPence` is its cost after its outcome (moneyOf's lineTotals). */
export function trackingLine(loaded: LoadedOrder, item: ItemWithOutcome, finalPence: number): TrackingLine {
  const substituted = item.outcome === 'substituted';
  return {
    id: item.id,
    productId: item.productId,
    name: item.productName,
    storeId: item.storeId,
    storeName: loaded.storesById.get(item.storeId)?.storeName ?? '',
    quantity: item.quantity,
    price: penceToPounds(item.pricePence),
    ...multiBuyViewOf(item),
    substitution: item.substitution,
    outcome: item.outcome ?? 'pending',
    substitute: substituted
      ? {
          productId: item.substituteProductId!,
          name: item.substituteName!,
          storeId: item.substituteStoreId!,
          storeName: loaded.storesById.get(item.substituteStoreId!)?.storeName ?? '',
          quantity: item.substituteQuantity!,
          price: penceToPounds(item.substitutePricePence!),
        }
      : null,
    finalTotal: penceToPounds(finalPence),
    ageRestriction: item.ageRestriction,
    refusedAtDoor: item.refusedAtDoor,
  };
}

/** The order's timeline, its steps to come estimated at `now` from the slot and the stores' hours. */
export const timelineOf = (loaded: LoadedOrder, now: Date) =>
  buildTimeline(
    {
      estimatedDelivery: estimatedDeliveryOf(loaded),
      slotStart: loaded.order.deliverySlotStart?.toISOString() ?? null,
      slotEnd: loaded.order.deliverySlotEnd?.toISOString() ?? null,
      deliveryPostcode: deliveryPostcode(loaded.order),
    },
    loaded.chains.map((c) => ({ storeId: c.storeId, storeName: c.storeName, address: c.branchAddress, openingHours: c.openingHours })),
    loaded.statuses.map((s) => ({ status: s.status, storeId: s.storeId, timestamp: s.timestamp.toISOString(), description: s.description, location: s.location })),
    now,
  );

const estimatedDeliveryOf = (loaded: LoadedOrder) => (loaded.order.estimatedDelivery ?? loaded.order.orderDate).toISOString();

/**
 * The money after the outcomes (src/domain/order-money.ts), pence and pounds. `subtotal` is what the lines
 * now cost (so subtotal + deliveryFee = finalTotal); `originalTotal` is what was authorised at checkout, and
 * `refund` the difference.
 */
export function moneyOf(loaded: LoadedOrder) {
  const money = orderMoney({ lines: loaded.items.map(domainLine), deliveryFeePence: loaded.order.deliveryFeePence, stage: moneyStageOf(loaded.state.stage) });
  return {
    pence: money,
    view: {
      subtotal: penceToPounds(money.finalSubtotal),
      deliveryFee: penceToPounds(money.deliveryFee),
      originalTotal: penceToPounds(money.orderedTotal),
      finalTotal: penceToPounds(money.finalTotal),
      refund: penceToPounds(money.refunded),
    },
  };
}

/** The colleague who last moved the order (first name), once anyone has. */
function agentOf(loaded: LoadedOrder): { name: string } | null {
  const last = [...loaded.statuses].reverse().find((s) => s.actorFirstName !== null);
  return last ? { name: last.actorFirstName! } : null;
}

export function toTracking(loaded: LoadedOrder, now = new Date()): OrderTracking {
  const { order } = loaded;
  const money = moneyOf(loaded);
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    badge: orderBadge(order.status),
    deliveryOption: order.deliveryOption as DeliveryOption,
    estimatedDelivery: estimatedDeliveryOf(loaded),
    steps: timelineOf(loaded, now),
    lines: loaded.items.map((item, i) => trackingLine(loaded, item, money.pence.lineTotals[i]!)),
    ...money.view,
    canCancel: shopperMayCancel(loaded.state),
    agent: agentOf(loaded),
  };
}

export function toFulfilmentSummary(loaded: {
  order: LoadedOrder['order'];
  items: { quantity: number }[];
  chains: { storeId: number; storeName: string }[];
  state: LoadedOrder['state'];
}): FulfilmentOrderSummary {
  const { order } = loaded;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerName: order.shippingDetails.name,
    status: order.status,
    deliveryOption: order.deliveryOption as DeliveryOption,
    estimatedDelivery: (order.estimatedDelivery ?? order.orderDate).toISOString(),
    deliverySlot: orderSlotView(order.deliverySlotStart),
    deliveryPostcode: order.shippingDetails.address.postcode,
    itemCount: loaded.items.reduce((n, i) => n + i.quantity, 0),
    chains: loaded.chains.map((c) => ({ storeId: c.storeId, storeName: c.storeName, state: loaded.state.chains.get(c.storeId) ?? 'pending' })),
    paymentState: loaded.state.payment,
    revision: order.revision,
    amendedAt: order.amendedAt?.toISOString() ?? null,
  };
}

/** The staff's view of the payment: the hold, its state, what may be done, and who wrote it off when. */
function paymentOf(loaded: LoadedOrder): FulfilmentOrder['payment'] {
  const writeOff = loaded.state.payment === 'written_off' ? loaded.statuses.findLast((s) => s.status === STATUS_PAYMENT_WRITTEN_OFF) : undefined;
  const needsAction = paymentNeedsAction(loaded.state);
  return {
    state: loaded.state.payment,
    authorised: penceToPounds(loaded.order.authorisedPence),
    canRetry: needsAction,
    canWriteOff: needsAction,
    writtenOff: writeOff ? { by: writeOff.actorFirstName, at: writeOff.timestamp.toISOString() } : null,
  };
}

/** Whether the order's state allows a move now (the staff screen's buttons). */
function allows(loaded: LoadedOrder, move: Move): boolean {
  const ctx = { storeName: () => '', linesDone: () => true };
  return applyMove(loaded.state, move, ctx).ok;
}

export type Suggestions = Map<number, PickingLine['suggestions']>;

/** The staff view: one picking list per chain, lines by aisle (category) then name, with the suggestions given. */
export function toFulfilmentOrder(loaded: LoadedOrder, suggestions: Suggestions, now = new Date()): FulfilmentOrder {
  const money = moneyOf(loaded);
  const lineTotal = new Map(loaded.items.map((item, i) => [item.id, money.pence.lineTotals[i]!]));
  const pickingLists = loaded.chains.map((chain) => ({
    storeId: chain.storeId,
    storeName: chain.storeName,
    storeColor: chain.storeColor,
    branchAddress: chain.branchAddress,
    state: loaded.state.chains.get(chain.storeId) ?? 'pending',
    lines: loaded.items
      .filter((i) => i.storeId === chain.storeId)
      .map((item) => ({ ...trackingLine(loaded, item, lineTotal.get(item.id)!), category: categoryNameOf(item.categoryId), suggestions: suggestions.get(item.id) ?? [] }))
      .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name) || a.id - b.id),
  }));
  return {
    ...toFulfilmentSummary(loaded),
    notes: loaded.order.notes,
    pickingLists,
    steps: timelineOf(loaded, now),
    ...money.view,
    can: {
      outForDelivery: allows(loaded, { type: 'out_for_delivery' }),
      deliver: allows(loaded, { type: 'deliver' }),
      cancel: allows(loaded, { type: 'cancel', by: 'staff', reason: 'check' }),
    },
    idCheckRequired: idCheckLines(loaded).length > 0,
    payment: paymentOf(loaded),
  };
}
