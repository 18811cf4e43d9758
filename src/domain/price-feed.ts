import { minimumPriceRefusal, quantityDiscountAllowed, type RestrictedFacts } from './age-restrictions';
import { CsvParseError, parseCsvRecords } from './csv';
import { discountedPence, formatPence } from './money';

/**
 * A chain's price feed (issue 37): per product its id or the chain's own code, the shelf price, a promotion (a
 * discount or a multi-buy) and whether it is in stock. Read (parseFeed) and checked against the chain's catalogue
 * (validateFeed) without touching anything, so an import can report every bad row before it changes a price.
 */

/** A promotion as a feed states it: "10% off", or "3 for £2" (quantity for a price). */
export type Promotion = { kind: 'discount'; percent: number } | { kind: 'multibuy'; quantity: number; pricePence: number };

export interface FeedRow {
  /** Where the row is: the CSV line, or the JSON array index + 1. */
  line: number;
  product: { id: number } | { code: string };
  pricePence: number;
  promotion: Promotion | null;
  available: boolean;
}

export interface FeedProblem {
  line: number;
  message: string;
}

/** One product's price, promotion and availability: what a feed sets and what price_changes records. */
export interface PriceState {
  pricePence: number;
  discountPercent: number;
  multibuyQuantity: number | null;
  multibuyPricePence: number | null;
  available: boolean;
}

/** What the validator needs of a product of the chain. */
export interface FeedProduct extends Pick<RestrictedFacts, 'abvPercent' | 'volumeMl'>, PriceState {
  id: number;
  storeId: number;
  chainCode: string | null;
  name: string;
  unit: string | null;
}

export interface PriceUpdate extends PriceState {
  productId: number;
}

export const FEED_MAX_ROWS = 100_000;
export const FEED_MAX_PRICE_PENCE = 100_000;
export const DISCOUNT_MAX_PERCENT = 90;
export const MULTIBUY_MAX_QUANTITY = 20;

/** A chain's code for one of our products: 'TES-000123'. What the seed and the migration give every product. */
export function chainCodeOf(storeSlug: string, productId: number): string {
  return `${storeSlug.slice(0, 3).toUpperCase()}-${String(productId).padStart(6, '0')}`;
}

const POUNDS = /^£?(\d{1,6})(?:\.(\d{1,2}))?$/;
const PENCE = /^(\d{1,6})p$/;

/** '£1.20', '1.2', '80p' -> pence; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const t = text.trim();
  const pence = PENCE.exec(t);
  if (pence) return Number(pence[1]);
  const pounds = POUNDS.exec(t);
  if (!pounds) return null;
  return Number(pounds[1]) * 100 + Number((pounds[2] ?? '0').padEnd(2, '0'));
}

/** '' -> none; '10% off' or '10%' -> a discount; '3 for £2', '2 for 150p' -> a multi-buy; anything else -> an error. */
export function parsePromotion(text: string): Promotion | null | { error: string } {
  const t = text.trim().toLowerCase();
  if (t === '' || t === 'none') return null;
  const discount = /^(\d{1,3})\s*%(?:\s*off)?$/.exec(t);
  if (discount) return { kind: 'discount', percent: Number(discount[1]) };
  const multibuy = /^(\d{1,3})\s+for\s+(\S+)$/.exec(t);
  if (multibuy) {
    const pricePence = parseAmount(multibuy[2]!);
    if (pricePence !== null) return { kind: 'multibuy', quantity: Number(multibuy[1]), pricePence };
  }
  return { error: `promotion "${text.trim()}" is not a discount ("10% off") or a multi-buy ("3 for £2")` };
}

const YES = new Set(['yes', 'y', 'true', '1', 'in stock', 'available']);
const NO = new Set(['no', 'n', 'false', '0', 'out of stock', 'unavailable']);

function parseAvailable(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1;
  if (typeof value !== 'string') return null;
  const t = value.trim().toLowerCase();
  return YES.has(t) ? true : NO.has(t) ? false : null;
}

function parseProduct(value: unknown): FeedRow['product'] | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? { id: value } : null;
  if (typeof value !== 'string') return null;
  const t = value.trim();
  if (/^\d{1,10}$/.test(t)) return parseProduct(Number(t));
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/.test(t) ? { code: t.toUpperCase() } : null;
}

