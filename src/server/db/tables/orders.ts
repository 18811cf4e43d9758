import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ShippingDetails } from '../../../contracts/orders';
import type { DeliveryOption } from '../../../domain/cart';
import type { SubstitutionPreference } from '../../../domain/fulfilment';
import { products, stores } from './catalogue';
import { BEST_MATCH } from './shared';
import { users } from './shoppers';

/** Orders, their lines and status history, the requests' idempotency keys and the test payment ledger. */
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
    deliveryOption: text('delivery_option').$type<DeliveryOption>().notNull(),
    shippingDetails: jsonb('shipping_details').$type<ShippingDetails>().notNull(),
    notes: text('notes'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** The payment: provider name, what the card shows (brand, last four) and the provider's authorisation. */
    paymentProvider: text('payment_provider').notNull(),
    paymentBrand: text('payment_brand').notNull(),
    paymentLast4: text('payment_last4').notNull(),
    paymentAuthorisationId: text('payment_authorisation_id').notNull(),
    /** The processor's saved card the order pays with (issue 36), when it was saved: it cannot be removed while the order is open. */
    paymentMethodId: text('payment_method_id'),
    /**
     * What checkout authorised: the total plus what the lines' "If unavailable" may add (domain/order-money.ts
     * authorisationHoldPence). No substitute may take the final total above it; delivery captures up to it.
     */
    authorisedPence: integer('authorised_pence').notNull(),
    /** The booked delivery slot (null for orders placed before slots); estimated_delivery is its end. */
    deliverySlotStart: timestamp('delivery_slot_start', { withTimezone: true }),
    deliverySlotEnd: timestamp('delivery_slot_end', { withTimezone: true }),
    /** 1 as placed, one more for each change the shopper makes before the cut-off (issue 34). */
    revision: integer('revision').notNull().default(1),
    amendedAt: timestamp('amended_at', { withTimezone: true }),
    /**
     * A change in flight claims the order (its Idempotency-Key and when) while its money moves at the processor,
     * so two changes never adjust one hold at once; a claim older than CHANGE_CLAIM_SECONDS is abandoned.
     */
    changeKey: text('change_key'),
    changeClaimedAt: timestamp('change_claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.orderDate),
    /** Fulfilment's list by slot. */
    index('orders_delivery_slot_idx').on(t.deliverySlotStart, t.id),
    /** Removing a saved card looks for the open orders that pay with it. */
    index('orders_payment_method_idx').on(t.paymentMethodId).where(sql`${t.paymentMethodId} IS NOT NULL`),
    /** The staff's work list: open orders, soonest promised delivery first. */
    index('orders_open_delivery_idx').on(t.estimatedDelivery, t.id).where(sql`${t.status} NOT IN ('Delivered', 'Cancelled')`),
    check('orders_money_nonnegative', sql`${t.subtotalPence} >= 0 AND ${t.deliveryFeePence} >= 0 AND ${t.totalPence} >= 0`),
    check('orders_authorised_covers_total', sql`${t.authorisedPence} >= ${t.totalPence}`),
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
    /**
     * The multi-buy the line was placed with ("3 for £2": this many for multibuy_price_pence; both null when none),
     * kept so a later catalogue change never reprices a placed order.
     */
    multibuyQuantity: integer('multibuy_quantity'),
    multibuyPricePence: integer('multibuy_price_pence'),
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
    /** An age-restricted line the courier took back at the door (no valid ID, or under age; issue 38): not charged. */
    refusedAtDoor: boolean('refused_at_door').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check('order_items_price_nonnegative', sql`${t.pricePence} >= 0`),
    check('order_items_multibuy', sql`(${t.multibuyQuantity} IS NULL) = (${t.multibuyPricePence} IS NULL) AND ${t.multibuyQuantity} >= 2 AND ${t.multibuyPricePence} > 0`),
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
    // json, not jsonb: only ever written whole and read back whole, and jsonb's parsing and compression cost a 2.7 KB answer 20 µs more.
    responseBody: json('response_body'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    // The reaper's search for requests that died after authorising (few rows: a key is 'started' for one request).
    index('idempotency_keys_started_idx').on(t.lockedAt).where(sql`${t.state} = 'started'`),
  ],
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
  status: text('status').$type<'authorised' | 'voided' | 'captured' | 'refunded'>().notNull(),
  /** What was finally charged (at most the authorised amount): the order's final total on delivery. */
  capturedPence: integer('captured_pence'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The `test` provider's record of every movement of money on an authorisation after it was made, as a processor's
 * dashboard lists them: a capture, the release of what the capture left, a void, a refund. Pence.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: serial('id').primaryKey(),
    authorisationId: text('authorisation_id')
      .notNull()
      .references(() => paymentAuthorisations.id),
    /** increment: a changed order's larger hold; release: a smaller hold's difference, or what a capture left. */
    kind: text('kind').$type<'capture' | 'release' | 'void' | 'refund' | 'increment'>().notNull(),
    amountPence: integer('amount_pence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_ledger_authorisation_idx').on(t.authorisationId), check('payment_ledger_amount_nonnegative', sql`${t.amountPence} >= 0`)],
);

/**
 * One counter row per delivery slot that has taken an order (decision 011). The order's own statement books
 * the slot with an upsert on this row: the row lock serialises concurrent bookings and the check refuses the
 * one past capacity, so the whole order statement fails and nothing is written.
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    slotStart: timestamp('slot_start', { withTimezone: true }).primaryKey(),
    /** The capacity in force at the last booking (configurable; DELIVERY_SLOT_CAPACITY). */
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [check('delivery_slots_within_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`)],
);

/**
 * "Remember my choice" (issue 34): a shopper's "If unavailable" kept for a product, so the next basket line of it
 * starts with the same choice.
 */
export const substitutionChoices = pgTable(
  'substitution_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    substitution: jsonb('substitution').$type<SubstitutionPreference>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
