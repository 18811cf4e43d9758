import type { LineOutcome, OrderLine, OrderStage, SubstitutionPreference } from './fulfilment';
import { formatPence, poundsToPence } from './money';
import { multiBuyLinePence } from './multibuy';
import { orderBadge } from './order-status';

/**
 * An order's money, in one place: what was ordered, what it comes to after picking (a substitute at its own
 * price, an unavailable line removed, plus the delivery fee), what goes back, and the state the money is in.
 * The orders list, the details and tracking views, the staff screens, the e-mails and the payment capture all
 * read their figures from `orderMoney`. Pence throughout.
 */

/**
 * placed: nothing changed yet, the ordered total stands. amended: picking changed a line (substituted or
 * unavailable), the order is not delivered yet. delivered: final. cancelled: nothing to pay.
 */
export const ORDER_MONEY_STATES = ['placed', 'amended', 'cancelled', 'delivered'] as const;
export type OrderMoneyState = (typeof ORDER_MONEY_STATES)[number];

/** Only two stages move money: a delivered order is charged its final total, a cancelled one nothing. */
export type MoneyStage = 'open' | 'delivered' | 'cancelled';

export type MoneyLine = Pick<OrderLine, 'quantity' | 'unitPricePence' | 'outcome' | 'refusedAtDoor' | 'multiBuy'>;

/** What the line cost as ordered: its unit price and the multi-buy terms it was placed with (its snapshot). */
export const lineOrderedPence = (line: Pick<OrderLine, 'quantity' | 'unitPricePence' | 'multiBuy'>): number =>
  multiBuyLinePence({ quantity: line.quantity, unitPricePence: line.unitPricePence, multiBuy: line.multiBuy });

export interface OrderMoney {
  state: OrderMoneyState;
  /** What the lines cost as ordered, and that plus the delivery fee (checkout authorises this plus the substitutions' headroom: authorisationHoldPence). */
  orderedSubtotal: number;
  orderedTotal: number;
  /** The delivery fee charged (none on a cancelled order). */
  deliveryFee: number;
  /** What the lines cost after their outcomes, and that plus the delivery fee: what is charged. */
  finalSubtotal: number;
  finalTotal: number;
  /** What goes back: ordered total minus final total, never below 0 (a dearer substitute is not charged on top of the authorisation here). */
  refunded: number;
  /** Each line's cost after its outcome, in the order given. */
  lineTotals: number[];
}

/** A line as the API shows it (pounds, with the multi-buy it was placed with): what it cost as ordered, pence. */
export function orderedItemPence(item: { price: number; quantity: number; multiBuy?: { quantity: number; price: number } | null }): number {
  const multiBuy = item.multiBuy ? { quantity: item.multiBuy.quantity, pricePence: poundsToPence(item.multiBuy.price) } : null;
  return lineOrderedPence({ quantity: item.quantity, unitPricePence: poundsToPence(item.price), multiBuy });
}

/**
 * What the shopper pays for a line given its outcome (a line with no outcome yet counts as ordered, with the
 * multi-buy it was placed with; a line refused at the door, nothing; a substitute at its own price, no multi-buy).
 */
export function lineFinalPence(line: MoneyLine): number {
  // Refused at the door: handed back, whatever was picked for it.
  if (line.refusedAtDoor) return 0;
  const o = line.outcome;
  if (o === null || o.kind === 'picked') return lineOrderedPence(line);
  if (o.kind === 'unavailable') return 0;
  return multiBuyLinePence({ quantity: o.quantity, unitPricePence: o.unitPricePence });
}

/** The stage money cares about, from the fulfilment stage. */
export const moneyStageOf = (stage: OrderStage): MoneyStage => (stage === 'delivered' || stage === 'cancelled' ? stage : 'open');

/** The same, from an order's status column (its latest status row). */
export function moneyStageOfStatus(status: string): MoneyStage {
  const badge = orderBadge(status);
  return badge === 'Delivered' ? 'delivered' : badge === 'Cancelled' ? 'cancelled' : 'open';
}

