import { addDays, describeSlot, formatSlotDay, slotCutoff, ukDate, UK_TIME_ZONE, type Slot, type SlotConfig } from './delivery-slots';
import { DEFAULT_SUBSTITUTION, substitutionLabel, type FulfilmentState, type SubstitutionPreference } from './fulfilment';
import { formatPence } from './money';
import { multiBuyLinePence, type MultiBuy } from './multibuy';

/**
 * Changing an order until its cut-off (issue 34), the rules in one place. An order can be changed (and
 * cancelled) until its slot's cut-off, while some chain has not started picking; a chain that has started is
 * locked: its lines stay exactly as they are, while the other chains' lines can change. Pure: the server reads
 * the order, asks these, and refuses (409) what they refuse.
 */

export const TOO_LATE = 'Too late to change this order';
export const storeLockedMessage = (storeName: string) => `${storeName} is already picking your order`;
/** A change is claimed on the order while its money moves: another change waits this long before taking it over. */
export const CHANGE_CLAIM_SECONDS = 120;

export interface ChangeWindowFacts {
  state: FulfilmentState;
  /** The booked slot's start; null for an order placed before slots (it cannot be changed). */
  slotStart: Date | null;
  config: Pick<SlotConfig, 'cutoffHours'>;
  now: Date;
  storeName: (storeId: number) => string;
}

export interface ChangeWindowResult {
  open: boolean;
  until: Date | null;
  reason: string | null;
  lockedStores: { storeId: number; storeName: string; message: string }[];
}

/** Whether the order can be changed now, until when, and which chains are locked. */
export function changeWindow({ state, slotStart, config, now, storeName }: ChangeWindowFacts): ChangeWindowResult {
  const until = slotStart ? slotCutoff({ start: slotStart }, config) : null;
  const lockedStores = [...state.chains]
    .filter(([, chain]) => chain !== 'pending')
    .map(([storeId]) => ({ storeId, storeName: storeName(storeId), message: storeLockedMessage(storeName(storeId)) }));
  const closed = (why: string): ChangeWindowResult => ({ open: false, until, reason: `${TOO_LATE}: ${why}`, lockedStores });
  if (state.stage === 'cancelled') return closed('it has been cancelled');
  if (state.stage === 'delivered') return closed('it has been delivered');
  if (state.stage === 'out_for_delivery') return closed('it is on its way to you');
  if ([...state.chains.values()].every((c) => c !== 'pending')) return closed('every store has started picking it');
  if (!until) return closed('it was placed before delivery slots, so it has no cut-off to change it by');
  if (now.getTime() >= until.getTime()) return closed(`changes closed at ${deadlineText(until, now)}`);
  return { open: true, until, reason: null, lockedStores };
}

/**
 * Cancelling follows the same cut-off as changing: the refusal once it has passed, null before it (or for an
 * order without a slot). Whether picking has started is the fulfilment rules' own check.
 */
export function cancelTooLate(slotStart: Date | null, config: Pick<SlotConfig, 'cutoffHours'>, now: Date): string | null {
  if (!slotStart) return null;
  const until = slotCutoff({ start: slotStart }, config);
  return now.getTime() >= until.getTime() ? `Too late to cancel this order: changes closed at ${deadlineText(until, now)}` : null;
}

const clock = new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * When changes close, as a shopper reads it: '22:00 tonight', '09:00 today', '20:00 tomorrow', '20:00 yesterday'
 * or '20:00 on Tue 2 Dec' (UK time).
 */
export function deadlineText(until: Date, now: Date): string {
  const time = clock.format(until);
  const [day, today] = [ukDate(until), ukDate(now)];
  if (day === today) return `${time} ${Number(time.slice(0, 2)) >= 17 ? 'tonight' : 'today'}`;
  if (day === addDays(today, 1)) return `${time} tomorrow`;
  if (day === addDays(today, -1)) return `${time} yesterday`;
  return `${time} on ${formatSlotDay(day)}`;
}

