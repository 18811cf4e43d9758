import { describe, expect, it } from 'vitest';
import { CLOSED_STATUSES, ORDER_CONFIRMED, orderBadge } from './order-status';

describe('order status', () => {
  it('shows every live status as In Progress, and the two end states as themselves', () => {
    expect(orderBadge(ORDER_CONFIRMED)).toBe('In Progress');
    expect(orderBadge('Collecting from Tesco')).toBe('In Progress');
    expect(orderBadge('Delivered')).toBe('Delivered');
    expect(orderBadge('Cancelled')).toBe('Cancelled');
  });

  it('shows the payment statuses after delivery as Delivered: the goods arrived whatever happened to the payment', () => {
    for (const status of ['Payment Problem', 'Payment Taken', 'Payment Written Off']) expect(orderBadge(status)).toBe('Delivered');
  });

  it('keeps a payment problem open for staff, and every settled status closed', () => {
    expect(CLOSED_STATUSES).toEqual(['Delivered', 'Cancelled', 'Payment Taken', 'Payment Written Off']);
    expect(CLOSED_STATUSES).not.toContain('Payment Problem');
  });
});