/** An order line's outcome columns as the domain reads them (null while the line waits to be picked). */
export interface OutcomeColumns {
  outcome: 'picked' | 'substituted' | 'unavailable' | null;
  substituteProductId: number | null;
  substituteStoreId: number | null;
  substituteQuantity: number | null;
  substitutePricePence: number | null;
}

export function lineOutcomeOf(row: OutcomeColumns): LineOutcome | null {
  if (row.outcome === null) return null;
  if (row.outcome !== 'substituted') return { kind: row.outcome };
  return { kind: 'substituted', productId: row.substituteProductId!, storeId: row.substituteStoreId!, quantity: row.substituteQuantity!, unitPricePence: row.substitutePricePence! };
}

/** An order's figures from its lines, its delivery fee and its stage. */
export function orderMoney(order: { lines: readonly MoneyLine[]; deliveryFeePence: number; stage: MoneyStage }): OrderMoney {
  const orderedSubtotal = order.lines.reduce((sum, l) => sum + lineOrderedPence(l), 0);
  const orderedTotal = orderedSubtotal + order.deliveryFeePence;
  if (order.stage === 'cancelled') {
    return { state: 'cancelled', orderedSubtotal, orderedTotal, deliveryFee: 0, finalSubtotal: 0, finalTotal: 0, refunded: orderedTotal, lineTotals: order.lines.map(() => 0) };
  }
  const lineTotals = order.lines.map(lineFinalPence);
  const finalSubtotal = lineTotals.reduce((sum, p) => sum + p, 0);
  const finalTotal = finalSubtotal + order.deliveryFeePence;
  const changed = order.lines.some((l) => l.refusedAtDoor || (l.outcome !== null && l.outcome.kind !== 'picked'));
  const state: OrderMoneyState = order.stage === 'delivered' ? 'delivered' : changed ? 'amended' : 'placed';
  return { state, orderedSubtotal, orderedTotal, deliveryFee: order.deliveryFeePence, finalSubtotal, finalTotal, refunded: Math.max(0, orderedTotal - finalTotal), lineTotals };
}

// ---- The hold at checkout and what delivery settles ----

/** A line as the hold needs it: how many, and the shopper's "If unavailable". */
export interface HoldLine {
  quantity: number;
  preference: SubstitutionPreference;
}

/**
 * The most a line's "If unavailable" can add to the order: only another chain's equivalent may cost more (up to
 * +capPence a unit, for each unit ordered: checkSubstitute's cap); a best match costs no more than the price paid
 * and "Don't substitute" nothing.
 */
export function substitutionHeadroomPence(line: HoldLine): number {
  return line.preference.kind === 'other_store' ? line.preference.capPence * line.quantity : 0;
}

/**
 * What checkout authorises: the order's worst case, its total plus every line's headroom, so any substitute
 * the shopper allowed can still be captured on delivery. Equal to the total when nothing may cost more.
 */
export function authorisationHoldPence(order: { totalPence: number; lines: readonly HoldLine[] }): number {
  return order.lines.reduce((sum, line) => sum + substitutionHeadroomPence(line), order.totalPence);
}

/**
 * Whether the order, with a line's new outcome, can still be captured: its final total no more than was
 * authorised. The refusal names both amounts.
 */
export function checkWithinHold(money: Pick<OrderMoney, 'finalTotal'>, authorisedPence: number): { ok: true } | { ok: false; reason: string } {
  if (money.finalTotal <= authorisedPence) return { ok: true };
  return { ok: false, reason: `This substitute would take the order to ${formatPence(money.finalTotal)}, above the ${formatPence(authorisedPence)} authorised` };
}

/** What delivery settles at the processor: the final total captured, the rest of the hold released. */
export interface Settlement {
  capturePence: number;
  releasePence: number;
}

/** The settlement of a delivered order, or null when its final total is more than the hold (it cannot be captured). */
export function settlementOf(money: Pick<OrderMoney, 'finalTotal'>, authorisedPence: number): Settlement | null {
  if (money.finalTotal > authorisedPence) return null;
  return { capturePence: money.finalTotal, releasePence: authorisedPence - money.finalTotal };
}
