import { discountedPence } from './money';

/** Delivery fee shown in the cart when it has at least one line (shopping.md section 9). */
export const CART_DELIVERY_FEE_PENCE = 399;
export const CART_MAX_QUANTITY = 99;
export const CART_MIN_QUANTITY = 1;

export interface PricedLine {
  pricePence: number;
  discountPercent: number;
  quantity: number;
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

export function lineTotalPence(line: PricedLine): number {
  return linePricePence(line) * line.quantity;
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
