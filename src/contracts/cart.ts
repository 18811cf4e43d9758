import { z } from 'zod';
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
  lineTotal: z.number(),
  /** "If unavailable" (issue 11): kept with the line and copied to the order line. */
  substitution: substitutionPreferenceSchema,
});

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
});

export type CartLine = z.infer<typeof cartLineSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type AddCartItem = z.input<typeof addCartItemSchema>;
