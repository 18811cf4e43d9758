import { and, count, eq, gt, gte, lt, notInArray, or, type Query, sql, type SQLWrapper } from 'drizzle-orm';
import { type AccountOrders, CLOSED_ORDER_STATUSES, type OrderLimits, placedAfterForSlotsFrom, rateWindowStart, ukDayBounds } from '@/domain/order-limits';
import { slotFromStart } from '@/domain/delivery-slots';
import type { Db } from '../../db/client';
import { isConstraintViolation } from '../../db/errors';
import { preparedPerDatabase } from '../../db/prepared';
import { type FullRow, rowsAsJson, rowsFromJson } from '../../db/records';
import { cartItems, idempotencyKeys, orderItems, orders, orderStatuses, products, stores } from '../../db/schema';
import { bookSlotQuery, fullSlotsQuery } from '../delivery-slots/service';
import { type MailMessage, outboxInsertQuery } from '../mail/mailer';
import { authorisationInsert, tokenConsumption } from '../payments/provider';
import { restrictedFactColumns } from '../products/restricted-columns';
import { claimQuery, finishKeyQuery } from './idempotency';

/**
 * The SQL of placing an order, all of it, written against the Drizzle tables (the other modules lend typed query
 * builders, not text): the products an order is checked against, the order written in one statement, and the
 * look-ups of recovery. place-order.ts holds the flow.
 */

