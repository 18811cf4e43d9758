import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CardBrand } from '../../../domain/card';
import type { TestOutcome } from '../../../domain/payment-test-mode';
import { users } from './shoppers';

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
  /** The card's expiry, so a saved card (payment_methods) knows when it stops working; null on tokens made before it was kept. */
  expMonth: smallint('exp_month'),
  expYear: smallint('exp_year'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedByKey: text('used_by_key'),
});

/**
 * The processor's saved cards (issue 36): a single-use token the shopper chose to keep becomes a reusable payment
 * method for that customer, as processors keep a customer's cards. The shop's modules see only the id, brand, last
 * four and expiry; `outcome` is the test card's behaviour, so a saved declined card still declines. A removed card
 * keeps its row (`removed_at`) so an order that paid with it still says which card it was; at most one live default.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    outcome: text('outcome').$type<TestOutcome>().notNull(),
    /** The token it was saved from: saving the same token again (a retried payment) finds this card, never a second. */
    tokenId: text('token_id').notNull().unique(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId),
    uniqueIndex('payment_methods_one_default').on(t.userId).where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);
