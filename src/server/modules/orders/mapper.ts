import type { OrderDetail, OrderItem, OrderStatusStep, OrderSummary } from '@/contracts/orders';
import { penceToPounds } from '@/domain/money';
import { orderBadge } from '@/domain/order-status';
import type { orderItems, orders, orderStatuses } from '../../db/schema';
import { orderSlotView } from '../delivery-slots/service';

export type OrderRow = typeof orders.$inferSelect;

/** An order line as the API shows it: the line's own columns, with its chain's name and colour and the product's picture. */
export type ItemRow = Pick<typeof orderItems.$inferSelect, 'id' | 'orderId' | 'productId' | 'productName' | 'pricePence' | 'quantity' | 'storeId' | 'substitution'> & {
  storeName: string;
  storeColor: string;
  image: string;
};

export type HistoryRow = Pick<typeof orderStatuses.$inferSelect, 'id' | 'status' | 'description' | 'timestamp' | 'location'>;

function toItem(row: ItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    name: row.productName,
    price: penceToPounds(row.pricePence),
    quantity: row.quantity,
    storeId: row.storeId,
    storeName: row.storeName,
    storeColor: row.storeColor,
    image: row.image,
    substitution: row.substitution,
  };
}

/** The only place an order row becomes the API's order: pence become pounds here. */
export function toOrderSummary(order: OrderRow, items: ItemRow[]): OrderSummary {
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
    items: items.map(toItem),
    deliveryOption: order.deliveryOption,
    estimatedDelivery: (order.estimatedDelivery ?? order.orderDate).toISOString(),
    deliverySlot: orderSlotView(order.deliverySlotStart),
  };
}

export function toStep(row: HistoryRow): OrderStatusStep {
  return { id: row.id, status: row.status, description: row.description, timestamp: row.timestamp.toISOString(), location: row.location };
}

/** The order in full: lines grouped by store (in store order), shipping, the card shown as brand and last four, history. */
export function toOrderDetail(order: OrderRow, items: ItemRow[], history: HistoryRow[]): OrderDetail {
  const summary = toOrderSummary(order, items);
  const byStore = new Map<number, ItemRow[]>();
  for (const item of items) byStore.set(item.storeId, [...(byStore.get(item.storeId) ?? []), item]);
  const stores = [...byStore.entries()]
    .sort(([a], [b]) => a - b)
    .map(([storeId, lines]) => ({
      storeId,
      storeName: lines[0]!.storeName,
      storeColor: lines[0]!.storeColor,
      items: lines.map(toItem),
      subtotal: penceToPounds(lines.reduce((sum, l) => sum + l.pricePence * l.quantity, 0)),
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