/** A PostgreSQL array literal of integers: `= ANY($1::int[])` keeps the primary-key index and one statement text for any count. */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const productsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      pricePence: products.pricePence,
      discountPercent: products.discountPercent,
      multibuyQuantity: products.multibuyQuantity,
      multibuyPricePence: products.multibuyPricePence,
      available: products.available,
      image: products.image,
      categoryId: products.categoryId,
      storeId: products.storeId,
      storeName: stores.name,
      storeColor: stores.logoColor,
      ...restrictedFactColumns,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(sql`${products.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('everystore_order_products'),
);

export type ProductForOrder = Awaited<ReturnType<ReturnType<typeof productsQuery>['execute']>>[number];

/** The ordered products as they are now, with their chain (an id that matches nothing is simply missing). */
export function readProducts(db: Db, ids: readonly number[]): Promise<ProductForOrder[]> {
  return productsQuery(db).execute({ ids: intArray(ids) });
}

const basketQuery = preparedPerDatabase((db) =>
  db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, sql.placeholder('userId')))
    .prepare('everystore_order_basket'),
);

export type BasketLine = { productId: number; quantity: number };

/** The shopper's basket as it is now: an order must hold exactly these lines. */
export function readBasket(db: Db, userId: number): Promise<BasketLine[]> {
  return basketQuery(db).execute({ userId });
}

/**
 * Lines as the order statement compares them: "productId x quantity", by product id, comma-separated (null for
 * none, as string_agg gives over no rows). The same text is made in SQL from the deleted basket lines.
 */
export function basketText(lines: readonly BasketLine[]): string | null {
  if (lines.length === 0) return null;
  return [...lines]
    .sort((a, b) => a.productId - b.productId)
    .map((l) => `${Math.trunc(l.productId)}x${Math.trunc(l.quantity)}`)
    .join(',');
}

/** The order statement refused because the basket no longer holds the ordered lines (0014_basket_check.sql). */
export function isBasketChanged(error: unknown): boolean {
  return isConstraintViolation(error, 'ESB01', 'basket_changed');
}

/** An account's open orders (neither delivered nor cancelled) with a slot from `from` to `to`. */
const openInWindow = (from: SQLWrapper, to: SQLWrapper) =>
  and(notInArray(orders.status, [...CLOSED_ORDER_STATUSES]), gte(orders.deliverySlotStart, from), lt(orders.deliverySlotStart, to));

/**
 * What the order limits are judged on, in one statement over the account's recent orders (a range of
 * orders_user_idx: an order for a slot of the window was placed at most a booking horizon before it): when its
 * orders of the last hour were placed, and the slot starts of its open orders in the option's window.
 */
const accountOrdersQuery = preparedPerDatabase((db) => {
  const recent = gt(orders.orderDate, sql.placeholder('since'));
  const open = openInWindow(sql.placeholder('from'), sql.placeholder('to'));
  return db
    .select({
      // json_agg: one row whatever the count; timestamps come back as ISO 8601 text on either driver.
      recent: sql<string[] | null>`json_agg(${orders.orderDate}) FILTER (WHERE ${recent})`,
      openSlotStarts: sql<string[] | null>`json_agg(${orders.deliverySlotStart}) FILTER (WHERE ${open})`,
    })
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), gt(orders.orderDate, sql.placeholder('placedAfter')), or(recent, open)))
    .prepare('everystore_account_orders');
});

/** The account's orders the limits count (src/domain/order-limits.ts), for an order placed at `now` with a slot from `from` to `to`. */
export async function readAccountOrders(db: Db, userId: number, now: Date, from: Date, to: Date): Promise<AccountOrders> {
  const since = rateWindowStart(now);
  const placedAfter = new Date(Math.min(since.getTime(), placedAfterForSlotsFrom(from).getTime()));
  const [row] = await accountOrdersQuery(db).execute({ userId, since, placedAfter, from, to });
  const dates = (texts: string[] | null | undefined) => (texts ?? []).map((t) => new Date(t));
  return { recent: dates(row?.recent), openSlotStarts: dates(row?.openSlotStarts) };
}

/** Everything the order's statement writes: each row whole, typed by its table. */
export interface OrderWrite {
  order: FullRow<typeof orders> & { deliverySlotStart: Date };
  lines: FullRow<typeof orderItems>[];
  status: FullRow<typeof orderStatuses>;
  /** The slot's capacity in force, written on its counter row. */
  slotCapacity: number;
  /** The confirmation; `queued` when a sender delivers the outbox (otherwise the row is written as sent). */
  mail: MailMessage & { queued: boolean };
  /** With an Idempotency-Key: the key and the answer (JSON) stored under it. */
  key: { key: string; answer: string } | null;
  /** The account's limits, counted again by the statement itself (see buildWrite). */
  limits: OrderLimits;
}

/** The statement's values, filled into its placeholders at each run. */
type WriteValues = {
  order: string;
  lines: string;
  status: string;
  orderId: number;
  userId: number;
  basket: string | null;
  slotStart: Date;
  capacity: number;
  mailTo: string;
  mailSubject: string;
  mailBody: string;
  mailQueued: boolean;
  key?: string;
  answer?: string;
  since: Date;
  dayFrom: Date;
  dayTo: Date;
  dayPlacedAfter: Date;
  perHour: number;
  openPerDay: number;
};

const p = (name: keyof WriteValues & string) => sql.placeholder(name);

/**
 * The whole order as one statement (a chain of data-modifying CTEs, atomic as any statement is, one round trip):
 * the order, its lines at the price paid (with name and chain as they were), its slot booked, its first status,
 * the basket emptied (refused unless it held exactly the order's lines), the confirmation e-mail in the outbox and, with a key, the answer stored
 * under it. Returns the e-mail's outbox id. Prepared once per database, keyed or not.
 *
 * The order limits are counted again here, against what has committed when the statement starts: past one,
 * everystore_within_limits (migration 0018) refuses the whole statement (isRefusedByLimits), so nothing is written. The reads before payment saw the counts earlier; this closes most of the gap between
 * parallel requests of one account. It is exact on PGlite (one connection, statements in turn); on PostgreSQL
 * statements that run at the very same moment (one per pipelined connection of each instance) do not see each
 * other, so a burst can pass a limit by at most that many orders.
 */
function buildWrite(db: Db, keyed: boolean) {
  const mine = eq(orders.userId, p('userId'));
  const lastHour = db.select({ n: count() }).from(orders).where(and(mine, gt(orders.orderDate, p('since'))));
  const sameDay = db.select({ n: count() }).from(orders).where(and(mine, gt(orders.orderDate, p('dayPlacedAfter')), openInWindow(p('dayFrom'), p('dayTo'))));
  // Refuses the statement when a limit is reached (see isRefusedByLimits).
  const withinLimits = sql`everystore_within_limits((${lastHour}), ${p('perHour')}, (${sameDay}), ${p('openPerDay')})`;
  const o = db.$with('o').as(db.insert(orders).select(sql`${rowsFromJson(orders, p('order'))} WHERE ${withinLimits}`).returning({ id: orders.id }));
  const b = db.$with('b').as(bookSlotQuery(db, p('slotStart'), p('capacity')));
  const i = db.$with('i').as(db.insert(orderItems).select(rowsFromJson(orderItems, p('lines'))).returning({ id: orderItems.id }));
  const s = db.$with('s').as(db.insert(orderStatuses).select(rowsFromJson(orderStatuses, p('status'))).returning({ id: orderStatuses.id }));
  const d = db.$with('d').as(db.delete(cartItems).where(eq(cartItems.userId, p('userId'))).returning({ productId: cartItems.productId, quantity: cartItems.quantity }));
  // Refuses the statement unless the deleted basket was exactly the order's lines (see isBasketChanged).
  const c = db
    .$with('c')
    .as(
      db
        .select({ ok: sql<boolean>`everystore_basket_matches(string_agg(${d.productId} || 'x' || ${d.quantity}, ',' ORDER BY ${d.productId}), ${p('basket')})`.as('ok') })
        .from(d),
    );
  const m = db.$with('m').as(outboxInsertQuery(db, { to: p('mailTo'), subject: p('mailSubject'), body: p('mailBody'), queued: p('mailQueued') }));
  const k = db.$with('k').as(finishKeyQuery(db, { userId: p('userId'), key: p('key') }, { status: 201, json: p('answer'), orderId: p('orderId') }).returning({ key: idempotencyKeys.key }));
  return db
    .with(...(keyed ? [o, b, i, s, d, c, m, k] : [o, b, i, s, d, c, m]))
    .select({ mailId: m.id })
    .from(m)
    .crossJoin(c)
    .prepare(keyed ? 'everystore_place_order_keyed' : 'everystore_place_order');
}

const writeKeyed = preparedPerDatabase((db) => buildWrite(db, true));
const writePlain = preparedPerDatabase((db) => buildWrite(db, false));

/** The limits' values for the statement: the hour before the order, and the UK day of its slot. */
function limitValues(w: OrderWrite) {
  const day = ukDayBounds(slotFromStart(w.order.deliverySlotStart).date);
  return {
    since: rateWindowStart(w.order.orderDate),
    dayFrom: day.from,
    dayTo: day.to,
    dayPlacedAfter: placedAfterForSlotsFrom(day.from),
    perHour: w.limits.perHour,
    openPerDay: w.limits.openPerDay,
  };
}

/** Whether writeOrder's statement refused the order because a limit was reached (see buildWrite). */
export function isRefusedByLimits(error: unknown): boolean {
  return isConstraintViolation(error, 'ESB02', 'order_limit');
}

/** Writes the order (OrderWrite) in its one statement; returns the confirmation's outbox id. */
export async function writeOrder(db: Db, w: OrderWrite): Promise<number> {
  const values: WriteValues = {
    order: rowsAsJson(orders, [w.order]),
    lines: rowsAsJson(orderItems, w.lines),
    status: rowsAsJson(orderStatuses, [w.status]),
    orderId: w.order.id,
    userId: w.order.userId,
    basket: basketText(w.lines),
    slotStart: w.order.deliverySlotStart,
    capacity: w.slotCapacity,
    mailTo: w.mail.to,
    mailSubject: w.mail.subject,
    mailBody: w.mail.body,
    mailQueued: w.mail.queued,
    ...(w.key && { key: w.key.key, answer: w.key.answer }),
    ...limitValues(w),
  };
  const [row] = await (w.key ? writeKeyed : writePlain)(db).execute(values);
  return row!.mailId;
}

/**
 * The statements one order with an Idempotency-Key runs, in the order it runs them (the key claim, the products,
 * the basket, the full slots, the account's orders, the test payment's token and authorisation, the order's one writing statement), as SQL text with its
 * parameters (placeholders by name, other values as bound). For bench/order-replay.ts, which replays them with
 * pgbench, so that the replay follows the code.
 */
export function orderStatementsSql(db: Db): { name: string; query: Query }[] {
  return [
    { name: 'claim', query: claimQuery(db).getQuery() },
    { name: 'basket', query: basketQuery(db).getQuery() },
    { name: 'products', query: productsQuery(db).getQuery() },
    { name: 'slots', query: fullSlotsQuery(db).getQuery() },
    { name: 'limits', query: accountOrdersQuery(db).getQuery() },
    { name: 'token', query: tokenConsumption(db).toSQL() },
    { name: 'authorise', query: authorisationInsert(db).toSQL() },
    { name: 'write', query: writeKeyed(db).getQuery() },
  ];
}

/** Whether an order holds this authorisation: a write whose answer was lost may still have committed. */
export async function isPlaced(db: Db, authorisationId: string): Promise<boolean> {
  const found = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentAuthorisationId, authorisationId)).limit(1);
  return found.length > 0;
}
