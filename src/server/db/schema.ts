import { sql } from 'drizzle-orm';
import type { SubstitutionPreference } from '../../domain/fulfilment';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export type OpeningHours = { day: string; hours: string }[];

export const stores = pgTable('stores', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logoColor: text('logo_color').notNull(),
  logoLetter: text('logo_letter').notNull(),
  logoImage: text('logo_image'),
  address: text('address').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  website: text('website').notNull(),
  description: text('description'),
  features: jsonb('features').$type<string[]>().notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  imageScale: doublePrecision('image_scale').notNull().default(1.3),
});

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    storeId: integer('store_id').notNull().references(() => stores.id),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    baseName: text('base_name').notNull(),
    brand: text('brand'),
    description: text('description'),
    unit: text('unit'),
    pricePence: integer('price_pence').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    available: boolean('available').notNull().default(true),
    featured: boolean('featured').notNull().default(false),
    image: text('image').notNull(),
    /** Normalised name words plus their singular forms: what search and trigram matching read. */
    searchName: text('search_name').notNull(),
    /** Weighted document: name (A), brand and category (B), description (D). Maintained by the seed/service. */
    searchDoc: tsvector('search_doc').notNull(),
  },
  (t) => [
    index('products_store_idx').on(t.storeId, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    check('products_price_nonnegative', sql`${t.pricePence} >= 0`),
    check('products_discount_range', sql`${t.discountPercent} >= 0 AND ${t.discountPercent} <= 90`),
  ],
);

/** Vocabulary of words in product names, with single-deletion variants for one-typo matching (SymSpell). */
export const searchTerms = pgTable(
  'search_terms',
  {
    variant: text('variant').notNull(),
    term: text('term').notNull(),
  },
  (t) => [index('search_terms_variant_idx').on(t.variant), uniqueIndex('search_terms_pair_idx').on(t.variant, t.term)],
);

/**
 * Search postings, rebuilt from products on every seed: one row per product name word ('w:milk') and per 2 and 3
 * letter name word prefix ('p:mi', 'p:mil'); rank = the product's position in (available DESC, length(name),
 * name, id). A search tier reads each key in rank order and stops after a page, or joins keys on rank. The one
 * index, which serves those reads and the probes of one key for one rank, is (key, rank) INCLUDE (product_id),
 * which Drizzle cannot express: it is created in migration 0004.
 * No foreign key to products: the table is derived data, truncated and refilled with the catalogue.
 */
export const searchPostings = pgTable('search_postings', {
  key: text('key').notNull(),
  rank: integer('rank').notNull(),
  productId: integer('product_id').notNull(),
});

/**
 * Every search key with the number of products that have it, rebuilt with search_postings: the 'w:' and 'p:' keys
 * (one posting per product each), and 'f:<lexeme>' for every word of the whole search_doc (name, brand, category,
 * description), which has no postings. Search reads it to drive a tier from the term with the fewest postings, to
 * skip keys nothing has, and to list the words a typed prefix starts ('w:milk%', 'f:wine%': LIKE, which only a
 * text_pattern_ops index serves under every collation).
 */
export const searchKeys = pgTable(
  'search_keys',
  {
    key: text('key').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [uniqueIndex('search_keys_key_idx').on(t.key.op('text_pattern_ops'))],
);

/** Distinct base names (no own-brand prefix) for suggestions; doc = the base name's words; rank = (n DESC, length, name). */
export const productNames = pgTable(
  'product_names',
  {
    baseName: text('base_name').primaryKey(),
    /** Products with this base name. */
    n: integer('n').notNull(),
    doc: tsvector('doc').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [index('product_names_doc_idx').using('gin', t.doc), index('product_names_rank_idx').on(t.rank)],
);

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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), check('users_role_known', sql`${t.role} IN ('shopper', 'staff')`)],
);

