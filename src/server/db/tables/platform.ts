import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, json, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailKind } from '../../../domain/notifications';
import { users } from './shoppers';

/** What every instance shares: rate-limit counters and the mail outbox. */
/** Fixed-window counters shared by every app instance (sign-in, registration, resend limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * Outgoing mail. In development and tests this is the readable outbox; with SMTP_URL set the sender
 * (modules/mail/sender.ts) drains it: a claim takes a lease (locked_until) and counts the attempt, a failure
 * sets the next attempt with backoff, and after the last attempt failed_at gives up on the message.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** 'service' (always sent) or a kind the shopper can turn off (issue 36), checked when it is sent. */
    kind: text('kind').$type<MailKind>().notNull().default('service'),
    /** Whose preferences decide whether a non-service message goes (null: a message to no account). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Extra headers (List-Unsubscribe and its one-click POST). */
    headers: json('headers').$type<Record<string, string>>(),
    /** Not sent: the shopper had turned this kind off by the time it was due. */
    suppressedAt: timestamp('suppressed_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL AND suppressed_at IS NULL`)],
);

/**
 * A shopper's e-mail choices (issue 36): delivery updates (on unless turned off), offers and news, price drops on
 * favourites (off unless turned on). Offers' consent is one record, the checkout's box and the switch alike: when it
 * last changed and where. No row: the defaults.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveryUpdates: boolean('delivery_updates').notNull().default(true),
  offers: boolean('offers').notNull().default(false),
  priceDrops: boolean('price_drops').notNull().default(false),
  offersChangedAt: timestamp('offers_changed_at', { withTimezone: true }),
  offersSource: text('offers_source').$type<'checkout' | 'settings' | 'unsubscribe'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Secrets every instance shares, made once (the unsubscribe links' signing key). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The daily price-drop e-mail, one row a shopper a day (the London date): the key is what holds "at most one a day",
 * whichever instance or command sends it. `sent_at` is where the next one's window begins.
 */
export const priceAlertsSent = pgTable(
  'price_alerts_sent',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