/** One row from its raw fields, or the problems with it (all of them, each naming its field). */
function parseRow(line: number, raw: { product: unknown; price: unknown; promotion: unknown; available: unknown }): FeedRow | FeedProblem[] {
  const problems: string[] = [];
  const product = parseProduct(raw.product);
  if (!product) problems.push(`product "${String(raw.product ?? '')}" is not a product id or a chain product code`);
  const pricePence = typeof raw.price === 'number' ? (Number.isFinite(raw.price) ? parseAmount(raw.price.toFixed(2)) : null) : typeof raw.price === 'string' ? parseAmount(raw.price) : null;
  if (pricePence === null) problems.push(`price "${String(raw.price ?? '')}" is not an amount in pounds`);
  else if (pricePence <= 0 || pricePence > FEED_MAX_PRICE_PENCE) problems.push(`price must be more than £0.00 and at most ${formatPence(FEED_MAX_PRICE_PENCE)}`);
  const promotionText = raw.promotion === undefined || raw.promotion === null ? '' : typeof raw.promotion === 'string' ? raw.promotion : null;
  const promotion = promotionText === null ? { error: 'promotion must be text such as "10% off" or "3 for £2"' } : parsePromotion(promotionText);
  if (promotion && 'error' in promotion) problems.push(promotion.error);
  const available = parseAvailable(raw.available);
  if (available === null) problems.push(`available "${String(raw.available ?? '')}" must be yes or no`);
  if (problems.length > 0) return problems.map((message) => ({ line, message }));
  return { line, product: product!, pricePence: pricePence!, promotion: promotion as Promotion | null, available: available! };
}

const CSV_COLUMNS = ['product', 'price', 'promotion', 'available'] as const;

/**
 * Reads a feed: CSV with the header `product,price,promotion,available` (columns in any order), or JSON, an array of
 * `{ "product": 123 | "TES-000123", "price": "1.20", "promotion": "3 for £2" | null, "available": true }`. Every bad
 * row is reported; the good ones are returned beside them.
 */
export function parseFeed(text: string, format: 'csv' | 'json'): { rows: FeedRow[]; problems: FeedProblem[] } {
  const rows: FeedRow[] = [];
  const problems: FeedProblem[] = [];
  const take = (parsed: FeedRow | FeedProblem[]) => (Array.isArray(parsed) ? problems.push(...parsed) : rows.push(parsed));
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return { rows, problems: [{ line: 0, message: `not valid JSON: ${(error as Error).message}` }] };
    }
    if (!Array.isArray(data)) return { rows, problems: [{ line: 0, message: 'the feed must be a JSON array of rows' }] };
    if (data.length > FEED_MAX_ROWS) return { rows, problems: [{ line: 0, message: `a feed holds at most ${FEED_MAX_ROWS} rows` }] };
    data.forEach((item: unknown, index) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item)) return problems.push({ line: index + 1, message: 'a row must be an object' });
      const o = item as Record<string, unknown>;
      const unknown = Object.keys(o).filter((k) => !(CSV_COLUMNS as readonly string[]).includes(k));
      if (unknown.length > 0) return problems.push({ line: index + 1, message: `unknown field ${unknown.map((k) => `"${k}"`).join(', ')}` });
      take(parseRow(index + 1, { product: o.product, price: o.price, promotion: o.promotion, available: o.available }));
    });
    return { rows, problems };
  }
  let records;
  try {
    records = parseCsvRecords(text);
  } catch (error) {
    if (error instanceof CsvParseError) return { rows, problems: [{ line: error.line, message: error.message.replace(/^line \d+: /, '') }] };
    throw error;
  }
  const [header, ...body] = records;
  if (!header) return { rows, problems: [{ line: 1, message: 'the feed is empty' }] };
  const names = header.fields.map((f) => f.trim().toLowerCase());
  const missing = CSV_COLUMNS.filter((c) => c !== 'promotion' && !names.includes(c));
  if (missing.length > 0) return { rows, problems: [{ line: header.line, message: `the header must name the columns ${CSV_COLUMNS.join(', ')} (missing: ${missing.join(', ')})` }] };
  if (body.length > FEED_MAX_ROWS) return { rows, problems: [{ line: 0, message: `a feed holds at most ${FEED_MAX_ROWS} rows` }] };
  const at = (record: string[], column: string) => {
    const i = names.indexOf(column);
    return i < 0 ? undefined : record[i];
  };
  for (const record of body) {
    if (record.fields.length === 1 && record.fields[0]!.trim() === '') continue;
    if (record.fields.length !== names.length) {
      problems.push({ line: record.line, message: `has ${record.fields.length} fields, the header ${names.length}` });
      continue;
    }
    take(parseRow(record.line, { product: at(record.fields, 'product'), price: at(record.fields, 'price'), promotion: at(record.fields, 'promotion'), available: at(record.fields, 'available') }));
  }
  return { rows, problems };
}

/** The state a row sets, from its price and promotion. */
export function stateOfRow(row: Pick<FeedRow, 'pricePence' | 'promotion' | 'available'>): PriceState {
  const p = row.promotion;
  return {
    pricePence: row.pricePence,
    discountPercent: p?.kind === 'discount' ? p.percent : 0,
    multibuyQuantity: p?.kind === 'multibuy' ? p.quantity : null,
    multibuyPricePence: p?.kind === 'multibuy' ? p.pricePence : null,
    available: row.available,
  };
}

