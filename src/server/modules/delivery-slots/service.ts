import { sql, type SQL } from 'drizzle-orm';
import type { DeliverySlots, OrderSlot } from '@/contracts/delivery-slots';
import { notCoveredMessage } from '@/contracts/delivery-slots';
import type { DeliveryOption } from '@/domain/cart';
import { coveredDistrict } from '@/domain/delivery-area';
import {
  deliveryDates,
  describeSlot,
  earliestAvailableSlot,
  offeredSlot,
  slotDays,
  slotFromStart,
  slotIdOf,
  slotsOfDay,
  slotStatus,
  type Slot,
  type SlotConfig,
} from '@/domain/delivery-slots';
import { conflict, type DomainError, invalid } from '@/domain/errors';
import type { Db } from '../../db/client';
import { isConstraintViolation } from '../../db/errors';
import type { Param } from '../../db/prepared';

/** The slots' capacity and cut-off (from the environment) and the clock; tests change them on the app. */
export interface SlotSettings extends SlotConfig {
  now: () => Date;
}

/**
 * The read behind bookedCounts as a statement (slot_start, booked), also embedded in the order's first read;
 * with `fullAt` (the capacity), only the slots that are full: all an order needs to know of the others is that
 * they have room.
 */
export function bookedCountsStatement(from: Param<string>, to: Param<string>, fullAt?: Param<number>): SQL {
  return sql`SELECT slot_start, booked FROM delivery_slots
    WHERE slot_start >= ${from}::timestamptz AND slot_start < ${to}::timestamptz${fullAt === undefined ? sql`` : sql` AND booked >= ${fullAt}`}`;
}

/** Rows of bookedCountsStatement (slot_start as a Date or as text), keyed by slot id. */
export function bookedCountsOf(rows: readonly { slot_start: string | Date; booked: number | string }[]): Map<string, number> {
  return new Map(rows.map((r) => [slotIdOf(new Date(r.slot_start)), Number(r.booked)]));
}

/** Orders taken by each slot starting from `from` (inclusive) to `to` (exclusive), keyed by slot id. */
export async function bookedCounts(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const res = (await db.execute(bookedCountsStatement(from.toISOString(), to.toISOString()))) as unknown as { rows: { slot_start: string | Date; booked: number }[] };
  return bookedCountsOf(res.rows);
}

/** The window an option's slots lie in at `now`: from the first day's first slot to the last day's end. */
export function slotWindow(option: DeliveryOption, now: Date): { from: Date; to: Date } {
  const dates = deliveryDates(option, now);
  const first = slotsOfDay(dates[0]!)[0]!;
  const last = slotsOfDay(dates.at(-1)!).at(-1)!;
  return { from: first.start, to: last.end };
}

/** GET /api/delivery-slots: the option's days and slots, what is left of each, for the shopper's postcode. */
export async function listDeliverySlots(db: Db, settings: SlotSettings, option: DeliveryOption, postcode: string | undefined): Promise<DeliverySlots> {
  const district = postcode === undefined ? undefined : coveredDistrict(postcode);
  const base = { option, postcode: postcode ?? null, cutoffHours: settings.cutoffHours };
  if (postcode !== undefined && !district) return { ...base, covered: false, district: null, message: notCoveredMessage(postcode), days: [] };
  const now = settings.now();
  const { from, to } = slotWindow(option, now);
  const booked = await bookedCounts(db, from, to);
  const days = slotDays(option, now, booked, settings).map((day) => ({
    date: day.date,
    label: day.label,
    slots: day.slots.map((s) => ({
      id: s.id,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      label: s.label,
      remaining: s.remaining,
      status: s.status,
      available: s.status === 'available',
    })),
  }));
  return { ...base, covered: true, district: district ? { district: district.district, name: district.name } : null, message: null, days };
}

/** A slot the shopper asked for that cannot be booked: a conflict (409) naming it. */
export const slotUnavailable = (slot: Slot, reason: 'full' | 'closed'): DomainError =>
  conflict(
    reason === 'full'
      ? `The delivery slot ${describeSlot(slot)} is now full. Please choose another slot.`
      : `The delivery slot ${describeSlot(slot)} has closed for orders. Please choose another slot.`,
    { code: 'slot_unavailable', slot: slot.id },
  );

/**
 * The slot an order asks for, checked before anything is charged: one the option offers now (else 400 naming
 * deliverySlot), not past its cut-off and not already full (else 409). Without one, the option's earliest
 * available slot (409 when there is none). The booking itself happens in the order's statement (bookSlotStatement).
 */
export async function chooseSlot(db: Db, settings: SlotSettings, option: DeliveryOption, requested: string | undefined): Promise<Slot> {
  const now = settings.now();
  const { from, to } = slotWindow(option, now);
  return pickSlot(settings, option, requested, now, await bookedCounts(db, from, to));
}

/** chooseSlot's decision once the counts of the option's window (slotWindow at `now`) are read. */
export function pickSlot(settings: SlotConfig, option: DeliveryOption, requested: string | undefined, now: Date, booked: ReadonlyMap<string, number>): Slot {
  if (requested === undefined) {
    const earliest = earliestAvailableSlot(option, now, booked, settings);
    if (!earliest) throw conflict(`Every ${option} delivery slot is full. Please try again later.`, { code: 'slot_unavailable', slot: '' });
    return earliest;
  }
  const slot = offeredSlot(option, requested, now);
  if (!slot) {
    const message = `deliverySlot: ${requested} is not a ${option} delivery slot on offer`;
    throw invalid(message, { deliverySlot: message });
  }
  const status = slotStatus(slot, booked.get(slot.id) ?? 0, now, settings);
  if (status !== 'available') throw slotUnavailable(slot, status);
  return slot;
}

/**
 * Books one place in the slot, as a sub-statement of the order's statement: an upsert on the slot's counter
 * row. Concurrent bookings of one slot queue on that row's lock, and the row's check (booked <= capacity)
 * fails the one past capacity, which aborts the whole order statement (see isSlotFull).
 */
export function bookSlotStatement(start: Param<string>, capacity: Param<number>): SQL {
  return sql`INSERT INTO delivery_slots (slot_start, capacity, booked) VALUES (${start}::timestamptz, ${capacity}, 1)
    ON CONFLICT (slot_start) DO UPDATE SET booked = delivery_slots.booked + 1, capacity = excluded.capacity
    RETURNING slot_start`;
}

/** A slot given back (a cancelled order): never below zero. */
export function releaseSlotStatement(start: Date): SQL {
  return sql`UPDATE delivery_slots SET booked = booked - 1 WHERE slot_start = ${start.toISOString()}::timestamptz AND booked > 0`;
}

/** Whether an error is the slot's capacity check refusing a booking. */
export function isSlotFull(error: unknown): boolean {
  return isConstraintViolation(error, '23514', 'delivery_slots_within_capacity');
}

/** The slot an order carries, as the API shows it. */
export function orderSlotView(start: Date | null): OrderSlot | null {
  if (!start) return null;
  const slot = slotFromStart(start);
  return { id: slot.id, date: slot.date, start: slot.start.toISOString(), end: slot.end.toISOString(), label: describeSlot(slot) };
}
