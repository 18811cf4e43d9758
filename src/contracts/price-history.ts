import { z } from 'zod';
import { HISTORY_DAYS_MAX } from '@/domain/price-history';
import { productSchema } from './product';

export const HISTORY_DAYS_DEFAULT = 90;

/** GET /api/products/:id/price-history?days=90 */
export const priceHistoryQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be a number' })
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(HISTORY_DAYS_MAX, `days must be at most ${HISTORY_DAYS_MAX}`)
    .default(HISTORY_DAYS_DEFAULT),
});

/** One UK day: what one cost at its end (after any discount; today: now), null before the price was recorded. */
export const priceDaySchema = z.object({
  date: z.string(),
  price: z.number().nullable(),
  available: z.boolean().nullable(),
});

export const priceHistorySchema = z.object({
  productId: z.number().int(),
  days: z.number().int(),
  series: z.array(priceDaySchema),
  lowest: z.number().nullable(),
  highest: z.number().nullable(),
  /** Today's price is the lowest of the whole period, lower than it was in it, and the history covers every day. */
  lowestInPeriod: z.boolean(),
  /** The honest "was" price (src/domain/price-history.ts `wasPricePence`), or null: show the offer without one. */
  was: z.number().nullable(),
  /** The cheapest true equivalent at another chain today (swap to save's `equivalence`) and its series, or null. */
  equivalent: z
    .object({
      product: productSchema,
      storeName: z.string(),
      series: z.array(priceDaySchema),
    })
    .nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
export type PriceDay = z.infer<typeof priceDaySchema>;