const BEST_MATCH = sql`'{"kind":"best_match"}'::jsonb`;

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cart_items_session_product_idx').on(t.sessionId, t.productId),
    uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId),
    check('cart_items_quantity_range', sql`${t.quantity} >= 1 AND ${t.quantity} <= 99`),
    check('cart_items_owner', sql`${t.sessionId} IS NOT NULL OR ${t.userId} IS NOT NULL`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderNumber: text('order_number').notNull().unique(),
    subtotalPence: integer('subtotal_pence').notNull(),
    deliveryFeePence: integer('delivery_fee_pence').notNull(),
    totalPence: integer('total_pence').notNull(),
    status: text('status').notNull(),
    deliveryOption: text('delivery_option').notNull(),
    shippingDetails: jsonb('shipping_details').notNull(),
    notes: text('notes'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The payment: provider name, what the card shows (brand, last four) and the provider's authorisation. */
    paymentProvider: text('payment_provider').notNull(),
    paymentBrand: text('payment_brand').notNull(),
    paymentLast4: text('payment_last4').notNull(),
    paymentAuthorisationId: text('payment_authorisation_id').notNull(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.orderDate),
    /** The staff's work list: open orders, soonest promised delivery first. */
    index('orders_open_delivery_idx').on(t.estimatedDelivery, t.id).where(sql`${t.status} NOT IN ('Delivered', 'Cancelled')`),
    check('orders_money_nonnegative', sql`${t.subtotalPence} >= 0 AND ${t.deliveryFeePence} >= 0 AND ${t.totalPence} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    /** The unit price actually paid (after discount). */
    pricePence: integer('price_pence').notNull(),
    /** What the shopper bought, as it was named and sold then: history survives catalogue changes. */
    productName: text('product_name').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    /** The shopper's "If unavailable" for the line. */
    substitution: jsonb('substitution').$type<SubstitutionPreference>().notNull().default(BEST_MATCH),
    /** Set once by the picker (UPDATE ... WHERE outcome IS NULL): null until then. */
    outcome: text('outcome').$type<'picked' | 'substituted' | 'unavailable'>(),
    substituteProductId: integer('substitute_product_id').references(() => products.id),
    substituteName: text('substitute_name'),
    substituteStoreId: integer('substitute_store_id').references(() => stores.id),
    substituteQuantity: integer('substitute_quantity'),
    substitutePricePence: integer('substitute_price_pence'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    outcomeBy: integer('outcome_by').references(() => users.id),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_nonnegative', sql`${t.pricePence} >= 0`),
    check('order_items_outcome_known', sql`${t.outcome} IS NULL OR ${t.outcome} IN ('picked', 'substituted', 'unavailable')`),
    check(
      'order_items_substitute_complete',
      sql`${t.outcome} IS DISTINCT FROM 'substituted' OR (${t.substituteProductId} IS NOT NULL AND ${t.substituteQuantity} >= 1 AND ${t.substitutePricePence} >= 0)`,
    ),
  ],
);

export const orderStatuses = pgTable(
  'order_statuses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    description: text('description'),
    location: text('location'),
    /** The chain a collection step belongs to (null for the order-wide steps). */
    storeId: integer('store_id').references(() => stores.id),
    /** The staff member who made the move (null: placed by the shopper, or the shopper's own cancel). */
    actorId: integer('actor_id').references(() => users.id),
  },
  (t) => [index('order_statuses_order_idx').on(t.orderId, t.timestamp)],
);

const reviewColumns = {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  rating: integer('rating').notNull(),
  reviewText: text('review_text'),
  ...timestamps,
  isVerifiedPurchase: boolean('is_verified_purchase').notNull().default(false),
  helpfulCount: integer('helpful_count').notNull().default(0),
  reported: boolean('reported').notNull().default(false),
  moderationStatus: text('moderation_status').notNull().default('approved'),
};

export const storeReviews = pgTable(
  'store_reviews',
  {
    ...reviewColumns,
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
  },
  (t) => [
    index('store_reviews_store_idx').on(t.storeId, t.rating),
    uniqueIndex('store_reviews_user_store_idx').on(t.userId, t.storeId),
    check('store_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('store_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
  ],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    ...reviewColumns,
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
  },
  (t) => [
    index('product_reviews_product_idx').on(t.productId, t.rating),
    uniqueIndex('product_reviews_user_product_idx').on(t.userId, t.productId),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('product_reviews_helpful_nonnegative', sql`${t.helpfulCount} >= 0`),
  ],
);

export const reviewHelpful = pgTable(
  'review_helpful',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => storeReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_helpful_once_idx').on(t.reviewId, t.userId)],
);

export const productReviewHelpful = pgTable(
  'product_review_helpful',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_review_helpful_once_idx').on(t.reviewId, t.userId)],
);

/** Reports of a store review, one per user; REPORTS_TO_MODERATE of them send the review to moderation. */
export const storeReviewReports = pgTable(
  'store_review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => storeReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('store_review_reports_once_idx').on(t.reviewId, t.userId)],
);

export const productReviewReports = pgTable(
  'product_review_reports',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_review_reports_once_idx').on(t.reviewId, t.userId)],
);

/**
 * Idempotency keys of state-changing requests (POST /api/orders), per user, kept at least 24 hours: the stored
 * answer is replayed for a retry with the same key and body. A 'started' row whose lock is stale belongs to a
 * request whose process died; a retry takes it over (src/domain/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<'started' | 'finished'>().notNull(),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The `test` payment provider's ledger: what a card processor's test mode keeps on its side. It lives outside
 * the order's transaction (as a processor's would), so a rolled-back order leaves a voided authorisation.
 */
export const paymentAuthorisations = pgTable('payment_authorisations', {
  id: text('id').primaryKey(),
  /** The processor-level idempotency key: the same key authorises once. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountPence: integer('amount_pence').notNull(),
  status: text('status').$type<'authorised' | 'voided' | 'captured'>().notNull(),
  /** What was finally charged (at most the authorised amount): the order's final total on delivery. */
  capturedPence: integer('captured_pence'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
