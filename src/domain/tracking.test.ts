import { describe, expect, it } from 'vitest';
import { buildTimeline, type TimelineRow } from './tracking';

const hours = (weekday: string, sunday: string) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, hours: day === 'Sunday' ? sunday : weekday }));
const chains = [
  { storeId: 1, storeName: 'Tesco', address: '1 Leith St', openingHours: hours('6:00 AM - 10:00 PM', '10:00 AM - 4:00 PM') },
  { storeId: 6, storeName: 'Aldi', address: '2 Aldi Rd', openingHours: hours('8:00 AM - 8:00 PM', '11:00 AM - 5:00 PM') },
];
// Friday 27 Nov 2026, 18:00-20:00 (GMT).
const order = { estimatedDelivery: '2026-11-27T20:00:00.000Z', slotStart: '2026-11-27T18:00:00.000Z', slotEnd: '2026-11-27T20:00:00.000Z', deliveryPostcode: 'EH1 3DX' };
const row = (status: string, timestamp: string, storeId: number | null = null): TimelineRow => ({ status, storeId, timestamp, description: `${status}!`, location: null });
const confirmed = row('Order Confirmed', '2026-11-24T20:00:00.000Z');
const NOW = new Date('2026-11-24T20:05:00.000Z');

describe('buildTimeline', () => {
  it('shows each change the shopper made as a done event after Order Confirmed, leaving the stages as they were', () => {
    const changed = { ...row('Order Changed', '2026-11-24T20:03:00.000Z'), description: 'Added 2 × Milk (Tesco). New total £12.00 (was £9.00)' };
    const steps = buildTimeline(order, chains, [confirmed, changed], NOW);
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Order Confirmed', 'current'],
      ['Order Changed', 'done'],
      ['Collection in Progress', 'estimated'],
      ['Collecting from Tesco', 'estimated'],
      ['Collecting from Aldi', 'estimated'],
      ['Out for Delivery', 'estimated'],
      ['Delivered', 'estimated'],
    ]);
    expect(steps[1]).toMatchObject({ description: changed.description, time: changed.timestamp });
  });

  it('a new order: confirmed is current, every later step estimated, ending on the promise', () => {
    const steps = buildTimeline(order, chains, [confirmed], NOW);
    expect(steps.map((s) => [s.title, s.state], NOW)).toEqual([
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
    // Collected on the delivery day inside each store's hours, one after the other, the van leaving within the hour before the slot.
    expect(steps.map((s) => s.time)).toEqual([
      '2026-11-24T20:00:00.000Z',
      '2026-11-27T16:30:00.000Z',
      '2026-11-27T16:30:00.000Z',
      '2026-11-27T17:00:00.000Z',
      '2026-11-27T17:30:00.000Z',
      '2026-11-27T20:00:00.000Z',
    ]);
  });

  it('a step with no honest estimate has no time; an order without a slot estimates only its promise', () => {
    // Ordered at 22:00 on Monday for Tuesday 08:00: Aldi opens at 8 and closed at 8 the evening before.
    const night = { ...order, estimatedDelivery: '2026-12-01T10:00:00.000Z', slotStart: '2026-12-01T08:00:00.000Z', slotEnd: '2026-12-01T10:00:00.000Z' };
    const steps = buildTimeline(night, chains, [row('Order Confirmed', '2026-11-30T22:00:00.000Z')], new Date('2026-11-30T22:00:00.000Z'));
    expect(steps.map((s) => [s.title, s.time])).toEqual([
      ['Order Confirmed', '2026-11-30T22:00:00.000Z'],
      ['Collection in Progress', '2026-12-01T07:00:00.000Z'],
      ['Collecting from Tesco', '2026-12-01T07:00:00.000Z'],
      ['Collecting from Aldi', null],
      ['Out for Delivery', '2026-12-01T07:30:00.000Z'],
      ['Delivered', '2026-12-01T10:00:00.000Z'],
    ]);
    const legacy = buildTimeline({ ...order, slotStart: null, slotEnd: null }, chains, [confirmed], NOW);
    expect(legacy.filter((s) => s.state === 'estimated').map((s) => s.time)).toEqual([null, null, null, null, order.estimatedDelivery]);
  });

  it('a clock behind the last event estimates from the event', () => {
    const steps = buildTimeline(order, chains, [row('Order Confirmed', '2026-11-27T17:45:00.000Z')], new Date('2026-11-27T12:00:00.000Z'));
    expect(steps.find((s) => s.title === 'Out for Delivery')!.time).toBeNull();
    expect(steps.at(-1)!.time).toBe(order.estimatedDelivery);
  });

  it('one row per chain with its own state while collecting', () => {
    const steps = buildTimeline(order, chains, [
      confirmed,
      row('Collection in Progress', '2026-11-25T08:00:00.000Z'),
      row('Collecting from Tesco', '2026-11-25T08:00:00.000Z', 1),
      row('Collecting from Aldi', '2026-11-25T08:30:00.000Z', 6),
      row('Collected from Aldi', '2026-11-25T09:00:00.000Z', 6),
    ], NOW);
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
    ], NOW);
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
    const tail = (rows: TimelineRow[]) => buildTimeline(order, chains, rows, NOW).slice(-3).map((s) => [s.title, s.state, s.description]);

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
      const off = buildTimeline(order, chains, [...delivered, row('Payment Problem', '2026-11-25T11:00:00.000Z'), row('Payment Written Off', '2026-11-25T13:00:00.000Z')], NOW);
      expect(off.slice(-2).map((s) => [s.title, s.state, s.time])).toEqual([
        ['Payment Problem', 'done', '2026-11-25T11:00:00.000Z'],
        ['Payment Written Off', 'done', '2026-11-25T13:00:00.000Z'],
      ]);
    });

    it('a delivery whose payment was taken shows no payment step at all', () => {
      expect(buildTimeline(order, chains, delivered, NOW).at(-1)!.title).toBe('Delivered');
    });
  });

  describe('an order the shopper changed (issue 34)', () => {
    const changed = (at: string, what: string): TimelineRow => ({ status: 'Order Changed', storeId: null, timestamp: at, description: what, location: null });
    const first = changed('2026-11-24T21:00:00.000Z', 'Added 1 × Oat Milk (Tesco). New total £12.40 (was £10.99)');
    const second = changed('2026-11-25T07:00:00.000Z', 'Delivery moved to Fri 27 Nov, 18:00–20:00. Total still £12.40');

    it('two changes: two events after Order Confirmed, in the order they happened, with what changed and when', () => {
      const steps = buildTimeline(order, chains, [confirmed, first, second], NOW);
      expect(steps.map((s) => [s.title, s.state, s.description, s.time])).toEqual([
        ['Order Confirmed', 'current', 'Order Confirmed!', confirmed.timestamp],
        ['Order Changed', 'done', first.description, first.timestamp],
        ['Order Changed', 'done', second.description, second.timestamp],
        ['Collection in Progress', 'estimated', null, expect.any(String)],
        ['Collecting from Tesco', 'estimated', null, expect.any(String)],
        ['Collecting from Aldi', 'estimated', null, expect.any(String)],
        ['Out for Delivery', 'estimated', null, expect.any(String)],
        ['Delivered', 'estimated', null, order.estimatedDelivery],
      ]);
    });

    it('moves no stage: once a chain is collecting, collection is current and the changes done; cancelled keeps them too', () => {
      const collecting = buildTimeline(order, chains, [confirmed, first, row('Collection in Progress', '2026-11-25T08:00:00.000Z'), row('Collecting from Tesco', '2026-11-25T08:00:00.000Z', 1), second], NOW);
      expect(collecting.map((s) => [s.title, s.state, s.chainState])).toEqual([
        ['Order Confirmed', 'done', null],
        ['Order Changed', 'done', null],
        ['Order Changed', 'done', null],
        ['Collection in Progress', 'current', null],
        ['Collecting from Tesco', 'current', 'collecting'],
        ['Collecting from Aldi', 'estimated', 'pending'],
        ['Out for Delivery', 'estimated', null],
        ['Delivered', 'estimated', null],
      ]);
      const cancelled = buildTimeline(order, chains, [confirmed, first, row('Cancelled', '2026-11-24T22:00:00.000Z')], NOW);
      expect(cancelled.map((s) => [s.title, s.state])).toEqual([
        ['Order Confirmed', 'done'],
        ['Order Changed', 'done'],
        ['Cancelled', 'done'],
      ]);
    });
  });

  it('cancelled before collection: the steps reached and Cancelled', () => {
    const steps = buildTimeline(order, chains, [confirmed, row('Cancelled', '2026-11-24T21:00:00.000Z')], NOW);
    expect(steps.map((s) => [s.title, s.state])).toEqual([
      ['Order Confirmed', 'done'],
      ['Cancelled', 'done'],
    ]);
  });
});
