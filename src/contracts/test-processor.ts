import { z } from 'zod';
import { CARD_MESSAGES, expiryInFuture, expiryTooFar, isValidCardNumber, isValidCvc, parseExpiry } from '@/domain/card';

/**
 * The test card processor's API (modules/test-processor): the browser sends it the card, it answers a
 * single-use token, and the shop is paid with the token. The card's rules are here once, for the processor's
 * body and the checkout's payment form alike.
 */
const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

export const CARDHOLDER_NAME_REQUIRED = 'Cardholder name is required';

/** A plausible card number (digits, spaces or dashes; a length its brand issues; the Luhn check). */
export const cardNumberSchema = z.string({ error: CARD_MESSAGES.number }).max(30, CARD_MESSAGES.number).refine(isValidCardNumber, CARD_MESSAGES.number);

/** MM/YY (or MM/YYYY), this month or later, and not decades ahead. */
export const cardExpirySchema = z
  .string({ error: CARD_MESSAGES.expiryFormat })
  .max(10, CARD_MESSAGES.expiryFormat)
  .superRefine((value, ctx) => {
    const parsed = parseExpiry(value);
    const now = new Date();
    if (!parsed || expiryTooFar(parsed, now)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expiryFormat });
    else if (!expiryInFuture(parsed, now)) ctx.addIssue({ code: 'custom', message: CARD_MESSAGES.expired });
  });

export const cardCvcSchema = z.string({ error: CARD_MESSAGES.cvc }).max(10, CARD_MESSAGES.cvc).refine(isValidCvc, CARD_MESSAGES.cvc);

export const cardholderNameSchema = z
  .string({ error: CARDHOLDER_NAME_REQUIRED })
  .trim()
  .min(3, CARDHOLDER_NAME_REQUIRED)
  .max(100, 'Cardholder name is too long');

/** POST /api/test-processor/tokens: the card, as the processor's client library sends it. */
export const cardTokenRequestSchema = z.strictObject(
  {
    number: cardNumberSchema,
    expiry: cardExpirySchema,
    cvc: cardCvcSchema,
    name: cardholderNameSchema,
  },
  strict,
);

/** Its answer (201): the token, good for one payment until `expiresAt`, and what may be shown of the card. */
export const cardTokenSchema = z.object({
  token: z.string(),
  brand: z.string(),
  last4: z.string(),
  expiresAt: z.string(),
});

export type CardTokenRequest = z.output<typeof cardTokenRequestSchema>;
export type CardToken = z.infer<typeof cardTokenSchema>;
