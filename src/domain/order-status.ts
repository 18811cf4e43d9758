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

/** Standard is '2-3 days' (the estimate is the later day), express 'next day'. */
export const DELIVERY_DAYS: Record<DeliveryOption, number> = { standard: 3, express: 1 };

export const DELIVERY_LABELS: Record<DeliveryOption, { name: string; timing: string }> = {
  standard: { name: 'Standard Delivery', timing: '2-3 days' },
  express: { name: 'Express Delivery', timing: 'Next day' },
};

/** The promised delivery: the option's days after the order, by the end of that day (UK time is close enough). */
export function estimatedDelivery(orderDate: Date, option: DeliveryOption): Date {
  const d = new Date(orderDate.getTime());
  d.setUTCDate(d.getUTCDate() + DELIVERY_DAYS[option]);
  d.setUTCHours(20, 0, 0, 0);
  return d;
}
