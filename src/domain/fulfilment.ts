import { doorCheckDescription, type IdCheck } from './age-restrictions';
import { formatPence } from './money';
import { multiBuyLinePence, type MultiBuy } from './multibuy';

/**
 * An order's life after checkout (issue 11), in one place: the order moves Order Confirmed -> Collection in
 * Progress -> Collecting from {store} (one step per chain: pending, collecting, collected) -> Out for Delivery
 * -> Delivered, or is cancelled; after delivery a payment that could not be taken is a Payment Problem until it is
 * taken or written off. Every move appends a status row; the state is the fold of those rows, so the
 * history is the timeline. Pure: the server applies a move to the state it read and writes the rows returned,
 * and refuses (409) what `applyMove` refuses.
 */

export const STATUS_CONFIRMED = 'Order Confirmed';
export const STATUS_COLLECTING = 'Collection in Progress';
export const STATUS_OUT_FOR_DELIVERY = 'Out for Delivery';
export const STATUS_DELIVERED = 'Delivered';
export const STATUS_CANCELLED = 'Cancelled';
/** The shopper changed the order before its cut-off (issue 34): an event on the timeline, not a stage. */
export const STATUS_CHANGED = 'Order Changed';
/** After delivery, when the payment could not be taken, and how that ended: taken on a retry, or written off. */
export const STATUS_PAYMENT_PROBLEM = 'Payment Problem';
export const STATUS_PAYMENT_TAKEN = 'Payment Taken';
export const STATUS_PAYMENT_WRITTEN_OFF = 'Payment Written Off';
export const collectingFrom = (store: string) => `Collecting from ${store}`;
export const collectedFrom = (store: string) => `Collected from ${store}`;

export type ChainState = 'pending' | 'collecting' | 'collected';
export type OrderStage = 'confirmed' | 'collecting' | 'out_for_delivery' | 'delivered' | 'cancelled';
/**
 * The money's side of the order: held (authorised) while it is open; captured on delivery; payment_problem when
 * the capture failed, until a retry takes it (captured) or staff write it off; voided when cancelled. A Delivered
 * row alone means the capture succeeded: a failed one writes Payment Problem in the delivery's own transaction.
 */
