import { z } from 'zod';
import { DB_ID_MAX, ID_TEXT_PATTERN } from '@/domain/ids';

export { DB_ID_MAX };

/** The one error shape of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A database id in a JSON body: a whole number from 1 to DB_ID_MAX. */
export const idSchema = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be positive`)
    .max(DB_ID_MAX, `${field} is too large`);

/** A database id written in a path or query string: rejects '12abc', '1.5', '-3', '0', '2147483648'. */
export const idTextSchema = (field: string) =>
  z
    .string({ error: `${field} must be a positive whole number` })
    .regex(ID_TEXT_PATTERN, `${field} must be a positive whole number`)
    .transform(Number)
    .refine((n) => n <= DB_ID_MAX, `${field} is too large`);

/** A positive database id in a path, e.g. /api/products/12. */
export const idParamSchema = z.object({ id: idTextSchema('id') });

export const ratingSummarySchema = z.object({
  averageRating: z.number(),
  totalReviews: z.number().int(),
  ratingCounts: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
