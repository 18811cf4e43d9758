import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** created_at and updated_at, as most tables keep them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The default "If unavailable" of basket and order lines. */
export const BEST_MATCH = sql`'{"kind":"best_match"}'::jsonb`;
