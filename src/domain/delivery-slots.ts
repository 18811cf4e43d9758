import type { DeliveryOption } from './cart';

/**
 * Delivery slots (issue 12): two hours each from 08:00 to 22:00 UK time (Europe/London, so British Summer
 * Time included), bookable up to 7 days ahead (the FAQ). Express (next day) offers tomorrow's slots; standard
 * ("2-3 days" is the earliest) offers the second day onwards. Each slot takes a number of orders (capacity)
 * and closes a number of hours before it starts (cut-off). Pure: the clock and the counts are passed in.
 */
export const UK_TIME_ZONE = 'Europe/London';
export const SLOT_HOURS = 2;
export const FIRST_SLOT_HOUR = 8;
export const LAST_SLOT_END_HOUR = 22;
export const BOOKING_DAYS_AHEAD = 7;
/** The first day each option offers, counted from today (UK date). */
export const FIRST_DAY_OFFSET: Record<DeliveryOption, number> = { express: 1, standard: 2 };
/** The last day each option offers: express is next day only; standard runs to the end of the booking window. */
export const LAST_DAY_OFFSET: Record<DeliveryOption, number> = { express: 1, standard: BOOKING_DAYS_AHEAD };

export interface SlotConfig {
  /** Orders one slot takes. */
  capacity: number;
  /** Orders for a slot close this many hours before it starts. */
  cutoffHours: number;
}

export const DEFAULT_SLOT_CONFIG: SlotConfig = { capacity: 20, cutoffHours: 12 };

/** A slot's id is its UK start as written on a wall clock: '2026-03-29T08:00'. */
export const SLOT_ID_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):00$/;

export interface Slot {
  id: string;
  /** UK date, YYYY-MM-DD. */
  date: string;
  start: Date;
  end: Date;
  /** '08:00–10:00' (UK time). */
  label: string;
}

export type SlotStatus = 'available' | 'full' | 'closed';

export interface SlotWithAvailability extends Slot {
  remaining: number;
  status: SlotStatus;
}

