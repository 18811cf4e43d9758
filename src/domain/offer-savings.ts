import { lineTotalPence, type PricedLine } from './cart';

/**
 * What offers save the shopper, in integer pence, from the same rounding as the price charged
 * (`linePricePence`: the discounted pack price to the penny, then times the quantity), so that
 * was-price x quantity - saving is always exactly the line total.
 */

/** What the offer takes off a line: shelf price x quantity - the line's total (a discount, or a multi-buy's complete groups); 0 without an offer. */
export function lineSavingPence(line: PricedLine): number {
  return line.pricePence * line.quantity - lineTotalPence(line);
}

/** The basket's total saving on offers. */
export function offerSavingPence(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + lineSavingPence(l), 0);
}
