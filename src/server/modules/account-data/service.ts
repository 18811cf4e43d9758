import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DeleteAccountInput } from '@/contracts/account-data';
import { conflict, invalid } from '@/domain/errors';
import { CLOSED_STATUSES } from '@/domain/order-status';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { passwords } from '../auth/password';

/**
 * The shopper's own data (UK GDPR, issue 36): everything held about them as one JSON document (access and
 * portability), and closing the account (erasure), keeping orders for the six years accounting needs with the
 * personal fields reduced to what that needs.
 */

const {
  users,
  priceAlertsSent,
  sessions,
  cartItems,
  passwordResets,
  favourites,
  orders,
  orderItems,
  orderStatuses,
  idempotencyKeys,
  storeReviews,
  productReviews,
  reviewHelpful,
  productReviewHelpful,
  storeReviewReports,
  productReviewReports,
  notificationPreferences,
  substitutionChoices,
  emailOutbox,
  shoppingLists,
  shoppingListItems,
  paymentMethods,
} = schema;

interface Section {
  /** The table's SQL name (the coverage test compares them with the database's foreign keys to users). */
  table: string;
  rows: (db: Db, userId: number) => Promise<unknown[]>;
}

/** A table's rows of the shopper, without the named columns (secrets: hashes, internal keys). */
function rowsOf(table: PgTable, owner: PgColumn, omit: string[] = []): Section['rows'] {
  const columns = Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)));
  return (db, userId) => db.select(columns).from(table).where(eq(owner, userId));
}

