import { describe, expect, it } from 'vitest';
import { ORDER_CONFIRMED, orderBadge } from './order-status';

describe('order status', () => {
  it('shows every live status as In Progress, and the two end states as themselves', () => {
    expect(orderBadge(ORDER_CONFIRMED)).toBe('In Progress');
    expect(orderBadge('Collecting from Tesco')).toBe('In Progress');
    expect(orderBadge('Delivered')).toBe('Delivered');
    expect(orderBadge('Cancelled')).toBe('Cancelled');
  });
});
