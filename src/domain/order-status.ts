import type { DeliveryOption } from './cart';

/** The first row of every order's status history (accounts-reviews-orders.md section 2's timeline). */
export const ORDER_CONFIRMED = 'Order Confirmed';
export const ORDER_DELIVERED = 'Delivered';
export const ORDER_CANCELLED = 'Cancelled';

export type OrderBadge = 'In Progress' | 'Delivered' | 'Cancelled';

/** The one mapping from an order's status to the badge of the orders list. */
export function orderBadge(status: string): OrderBadge {
  if (status === ORDER_DELIVERED) return 'Delivered';
  if (status === ORDER_CANCELLED) return 'Cancelled';
  return 'In Progress';
}

export const DELIVERY_LABELS: Record<DeliveryOption, { name: string; timing: string }> = {
  standard: { name: 'Standard Delivery', timing: '2-3 days' },
  express: { name: 'Express Delivery', timing: 'Next day' },
};
