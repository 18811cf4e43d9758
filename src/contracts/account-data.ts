import { z } from 'zod';

const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };

/** DELETE /api/account (issue 36): the password again, and what happens to the shopper's reviews. */
export const deleteAccountSchema = z.strictObject(
  {
    password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200, 'Please enter your password'),
    /** Kept under "A former shopper", or removed. */
    reviews: z.enum(['keep', 'remove'], { error: 'reviews must be "keep" or "remove"' }),
  },
  strict,
);

/** 409 when an order is still open: it must be delivered or cancelled first. */
export const openOrderErrorSchema = z.object({ message: z.string(), code: z.literal('open_order'), orderNumber: z.string() });

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
