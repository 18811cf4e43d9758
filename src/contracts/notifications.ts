import { z } from 'zod';
import { OPTIONAL_MAIL_KINDS } from '@/domain/notifications';

const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) };
const choice = (field: string) => z.boolean({ error: `${field} must be true or false` });

/** GET /api/notification-preferences, and PUT's answer: each kind on or off, and when and where offers were last chosen. */
export const notificationPreferencesSchema = z.object({
  deliveryUpdates: z.boolean(),
  offers: z.boolean(),
  priceDrops: z.boolean(),
  offersConsent: z.object({ at: z.string().nullable(), source: z.enum(['checkout', 'settings', 'unsubscribe']).nullable() }),
});

/** PUT /api/notification-preferences: every switch, as the settings screen shows them. */
export const notificationPreferencesInputSchema = z.strictObject(
  { deliveryUpdates: choice('deliveryUpdates'), offers: choice('offers'), priceDrops: choice('priceDrops') },
  strict,
);

/** An unsubscribe link's token: `?token=` of the link, or the one-click POST's. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'This unsubscribe link is not valid'),
});

/** What an unsubscribe link is for, and whether its shopper still gets that kind. */
export const unsubscribeStateSchema = z.object({
  kind: z.enum(OPTIONAL_MAIL_KINDS),
  title: z.string(),
  subscribed: z.boolean(),
});

/** POST /api/unsubscribe/undo: the landing page's "Undo". */
export const unsubscribeUndoSchema = z.strictObject({ token: unsubscribeQuerySchema.shape.token }, strict);

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;
