import { and, eq, gt, gte, lt, type Placeholder, sql } from 'drizzle-orm';
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
import { preparedPerDatabase } from '../../db/prepared';
import { deliverySlots } from '../../db/schema';

/** The slots' capacity and cut-off (from the environment) and the clock; tests change them on the app. */
export interface SlotSettings extends SlotConfig {
  now: () => Date;
}

/** Orders taken by each slot starting from `from` (inclusive) to `to` (exclusive), keyed by slot id. */
export async function bookedCounts(db: Db, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ slotStart: deliverySlots.slotStart, booked: deliverySlots.booked })
    .from(deliverySlots)
    .where(and(gte(deliverySlots.slotStart, from), lt(deliverySlots.slotStart, to)));
  return countsBySlot(rows);
}

const countsBySlot = (rows: readonly { slotStart: Date; booked: number }[]) => new Map(rows.map((r) => [slotIdOf(r.slotStart), r.booked]));

/** The full slots' read, prepared per database (exported for bench/order-replay.ts, which replays its SQL). */
export const fullSlotsQuery = preparedPerDatabase((db) =>
  db
    .select({ slotStart: deliverySlots.slotStart, booked: deliverySlots.booked })
    .from(deliverySlots)
    .where(
      and(
        gte(deliverySlots.slotStart, sql.placeholder('from')),
        lt(deliverySlots.slotStart, sql.placeholder('to')),
        gte(deliverySlots.booked, sql.placeholder('capacity')),
      ),
    )
    .prepare('everystore_full_slots'),
);

/**
 * Only the slots of the window that are full, keyed by slot id: all an order needs to know of the others is that
 * they have room (prepared: every order reads it).
 */
export async function fullSlots(db: Db, from: Date, to: Date, capacity: number): Promise<Map<string, number>> {
  return countsBySlot(await fullSlotsQuery(db).execute({ from, to, capacity }));
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
 * available slot (409 when there is none). The booking itself happens in the order's statement (bookSlotQuery).
 */
export async function chooseSlot(db: Db, settings: SlotSettings, option: DeliveryOption, requested: string | undefined, allowed?: (slot: Slot) => boolean): Promise<Slot> {
  const now = settings.now();
  const { from, to } = slotWindow(option, now);
  return pickSlot(settings, option, requested, now, await bookedCounts(db, from, to), allowed);
}

/** chooseSlot's decision once the counts of the option's window (slotWindow at `now`) are read. */
export function pickSlot(
  settings: SlotConfig,
  option: DeliveryOption,
  requested: string | undefined,
  now: Date,
  booked: ReadonlyMap<string, number>,
  /** Slots the basket may have when none is asked for (alcohol: off-sales hours); a requested slot is judged by the caller. */
  allowed?: (slot: Slot) => boolean,
): Slot {
  if (requested === undefined) {
    const earliest = earliestAvailableSlot(option, now, booked, settings, allowed);
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
export function bookSlotQuery(db: Db, start: Date | Placeholder, capacity: number | Placeholder) {
  return db
    .insert(deliverySlots)
    .values({ slotStart: start, capacity, booked: 1 })
    .onConflictDoUpdate({ target: deliverySlots.slotStart, set: { booked: sql`${deliverySlots.booked} + 1`, capacity: sql`excluded.capacity` } });
}

/** A slot given back (a cancelled order): never below zero. */
export async function releaseSlot(db: Db, start: Date): Promise<void> {
  await db
    .update(deliverySlots)
    .set({ booked: sql`${deliverySlots.booked} - 1` })
    .where(and(eq(deliverySlots.slotStart, start), gt(deliverySlots.booked, 0)));
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