export interface SlotDay {
  date: string;
  /** 'Thu 27 Nov' */
  label: string;
  slots: SlotWithAvailability[];
}

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const out: Record<string, number> = {};
  for (const p of dateParts.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The offset read from the time-zone database (formatToParts: tens of microseconds a call). */
function offsetFromZone(instant: Date): number {
  const p = partsOf(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const HOUR_MS = 3_600_000;
/**
 * Offsets by UTC hour (hours since the epoch). An order's slot choice asks for about 170 offsets, and asking the
 * time-zone database each time cost 1.5 ms of CPU per order. An hour is kept only when its first and last
 * millisecond have the same offset, so an hour with a changeover in it is always asked afresh.
 */
const offsetByHour = new Map<number, number>();
const OFFSET_CACHE_HOURS = 4096;

/** Minutes the UK is ahead of UTC at an instant: 0 in winter (GMT), 60 in summer (BST). */
export function ukOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const first = offsetFromZone(new Date(hour * HOUR_MS));
  if (first !== offsetFromZone(new Date((hour + 1) * HOUR_MS - 1))) return offsetFromZone(instant);
  if (offsetByHour.size >= OFFSET_CACHE_HOURS) offsetByHour.clear();
  offsetByHour.set(hour, first);
  return first;
}

/** The UK wall clock of an instant, read from a Date's UTC fields. */
const ukWallClock = (instant: Date) => new Date(instant.getTime() + ukOffsetMinutes(instant) * 60_000);

/** The UK calendar date of an instant, YYYY-MM-DD. */
export function ukDate(instant: Date): string {
  return ukWallClock(instant).toISOString().slice(0, 10);
}

/** The instant a UK wall-clock time happens (for hours that exist once a day, as every slot's and shop's do). */
export function ukTimeToInstant(date: string, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - ukOffsetMinutes(new Date(wall)) * 60_000;
  // The offset at the guess can differ from the offset at the answer on a changeover day: ask once more.
  return new Date(wall - ukOffsetMinutes(new Date(first)) * 60_000);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no clock involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const dayLabel = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '12 Nov' for '2026-11-12': a UK day as a shopper reads it (an unreadable date is shown as it came). */
export function formatDayMonth(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? date : dayMonth.format(at);
}

const dayLabels = new Map<string, string>();

/** 'Thu 27 Nov' for '2026-11-27' (each date formatted once: Intl formatting is slow, and the same few days recur). */
export function formatSlotDay(date: string): string {
  let label = dayLabels.get(date);
  if (label === undefined) {
    label = dayLabel.format(new Date(`${date}T12:00:00Z`)).replace(',', '');
    if (dayLabels.size >= 1024) dayLabels.clear();
    dayLabels.set(date, label);
  }
  return label;
}

/**
 * A day's slots by UK date. Every order and every slot list asks for the same few days, and working out a
 * day's instants from the UK clock was a tenth of a millisecond of each order's CPU.
 */
const slotsByDate = new Map<string, readonly Slot[]>();
const SLOT_DAYS_KEPT = 64;

/** The day's slots, 08:00–10:00 to 20:00–22:00 UK time. */
export function slotsOfDay(date: string): Slot[] {
  let known = slotsByDate.get(date);
  if (!known) {
    const made: Slot[] = [];
    for (let hour = FIRST_SLOT_HOUR; hour + SLOT_HOURS <= LAST_SLOT_END_HOUR; hour += SLOT_HOURS) {
      made.push({
        id: `${date}T${pad(hour)}:00`,
        date,
        start: ukTimeToInstant(date, hour),
        end: ukTimeToInstant(date, hour + SLOT_HOURS),
        label: `${pad(hour)}:00–${pad(hour + SLOT_HOURS)}:00`,
      });
    }
    if (slotsByDate.size >= SLOT_DAYS_KEPT) slotsByDate.clear();
    slotsByDate.set(date, made);
    known = made;
  }
  // Copies: a caller may change what it is given without changing the next caller's day.
  return known.map((slot) => ({ ...slot, start: new Date(slot.start.getTime()), end: new Date(slot.end.getTime()) }));
}

/** deliveryDates by option and UK date: every order asks, and the answer changes once a day. */
const datesByDay = new Map<string, string[]>();

/** The UK dates an option offers at `now`. */
export function deliveryDates(option: DeliveryOption, now: Date): string[] {
  const today = ukDate(now);
  const key = `${option}|${today}`;
  let dates = datesByDay.get(key);
  if (!dates) {
    dates = [];
    for (let offset = FIRST_DAY_OFFSET[option]; offset <= LAST_DAY_OFFSET[option]; offset++) dates.push(addDays(today, offset));
    if (datesByDay.size >= 64) datesByDay.clear();
    datesByDay.set(key, dates);
  }
  return [...dates];
}

/** The moment orders for a slot close. */
export function slotCutoff(slot: Pick<Slot, 'start'>, config: Pick<SlotConfig, 'cutoffHours'>): Date {
  return new Date(slot.start.getTime() - config.cutoffHours * 3600_000);
}

/** Whether a slot still takes an order at `now`: before its cut-off, with room left. */
export function slotStatus(slot: Pick<Slot, 'start'>, booked: number, now: Date, config: SlotConfig): SlotStatus {
  if (now.getTime() >= slotCutoff(slot, config).getTime()) return 'closed';
  return booked >= config.capacity ? 'full' : 'available';
}

/** Every day and slot an option offers at `now`, each with what is left (`booked` maps slot id to orders taken). */
export function slotDays(option: DeliveryOption, now: Date, booked: ReadonlyMap<string, number>, config: SlotConfig): SlotDay[] {
  return deliveryDates(option, now).map((date) => ({
    date,
    label: formatSlotDay(date),
    slots: slotsOfDay(date).map((slot) => {
      const taken = booked.get(slot.id) ?? 0;
      return { ...slot, remaining: Math.max(0, config.capacity - taken), status: slotStatus(slot, taken, now, config) };
    }),
  }));
}

/** The slot with this id if the option offers it at `now` (whatever its room or cut-off); undefined otherwise. */
export function offeredSlot(option: DeliveryOption, id: string, now: Date): Slot | undefined {
  const match = SLOT_ID_PATTERN.exec(id);
  if (!match) return undefined;
  const date = id.slice(0, 10);
  if (!deliveryDates(option, now).includes(date)) return undefined;
  return slotsOfDay(date).find((s) => s.id === id);
}

/** The earliest slot that still takes an order, or undefined when every offered slot is full or closed. */
export function earliestAvailableSlot(
  option: DeliveryOption,
  now: Date,
  booked: ReadonlyMap<string, number>,
  config: SlotConfig,
  /** Which slots the basket may have (an order with alcohol: off-sales hours only); every slot when absent. */
  allowed: (slot: Slot) => boolean = () => true,
): SlotWithAvailability | undefined {
  return slotDays(option, now, booked, config)
    .flatMap((d) => d.slots)
    .find((s) => s.status === 'available' && allowed(s));
}

/** The slot an order carries, as the shopper reads it: 'Thu 27 Nov, 08:00–10:00'. */
export function describeSlot(slot: Pick<Slot, 'date' | 'label'>): string {
  return `${formatSlotDay(slot.date)}, ${slot.label}`;
}

/** The id of the slot an instant starts: its UK wall-clock start, '2026-03-29T08:00'. */
export function slotIdOf(start: Date): string {
  return `${ukWallClock(start).toISOString().slice(0, 13)}:00`;
}

/** The slot an instant starts (an order's stored slot start): its UK date, id and label. */
export function slotFromStart(start: Date): Slot {
  const wall = ukWallClock(start);
  const date = wall.toISOString().slice(0, 10);
  const hour = wall.getUTCHours();
  return { id: `${date}T${pad(hour)}:00`, date, start, end: ukTimeToInstant(date, hour + SLOT_HOURS), label: `${pad(hour)}:00–${pad(hour + SLOT_HOURS)}:00` };
}
