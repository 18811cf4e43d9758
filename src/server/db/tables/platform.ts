import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What every instance shares: rate-limit counters and the mail outbox. */
/** Fixed-window counters shared by every app instance (sign-in, registration, resend limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Outgoing mail. In development and tests this is the readable outbox; a real sender drains it later. */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
