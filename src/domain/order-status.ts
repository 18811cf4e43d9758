import type { DeliveryOption } from './cart';
import { STATUS_PAYMENT_PROBLEM, STATUS_PAYMENT_TAKEN, STATUS_PAYMENT_WRITTEN_OFF } from './fulfilment';

/** The first row of every order's status history (accounts-reviews-orders.md section 2's timeline). */
export const ORDER_CONFIRMED = 'Order Confirmed';
export const ORDER_DELIVERED = 'Delivered';
export const ORDER_CANCELLED = 'Cancelled';

export type OrderBadge = 'In Progress' | 'Delivered' | 'Cancelled';

/** The statuses after delivery that are about the payment: the goods were delivered all the same. */
const AFTER_DELIVERY: readonly string[] = [STATUS_PAYMENT_PROBLEM, STATUS_PAYMENT_TAKEN, STATUS_PAYMENT_WRITTEN_OFF];

/** The statuses of an order whose goods reached the shopper: Delivered, or a payment status after it. */
export const DELIVERED_STATUSES: readonly string[] = [ORDER_DELIVERED, ...AFTER_DELIVERY];

/** Statuses with nothing left to do: the staff's open list leaves them out (a Payment Problem stays on it). */
export const CLOSED_STATUSES: readonly string[] = [ORDER_DELIVERED, ORDER_CANCELLED, STATUS_PAYMENT_TAKEN, STATUS_PAYMENT_WRITTEN_OFF];

/** The one mapping from an order's status to the badge of the orders list. */
export function orderBadge(status: string): OrderBadge {
  if (DELIVERED_STATUSES.includes(status)) return 'Delivered';
  if (status === ORDER_CANCELLED) return 'Cancelled';
  return 'In Progress';
}

export const DELIVERY_LABELS: Record<DeliveryOption, { name: string; timing: string }> = {
  standard: { name: 'Standard Delivery', timing: '2-3 days' },
  express: { name: 'Express Delivery', timing: 'Next day' },
};
