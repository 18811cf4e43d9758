import { describe, expect, it } from 'vitest';
import { deliveryDates, slotsOfDay } from './delivery-slots';
import { dayRefusal, formatLongDay, fullDays, hourlyRefusal, openOrdersByDay, ORDER_LIMITS, orderLimitRefusal, placedAfterForSlotsFrom, rateWindowStart, ukDayBounds } from './order-limits';

const now = new Date('2026-12-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const at = (iso: string) => new Date(iso);

describe('orders per hour', () => {
  it('lets the tenth order of the hour through and refuses the eleventh', () => {
    const nine = Array.from({ length: 9 }, (_, i) => minutesAgo(50 - i));
    expect(hourlyRefusal(ORDER_LIMITS, nine, now)).toBeNull();
    const ten = [...nine, minutesAgo(1)];
    expect(hourlyRefusal(ORDER_LIMITS, ten, now)).toEqual({
      code: 'too_many_orders',
      message: 'You have placed 10 orders in the last hour. Please try again later.',
      // The oldest (50 minutes ago) leaves the hour in 10 minutes.
      retryAfterSeconds: 600,
    });
  });

  it('counts only the last hour: an order an hour old or older no longer counts', () => {
    const orders = [minutesAgo(60), minutesAgo(61), ...Array.from({ length: 9 }, (_, i) => minutesAgo(i + 1))];
    expect(hourlyRefusal(ORDER_LIMITS, orders, now)).toBeNull();
    expect(rateWindowStart(now)).toEqual(minutesAgo(60));
  });

  it('after a race let one order too many through, waits until two have aged out', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => minutesAgo(55 - i));
    const refusal = hourlyRefusal(ORDER_LIMITS, eleven, now);
    expect(refusal?.message).toBe('You have placed 11 orders in the last hour. Please try again later.');
    // Oldest 55 minutes ago, second oldest 54: one place frees when the second leaves, in 6 minutes.
    expect(refusal?.code === 'too_many_orders' && refusal.retryAfterSeconds).toBe(360);
  });

  it('asks for at least a second and follows the limits given', () => {
    const refusal = hourlyRefusal({ perHour: 2, openPerDay: 3 }, [minutesAgo(59.999), minutesAgo(1)], now);
    expect(refusal?.code === 'too_many_orders' && refusal.retryAfterSeconds).toBe(1);
    expect(hourlyRefusal({ perHour: 3, openPerDay: 3 }, [minutesAgo(2), minutesAgo(1)], now)).toBeNull();
  });
});

describe('open orders per delivery day', () => {
  it('counts the open orders by UK delivery day', () => {
    const starts = [at('2026-12-01T08:00:00Z'), at('2026-12-01T18:00:00Z'), at('2026-12-02T10:00:00Z')];
    expect(openOrdersByDay(starts)).toEqual(new Map([['2026-12-01', 2], ['2026-12-02', 1]]));
  });

  it('reads the day on the UK clock: an instant late in a summer evening (UTC) is already the next day in London', () => {
    expect(openOrdersByDay([at('2026-07-15T23:30:00Z')])).toEqual(new Map([['2026-07-16', 1]]));
  });

  it('refuses a fourth open order for one day, naming the day, while another day has room', () => {
    const starts = [at('2026-12-01T08:00:00Z'), at('2026-12-01T10:00:00Z'), at('2026-12-01T20:00:00Z'), at('2026-12-02T08:00:00Z')];
    expect(dayRefusal(ORDER_LIMITS, starts, '2026-12-01')).toEqual({
      code: 'day_order_limit',
      message: 'You already have 3 orders for delivery on Tuesday 1 December. Change or cancel one of those instead.',
      date: '2026-12-01',
    });
    expect(dayRefusal(ORDER_LIMITS, starts, '2026-12-02')).toBeNull();
    expect(fullDays(ORDER_LIMITS, starts)).toEqual(new Set(['2026-12-01']));
  });

  it('says "Wednesday 2 December" and bounds a UK day from midnight to midnight, clock changes included', () => {
    expect(formatLongDay('2026-12-02')).toBe('Wednesday 2 December');
    expect(ukDayBounds('2026-12-01')).toEqual({ from: at('2026-12-01T00:00:00Z'), to: at('2026-12-02T00:00:00Z') });
    expect(ukDayBounds('2026-07-15')).toEqual({ from: at('2026-07-14T23:00:00Z'), to: at('2026-07-15T23:00:00Z') });
    // The clocks go forward on 29 March 2026 (23 hours) and back on 25 October (25 hours).
    const spring = ukDayBounds('2026-03-29');
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = ukDayBounds('2026-10-25');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
  });
});

describe('both limits', () => {
  it('names the hourly limit first (it says when to come back), then the day', () => {
    const recent = Array.from({ length: 10 }, (_, i) => minutesAgo(i + 1));
    const starts = Array.from({ length: 3 }, () => at('2026-12-03T10:00:00Z'));
    expect(orderLimitRefusal(ORDER_LIMITS, { recent, openSlotStarts: starts }, '2026-12-03', now)?.code).toBe('too_many_orders');
    expect(orderLimitRefusal(ORDER_LIMITS, { recent: [], openSlotStarts: starts }, '2026-12-03', now)?.code).toBe('day_order_limit');
    expect(orderLimitRefusal(ORDER_LIMITS, { recent: [], openSlotStarts: starts }, '2026-12-04', now)).toBeNull();
  });
});

describe('which orders need reading', () => {
  it('an order for any slot it could book was placed after the bound of that slot (the furthest slot ahead included)', () => {
    for (const placed of [at('2026-03-22T23:59:00Z'), at('2026-10-18T00:30:00Z'), at('2026-12-01T12:00:00Z')]) {
      const furthest = slotsOfDay(deliveryDates('standard', placed).at(-1)!).at(-1)!;
      expect(placedAfterForSlotsFrom(furthest.start).getTime()).toBeLessThan(placed.getTime());
    }
  });
});
