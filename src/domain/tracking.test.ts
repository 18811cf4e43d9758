import { describe, expect, it } from 'vitest';
import { buildTimeline, estimateTimes, type TimelineRow } from './tracking';

const chains = [
  { storeId: 1, storeName: 'Tesco', address: '1 Leith St' },
  { storeId: 6, storeName: 'Aldi', address: '2 Aldi Rd' },
];
const order = { estimatedDelivery: '2026-11-27T20:00:00.000Z', deliveryPostcode: 'EH1 3DX' };
const row = (status: string, timestamp: string, storeId: number | null = null): TimelineRow => ({ status, storeId, timestamp, description: `${status}!`, location: null });
const confirmed = row('Order Confirmed', '2026-11-24T20:00:00.000Z');

describe('estimateTimes', () => {
  it('spreads the remaining steps to the promise', () => {
    const times = estimateTimes(new Date('2026-11-24T20:00:00Z'), new Date('2026-11-24T24:00:00Z'), 4);
    expect(times.map((t) => t.toISOString().slice(11, 16))).toEqual(['21:00', '22:00', '23:00', '00:00']);
  });
  it('gives a late order an hour a step', () => {
    const times = estimateTimes(new Date('2026-11-25T10:00:00Z'), new Date('2026-11-25T09:00:00Z'), 2);
    expect(times.map((t) => t.toISOString().slice(11, 16))).toEqual(['11:00', '12:00']);
  });
});

describe('buildTimeline', () => {
  it('a new order: confirmed is current, every later step estimated, ending on the promise', () => {
    const steps = buildTimeline(order, chains, [confirmed]);
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Order Confirmed', 'current'],
      ['Collection in Progress', 'estimated'],
      ['Collecting from Tesco', 'estimated'],
      ['Collecting from Aldi', 'estimated'],
      ['Out for Delivery', 'estimated'],
      ['Delivered', 'estimated'],
    ]);
    expect(steps.at(-1)!.time).toBe(order.estimatedDelivery);
    expect(steps[2]!.location).toBe('1 Leith St');
    expect(steps[4]!.location).toBe('EH1 3DX');
    const times = steps.map((s) => Date.parse(s.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('one row per chain with its own state while collecting', () => {
    const steps = buildTimeline(order, chains, [
      confirmed,
      row('Collection in Progress', '2026-11-25T08:00:00.000Z'),
      row('Collecting from Tesco', '2026-11-25T08:00:00.000Z', 1),
      row('Collecting from Aldi', '2026-11-25T08:30:00.000Z', 6),
      row('Collected from Aldi', '2026-11-25T09:00:00.000Z', 6),
    ]);
    expect(steps.map((s) => [s.title, s.state, s.chainState])).toEqual([
      ['Order Confirmed', 'done', null],
      ['Collection in Progress', 'current', null],
      ['Collecting from Tesco', 'current', 'collecting'],
      ['Collecting from Aldi', 'done', 'collected'],
      ['Out for Delivery', 'estimated', null],
      ['Delivered', 'estimated', null],
    ]);
    expect(steps[3]!.time).toBe('2026-11-25T09:00:00.000Z');
    expect(steps[3]!.description).toBe('Collected from Aldi!');
  });

  it('delivered: every step done', () => {
    const steps = buildTimeline(order, chains, [
      confirmed,
      row('Collection in Progress', '2026-11-25T08:00:00.000Z'),
      row('Collecting from Tesco', '2026-11-25T08:00:00.000Z', 1),
      row('Collecting from Aldi', '2026-11-25T08:00:00.000Z', 6),
      row('Collected from Tesco', '2026-11-25T09:00:00.000Z', 1),
      row('Collected from Aldi', '2026-11-25T09:00:00.000Z', 6),
      row('Out for Delivery', '2026-11-25T10:00:00.000Z'),
      row('Delivered', '2026-11-25T11:00:00.000Z'),
    ]);
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.at(-1)!.time).toBe('2026-11-25T11:00:00.000Z');
  });

  describe('after delivery, the payment', () => {
    const delivered = [
      confirmed,
      row('Collection in Progress', '2026-11-25T08:00:00.000Z'),
      row('Collecting from Tesco', '2026-11-25T08:00:00.000Z', 1),
      row('Collecting from Aldi', '2026-11-25T08:00:00.000Z', 6),
      row('Collected from Tesco', '2026-11-25T09:00:00.000Z', 1),
      row('Collected from Aldi', '2026-11-25T09:00:00.000Z', 6),
      row('Out for Delivery', '2026-11-25T10:00:00.000Z'),
      row('Delivered', '2026-11-25T11:00:00.000Z'),
    ];
    const tail = (rows: TimelineRow[]) => buildTimeline(order, chains, rows).slice(-3).map((s) => [s.title, s.state, s.description]);

    it('a problem is the current step after Delivered, with what happened', () => {
      expect(tail([...delivered, row('Payment Problem', '2026-11-25T11:00:00.000Z')])).toEqual([
        ['Out for Delivery', 'done', 'Out for Delivery!'],
        ['Delivered', 'done', 'Delivered!'],
        ['Payment Problem', 'current', 'Payment Problem!'],
      ]);
    });

    it('taken on a retry, or written off: both steps done, in the order they happened', () => {
      expect(tail([...delivered, row('Payment Problem', '2026-11-25T11:00:00.000Z'), row('Payment Taken', '2026-11-25T12:00:00.000Z')])).toEqual([
        ['Delivered', 'done', 'Delivered!'],
        ['Payment Problem', 'done', 'Payment Problem!'],
        ['Payment Taken', 'done', 'Payment Taken!'],
      ]);
      const off = buildTimeline(order, chains, [...delivered, row('Payment Problem', '2026-11-25T11:00:00.000Z'), row('Payment Written Off', '2026-11-25T13:00:00.000Z')]);
      expect(off.slice(-2).map((s) => [s.title, s.state, s.time])).toEqual([
        ['Payment Problem', 'done', '2026-11-25T11:00:00.000Z'],
        ['Payment Written Off', 'done', '2026-11-25T13:00:00.000Z'],
      ]);
    });

    it('a delivery whose payment was taken shows no payment step at all', () => {
      expect(buildTimeline(order, chains, delivered).at(-1)!.title).toBe('Delivered');
    });
  });

  it('cancelled before collection: the steps reached and Cancelled', () => {
    const steps = buildTimeline(order, chains, [confirmed, row('Cancelled', '2026-11-24T21:00:00.000Z')]);
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Order Confirmed', 'done'],
      ['Cancelled', 'done'],
    ]);
  });
});
