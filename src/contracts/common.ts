import { z } from 'zod';

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A positive database id in a path, e.g. /api/products/12. Rejects '12abc', '1.5', '-3', '0'. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'is too large'),
});

export const ratingSummarySchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  ratingCounts: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