/** The order screen's line: 'You can change this order until 22:00 tonight'. */
export const changeUntilText = (until: Date, now: Date) => `You can change this order until ${deadlineText(until, now)}`;

/** A line of the order as it stands. */
export interface CurrentLine {
  productId: number;
  storeId: number;
  name: string;
  quantity: number;
  /** The unit price the order charges for it. */
  unitPricePence: number;
  /** The multi-buy it was placed with (the order line's snapshot), if any. */
  multiBuy?: MultiBuy | null;
  substitution: SubstitutionPreference;
}

/** A line the shopper wants: the whole new list is sent. */
export interface WantedLine {
  productId: number;
  quantity: number;
  /** The unit price the shopper saw, pence. */
  seenPence: number;
  /** The line's total the shopper saw (with any multi-buy), pence; checked when given (a multi-buy started or ended). */
  seenTotalPence?: number;
  substitution?: SubstitutionPreference;
}

/** A product as the catalogue has it now. */
export interface ProductNow {
  id: number;
  storeId: number;
  name: string;
  /** Today's unit price after discount. */
  pricePence: number;
  /** Today's multi-buy, if any (never on alcohol: multibuy.ts `multiBuyOf`). */
  multiBuy?: MultiBuy | null;
  available: boolean;
}

export interface PlannedLine {
  productId: number;
  storeId: number;
  name: string;
  quantity: number;
  unitPricePence: number;
  multiBuy: MultiBuy | null;
  substitution: SubstitutionPreference;
}

export interface LineDiff {
  added: PlannedLine[];
  removed: CurrentLine[];
  quantity: { line: PlannedLine; from: number }[];
  substitution: PlannedLine[];
}

export type LinePlan =
  | { ok: true; lines: PlannedLine[]; diff: LineDiff }
  | { ok: false; kind: 'unknown'; productIds: number[] }
  | { ok: false; kind: 'store_locked'; storeIds: number[] }
  | { ok: false; kind: 'unavailable'; lines: { productId: number; name: string }[] }
  | { ok: false; kind: 'price_changed'; changes: PriceChange[] };

/** A line whose unit price or total (a multi-buy started or ended) is not what the shopper saw. */
export interface PriceChange {
  productId: number;
  name: string;
  expectedPence: number;
  currentPence: number;
  /** When the line's total differs. */
  totals?: { expectedPence: number; currentPence: number };
}

const samePreference = (a: SubstitutionPreference, b: SubstitutionPreference) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The order's new lines from the shopper's whole new list. A line already ordered keeps the unit price it was
 * ordered at while its quantity does not grow (and its multi-buy snapshot); a new line, or one whose quantity grows,
 * is at today's price and multi-buy (and must be available). The shopper's price must be the one charged (price_changed otherwise, as at checkout). A
 * locked chain's lines must come back exactly as they are, and nothing may be added from it.
 */
