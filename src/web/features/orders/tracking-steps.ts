import type { OrderStatusStep, OrderSummary } from '@/contracts/orders';
import { ORDER_CONFIRMED, ORDER_DELIVERED } from '@/domain/order-status';
import { storesOf } from './format';

export type StepState = 'done' | 'current' | 'estimated';

export interface TrackingStep {
  label: string;
  state: StepState;
  /** When it happened (done and current steps), or the promised delivery (the last estimated step). */
  time: string | null;
}

/**
 * The order tracking timeline (accounts-reviews-orders.md section 2): Order Confirmed, Collection in Progress,
 * Collecting from {store} per store, Out for Delivery, Delivered. Steps up to the latest one the order's history
 * records are done, that latest one is also current (pulsing), and later ones are estimated.
 */
export function trackingSteps(order: Pick<OrderSummary, 'date' | 'items' | 'estimatedDelivery'>, history: OrderStatusStep[]): TrackingStep[] {
  const labels = [ORDER_CONFIRMED, 'Collection in Progress', ...storesOf(order.items).map((s) => `Collecting from ${s.storeName}`), 'Out for Delivery', ORDER_DELIVERED];
  const happened = new Map(history.map((h) => [h.status, h.timestamp]));
  // Every order is confirmed when placed, so the first step is reached even before its history has loaded.
  let reached = 0;
  labels.forEach((label, i) => {
    if (happened.has(label)) reached = i;
  });
  return labels.map((label, i) => {
    if (i > reached) return { label, state: 'estimated', time: i === labels.length - 1 ? order.estimatedDelivery : null };
    const time = happened.get(label) ?? (i === 0 ? order.date : null);
    return { label, state: i === reached ? 'current' : 'done', time };
  });
}
