import { z } from 'zod';
import { idTextSchema } from './common';
import { SEARCH_OFFSET_MAX, SEARCH_QUERY_MAX_LENGTH } from '@/domain/search-text';

// The search limits are plain constants (no zod), so the browser can read them without loading zod.
export { SEARCH_OFFSET_MAX, SEARCH_PAGE_MAX, SEARCH_RESULT_CAP, SUGGESTION_CAP } from '@/domain/search-text';

export const unitPriceSchema = z.object({
  /** Pounds per unit, 2 decimals. */
  amount: z.number(),
  per: z.string(),
  /** As a shelf label shows it, e.g. '£1.20/kg'. */
  label: z.string(),
});

/** A multi-buy as the API shows it: this many for this price (pounds, 2 decimals). */
export const multiBuySchema = z.object({ quantity: z.number().int(), price: z.number() });
export type MultiBuyView = z.infer<typeof multiBuySchema>;

/** A product as the API shows it: prices are the spec's pound numbers (2 decimals). */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  category: z.string(),
  categoryId: z.number().int(),
  storeId: z.number().int(),
  brand: z.string().nullable(),
  description: z.string().nullable(),
  discount: z.number(),
  unit: z.string().nullable(),
  available: z.boolean(),
  featured: z.boolean(),
  image: z.string(),
  unitPrice: unitPriceSchema.nullable(),
  /** The age a buyer must be (18: alcohol; 16: energy drinks), worked out from the product's facts; null when none. */
  ageRestriction: z.union([z.literal(18), z.literal(16)]).nullable(),
  /**
   * Issue 37: the chain's multi-buy on this product ("3 for £2": `quantity` for `price`, pounds), or null. Never on
   * alcohol. Priced by src/domain/multibuy.ts wherever a line is totalled.
   */
  multiBuy: multiBuySchema.nullable(),
  /**
   * Issue 37: the price an offer may show struck through as "was" (pounds), or null: only when the product sold at it
   * for 28 days in the last six months and longer than the offer has run (src/domain/price-history.ts). An offer
   * without one shows as a discount alone.
   */
  wasPrice: z.number().nullable(),
  /**
   * Search answers only: the same text for the same product at every chain (same brand, name and pack:
   * src/domain/same-product.ts `sameProductKey`, what "Same product" means on every screen); absent for a product
   * without a brand, which has no twin at another chain.
   */
  sameProductKey: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const similarProductSchema = productSchema.extend({
  score: z.number(),
  matchTerms: z.array(z.string()),
  /** 'same': the very product at another chain ('Same product'); 'similar': an equivalent ('Similar'). */
  match: z.enum(['same', 'similar']),
  /** Cheaper on what the shopper pays after discount, per unit when the pack sizes differ. */
  cheaper: z.boolean(),
  /** Pounds saved against the product being viewed (effective prices), when cheaper and the shopper pays less. */
  saving: z.number().nullable(),
  savingPercent: z.number().nullable(),
  /** Saving per unit when pack sizes differ, e.g. '£0.40/kg cheaper'. */
  unitSavingLabel: z.string().nullable(),
});
export type SimilarProduct = z.infer<typeof similarProductSchema>;

/** GET /api/products, /api/products/search, /api/products/popular, /api/stores/:id/products */
export const productListSchema = z.array(productSchema);
/** GET /api/products/:id/similar: the cheaper ones first, best saving first, then the rest by similarity. */
export const similarProductListSchema = z.array(similarProductSchema);
/** GET /api/products/suggestions: product names to complete the shopper's text. */
export const suggestionListSchema = z.array(z.string());

export const MAX_PAGE_SIZE = 5000;

export const productListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be at least 1').max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`).optional(),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset must be 0 or more').optional(),
});

const storeFilter = z
  .literal('')
  .transform(() => undefined)
  .or(idTextSchema('store'))
  .optional();

export const searchQuerySchema = z.object({
  q: z.string({ error: 'q is required' }).max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  store: storeFilter,
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** Results to skip, for the next page: a page shorter than its limit is the last. */
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(SEARCH_OFFSET_MAX, `offset must be at most ${SEARCH_OFFSET_MAX}`)
    .optional(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const suggestionsQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`).default(''),
});

