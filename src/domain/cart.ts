import { discountedPence } from './money';
import { multiBuyLinePence, type MultiBuy } from './multibuy';

/** Delivery fee shown in the cart when it has at least one line (shopping.md section 9). */
export const CART_DELIVERY_FEE_PENCE = 399;
export const CART_MAX_QUANTITY = 99;
export const CART_MIN_QUANTITY = 1;

export interface PricedLine {
  pricePence: number;
  discountPercent: number;
  quantity: number;
  /** The product's multi-buy ("3 for £2"), if any: src/domain/multibuy.ts prices the line. */
  multiBuy?: MultiBuy | null;
  /** The product's ABV when known: a multi-buy never applies to alcohol. */
  abvPercent?: number | null;
}

export interface CartTotals {
  itemCount: number;
  subtotalPence: number;
  deliveryFeePence: number;
  totalPence: number;
}

/** The price a shopper pays for one unit: the shelf price less any discount. */
export function linePricePence(line: Pick<PricedLine, 'pricePence' | 'discountPercent'>): number {
  return discountedPence(line.pricePence, line.discountPercent);
}

/** What the line costs: the price paid for one times the quantity, or the multi-buy's price for each complete group. */
export function lineTotalPence(line: PricedLine): number {
  return multiBuyLinePence({ quantity: line.quantity, unitPricePence: linePricePence(line), multiBuy: line.multiBuy, abvPercent: line.abvPercent });
}

/**
 * The one totals rule of the basket, the checkout summary and the order the server places: subtotal = sum of
 * line totals; the delivery option's fee (standard £3.99 in the basket) when there is a line; item count = sum
 * of quantities. All integer pence.
 */
export function cartTotals(lines: PricedLine[], deliveryOption: DeliveryOption = 'standard'): CartTotals {
  const subtotalPence = lines.reduce((sum, l) => sum + lineTotalPence(l), 0);
  const itemCount = lines.reduce((sum, l) => sum + l.quantity, 0);
  const deliveryFeePence = lines.length > 0 ? DELIVERY_FEES_PENCE[deliveryOption] : 0;
  return { itemCount, subtotalPence, deliveryFeePence, totalPence: subtotalPence + deliveryFeePence };
}

/** '99+' above 99, as the header badge shows it. */
export function cartBadgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Checkout delivery options (accounts-reviews-orders.md section 9): standard is the cart's fee. */
export const DELIVERY_FEES_PENCE = { standard: CART_DELIVERY_FEE_PENCE, express: 599 } as const;
export const DELIVERY_OPTIONS = ['standard', 'express'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