/**
 * Checks parsed rows against the chain's products: each names a product of this chain, once; a discount is 1-90%;
 * a multi-buy is 2-20 items for less than they cost singly; alcohol is never below its minimum price (after a
 * discount) and never on a multi-buy (age-restrictions.ts). Answers the updates of the good rows and a problem for
 * each bad one.
 */
export function validateFeed(
  rows: readonly FeedRow[],
  catalogue: { byId: ReadonlyMap<number, FeedProduct>; byCode: ReadonlyMap<string, FeedProduct> },
  storeId: number,
): { updates: PriceUpdate[]; problems: FeedProblem[] } {
  const updates: PriceUpdate[] = [];
  const problems: FeedProblem[] = [];
  const seen = new Map<number, number>();
  for (const row of rows) {
    const product = 'id' in row.product ? catalogue.byId.get(row.product.id) : catalogue.byCode.get(row.product.code);
    const named = 'id' in row.product ? `product ${row.product.id}` : `product code ${row.product.code}`;
    if (!product || product.storeId !== storeId) {
      problems.push({ line: row.line, message: `${named} is not a product of store ${storeId}` });
      continue;
    }
    const earlier = seen.get(product.id);
    if (earlier !== undefined) {
      problems.push({ line: row.line, message: `${named} is already on line ${earlier}` });
      continue;
    }
    seen.set(product.id, row.line);
    const state = stateOfRow(row);
    const rowProblems: string[] = [];
    const promotion = row.promotion;
    if (promotion?.kind === 'discount' && (promotion.percent < 1 || promotion.percent > DISCOUNT_MAX_PERCENT)) {
      rowProblems.push(`a discount must be 1% to ${DISCOUNT_MAX_PERCENT}%`);
    }
    if (promotion?.kind === 'multibuy') {
      if (promotion.quantity < 2 || promotion.quantity > MULTIBUY_MAX_QUANTITY) rowProblems.push(`a multi-buy is 2 to ${MULTIBUY_MAX_QUANTITY} items`);
      else if (promotion.pricePence <= 0 || promotion.pricePence >= promotion.quantity * row.pricePence) {
        rowProblems.push(`${promotion.quantity} for ${formatPence(promotion.pricePence)} saves nothing at ${formatPence(row.pricePence)} each`);
      }
      if (!quantityDiscountAllowed(product)) rowProblems.push(`${product.name} is alcohol, which may not be sold on a multi-buy`);
    }
    const refusal = minimumPriceRefusal({ ...product, pricePence: state.pricePence, discountPercent: state.discountPercent });
    if (refusal) rowProblems.push(refusal);
    if (rowProblems.length > 0) problems.push(...rowProblems.map((message) => ({ line: row.line, message: `${named}: ${message}` })));
    else updates.push({ productId: product.id, ...state });
  }
  return { updates, problems };
}

export const paidPence = (s: Pick<PriceState, 'pricePence' | 'discountPercent'>): number => discountedPence(s.pricePence, s.discountPercent);

export const sameState = (a: PriceState, b: PriceState): boolean =>
  a.pricePence === b.pricePence &&
  a.discountPercent === b.discountPercent &&
  a.multibuyQuantity === b.multibuyQuantity &&
  a.multibuyPricePence === b.multibuyPricePence &&
  a.available === b.available;

export interface FeedSummary {
  changed: PriceUpdate[];
  up: number;
  down: number;
  newlyUnavailable: number;
  backInStock: number;
}

/** What applying the updates would change: only the products whose state differs (so a second import changes nothing). */
export function summariseFeed(updates: readonly PriceUpdate[], current: ReadonlyMap<number, PriceState>): FeedSummary {
  const summary: FeedSummary = { changed: [], up: 0, down: 0, newlyUnavailable: 0, backInStock: 0 };
  for (const update of updates) {
    const before = current.get(update.productId);
    if (!before || sameState(before, update)) continue;
    summary.changed.push(update);
    const was = paidPence(before);
    const now = paidPence(update);
    if (now > was) summary.up += 1;
    if (now < was) summary.down += 1;
    if (before.available && !update.available) summary.newlyUnavailable += 1;
    if (!before.available && update.available) summary.backInStock += 1;
  }
  return summary;
}

/** "3 prices up, 1 down, 2 newly unavailable" (and back in stock when any came back). */
export function feedSummaryLine(s: Pick<FeedSummary, 'up' | 'down' | 'newlyUnavailable' | 'backInStock'>): string {
  const parts = [`${s.up} ${s.up === 1 ? 'price' : 'prices'} up`, `${s.down} down`, `${s.newlyUnavailable} newly unavailable`];
  if (s.backInStock > 0) parts.push(`${s.backInStock} back in stock`);
  return parts.join(', ');
}
