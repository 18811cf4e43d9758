import { DELIVERY_FEES_PENCE } from '@/domain/cart';
import { formatPence } from '@/domain/money';

/**
 * The fees a shopper is charged at checkout today (accounts-reviews-orders.md section 9).
 * Standard comes from the cart rule so the FAQ cannot drift from what the basket adds.
 */
export const BETA_FEES = {
  standardPence: DELIVERY_FEES_PENCE.standard,
  standardTime: '2-3 days',
  expressPence: DELIVERY_FEES_PENCE.express,
  expressTime: 'next day',
} as const;

/**
 * The FAQ facts of the spec (section 2, help pages). They differ from the checkout, so the
 * FAQ presents them as planned pricing, never as what is charged today.
 */
export const PLANNED_FEES = {
  deliveryFromPence: 499,
  freeDeliveryOverPence: 5000,
  standardWindow: '2-4 hours',
  expressWindow: '90 minutes',
  scheduleAheadDays: 7,
  premiumMonthlyPence: 599,
  premiumYearlyPence: 5999,
  premiumFreeDeliveryOverPence: 2000,
  basketFeePence: 250,
  basketFeeUnderPence: 3000,
} as const;

/** Missing, damaged or wrong items are refunded or replaced when reported within this time. */
export const REPORT_PROBLEMS_WITHIN_HOURS = 24;

/** '£50' for whole pounds, '£4.99' otherwise: thresholds read better without '.00'. */
export function formatFee(pence: number): string {
  return pence % 100 === 0 ? `£${pence / 100}` : formatPence(pence);
}
