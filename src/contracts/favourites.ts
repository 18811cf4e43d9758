import { z } from 'zod';
import { idTextSchema } from './common';
import { productSchema } from './product';

/** PUT and DELETE /api/favourites/:productId */
export const favouriteParamsSchema = z.object({ productId: idTextSchema('productId') });

/** GET /api/favourites: the shopper's favourite products, newest first, at today's price and availability. */
export const favouriteListSchema = z.array(productSchema);
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** A product the shopper buys again, and the same product where another chain sells it for least today. */
export const regularSchema = z.object({
  product: productSchema,
  /** Placed and delivered orders that held it (cancelled orders do not count). */
  orderCount: z.number().int(),
  /** When the latest of those orders was placed (ISO 8601). */
  lastOrderedAt: z.string(),
  /**
   * The same product (brand, name and pack, as Find it Cheaper calls it "Same product") at the chain selling it
   * for least today, other than its own; null when no other chain has it in stock.
   */
  bestElsewhere: z
    .object({
      product: productSchema,
      /** Pounds saved on one there against this product's price paid; null when it saves nothing. */
      saving: z.number().nullable(),
    })
    .nullable(),
});
export type Regular = z.infer<typeof regularSchema>;

/** GET /api/regulars: most orders first, then the most recently ordered. */
export const regularListSchema = z.array(regularSchema);
