import { DELIVERY_FEES_PENCE } from '@/domain/cart';
import { BOOKING_DAYS_AHEAD, DEFAULT_SLOT_CONFIG, FIRST_SLOT_HOUR, LAST_SLOT_END_HOUR, SLOT_HOURS } from '@/domain/delivery-slots';
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

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The delivery slots the checkout offers, from the slot rules themselves (domain/delivery-slots.ts). */
export const SLOTS = {
  hours: SLOT_HOURS,
  firstStart: hour(FIRST_SLOT_HOUR),
  lastEnd: hour(LAST_SLOT_END_HOUR),
  /** The spec's FAQ fact "schedule up to 7 days ahead", now what the checkout does. */
  daysAhead: BOOKING_DAYS_AHEAD,
  cutoffHours: DEFAULT_SLOT_CONFIG.cutoffHours,
} as const;

/**
 * The FAQ facts of the spec (section 2, help pages). They differ from the checkout, so the
 * FAQ presents them as planned pricing, never as what is charged today (scheduling 7 days ahead is
 * today's slot booking: SLOTS.daysAhead).
 */
export const PLANNED_FEES = {
  deliveryFromPence: 499,
  freeDeliveryOverPence: 5000,
  standardWindow: '2-4 hours',
  expressWindow: '90 minutes',
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
