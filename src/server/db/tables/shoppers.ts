import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SubstitutionPreference } from '../../../domain/fulfilment';
import { products } from './catalogue';
import { BEST_MATCH, timestamps } from './shared';

/** Shoppers (and staff), their sessions, baskets, favourites and forgotten-password codes. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    county: text('county'),
    postcode: text('postcode').notNull(),
    phoneNumber: text('phone_number').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Hash of the current 6-digit code, never the code itself. */
    verificationToken: text('verification_token'),
    verificationExpiresAt: timestamp('verification_expires_at', { withTimezone: true }),
    verificationAttempts: integer('verification_attempts').notNull().default(0),
    /** 'staff' works orders at /fulfilment; set only from the command line (scripts/staff-create.ts). */
    role: text('role').$type<'shopper' | 'staff'>().notNull().default('shopper'),
    /** UK date of birth (YYYY-MM-DD), given once at a checkout with age-restricted lines (issue 38); null until then. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_known', sql`${t.role} IN ('shopper', 'staff')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a leaked table does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.idHash, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    /** "If unavailable" for the line (issue 11), copied to the order line. */
    substitution: jsonb('substitution').$type<SubstitutionPreference>().notNull().default(BEST_MATCH),
    /** What one cost (after its discount) when the line was added: the drawer marks a line whose price moved since. */
    addedPricePence: integer('added_price_pence'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_session_product_idx').on(t.sessionId, t.productId),
    uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId),
    check('cart_items_quantity_range', sql`${t.quantity} >= 1 AND ${t.quantity} <= 99`),
    check('cart_items_owner', sql`${t.sessionId} IS NOT NULL OR ${t.userId} IS NOT NULL`),
  ],
);

/**
 * The forgotten-password code of a user: at most one at a time (a new request replaces it), stored only as a
 * hash, deleted when it is used. Attempts count wrong guesses so one code cannot be guessed at for ever.
 */
export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shopper's favourite products (issue 35): one row per shopper and product, so favouriting twice is still one;
 * listed newest first. They go with the account.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
