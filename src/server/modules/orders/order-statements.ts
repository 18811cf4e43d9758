import { sql, type SQL } from 'drizzle-orm';
import type { DeliveryOption } from '@/domain/cart';
import { ORDER_CONFIRMED } from '@/domain/order-status';
import { placeholders, StatementTemplate } from '../../db/prepared';
import { bookedCountsStatement, bookSlotStatement } from '../delivery-slots/service';
import { outboxInsertStatement } from '../mail/mailer';
import { signedInSessionStatement } from '../session/service';
import { claimForUserOfStatement, claimStatement, finishKeyStatement } from './idempotency';

/**
 * The SQL of placing an order (place-order.ts): its first read and its one writing statement, each a template
 * whose text is built once (db/prepared.ts), one per variant.
 */

export interface ProductForOrder {
  id: number;
  name: string;
  pricePence: number;
  discountPercent: number;
  available: boolean;
  image: string;
  categoryId: number;
  storeId: number;
  storeName: string;
  storeColor: string;
}

const PRODUCT_COLUMNS = sql`p.id, p.name, p.price_pence AS "pricePence", p.discount_percent AS "discountPercent", p.available, p.image, p.category_id AS "categoryId",
  p.store_id AS "storeId", s.name AS "storeName", s.logo_color AS "storeColor"`;

/** A PostgreSQL array literal of integers: `= ANY($1::int[])` keeps the primary-key index (an IN over a JSON set did not). */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The values of the order's first read (the key's only with a claim; the user's id, or the session's hash and the instant it is judged at). */
export interface InputsValues {
  userId?: number;
  sessionHash?: string;
  now?: string;
  key?: string;
  hash?: string;
  from: string;
  to: string;
  capacity: number;
  /** The products' ids as a PostgreSQL array literal. */
  ids: string;
}

/**
 * One statement: the key claimed (in the `claim` variants), the products read and the full delivery slots of the
 * option's window found. `claimed` says whether the key is now ours; the product columns are null on the one row
 * when no id matched. Reading changes nothing, so when the key turns out to be taken the rest is unused.
 *
 * The `session` variants also check the request's session (signedInSessionStatement), so a signed-in shopper's
 * order needs no round trip of its own for it: `session_user` is the session's user (null when the session is not
 * one findSession would accept), and the key is claimed for that user only.
 */
function inputsStatement(claim: boolean, bySession: boolean): SQL {
  const p = placeholders<InputsValues>();
  const ctes: SQL[] = [];
  if (bySession) ctes.push(sql`u AS (${signedInSessionStatement(p('sessionHash'), p('now'))})`);
  if (claim) ctes.push(sql`k AS (${bySession ? claimForUserOfStatement(sql`u`, p('key'), p('hash')) : claimStatement({ userId: p('userId'), key: p('key') }, p('hash'))})`);
  return sql`${ctes.length > 0 ? sql`WITH ${sql.join(ctes, sql`, `)} ` : sql``}SELECT ${claim ? sql`(SELECT count(*) FROM k)::int` : sql`0`} AS claimed,
    ${bySession ? sql`(SELECT user_id FROM u) AS session_user, (SELECT last_seen_at FROM u) AS session_seen,` : sql``}
    (SELECT coalesce(json_agg(json_build_array(c.slot_start, c.booked)), '[]'::json) FROM (${bookedCountsStatement(p('from'), p('to'), p('capacity'))}) c) AS slots, ${PRODUCT_COLUMNS}
    FROM (SELECT 1) one
    LEFT JOIN (products p JOIN stores s ON s.id = p.store_id) ON p.id = ANY(${p('ids')}::int[])`;
}

const inputs = (claim: boolean, bySession: boolean) => new StatementTemplate<InputsValues>(() => inputsStatement(claim, bySession));

export const READ_INPUTS = {
  byUser: { claim: inputs(true, false), plain: inputs(false, false) },
  bySession: { claim: inputs(true, true), plain: inputs(false, true) },
};

