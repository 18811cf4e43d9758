import { addDays, ukDate, ukTimeToInstant } from './delivery-slots';
import { parseHoursRange, WEEK_DAYS, type DayHours } from './opening-hours';

/**
 * When the steps still to come of an order are expected (the tracking timeline's "Estimated" times), worked
 * back from the booked delivery slot so that each could be true:
 * - Delivered: by the end of the slot.
 * - Out for Delivery: half an hour before the slot starts (the van leaves within the hour before it).
 * - Collecting from {store}: one colleague collects the stores in the order the timeline lists them, back to back,
 *   half an hour each, the last one finishing as the van leaves. Each store's collection lies inside that store's
 *   opening hours (UK time) and finishes before it closes: on the delivery day when the store opens early enough,
 *   otherwise the evening before, as late as its hours allow.
 * - Collection in Progress: when the first store's collection is expected.
 * A time already past at `now`, a store whose hours leave no room, or an order with no slot (placed before slots)
 * gets no estimate (null): the timeline then shows the step without a time rather than one that cannot be true.
 * Pure: the clock and the stores' hours are passed in.
 */

/** How long before the slot starts the van leaves. */
export const OUT_FOR_DELIVERY_LEAD_MINUTES = 30;
/** How long one store's collection takes (and how long before closing it must start). */
export const COLLECTION_MINUTES = 30;

const MINUTE = 60_000;

export interface EstimateInput {
  /** The booked slot (null for orders placed before slots). */
  slot: { start: Date; end: Date } | null;
  /** The promised delivery: the slot's end, or an older order's estimate. */
  promised: Date;
  /** When the estimate is made; nothing is estimated before it. */
  now: Date;
  /** The stores still to collect, in the timeline's order, with their weekly hours. */
  pendingStores: readonly { storeId: number; openingHours: readonly DayHours[] }[];
}

export interface StepEstimates {
  collectionStart: Date | null;
  /** By store id; null when the store's hours leave no honest time. */
  collections: Map<number, Date | null>;
  outForDelivery: Date | null;
  delivered: Date | null;
}

/** The UK weekday name of a UK date ('2026-11-30' -> 'Monday'). */
function weekdayOf(date: string): string {
  return WEEK_DAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** The instants a store is open on a UK date (a range closing after midnight runs into the next day); null when closed or unreadable. */
export function openingWindow(week: readonly DayHours[], date: string): { open: Date; close: Date } | null {
  const name = weekdayOf(date).toLowerCase();
  const entry = week.find((d) => d.day.toLowerCase() === name);
  const range = entry ? parseHoursRange(entry.hours) : null;
  if (!range) return null;
  const close = range.close <= range.open ? range.close + 24 * 60 : range.close;
  return { open: ukTimeToInstant(date, 0, range.open), close: ukTimeToInstant(date, 0, close) };
}

/**
 * The latest start of a collection at the store no later than `latest` and no earlier than `now`, inside its hours on
 * the delivery day or, failing that, the day before; null when neither day has room.
 */
function latestCollection(week: readonly DayHours[], deliveryDate: string, latest: number, now: number): number | null {
  for (const date of [deliveryDate, addDays(deliveryDate, -1)]) {
    const window = openingWindow(week, date);
    if (!window) continue;
    const start = Math.min(latest, window.close.getTime() - COLLECTION_MINUTES * MINUTE);
    if (start >= window.open.getTime() && start >= now) return start;
  }
  return null;
}

export function estimateSteps({ slot, promised, now, pendingStores }: EstimateInput): StepEstimates {
  const at = now.getTime();
  const collections = new Map<number, Date | null>(pendingStores.map((s) => [s.storeId, null]));
  const delivered = promised.getTime() >= at ? promised : null;
  if (!slot) return { collectionStart: null, collections, outForDelivery: null, delivered };

  const leaves = slot.start.getTime() - OUT_FOR_DELIVERY_LEAD_MINUTES * MINUTE;
  const deliveryDate = ukDate(slot.start);
  // Backwards from the van leaving: the last store listed is collected last.
  let latest = leaves - COLLECTION_MINUTES * MINUTE;
  for (const store of [...pendingStores].reverse()) {
    const start = latestCollection(store.openingHours, deliveryDate, latest, at);
    if (start === null) continue;
    collections.set(store.storeId, new Date(start));
    latest = start - COLLECTION_MINUTES * MINUTE;
  }
  const known = [...collections.values()].filter((d): d is Date => d !== null).map((d) => d.getTime());
  return {
    collectionStart: known.length > 0 ? new Date(Math.min(...known)) : null,
    collections,
    outForDelivery: leaves >= at ? new Date(leaves) : null,
    delivered,
  };
}
