import { describe, expect, it } from 'vitest';
import { estimatedDelivery, ORDER_CONFIRMED, orderBadge } from './order-status';

describe('order status', () => {
  it('shows every live status as In Progress, and the two end states as themselves', () => {
    expect(orderBadge(ORDER_CONFIRMED)).toBe('In Progress');
    expect(orderBadge('Collecting from Tesco')).toBe('In Progress');
    expect(orderBadge('Delivered')).toBe('Delivered');
    expect(orderBadge('Cancelled')).toBe('Cancelled');
  });

  it('estimates standard three days out and express the next day, by 8 pm', () => {
    const placed = new Date('2026-11-24T19:30:00Z');
    expect(estimatedDelivery(placed, 'standard').toISOString()).toBe('2026-11-27T20:00:00.000Z');
    expect(estimatedDelivery(placed, 'express').toISOString()).toBe('2026-11-25T20:00:00.000Z');
  });

  it('rolls over month ends', () => {
    expect(estimatedDelivery(new Date('2026-12-30T10:00:00Z'), 'standard').toISOString()).toBe('2027-01-02T20:00:00.000Z');
  });
});
