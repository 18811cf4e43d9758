import { quantityDiscountAllowed } from './age-restrictions';

/**
 * Multi-buys (issue 37): "3 for £2", a chain's offer on its own product. A line is priced here and nowhere else:
 * the basket, the checkout, the order as placed and as picked, its changes and the e-mails all call
 * `multiBuyLinePence` (directly, or through cart.ts `lineTotalPence` and order-money.ts `lineFinalPence`). Product
 * ids are per chain, so a line only ever counts its own chain's product toward the offer.
 */

/** This many for this price, pence. */
export interface MultiBuy {
  quantity: number;
  pricePence: number;
}

export interface MultiBuyLine {
  quantity: number;
  /** The price paid for one, after any discount (a product has a discount or a multi-buy, not both). */
  unitPricePence: number;
  multiBuy?: MultiBuy | null;
  /** When known: a multi-buy on alcohol is never applied (quantity discounts are unlawful on it in Scotland). */
  abvPercent?: number | null;
}

/** The offer that applies to the line: none without one, on alcohol, or when the group would cost no less than its units. */
export function activeMultiBuy(line: Omit<MultiBuyLine, 'quantity'>): MultiBuy | null {
  const m = line.multiBuy;
  if (!m || m.quantity < 2 || m.pricePence <= 0) return null;
  if (line.abvPercent !== undefined && !quantityDiscountAllowed({ abvPercent: line.abvPercent })) return null;
  if (m.pricePence >= m.quantity * line.unitPricePence) return null;
  return m;
}

/** What the line costs: floor(q / n) groups at the offer's price, the rest at the unit price. Integer pence. */
export function multiBuyLinePence(line: MultiBuyLine): number {
  const m = activeMultiBuy(line);
  if (!m) return line.quantity * line.unitPricePence;
  return Math.floor(line.quantity / m.quantity) * m.pricePence + (line.quantity % m.quantity) * line.unitPricePence;
}

/** A product row's multi-buy columns as the pricing reads them: null when none, or on alcohol. */
export function multiBuyOf(row: { multibuyQuantity: number | null; multibuyPricePence: number | null; abvPercent?: number | null }): MultiBuy | null {
  if (row.multibuyQuantity === null || row.multibuyPricePence === null) return null;
  if (row.abvPercent !== undefined && !quantityDiscountAllowed({ abvPercent: row.abvPercent })) return null;
  return { quantity: row.multibuyQuantity, pricePence: row.multibuyPricePence };
}

/** '£2', '£2.50', '80p': an offer's money as a shelf label says it. */
export function shortPence(pence: number): string {
  if (pence < 100) return `${pence}p`;
  return pence % 100 === 0 ? `£${pence / 100}` : `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

/** '3 for £2' */
export const multiBuyLabel = (m: MultiBuy) => `${m.quantity} for ${shortPence(m.pricePence)}`;

export interface MultiBuyNudge {
  /** '3 for £2' */
  label: string;
  /** How many more complete the next group (0 when every item is in a complete group). */
  addMore: number;
  /** With addMore: what completing the next group saves; else what the line saves now. */
  savingPence: number;
  /** '3 for £2: add 1 more to save 40p', or '3 for £2: saving 40p'. */
  text: string;
}

/** The basket's nudge toward the offer, or null when none applies to the line. */
export function multiBuyNudge(line: MultiBuyLine): MultiBuyNudge | null {
  const m = activeMultiBuy(line);
  if (!m || line.quantity < 1) return null;
  const label = multiBuyLabel(m);
  const rest = line.quantity % m.quantity;
  if (rest === 0) {
    const savingPence = line.quantity * line.unitPricePence - multiBuyLinePence(line);
    return { label, addMore: 0, savingPence, text: `${label}: saving ${shortPence(savingPence)}` };
  }
  const addMore = m.quantity - rest;
  const savingPence = m.quantity * line.unitPricePence - m.pricePence;
  return { label, addMore, savingPence, text: `${label}: add ${addMore} more to save ${shortPence(savingPence)}` };
}