export const PAYMENT_STATES = ['authorised', 'captured', 'payment_problem', 'written_off', 'voided'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What an order's status rows say, folded: its stage, each chain's state and where its payment is. */
export interface FulfilmentState {
  stage: OrderStage;
  chains: Map<number, ChainState>;
  payment: PaymentState;
}

/** A status row as the fold needs it; `storeId` marks a chain's rows. */
export interface StatusRow {
  status: string;
  storeId: number | null;
}

export type Move =
  | { type: 'start_chain'; storeId: number }
  | { type: 'collect_chain'; storeId: number }
  | { type: 'out_for_delivery' }
  | { type: 'deliver'; idCheck?: IdCheck | null; refused?: readonly string[] }
  | { type: 'cancel'; by: 'shopper' | 'staff'; reason?: string }
  | PaymentMove;

/** The payment's moves after delivery (pence): the capture failed; a later capture took it; staff wrote it off. */
export type PaymentMove = { type: 'payment_failed'; amountPence: number } | { type: 'payment_taken'; amountPence: number } | { type: 'write_off'; amountPence: number; reason: string };

/** A row to append: status, its description, and which chain (collection steps) it belongs to. */
export interface NewStatus {
  status: string;
  description: string;
  storeId: number | null;
}

export type MoveResult = { ok: true; state: FulfilmentState; rows: NewStatus[] } | { ok: false; reason: string };

/** The state of a new order of these chains. */
export function initialState(storeIds: Iterable<number>): FulfilmentState {
  return { stage: 'confirmed', chains: new Map([...storeIds].map((id) => [id, 'pending' as ChainState])), payment: 'authorised' };
}

/** The state its status rows describe (rows oldest first). Unknown rows are ignored. */
export function foldStatuses(storeIds: Iterable<number>, rows: readonly StatusRow[]): FulfilmentState {
  const state = initialState(storeIds);
  for (const row of rows) {
    if (row.status === STATUS_CANCELLED) [state.stage, state.payment] = ['cancelled', 'voided'];
    else if (row.status === STATUS_COLLECTING) state.stage = 'collecting';
    else if (row.status === STATUS_OUT_FOR_DELIVERY) state.stage = 'out_for_delivery';
    else if (row.status === STATUS_DELIVERED) [state.stage, state.payment] = ['delivered', 'captured'];
    else if (row.status === STATUS_PAYMENT_PROBLEM) state.payment = 'payment_problem';
    else if (row.status === STATUS_PAYMENT_TAKEN) state.payment = 'captured';
    else if (row.status === STATUS_PAYMENT_WRITTEN_OFF) state.payment = 'written_off';
    else if (row.storeId !== null && state.chains.has(row.storeId)) {
      if (row.status.startsWith('Collecting from ')) state.chains.set(row.storeId, 'collecting');
      else if (row.status.startsWith('Collected from ')) state.chains.set(row.storeId, 'collected');
    }
  }
  return state;
}

/** The order's status column: the latest row's status (or Order Confirmed for a new order). */
export const currentStatus = (rows: readonly StatusRow[]): string => rows.at(-1)?.status ?? STATUS_CONFIRMED;

const refuse = (reason: string): MoveResult => ({ ok: false, reason });
const clone = (s: FulfilmentState): FulfilmentState => ({ stage: s.stage, chains: new Map(s.chains), payment: s.payment });

/** True while the shopper may still cancel: no chain has started collecting. */
export function shopperMayCancel(state: FulfilmentState): boolean {
  return state.stage === 'confirmed' && [...state.chains.values()].every((c) => c === 'pending');
}

/**
 * Applies a move, or refuses it with the reason a 409 gives. `storeName` names a chain for its rows;
 * `linesDone(storeId)` says whether every line of that chain has an outcome (a chain is collected only then).
 */
export function applyMove(
  state: FulfilmentState,
  move: Move,
  ctx: { storeName: (storeId: number) => string; linesDone: (storeId: number) => boolean; deliveryPostcode?: string },
): MoveResult {
  if (move.type === 'payment_failed' || move.type === 'payment_taken' || move.type === 'write_off') return applyPaymentMove(state, move);
  if (state.stage === 'cancelled') return refuse('This order has been cancelled');
  if (state.stage === 'delivered') return refuse('This order has been delivered');
  const next = clone(state);
  switch (move.type) {
    case 'start_chain': {
      const chain = state.chains.get(move.storeId);
      if (chain === undefined) return refuse('This order has nothing from that store');
      if (chain !== 'pending') return refuse(`${ctx.storeName(move.storeId)} is already ${chain}`);
      if (state.stage !== 'confirmed' && state.stage !== 'collecting') return refuse('Collection has finished for this order');
      const rows: NewStatus[] = [];
      if (state.stage === 'confirmed') {
        next.stage = 'collecting';
        rows.push({ status: STATUS_COLLECTING, description: 'Our team has started collecting your items', storeId: null });
      }
      next.chains.set(move.storeId, 'collecting');
      const store = ctx.storeName(move.storeId);
      rows.push({ status: collectingFrom(store), description: `Picking your items at ${store}`, storeId: move.storeId });
      return { ok: true, state: next, rows };
    }
    case 'collect_chain': {
      const chain = state.chains.get(move.storeId);
      if (chain === undefined) return refuse('This order has nothing from that store');
      if (chain !== 'collecting') return refuse(`${ctx.storeName(move.storeId)} is ${chain}, not collecting`);
      if (!ctx.linesDone(move.storeId)) return refuse(`Every line from ${ctx.storeName(move.storeId)} needs an outcome first`);
      next.chains.set(move.storeId, 'collected');
      const store = ctx.storeName(move.storeId);
      return { ok: true, state: next, rows: [{ status: collectedFrom(store), description: `Everything from ${store} is collected`, storeId: move.storeId }] };
    }
    case 'out_for_delivery': {
      if (state.stage !== 'collecting' || [...state.chains.values()].some((c) => c !== 'collected')) {
        return refuse('Every store must be collected before the order goes out');
      }
      next.stage = 'out_for_delivery';
      return { ok: true, state: next, rows: [{ status: STATUS_OUT_FOR_DELIVERY, description: 'Your order is on its way', storeId: null }] };
    }
    case 'deliver': {
      if (state.stage !== 'out_for_delivery') return refuse('Only an order out for delivery can be delivered');
      next.stage = 'delivered';
      next.payment = 'captured';
      return { ok: true, state: next, rows: [{ status: STATUS_DELIVERED, description: doorCheckDescription(move.idCheck ?? null, move.refused ?? []), storeId: null }] };
    }
    case 'cancel': {
      if (move.by === 'shopper' && !shopperMayCancel(state)) return refuse('Collection has started: this order can no longer be cancelled');
      if (move.by === 'staff' && !move.reason?.trim()) return refuse('A reason is needed to cancel an order');
      next.stage = 'cancelled';
      next.payment = 'voided';
      const description = move.by === 'shopper' ? 'Cancelled at your request; your payment has been released' : `Cancelled by Everystore: ${move.reason!.trim()}`;
      return { ok: true, state: next, rows: [{ status: STATUS_CANCELLED, description, storeId: null }] };
    }
  }
}

/** Whether staff may try the capture again, or write the payment off: only while it has a problem. */
export const paymentNeedsAction = (state: FulfilmentState): boolean => state.payment === 'payment_problem';

/**
 * The payment after delivery. A failed capture is recorded with the delivery (same transaction); a problem ends
 * when a capture takes it or staff write it off. Money the processor took is always recorded, even after a
 * write-off that raced the capture; a payment already taken is not recorded twice.
 */
function applyPaymentMove(state: FulfilmentState, move: PaymentMove): MoveResult {
  if (state.stage !== 'delivered') return refuse('The payment is taken on delivery: this order has not been delivered');
  const next = clone(state);
  const row = (status: string, description: string): MoveResult => ({ ok: true, state: next, rows: [{ status, description, storeId: null }] });
  switch (move.type) {
    case 'payment_failed':
      if (state.payment !== 'captured') return refuse('The payment of this order is already being dealt with');
      next.payment = 'payment_problem';
      return row(STATUS_PAYMENT_PROBLEM, `We could not take your payment of ${formatPence(move.amountPence)}. Nothing has been charged; our team will sort it out.`);
    case 'payment_taken':
      if (state.payment !== 'payment_problem' && state.payment !== 'written_off') return refuse('There is no payment problem on this order');
      next.payment = 'captured';
      return row(STATUS_PAYMENT_TAKEN, `Your payment of ${formatPence(move.amountPence)} has been taken`);
    case 'write_off':
      if (state.payment !== 'payment_problem') return refuse('There is no payment problem on this order');
      if (!move.reason.trim()) return refuse('A reason is needed to write a payment off');
      next.payment = 'written_off';
      return row(STATUS_PAYMENT_WRITTEN_OFF, `Written off by Everystore: ${move.reason.trim()}. You will not be charged the ${formatPence(move.amountPence)}.`);
  }
}

// ---- Lines: outcomes, substitution preferences and the final total ----

export const SUBSTITUTION_KINDS = ['best_match', 'none', 'other_store'] as const;
export type SubstitutionKind = (typeof SUBSTITUTION_KINDS)[number];
/** "If unavailable": the same chain's best match at no more than the price paid (default), nothing, or another chain's equivalent up to +capPence a unit. */
export type SubstitutionPreference = { kind: 'best_match' } | { kind: 'none' } | { kind: 'other_store'; capPence: number };
export const DEFAULT_SUBSTITUTION: SubstitutionPreference = { kind: 'best_match' };
/** The largest extra a shopper can allow per unit (£5). */
export const SUBSTITUTION_CAP_MAX_PENCE = 500;

export const substitutionLabel = (p: SubstitutionPreference): string =>
  p.kind === 'best_match' ? 'Best match' : p.kind === 'none' ? "Don't substitute" : `Allow another store's equivalent up to +${p.capPence}p`;

export type LineOutcome =
  | { kind: 'picked' }
  | { kind: 'unavailable' }
  | { kind: 'substituted'; productId: number; storeId: number; quantity: number; unitPricePence: number };

export interface OrderLine {
  id: number;
  storeId: number;
  quantity: number;
  unitPricePence: number;
  /** The multi-buy the line was placed with (its snapshot), if any: the line is priced with it. */
  multiBuy?: MultiBuy | null;
  preference: SubstitutionPreference;
  outcome: LineOutcome | null;
  /** An age-restricted line taken back at the door (no valid ID / under age; issue 38): not charged. */
  refusedAtDoor?: boolean;
}

/** The most a substitute may cost per unit of the original line, or null when no substitute is allowed there. */
export function substituteUnitCap(line: Pick<OrderLine, 'storeId' | 'unitPricePence' | 'preference'>, substituteStoreId: number): number | null {
  const { preference } = line;
  if (preference.kind === 'none') return null;
  if (preference.kind === 'best_match') return substituteStoreId === line.storeId ? line.unitPricePence : null;
  return line.unitPricePence + preference.capPence;
}

/**
 * Whether a substitute may replace the line: allowed by the preference (another chain only when the shopper
 * said so), and the substitute's whole cost no more than the cap per unit times the quantity ordered.
 */
export function checkSubstitute(
  line: Pick<OrderLine, 'storeId' | 'unitPricePence' | 'preference' | 'quantity' | 'multiBuy'>,
  sub: { storeId: number; unitPricePence: number; quantity: number },
): { ok: true } | { ok: false; reason: string } {
  if (line.preference.kind === 'none') return { ok: false, reason: "The shopper asked not to substitute this item" };
  const budget = substituteBudgetPence(line, sub.storeId);
  if (budget === null) return { ok: false, reason: "The shopper allowed substitutes from the same store only" };
  if (sub.quantity < 1) return { ok: false, reason: 'A substitute needs a quantity of at least 1' };
  if (multiBuyLinePence(sub) > budget) {
    return { ok: false, reason: `The substitute costs more than the shopper allowed (£${(budget / 100).toFixed(2)})` };
  }
  return { ok: true };
}

/**
 * The most a substitute for the whole line may cost, or null when none is allowed from that chain: what the line
 * cost as ordered (with its multi-buy, so a "3 for £2" line is never replaced by £2.40 of units the hold does not
 * cover), plus the shopper's extra per unit for another chain's equivalent. Without a multi-buy it is the unit
 * cap times the quantity.
 */
export function substituteBudgetPence(line: Pick<OrderLine, 'storeId' | 'unitPricePence' | 'preference' | 'quantity' | 'multiBuy'>, substituteStoreId: number): number | null {
  const cap = substituteUnitCap(line, substituteStoreId);
  if (cap === null) return null;
  return multiBuyLinePence(line) + (cap - line.unitPricePence) * line.quantity;
}

// What a line and the order come to after the outcomes: src/domain/order-money.ts.

/** A line's outcome may be set once, while its chain is collecting. */
export function mayRecordOutcome(state: FulfilmentState, line: Pick<OrderLine, 'storeId' | 'outcome'>): { ok: true } | { ok: false; reason: string } {
  if (state.stage === 'cancelled' || state.stage === 'delivered') return { ok: false, reason: `This order is ${state.stage}` };
  const chain = state.chains.get(line.storeId);
  if (chain === 'collected') return { ok: false, reason: 'Everything from this store has been collected' };
  if (chain !== 'collecting') return { ok: false, reason: 'Start collecting from this store first' };
  if (line.outcome !== null) return { ok: false, reason: 'This line already has an outcome' };
  return { ok: true };
}
