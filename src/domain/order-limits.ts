import { addDays, BOOKING_DAYS_AHEAD, ukDate, ukTimeToInstant } from './delivery-slots';
import { ORDER_CANCELLED, ORDER_DELIVERED } from './order-status';

/**
 * Who may order, and how much (issue "Money right through an order's whole life"): only an account whose e-mail
 * address is verified; at most `perHour` orders in any hour; at most `openPerDay` open orders (neither delivered
 * nor cancelled) for delivery on any one UK day. One unverified account once placed 50 orders in 1.6 s, and
 * sixteen filled every standard slot of a week. Pure: the clock and the account's orders are passed in.
 */
export interface OrderLimits {
  perHour: number;
  openPerDay: number;
}

export const ORDER_LIMITS: OrderLimits = { perHour: 10, openPerDay: 3 };
export const ORDER_RATE_WINDOW_MS = 60 * 60 * 1000;
/** Statuses that close an order: it no longer holds one of the day's places. */
export const CLOSED_ORDER_STATUSES = [ORDER_DELIVERED, ORDER_CANCELLED] as const;

export const EMAIL_UNVERIFIED_CODE = 'email_unverified';
export const EMAIL_UNVERIFIED_MESSAGE = 'Verify your e-mail address before placing an order';
export const TOO_MANY_ORDERS_CODE = 'too_many_orders';
export const DAY_FULL_CODE = 'day_order_limit';

/** The account's orders the limits are judged on (what order-statements.ts reads in one query). */
export interface AccountOrders {
  /** When each order of the last hour was placed. */
  recent: readonly Date[];
  /** The slot starts of the open orders for the days that could be booked. */
  openSlotStarts: readonly Date[];
}

export type OrderLimitRefusal =
  | { code: typeof TOO_MANY_ORDERS_CODE; message: string; retryAfterSeconds: number }
  | { code: typeof DAY_FULL_CODE; message: string; date: string };

/** The start of the hour whose orders count against one placed at `now`. */
export const rateWindowStart = (now: Date) => new Date(now.getTime() - ORDER_RATE_WINDOW_MS);

/**
 * Orders with a slot from `slotsFrom` on were placed after this: a slot is booked at most BOOKING_DAYS_AHEAD days
 * ahead (two days' margin for the UK clock), so counting an account's open orders need not read its older ones.
 */
export const placedAfterForSlotsFrom = (slotsFrom: Date) => new Date(slotsFrom.getTime() - (BOOKING_DAYS_AHEAD + 2) * 86_400_000);

/** A UK delivery day as instants: from its midnight to the next (23 or 25 hours on a clock-change day). */
export function ukDayBounds(date: string): { from: Date; to: Date } {
  return { from: ukTimeToInstant(date, 0), to: ukTimeToInstant(addDays(date, 1), 0) };
}

const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/** 'Tuesday 1 December' for '2026-12-01'. */
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T12:00:00Z`));

/** Over the hourly limit at `now`: the message and the seconds until enough of the hour's orders have aged out of it. */
export function hourlyRefusal(limits: OrderLimits, recent: readonly Date[], now: Date): OrderLimitRefusal | null {
  const since = rateWindowStart(now).getTime();
  const inHour = recent.map((d) => d.getTime()).filter((t) => t > since && t <= now.getTime()).sort((a, b) => a - b);
  if (inHour.length < limits.perHour) return null;
  // One more order fits once all but perHour - 1 of them are over an hour old.
  const freedAt = inHour[inHour.length - limits.perHour]! + ORDER_RATE_WINDOW_MS;
  return {
    code: TOO_MANY_ORDERS_CODE,
    message: `You have placed ${inHour.length} orders in the last hour. Please try again later.`,
    retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
  };
}

/** How many open orders the account has for each UK delivery day. */
export function openOrdersByDay(openSlotStarts: readonly Date[]): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const start of openSlotStarts) {
    const date = ukDate(start);
    byDay.set(date, (byDay.get(date) ?? 0) + 1);
  }
  return byDay;
}

/** The days (UK dates) on which the account may not have another open order. */
export function fullDays(limits: OrderLimits, openSlotStarts: readonly Date[]): Set<string> {
  return new Set([...openOrdersByDay(openSlotStarts)].filter(([, n]) => n >= limits.openPerDay).map(([date]) => date));
}

/** Over the daily limit for a slot on `date` (UK): the message names the day. */
export function dayRefusal(limits: OrderLimits, openSlotStarts: readonly Date[], date: string): OrderLimitRefusal | null {
  const open = openOrdersByDay(openSlotStarts).get(date) ?? 0;
  if (open < limits.openPerDay) return null;
  return {
    code: DAY_FULL_CODE,
    message: `You already have ${open} orders for delivery on ${formatLongDay(date)}. Change or cancel one of those instead.`,
    date,
  };
}

/** Both limits for an order placed at `now` for a slot on `date`: the hourly one first (it says when to come back). */
export function orderLimitRefusal(limits: OrderLimits, orders: AccountOrders, date: string, now: Date): OrderLimitRefusal | null {
  return hourlyRefusal(limits, orders.recent, now) ?? dayRefusal(limits, orders.openSlotStarts, date);
}
