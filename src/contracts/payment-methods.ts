import { z } from 'zod';
import { PAYMENT_TOKEN_MAX_LENGTH } from '@/domain/payment-test-mode';

/**
 * Saved cards (issue 36): the processor keeps the shopper's cards as payment methods; the shop sees only the
 * processor's id, brand, last four and expiry.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

/** A saved card as the shopper sees it. `expired` cards are listed but cannot be chosen. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  expired: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** GET /api/payment-methods: the default first, then the newest. */
export const paymentMethodListSchema = z.array(paymentMethodSchema);

/** POST /api/payment-methods: saves the card behind a fresh single-use token from the processor. */
export const savePaymentMethodSchema = z.strictObject(
  { token: z.string({ error: 'token is required' }).min(1, 'token is required').max(PAYMENT_TOKEN_MAX_LENGTH, 'token is too long') },
  strict,
);

/** PATCH /api/payment-methods/:id: the only change a saved card takes is becoming the default. */
export const updatePaymentMethodSchema = z.strictObject({ default: z.literal(true, { error: 'default must be true' }) }, strict);

/** The :id of a saved card: the processor's id, checked for shape before any lookup. */
export const paymentMethodParamsSchema = z.object({ id: z.string().regex(/^pm_[A-Za-z0-9_]{1,100}$/, 'id is not a saved card') });

/** 409 from DELETE: an open order (not delivered or cancelled) pays with the card; the message names it. */
export const cardInUseErrorSchema = z.object({ message: z.string(), code: z.literal('card_in_use'), orderNumber: z.string() });

/** 409 from PATCH or POST /api/orders: the saved card has expired and cannot be chosen. */
export const cardExpiredErrorSchema = z.object({ message: z.string(), code: z.literal('card_expired') });
