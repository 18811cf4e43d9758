import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { PlaceOrderInput } from '@/contracts/orders';
import type { CardTokenRequest } from '@/contracts/test-processor';
import { linePricePence } from '@/domain/cart';
import { penceToPounds } from '@/domain/money';
import type { Db } from '../db/client';
import { IdReserver } from '../db/id-reserver';
import type { OrderDeps } from '../modules/orders/place-order';
import { cartItems, products } from '../db/schema';
import { findSession, SESSION_COOKIE } from '../modules/session/service';
import { issueToken, newTokenId } from '../modules/test-processor/service';
import { createUser, signedInCookie } from './auth-factories';
import type { TestApp } from './test-app';

/** The test processor's cards, and a valid card it does not take. */
export const CARDS = { ok: '4242424242424242', declined: '4000000000000002', insufficient: '4000000000009995', other: '5555555555554444', noIncrease: '4000000000000341' } as const;

/** A card as the checkout sends it to the processor (POST /api/test-processor/tokens). */
export function cardRequest(number: string = CARDS.ok): CardTokenRequest {
  return { number, expiry: `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`, cvc: '123', name: 'Ada Lovelace' };
}

/** A token for this card, made by the processor's service directly (no HTTP, no rate limit), as the browser would get one. */
export async function cardToken(db: Db, card: string = CARDS.ok): Promise<string> {
  return (await issueToken(db, cardRequest(card))).token;
}

/** Tokens token() has named and placeOrderRequest has yet to write (or is writing) into the processor's table. */
const unwritten = new Map<string, { card: string; written?: Promise<unknown> }>();

/**
 * A token for this card, named now and made by the processor when placeOrderRequest first sends it, so that
 * orderBody stays synchronous. Anything else that pays with it (fetch, the provider or placeOrder called
 * directly) takes `await cardToken(db)` instead.
 */
export function token(card: string = CARDS.ok): string {
  const id = newTokenId();
  unwritten.set(id, { card });
  return id;
}

/** Makes the token a body names, if token() named it and it is not made yet; parallel sends wait for the one write. */
async function makeNamedToken(db: Db, body: unknown): Promise<void> {
  const id = body && typeof body === 'object' && 'paymentToken' in body ? body.paymentToken : undefined;
  const named = typeof id === 'string' ? unwritten.get(id) : undefined;
  if (!named) return;
  named.written ??= issueToken(db, cardRequest(named.card), id as string);
  await named.written;
}

/** A signed-in shopper: a user written to the database and a session cookie for them. */
export async function shopper(db: Db) {
  const user = await createUser(db);
  return { user, cookie: await signedInCookie(db, user.id) };
}

export type ProductPick = { id: number; name: string; storeId: number; pricePence: number; discountPercent: number };

/** Available products, one from each of `stores` different chains (the first discounted when asked). */
export async function productsFromChains(db: Db, storeIds: number[], options: { discountedFirst?: boolean } = {}): Promise<ProductPick[]> {
  const picks: ProductPick[] = [];
  for (const [i, storeId] of storeIds.entries()) {
    const discounted = options.discountedFirst && i === 0;
    const [row] = await db
      .select({ id: products.id, name: products.name, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
      .from(products)
      .where(
        and(
          eq(products.storeId, storeId),
          eq(products.available, true),
          discounted ? gt(products.discountPercent, 0) : eq(products.discountPercent, 0),
          gt(products.pricePence, 0),
          // A chain named twice gives two different products.
          picks.length > 0 ? notInArray(products.id, picks.map((p) => p.id)) : undefined,
        ),
      )
      .orderBy(products.id)
      .limit(1);
    picks.push(row!);
  }
  return picks;
}

export const unitPounds = (p: Pick<ProductPick, 'pricePence' | 'discountPercent'>) => penceToPounds(linePricePence(p));

/** A valid POST /api/orders body for these lines (each quantity 1 unless given), paid with a test card. */
export function orderBody(lines: (ProductPick & { quantity?: number })[], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    items: lines.map((p) => ({ productId: p.id, quantity: p.quantity ?? 1, price: unitPounds(p) })),
    shippingDetails: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700900123',
      address: { line1: '12 Princes Street', line2: null, city: 'Edinburgh', county: 'Midlothian', postcode: 'eh13dx' },
    },
    deliveryOption: 'standard',
    notes: 'Leave with the concierge',
    paymentToken: token(),
    marketingConsent: false,
    ...overrides,
  };
}

/**
 * POST /api/orders as the checkout sends it: from a basket of the body's lines (setBasket makes it so first; a body
 * without well-formed lines, or a visitor, goes as it is). Tests of the basket check itself use postOrder.
 */
export async function placeOrderRequest(t: TestApp, cookie: string | null, body: unknown, key?: string) {
  await setBasket(t, cookie, body);
  return postOrder(t, cookie, body, key);
}

/** POST /api/orders exactly as given, the basket as it is (its payment token written to the processor first, see token()). */
export async function postOrder(t: TestApp, cookie: string | null, body: unknown, key?: string) {
  await makeNamedToken(t.database.db, body);
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
  });
}

export async function addToBasket(t: TestApp, cookie: string, productId: number, quantity = 1) {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { productId, quantity }, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`add to basket failed: ${res.statusCode} ${res.body}`);
}

/** Counts of everything an order writes, to prove a refusal wrote nothing. */
export async function orderTableCounts(db: Db) {
  const count = async (table: string) => {
    const res = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as { rows: { n: number }[] };
    return Number(res.rows[0]!.n);
  };
  return { orders: await count('orders'), items: await count('order_items'), statuses: await count('order_statuses'), keys: await count('idempotency_keys') };
}

type BasketLine = { productId: number; quantity: number };

function basketLinesOf(body: unknown): BasketLine[] | null {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) return null;
  const lines = items.filter((l): l is BasketLine => Number.isInteger(l?.productId) && Number.isInteger(l?.quantity) && l.quantity >= 1 && l.quantity <= 99);
  return lines.length === items.length ? lines : null;
}

/**
 * Makes the cookie's shopper's basket exactly the body's lines (each quantity set, other lines removed), as the
 * checkout page that sent it showed the basket. Calls with one body agree, however many run at once.
 */
export async function setBasket(t: TestApp, cookie: string | null, body: unknown): Promise<void> {
  const lines = basketLinesOf(body);
  if (!cookie || !lines) return;
  const session = await findSession(t.database.db, cookie.replace(`${SESSION_COOKIE}=`, ''));
  if (!session?.userId) return;
  const userId = session.userId;
  const known = await t.database.db.select({ id: products.id }).from(products).where(inArray(products.id, lines.map((l) => l.productId)));
  const ids = new Set(known.map((p) => p.id));
  const once = [...new Map(lines.map((l) => [l.productId, l])).values()].filter((l) => ids.has(l.productId));
  await t.database.db.transaction(async (tx) => {
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), notInArray(cartItems.productId, [0, ...once.map((l) => l.productId)])));
    if (once.length === 0) return;
    await tx
      .insert(cartItems)
      .values(once.map((l) => ({ userId, productId: l.productId, quantity: l.quantity })))
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity: sql`excluded.quantity` } });
  });
}

/** placeOrder's dependencies as the app's route builds them, on the test app (a test may replace any). */
export function orderDeps(t: TestApp, overrides: Partial<OrderDeps> = {}): OrderDeps {
  return {
    db: t.database.db,
    payments: t.app.payments,
    mailer: t.app.mailer,
    ids: new IdReserver(t.database.db),
    slots: t.app.deliverySlotSettings,
    logError: () => {},
    ...overrides,
  };
}