export const CONFIRMED_TEXT = 'Your order has been placed and your payment authorised';

/** The values of the order's statement (the key and the stored answer only when there is a key). */
export interface OrderValues {
  id: number;
  userId: number;
  orderNumber: string;
  subtotal: number;
  fee: number;
  total: number;
  option: DeliveryOption;
  /** JSON texts. */
  shipping: string;
  lines: string;
  notes: string | null;
  /** ISO instants. */
  placedAt: string;
  estimate: string;
  slotStart: string;
  slotEnd: string;
  consent: boolean;
  provider: string;
  brand: string;
  last4: string;
  authorisationId: string;
  capacity: number;
  statusId: number;
  /** The ordered products' ids as a PostgreSQL array literal. */
  productIds: string;
  mailTo: string;
  mailSubject: string;
  mailBody: string;
  mailQueued: boolean;
  key?: string;
  answer?: string;
}

/**
 * The whole order as one statement (a chain of data-modifying CTEs, atomic as any statement is, one round trip):
 * the order, its lines at the price paid (with name and chain as they were), its slot booked, its first status,
 * the ordered basket lines removed, the confirmation e-mail in the outbox and, with a key, the answer stored
 * under it. `fault` is a test's injected failure.
 */
export function orderStatement(keyed: boolean, fault?: SQL): SQL {
  const p = placeholders<OrderValues>();
  return sql`
    WITH o AS (
      INSERT INTO orders (id, user_id, order_number, subtotal_pence, delivery_fee_pence, total_pence, status, delivery_option, shipping_details,
        notes, order_date, estimated_delivery, marketing_consent, payment_provider, payment_brand, payment_last4, payment_authorisation_id,
        delivery_slot_start, delivery_slot_end)
      VALUES (${p('id')}, ${p('userId')}, ${p('orderNumber')}, ${p('subtotal')}, ${p('fee')}, ${p('total')}, ${ORDER_CONFIRMED},
        ${p('option')}, ${p('shipping')}::jsonb, ${p('notes')}, ${p('placedAt')}::timestamptz,
        ${p('estimate')}::timestamptz, ${p('consent')}, ${p('provider')}, ${p('brand')}, ${p('last4')}, ${p('authorisationId')},
        ${p('slotStart')}::timestamptz, ${p('slotEnd')}::timestamptz)
      RETURNING id
    ), b AS (${bookSlotStatement(p('slotStart'), p('capacity'))}), i AS (
      INSERT INTO order_items (id, order_id, product_id, quantity, price_pence, product_name, store_id, substitution)
      SELECT u.id, o.id, u.product_id, u.quantity, u.price_pence, u.name, u.store_id, u.substitution
      FROM o, json_to_recordset(${p('lines')}::json) AS u(id int, product_id int, quantity int, price_pence int, name text, store_id int, substitution jsonb)
    ), s AS (
      INSERT INTO order_statuses (id, order_id, status, description, timestamp)
      SELECT ${p('statusId')}::int, o.id, ${ORDER_CONFIRMED}, ${CONFIRMED_TEXT}, ${p('placedAt')}::timestamptz FROM o
    ), d AS (
      DELETE FROM cart_items WHERE user_id = ${p('userId')} AND product_id = ANY(${p('productIds')}::int[])
    ), m AS (${outboxInsertStatement({ to: p('mailTo'), subject: p('mailSubject'), body: p('mailBody') }, p('mailQueued'))})${
      keyed ? sql`, k AS (${finishKeyStatement({ userId: p('userId'), key: p('key') }, 201, p('answer'), p('id'))})` : sql``
    }${fault ? sql`, f AS (${fault})` : sql``}
    SELECT m.id AS mail_id${fault ? sql`, (SELECT f::text FROM f LIMIT 1) AS fault` : sql``} FROM m`;
}

export const PLACE_ORDER = {
  keyed: new StatementTemplate<OrderValues>(() => orderStatement(true)),
  plain: new StatementTemplate<OrderValues>(() => orderStatement(false)),
};