const ofOrders = (table: PgTable & { orderId: PgColumn }, omit: string[] = []): Section['rows'] => {
  const columns = Object.fromEntries(Object.entries(getTableColumns(table)).filter(([name]) => !omit.includes(name)));
  return (db, userId) =>
    db
      .select(columns)
      .from(table)
      .where(inArray(table.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
};

/**
 * Every part of the export, by name: each table that holds a shopper's data, read whole (but for secrets). A new
 * table that refers to users must be added here (or to NOT_THE_SHOPPERS with why): a test holds it.
 */
export const EXPORT_SECTIONS: Record<string, Section> = {
  profile: { table: 'users', rows: rowsOf(users, users.id, ['passwordHash', 'verificationToken', 'verificationAttempts']) },
  sessions: { table: 'sessions', rows: rowsOf(sessions, sessions.userId, ['idHash']) },
  basket: { table: 'cart_items', rows: rowsOf(cartItems, cartItems.userId, ['sessionId']) },
  passwordResets: { table: 'password_resets', rows: rowsOf(passwordResets, passwordResets.userId, ['tokenHash']) },
  favourites: { table: 'favourites', rows: rowsOf(favourites, favourites.userId) },
  orders: { table: 'orders', rows: rowsOf(orders, orders.userId, ['changeKey', 'changeClaimedAt']) },
  orderLines: { table: 'order_items', rows: ofOrders(orderItems, ['outcomeBy']) },
  orderHistory: { table: 'order_statuses', rows: ofOrders(orderStatuses, ['actorId']) },
  requests: { table: 'idempotency_keys', rows: rowsOf(idempotencyKeys, idempotencyKeys.userId, ['responseBody', 'requestHash']) },
  storeReviews: { table: 'store_reviews', rows: rowsOf(storeReviews, storeReviews.userId) },
  productReviews: { table: 'product_reviews', rows: rowsOf(productReviews, productReviews.userId) },
  helpfulMarks: { table: 'review_helpful', rows: rowsOf(reviewHelpful, reviewHelpful.userId) },
  productHelpfulMarks: { table: 'product_review_helpful', rows: rowsOf(productReviewHelpful, productReviewHelpful.userId) },
  storeReviewReports: { table: 'store_review_reports', rows: rowsOf(storeReviewReports, storeReviewReports.userId) },
  productReviewReports: { table: 'product_review_reports', rows: rowsOf(productReviewReports, productReviewReports.userId) },
  notificationPreferences: { table: 'notification_preferences', rows: rowsOf(notificationPreferences, notificationPreferences.userId) },
  substitutionChoices: { table: 'substitution_choices', rows: rowsOf(substitutionChoices, substitutionChoices.userId) },
  emails: { table: 'email_outbox', rows: rowsOf(emailOutbox, emailOutbox.userId) },
  priceAlerts: { table: 'price_alerts_sent', rows: rowsOf(priceAlertsSent, priceAlertsSent.userId) },
  savedCards: { table: 'payment_methods', rows: rowsOf(paymentMethods, paymentMethods.userId, ['tokenId', 'outcome']) },
  lists: { table: 'shopping_lists', rows: rowsOf(shoppingLists, shoppingLists.userId) },
  listItems: {
    table: 'shopping_list_items',
    rows: (db, userId) =>
      db
        .select()
        .from(shoppingListItems)
        .where(inArray(shoppingListItems.listId, db.select({ id: shoppingLists.id }).from(shoppingLists).where(eq(shoppingLists.userId, userId)))),
  },
};

/** Tables that refer to users but hold none of a shopper's data (a staff member's id on what they did). */
export const NOT_THE_SHOPPERS: Record<string, string> = {};

/** Everything held about the shopper, as one document; e-mails sent to their address are included by address too. */
export async function exportAccount(db: Db, userId: number): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = { exportedAt: new Date().toISOString() };
  for (const [name, section] of Object.entries(EXPORT_SECTIONS)) data[name] = await section.rows(db, userId);
  const [profile] = data.profile as { email: string }[];
  // Mail written before e-mails named their shopper (the confirmations) is found by address.
  data.emails = profile ? await db.select().from(emailOutbox).where(or(eq(emailOutbox.userId, userId), eq(emailOutbox.to, profile.email))) : data.emails;
  return data;
}

export const FORMER_SHOPPER = 'A former shopper';

/**
 * Closes the account at once: the password checked again; refused (409 open_order) while an order is open. Signs
 * out everywhere; deletes what is only the shopper's (basket, favourites, choices, preferences, requests, reset
 * codes, marks and reports, their e-mails); reviews kept under "A former shopper" or removed; orders kept with
 * the name, contact and street removed (the town and postcode stay with the lines and totals for the accounts);
 * the account row kept, its e-mail, name, address and phone removed and its password unusable, so nothing
 * signs in as it and the address may register again.
 */
export async function deleteAccount(db: Db, userId: number, input: DeleteAccountInput): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await passwords.verify(user.passwordHash, input.password))) {
    throw invalid('Password is incorrect', { password: 'Password is incorrect' });
  }
  const [open] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...CLOSED_STATUSES])))
    .limit(1);
  if (open) {
    throw conflict(`Order ${open.orderNumber} is still open: it must be delivered or cancelled before you can delete your account`, { code: 'open_order', orderNumber: open.orderNumber });
  }
  const unusable = await passwords.hash(randomBytes(32).toString('base64url'));
  await db.transaction(async (tx) => {
    // A list's lines go with it (ON DELETE CASCADE), its share link stops working; saved cards are forgotten (each
    // order keeps the brand and last four it was paid with).
    for (const table of [sessions, cartItems, passwordResets, favourites, substitutionChoices, notificationPreferences, idempotencyKeys, reviewHelpful, productReviewHelpful, storeReviewReports, productReviewReports, shoppingLists, paymentMethods, priceAlertsSent] as const) {
      await tx.delete(table).where(eq(table.userId, userId));
    }
    await tx.delete(emailOutbox).where(or(eq(emailOutbox.userId, userId), eq(emailOutbox.to, user.email)));
    if (input.reviews === 'remove') {
      await tx.delete(storeReviews).where(eq(storeReviews.userId, userId));
      await tx.delete(productReviews).where(eq(productReviews.userId, userId));
    }
    await tx
      .update(orders)
      .set({
        notes: null,
        shippingDetails: sql`jsonb_build_object('name', ${FORMER_SHOPPER}::text, 'email', '', 'phone', '', 'address', jsonb_build_object('line1', '', 'line2', null, 'city', ${orders.shippingDetails}->'address'->'city', 'county', null, 'postcode', ${orders.shippingDetails}->'address'->'postcode'))`,
      })
      .where(eq(orders.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: unusable,
        firstName: FORMER_SHOPPER,
        lastName: '',
        addressLine1: '',
        addressLine2: null,
        city: '',
        county: null,
        postcode: '',
        phoneNumber: '',
        dateOfBirth: null,
        emailVerified: false,
        verificationToken: null,
        verificationExpiresAt: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  });
}
