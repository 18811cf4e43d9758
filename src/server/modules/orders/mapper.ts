import type { ChangeWindow, OrderDetail, OrderItem, OrderStatusStep, OrderSummary } from '@/contracts/orders';
import { foldStatuses, type StatusRow } from '@/domain/fulfilment';
import { penceToPounds } from '@/domain/money';
import { changeWindow } from '@/domain/order-change';
import { multiBuyOf } from '@/domain/multibuy';
import { lineOrderedPence, lineOutcomeOf, moneyStageOfStatus, orderMoney } from '@/domain/order-money';
import { orderBadge } from '@/domain/order-status';
import type { orderItems, orders, orderStatuses } from '../../db/schema';
import { orderSlotView } from '../delivery-slots/service';
import type { OrderLineRow } from './line-columns';

export type OrderRow = typeof orders.$inferSelect;

/**
 * An order line as the API shows it: the line's own columns (with its outcome after picking), its chain's name
 * and colour, the product's picture, and the substitute's chain name when one was picked.
 */
export type ItemRow = OrderLineRow & Pick<typeof orderItems.$inferSelect, 'orderId'> & {
  storeName: string;
  storeColor: string;
  image: string;
  substituteStoreName?: string | null;
};

export type HistoryRow = Pick<typeof orderStatuses.$inferSelect, 'id' | 'status' | 'description' | 'timestamp' | 'location' | 'storeId'>;

/** The clock and cut-off an order's change window is judged by (the delivery slots' settings). */
export interface ChangeClock {
  now: Date;
  cutoffHours: number;
}

/** Whether the shopper may change the order now (src/domain/order-change.ts), from its status rows. */
export function changeWindowOf(order: OrderRow, items: readonly Pick<ItemRow, 'storeId' | 'storeName'>[], statuses: readonly StatusRow[], clock: ChangeClock): ChangeWindow {
  const names = new Map(items.map((i) => [i.storeId, i.storeName]));
  const window = changeWindow({
    state: foldStatuses(names.keys(), statuses),
    slotStart: order.deliverySlotStart,
    config: clock,
    now: clock.now,
    storeName: (id) => names.get(id) ?? `Store ${id}`,
  });
  return { ...window, until: window.until?.toISOString() ?? null };
}

/** The multi-buy a line was placed with, as the API shows it (pounds); no field when none, so older answers read the same. */
export function multiBuyViewOf(row: Pick<ItemRow, 'multibuyQuantity' | 'multibuyPricePence'>): { multiBuy?: { quantity: number; price: number } } {
  const m = multiBuyOf(row);
  return m ? { multiBuy: { quantity: m.quantity, price: penceToPounds(m.pricePence) } } : {};
}

/** A line as the money reads it: its unit price and the multi-buy snapshot it was placed with. */
const orderedLine = (row: Pick<ItemRow, 'quantity' | 'pricePence' | 'multibuyQuantity' | 'multibuyPricePence'>) => ({
  quantity: row.quantity,
  unitPricePence: row.pricePence,
  multiBuy: multiBuyOf(row),
});

/** A line, with what it costs after its outcome (pence, from the order's money). */
function toItem(row: ItemRow, finalPence: number): OrderItem {
  const substituted = row.outcome === 'substituted';
  return {
    id: row.id,
    productId: row.productId,
    name: row.productName,
    price: penceToPounds(row.pricePence),
    quantity: row.quantity,
    ...multiBuyViewOf(row),
    storeId: row.storeId,
    storeName: row.storeName,
    storeColor: row.storeColor,
    image: row.image,
    substitution: row.substitution,
    outcome: row.outcome ?? 'pending',
    substitute: substituted
      ? {
          name: row.substituteName!,
          storeId: row.substituteStoreId!,
          storeName: row.substituteStoreName ?? (row.substituteStoreId === row.storeId ? row.storeName : ''),
          quantity: row.substituteQuantity!,
          price: penceToPounds(row.substitutePricePence!),
        }
      : null,
    finalTotal: penceToPounds(finalPence),
    ...(row.refusedAtDoor && { refusedAtDoor: true }),
  };
}

/** The order's figures (src/domain/order-money.ts), the same rule tracking, fulfilment and the e-mails use. */
const moneyOfRow = (order: OrderRow, items: ItemRow[]) =>
  orderMoney({
    lines: items.map((i) => ({ ...orderedLine(i), outcome: lineOutcomeOf(i), refusedAtDoor: i.refusedAtDoor })),
    deliveryFeePence: order.deliveryFeePence,
    stage: moneyStageOfStatus(order.status),
  });

/** Each line as the API shows it, by line id. */
function itemsOf(order: OrderRow, items: ItemRow[]) {
  const money = moneyOfRow(order, items);
  return { money, byId: new Map(items.map((item, i) => [item.id, toItem(item, money.lineTotals[i]!)])) };
}

/** The only place an order row becomes the API's order: pence become pounds here. */
export function toOrderSummary(order: OrderRow, items: ItemRow[], change?: { statuses: readonly StatusRow[]; clock: ChangeClock }): OrderSummary {
  const { money, byId } = itemsOf(order, items);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    date: order.orderDate.toISOString(),
    status: order.status,
    badge: orderBadge(order.status),
    subtotal: penceToPounds(order.subtotalPence),
    deliveryFee: penceToPounds(order.deliveryFeePence),
    total: penceToPounds(order.totalPence),
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => byId.get(i.id)!),
    deliveryOption: order.deliveryOption,
    estimatedDelivery: (order.estimatedDelivery ?? order.orderDate).toISOString(),
    deliverySlot: orderSlotView(order.deliverySlotStart),
    finalTotal: penceToPounds(money.finalTotal),
    refunded: penceToPounds(money.refunded),
    moneyState: money.state,
    revision: order.revision,
    amendedAt: order.amendedAt?.toISOString() ?? null,
    ...(change && { changeWindow: changeWindowOf(order, items, change.statuses, change.clock) }),
  };
}

export function toStep(row: HistoryRow): OrderStatusStep {
  return { id: row.id, status: row.status, description: row.description, timestamp: row.timestamp.toISOString(), location: row.location };
}

/** The order in full: lines grouped by store (in store order), shipping, the card shown as brand and last four, history. */
export function toOrderDetail(order: OrderRow, items: ItemRow[], history: HistoryRow[], clock?: ChangeClock): OrderDetail {
  const summary = toOrderSummary(order, items, clock && { statuses: history, clock });
  const byId = new Map(summary.items.map((i) => [i.id, i]));
  const byStore = new Map<number, ItemRow[]>();
  for (const item of items) byStore.set(item.storeId, [...(byStore.get(item.storeId) ?? []), item]);
  const stores = [...byStore.entries()]
    .sort(([a], [b]) => a - b)
    .map(([storeId, lines]) => ({
      storeId,
      storeName: lines[0]!.storeName,
      storeColor: lines[0]!.storeColor,
      items: lines.map((l) => byId.get(l.id)!),
      subtotal: penceToPounds(lines.reduce((sum, l) => sum + lineOrderedPence(orderedLine(l)), 0)),
    }));
  return {
    ...summary,
    stores,
    shippingDetails: order.shippingDetails,
    notes: order.notes,
    payment: { brand: order.paymentBrand, last4: order.paymentLast4 },
    history: history.map(toStep),
  };
}
