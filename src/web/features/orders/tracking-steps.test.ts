import { describe, expect, it } from 'vitest';
import { trackingSteps } from './tracking-steps';
import { makeItem, makeOrder, TESCO, WAITROSE } from '@/web/testing';

const order = makeOrder({ items: [makeItem(TESCO), makeItem(WAITROSE), makeItem(TESCO)] });
const at = (status: string, timestamp: string) => ({ id: 1, status, description: null, timestamp, location: null });

describe('trackingSteps', () => {
  it('has one collecting step per store, once each, in line order', () => {
    expect(trackingSteps(order, []).map((s) => s.label)).toEqual([
      'Order Confirmed',
      'Collection in Progress',
      'Collecting from Tesco',
      'Collecting from Waitrose',
      'Out for Delivery',
      'Delivered',
    ]);
  });

  it('with no history yet: confirmed at the placed time and current; the rest estimated, delivery with its date', () => {
    const steps = trackingSteps(order, []);
    expect(steps[0]).toEqual({ label: 'Order Confirmed', state: 'current', time: order.date });
    expect(steps.slice(1, -1).every((s) => s.state === 'estimated' && s.time === null)).toBe(true);
    expect(steps.at(-1)).toEqual({ label: 'Delivered', state: 'estimated', time: order.estimatedDelivery });
  });

  it('marks steps up to the latest recorded one done, that one current, with the recorded times', () => {
    const steps = trackingSteps(order, [at('Order Confirmed', '2026-11-21T10:31:00Z'), at('Collecting from Tesco', '2026-11-22T09:00:00Z')]);
    expect(steps.map((s) => s.state)).toEqual(['done', 'done', 'current', 'estimated', 'estimated', 'estimated']);
    expect(steps[0]!.time).toBe('2026-11-21T10:31:00Z');
    expect(steps[1]!.time).toBeNull();
    expect(steps[2]!.time).toBe('2026-11-22T09:00:00Z');
  });
});
