import { z } from 'zod';
import { PACK_LIMIT_CODE } from '@/domain/restricted-sales-rules';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@/domain/cart';
import { idSchema } from './common';
import { substitutionPreferenceSchema } from './fulfilment';
import { productSchema } from './product';

const quantity = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number')
  .min(CART_MIN_QUANTITY, `quantity must be at least ${CART_MIN_QUANTITY}`)
  .max(CART_MAX_QUANTITY, `quantity must be at most ${CART_MAX_QUANTITY}`);

/** POST /api/cart/items. Only the product and quantity: prices and owners come from the server. */
export const addCartItemSchema = z.strictObject(
  {
    productId: idSchema('productId'),
    quantity: quantity.default(1),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);

/** PATCH /api/cart/items/:id: the quantity, the "If unavailable" preference, or both. */
export const updateCartItemSchema = z
  .strictObject(
    { quantity: quantity.optional(), substitution: substitutionPreferenceSchema.optional() },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((v) => v.quantity !== undefined || v.substitution !== undefined, { message: 'quantity or substitution is required', path: ['quantity'] });

export const cartLineSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  quantity: z.number().int(),
  product: productSchema,
  /** Price per unit the shopper pays (after discount), pounds. */
  unitPrice: z.number(),
  /** The shelf price per unit before the offer (the was-price), pounds; null when not on offer. */
  wasUnitPrice: z.number().nullable(),
  lineTotal: z.number(),
  /** What the offer takes off this line, pounds (server-computed); 0 without one. */
  lineSaving: z.number(),
  /** "If unavailable" (issue 11): kept with the line and copied to the order line. */
  substitution: substitutionPreferenceSchema,
  /** What one cost (after any offer) when the line was added, pounds, when that differs from unitPrice; else null (issue 37). */
  addedUnitPrice: z.number().nullable(),
});

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  /** The basket's total saving on offers, pounds (server-computed). */
  saving: z.number(),
});

/**
 * 409 from the basket (an add, a quantity) and from POST /api/orders: more packs of paracetamol or aspirin than one
 * order may hold, whichever chains they come from. The message says the limit.
 */
export const packLimitErrorSchema = z.object({ message: z.string(), code: z.literal(PACK_LIMIT_CODE) });

export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type AddCartItem = z.input<typeof addCartItemSchema>;

/** At most this many swaps in one POST /api/cart/swaps (more than a basket holds lines worth swapping). */
export const MAX_SWAPS = 100;
export const SWAP_MATCHES = ['same-product', 'own-brand'] as const;

/** GET /api/cart/savings?sameOnly=true&maxStores=3: both optional; a missing or empty value means no limit. */
export const cartSavingsQuerySchema = z.object({
  sameOnly: z
    .enum(['true', 'false', ''], { error: 'sameOnly must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
  maxStores: z
    .union([z.literal('').transform(() => null), z.string().regex(/^[1-8]$/, 'maxStores must be a whole number from 1 to 8').transform(Number)], {
      error: 'maxStores must be a whole number from 1 to 8',
    })
    .optional()
    .transform((v) => v ?? null),
});

/** One suggested swap: the line as it is, the cheaper equivalent, and why they are the same thing. */
export const swapSuggestionSchema = z.object({
  cartItemId: z.number().int(),
  quantity: z.number().int(),
  current: productSchema,
  suggested: productSchema,
  /** Prices paid for one (after discount), pounds. */
  currentUnitPrice: z.number(),
  suggestedUnitPrice: z.number(),
  /** Shelf unit prices on the price paid, e.g. '£0.96/kg', when the pack size is understood. */
  currentUnitPriceLabel: z.string().nullable(),
  suggestedUnitPriceLabel: z.string().nullable(),
  /** What the line saves at its quantity, in pence. */
  savingPence: z.number().int(),
  match: z.enum(SWAP_MATCHES),
  /** 'Same product', or 'Own-brand equivalent, £0.96/kg' (with the line's own when pack sizes differ). */
  reason: z.string(),
});

export const cartSavingsSchema = z.object({
  /**
   * The same-product swaps first ('same-product': the headline, offered ticked), then the own-brand swaps
   * ('own-brand': a brand change, offered apart and unticked; a line can have one of each, and takes one).
   */
  swaps: z.array(swapSuggestionSchema),
  /** The same-product swaps together, in pence: the headline ("Swap to save £X"). */
  savingPence: z.number().int(),
  /** What the own-brand swaps could save on top of the same-product swaps, in pence ("could save another £X"). */
  ownBrandSavingPence: z.number().int(),
  /** The basket's total now and with the same-product swaps (delivery included, as the cart's total), pounds. */
  total: z.number(),
  totalWithSwaps: z.number(),
  /** Chains the basket uses now and with the same-product swaps. */
  storeCount: z.number().int(),
  storeCountWithSwaps: z.number().int(),
  sameOnly: z.boolean(),
  maxStores: z.number().int().nullable(),
  /** False when no swaps can bring the basket within maxStores chains (no swaps are then suggested). */
  withinStoreLimit: z.boolean(),
});

/** POST /api/cart/swaps: the shopper's chosen swaps; the server checks each is offered for that line now. */
export const applySwapsSchema = z.strictObject(
  {
    swaps: z
      .array(z.strictObject({ cartItemId: idSchema('cartItemId'), productId: idSchema('productId') }), { error: 'swaps must be a list' })
      .min(1, 'swaps must hold at least one swap')
      .max(MAX_SWAPS, `swaps must hold at most ${MAX_SWAPS} swaps`)
      .refine((s) => new Set(s.map((x) => x.cartItemId)).size === s.length, 'swaps must name each cartItemId once'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);

export type SwapSuggestion = z.infer<typeof swapSuggestionSchema>;
export type CartSavings = z.infer<typeof cartSavingsSchema>;
export type CartSavingsQuery = z.input<typeof cartSavingsQuerySchema>;
export type ApplySwaps = z.input<typeof applySwapsSchema>;
