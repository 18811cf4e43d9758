import { eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationPreferences, NotificationPreferencesInput } from '@/contracts/notifications';
import { DEFAULT_PREFERENCES, type OptionalMailKind } from '@/domain/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

/**
 * A shopper's e-mail choices (issue 36). The mailer asks `wantsMail` when a message is queued without a sender,
 * and the sender when it is due, so a change applies to mail already waiting.
 */

const COLUMNS: Record<OptionalMailKind, 'deliveryUpdates' | 'offers' | 'priceDrops'> = { delivery_updates: 'deliveryUpdates', offers: 'offers', price_drops: 'priceDrops' };

export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return {
    deliveryUpdates: row?.deliveryUpdates ?? DEFAULT_PREFERENCES.delivery_updates,
    offers: row?.offers ?? DEFAULT_PREFERENCES.offers,
    priceDrops: row?.priceDrops ?? DEFAULT_PREFERENCES.price_drops,
    offersConsent: { at: row?.offersChangedAt?.toISOString() ?? null, source: row?.offersSource ?? null },
  };
}

/** Every switch at once (the settings screen); offers' consent is recorded with its time when it changes. */
export async function savePreferences(db: Db, userId: number, input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  const before = await readPreferences(db, userId);
  const offersChanged = before.offers !== input.offers;
  await db
    .insert(notificationPreferences)
    .values({ userId, ...input, ...(offersChanged && { offersChangedAt: sql`now()`, offersSource: 'settings' as const }) })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...input, updatedAt: sql`now()`, ...(offersChanged && { offersChangedAt: sql`now()`, offersSource: 'settings' as const }) },
    });
  return readPreferences(db, userId);
}

/**
 * One kind turned on or off outside the settings screen: an unsubscribe link (and its undo), or the checkout's
 * marketing box (offers, 'checkout'). Offers' consent is recorded with its time and where it was given.
 */
export async function setPreference(db: Db, userId: number, kind: OptionalMailKind, on: boolean, source: 'checkout' | 'unsubscribe'): Promise<void> {
  const column = COLUMNS[kind];
  const consent = kind === 'offers' ? { offersChangedAt: sql`now()`, offersSource: source } : {};
  await db
    .insert(notificationPreferences)
    .values({ userId, [column]: on, ...consent })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { [column]: on, updatedAt: sql`now()`, ...consent } });
}

/**
 * Whether the shopper (by id expression) wants mail of a kind (an expression naming it): the one place the rule
 * is SQL, used by the outbox when a message is written and when it is sent. Service mail always goes.
 */
export function wantsMail(userId: SQL, kind: SQL): SQL {
  return sql`(${kind} = 'service' OR ${userId} IS NULL OR coalesce((SELECT CASE ${kind} WHEN 'delivery_updates' THEN p.delivery_updates WHEN 'offers' THEN p.offers WHEN 'price_drops' THEN p.price_drops END FROM notification_preferences p WHERE p.user_id = ${userId}), ${kind} = 'delivery_updates'))`;
}
