import type { PlaceOrder } from '@/contracts/orders';
import { earliestAvailableSlot, offeredSlot, slotFromStart, slotsOfDay } from '@/domain/delivery-slots';
import { conflict, DomainError } from '@/domain/errors';
import {
  type AccountOrders,
  DAY_FULL_CODE,
  dayRefusal,
  EMAIL_UNVERIFIED_CODE,
  EMAIL_UNVERIFIED_MESSAGE,
  fullDays,
  hourlyRefusal,
  ORDER_LIMITS,
  orderLimitRefusal,
  type OrderLimitRefusal,
  type OrderLimits,
  TOO_MANY_ORDERS_CODE,
  ukDayBounds,
} from '@/domain/order-limits';
import type { Db } from '../../db/client';
import type { SignedInAccount } from '../auth/session-helpers';
import type { SlotSettings } from '../delivery-slots/service';
import { isRefusedByLimits, type OrderWrite, readAccountOrders, writeOrder } from './order-statements';

/**
 * Who may order and how much (src/domain/order-limits.ts) on the order path (place-order.ts): a verified
 * address before anything else; the limits checked on what was read with the key claim, before payment; and the
 * order's statement, which counts once more, refusing an order a parallel one of the account has made one too many.
 */

export interface LimitDeps {
  db: Db;
  slots: SlotSettings;
  /** ORDER_LIMITS unless set (the environment's ORDERS_PER_HOUR, OPEN_ORDERS_PER_DAY). */
  limits?: OrderLimits;
  write?: (db: Db, order: OrderWrite) => Promise<number>;
}

/** What the limits are checked against: read with the key claim (place-order.ts readInputs). */
export interface LimitInputs {
  now: Date;
  /** Full slots of the option's window, by slot id. */
  full: Map<string, number>;
  accountOrders: AccountOrders;
}

const IN_FLIGHT_CODE = 'order_in_flight';

export const limitsOf = (deps: Pick<LimitDeps, 'limits'>): OrderLimits => deps.limits ?? ORDER_LIMITS;

/** Only a verified address may order: refused (403) before anything is claimed, charged or written. */
export function refuseUnverified(shopper: SignedInAccount): void {
  if (!shopper.emailVerified) throw new DomainError('forbidden', EMAIL_UNVERIFIED_MESSAGE, { extra: { code: EMAIL_UNVERIFIED_CODE } });
}

/**
 * The account's limits, before anything is charged: its orders of the last hour (429), and its open orders on
 * the slot's day (409). A slot the server chooses (none asked for) is looked for on the days the account still
 * has room on: those days' slots count as full for it (the inputs come back with them marked).
 */
export function checkLimits<T extends LimitInputs>(deps: LimitDeps, input: Pick<PlaceOrder, 'deliveryOption' | 'deliverySlot'>, inputs: T): T {
  const limits = limitsOf(deps);
  const { now, accountOrders } = inputs;
  const hourly = hourlyRefusal(limits, accountOrders.recent, new Date());
  if (hourly) throw limitError(hourly);
  const days = fullDays(limits, accountOrders.openSlotStarts);
  if (days.size === 0) return inputs;
  if (input.deliverySlot !== undefined) {
    const date = offeredSlot(input.deliveryOption, input.deliverySlot, now)?.date;
    const refusal = date === undefined ? null : dayRefusal(limits, accountOrders.openSlotStarts, date);
    if (refusal) throw limitError(refusal);
    return inputs;
  }
  const full = new Map(inputs.full);
  for (const date of days) for (const slot of slotsOfDay(date)) full.set(slot.id, deps.slots.capacity);
  const earliest = earliestAvailableSlot(input.deliveryOption, now, inputs.full, deps.slots);
  if (earliest && !earliestAvailableSlot(input.deliveryOption, now, full, deps.slots)) throw limitError(dayRefusal(limits, accountOrders.openSlotStarts, earliest.date)!);
  return { ...inputs, full };
}

function limitError(refusal: OrderLimitRefusal): DomainError {
  if (refusal.code === TOO_MANY_ORDERS_CODE) return new DomainError('too_many', refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds, extra: { code: refusal.code } });
  return conflict(refusal.message, { code: refusal.code, date: refusal.date });
}

/** A limit's refusal: an answer for now, not for ever (so it is not stored under an Idempotency-Key). */
export const isLimitRefusal = (error: unknown): error is DomainError =>
  error instanceof DomainError && [TOO_MANY_ORDERS_CODE, DAY_FULL_CODE, IN_FLIGHT_CODE].includes(String(error.extra?.code));

/**
 * Writes the order. When its statement refused it for a limit (a parallel order of the account got in first),
 * the account's orders are read again to say which limit; if neither is reached any longer (an order was
 * cancelled meanwhile) it is written once more.
 */
export async function writeWithinLimits(deps: LimitDeps, write: OrderWrite): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await (deps.write ?? writeOrder)(deps.db, write);
    } catch (error) {
      if (!isRefusedByLimits(error)) throw error;
      const { date } = slotFromStart(write.order.deliverySlotStart);
      const { from, to } = ukDayBounds(date);
      const now = new Date();
      const refusal = orderLimitRefusal(write.limits, await readAccountOrders(deps.db, write.order.userId, now, from, to), date, now);
      if (refusal) throw limitError(refusal);
      if (attempt >= 2) throw conflict('Another order of yours was being placed at the same moment. Please try again.', { code: IN_FLIGHT_CODE });
    }
  }
}