export function planLines(current: readonly CurrentLine[], wanted: readonly WantedLine[], products: ReadonlyMap<number, ProductNow>, lockedStoreIds: ReadonlySet<number>): LinePlan {
  const unknown = wanted.filter((w) => !products.has(w.productId)).map((w) => w.productId);
  if (unknown.length > 0) return { ok: false, kind: 'unknown', productIds: unknown };
  const byProduct = new Map(current.map((l) => [l.productId, l]));
  const lines: PlannedLine[] = wanted.map((w) => {
    const product = products.get(w.productId)!;
    const before = byProduct.get(w.productId);
    const keepsPrice = before !== undefined && w.quantity <= before.quantity;
    return {
      productId: w.productId,
      storeId: product.storeId,
      name: before?.name ?? product.name,
      quantity: w.quantity,
      unitPricePence: keepsPrice ? before.unitPricePence : product.pricePence,
      multiBuy: (keepsPrice ? before.multiBuy : product.multiBuy) ?? null,
      substitution: w.substitution ?? before?.substitution ?? DEFAULT_SUBSTITUTION,
    };
  });

  const wantedIds = new Set(wanted.map((w) => w.productId));
  const diff: LineDiff = {
    added: lines.filter((l) => !byProduct.has(l.productId)),
    removed: current.filter((l) => !wantedIds.has(l.productId)),
    quantity: lines.flatMap((l) => {
      const before = byProduct.get(l.productId);
      return before && before.quantity !== l.quantity ? [{ line: l, from: before.quantity }] : [];
    }),
    substitution: lines.filter((l) => {
      const before = byProduct.get(l.productId);
      return before !== undefined && !samePreference(before.substitution, l.substitution);
    }),
  };

  const touched = [...diff.added, ...diff.removed, ...diff.quantity.map((q) => q.line), ...diff.substitution].map((l) => l.storeId);
  const locked = [...new Set(touched.filter((id) => lockedStoreIds.has(id)))].sort((a, b) => a - b);
  if (locked.length > 0) return { ok: false, kind: 'store_locked', storeIds: locked };

  const grown = lines.filter((l) => {
    const before = byProduct.get(l.productId);
    return before === undefined || l.quantity > before.quantity;
  });
  const unavailable = grown.filter((l) => !products.get(l.productId)!.available).map((l) => ({ productId: l.productId, name: l.name }));
  if (unavailable.length > 0) return { ok: false, kind: 'unavailable', lines: unavailable };

  const seen = new Map(wanted.map((w) => [w.productId, w]));
  const changes = lines.flatMap((l): PriceChange[] => {
    const w = seen.get(l.productId)!;
    const currentTotal = multiBuyLinePence(l);
    const totalMoved = w.seenTotalPence !== undefined && w.seenTotalPence !== currentTotal;
    if (w.seenPence === l.unitPricePence && !totalMoved) return [];
    const totals = totalMoved ? { totals: { expectedPence: w.seenTotalPence!, currentPence: currentTotal } } : {};
    return [{ productId: l.productId, name: l.name, expectedPence: w.seenPence, currentPence: l.unitPricePence, ...totals }];
  });
  if (changes.length > 0) return { ok: false, kind: 'price_changed', changes };
  return { ok: true, lines, diff };
}

/**
 * What changed, one sentence per change, as the timeline and the e-mail say it. `storeName` names a line's chain;
 * `slot` is the new slot when it moved; `notes` whether the delivery notes changed.
 */
export function describeChanges(diff: LineDiff, storeName: (storeId: number) => string, slot: Pick<Slot, 'date' | 'label'> | null, notes: boolean): string[] {
  const at = (l: { storeId: number }) => storeName(l.storeId);
  return [
    ...diff.added.map((l) => `Added ${l.quantity} × ${l.name} (${at(l)})`),
    ...diff.removed.map((l) => `Removed ${l.name} (${at(l)})`),
    ...diff.quantity.map(({ line, from }) => `${line.name} (${at(line)}): ${from} → ${line.quantity}`),
    ...diff.substitution.map((l) => `${l.name}: if unavailable, ${substitutionLabel(l.substitution).toLowerCase()}`),
    ...(slot ? [`Delivery moved to ${describeSlot(slot)}`] : []),
    ...(notes ? ['Delivery notes changed'] : []),
  ];
}

/** The timeline's line for a change: what changed, and the new total against the old. */
export function changeSummary(changes: readonly string[], oldTotalPence: number, newTotalPence: number): string {
  const total = newTotalPence === oldTotalPence ? `Total still ${formatPence(newTotalPence)}` : `New total ${formatPence(newTotalPence)} (was ${formatPence(oldTotalPence)})`;
  return `${changes.join('; ')}. ${total}`;
}

/** Said when the card refuses the larger hold a bigger order needs; the order stays as it was. */
export const extraDeclinedMessage = (extraPence: number) => `Your card declined the extra ${formatPence(extraPence)}`;
