import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CardBrand } from '../../../domain/card';
import type { TestOutcome } from '../../../domain/payment-test-mode';

/**
 * The test card processor's own table (modules/test-processor), apart from the shop's: the single-use tokens it
 * made from cards. A token holds what the card will do and what may be shown of it, never the card. The shop's
 * provider consumes a token once, when it authorises (`used_by_key` is the processor-level idempotency key, so a
 * retry of the same request finds its token again).
 */
export const paymentTokens = pgTable('payment_tokens', {
  id: text('id').primaryKey(),
  brand: text('brand').$type<CardBrand>().notNull(),
  last4: text('last4').notNull(),
  outcome: text('outcome').$type<TestOutcome>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedByKey: text('used_by_key'),
});
