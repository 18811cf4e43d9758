import { describe, expect, it } from 'vitest';
import type { TrackingLine } from '@/contracts/fulfilment';
import { connectorReached, lineOutcomeText, stepTimeText } from './tracking-steps';

const line = (over: Partial<TrackingLine> = {}): TrackingLine => ({
  id: 1,
  productId: 11,
  name: 'Semi Skimmed Milk',
  storeId: 1,
  storeName: 'Tesco',
  quantity: 2,
  price: 1.45,
  substitution: { kind: 'best_match' },
  outcome: 'pending',
  substitute: null,
  finalTotal: 2.9,
  ...over,
});

describe('tracking texts', () => {
  it('says nothing for a pending or picked line', () => {
    expect(lineOutcomeText(line())).toBeNull();
    expect(lineOutcomeText(line({ outcome: 'picked' }))).toBeNull();
  });

  it('reads an unavailable line as refunded at what was paid', () => {
    expect(lineOutcomeText(line({ outcome: 'unavailable', finalTotal: 0 }))).toBe('Unavailable — refunded £2.90');
  });

  it('names the substitute, its quantity and cost, and the other store when it came from another chain', () => {
    const sub = { productId: 20, name: 'Whole Milk', storeId: 1, storeName: 'Tesco', quantity: 2, price: 1.4 };
    expect(lineOutcomeText(line({ outcome: 'substituted', substitute: sub, finalTotal: 2.8 }))).toBe('Substituted with Whole Milk ×2 £2.80');
    expect(lineOutcomeText(line({ outcome: 'substituted', substitute: { ...sub, storeId: 5, storeName: 'Waitrose', price: 1.5 }, finalTotal: 3 }))).toBe(
      'Substituted with Whole Milk from Waitrose ×2 £3.00',
    );
  });

  it('shows when a step happened, or "Estimated" and when it is expected', () => {
    expect(stepTimeText({ state: 'done', time: '2026-11-21T14:05:00.000Z' })).toBe('21 Nov 2026, 14:05');
    expect(stepTimeText({ state: 'estimated', time: '2026-11-24T20:00:00.000Z' })).toBe('Estimated 24 Nov 2026, 20:00');
  });

  it('in UK time, and nothing for a step with no honest estimate', () => {
    expect(stepTimeText({ state: 'estimated', time: '2026-07-01T06:00:00.000Z' })).toBe('Estimated 1 Jul 2026, 07:00');
    expect(stepTimeText({ state: 'estimated', time: null })).toBeNull();
  });
});

describe('the timeline line between steps', () => {
  const step = (title: string, state: 'done' | 'current' | 'estimated') => ({ title, state });
  it('runs from Order Confirmed to a change made since, and stops there while collection has not started', () => {
    expect(connectorReached(step('Order Confirmed', 'current'), step('Order Changed', 'done'))).toBe(true);
    expect(connectorReached(step('Order Changed', 'done'), step('Collection in Progress', 'estimated'))).toBe(false);
    expect(connectorReached(step('Order Changed', 'done'), step('Collection in Progress', 'current'))).toBe(true);
  });

  it('between stages, as far as the stage above is done', () => {
    expect(connectorReached(step('Order Confirmed', 'current'), step('Collection in Progress', 'estimated'))).toBe(false);
    expect(connectorReached(step('Order Confirmed', 'done'), step('Collection in Progress', 'current'))).toBe(true);
  });
});
