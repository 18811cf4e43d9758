import { and, asc, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { honestWas, WAS_WINDOW_DAYS, type PriceSpan } from '@/domain/price-history';
import { type Db, rowsOf } from '../../db/client';
import { priceChanges } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * price_changes follows products: after prices are written (the seed, an import), this closes each open row that no
 * longer says what its product does and opens one for every product without one, all at `at`. One place decides
 * what a price change is, so the seed's first rows and an import's are the same kind.
 */
export async function recordPriceChanges(db: Db, at: Date, storeId?: number): Promise<void> {
  const ofStore = storeId === undefined ? sql`true` : sql`p.store_id = ${storeId}`;
  await db.execute(sql`
    UPDATE price_changes AS pc SET valid_to = ${at.toISOString()}::timestamptz
    FROM products AS p
    WHERE pc.product_id = p.id AND pc.valid_to IS NULL AND ${ofStore}
      AND (pc.price_pence, pc.discount_percent, pc.multibuy_quantity, pc.multibuy_price_pence, pc.available)
        IS DISTINCT FROM (p.price_pence, p.discount_percent, p.multibuy_quantity, p.multibuy_price_pence, p.available)`);
  await db.execute(sql`
    INSERT INTO price_changes (product_id, price_pence, discount_percent, multibuy_quantity, multibuy_price_pence, available, valid_from)
    SELECT p.id, p.price_pence, p.discount_percent, p.multibuy_quantity, p.multibuy_price_pence, p.available, ${at.toISOString()}::timestamptz
    FROM products AS p
    WHERE ${ofStore} AND NOT EXISTS (SELECT 1 FROM price_changes AS pc WHERE pc.product_id = p.id AND pc.valid_to IS NULL)`);
  await keepWasPrices(db, at, storeId);
}

/**
 * The seed's catalogue comes with a history, as a shop's would: every price it writes has stood for 90 days, and
 * its offers began a week ago (their shelf price before them). So the seed's offers may honestly show their shelf
 * price as "was", and the price chart has a quarter to draw. Only products with no history yet get one (a seed run
 * again leaves what is recorded to recordPriceChanges).
 */
export async function recordSeedHistory(db: Db, at: Date): Promise<void> {
  const quarter = new Date(at.getTime() - 90 * DAY_MS).toISOString();
  const week = new Date(at.getTime() - 7 * DAY_MS).toISOString();
  await db.execute(sql`
    WITH fresh AS (SELECT p.* FROM products p WHERE NOT EXISTS (SELECT 1 FROM price_changes pc WHERE pc.product_id = p.id))
    INSERT INTO price_changes (product_id, price_pence, discount_percent, multibuy_quantity, multibuy_price_pence, available, valid_from, valid_to)
    SELECT id, price_pence, 0, NULL, NULL, available, ${quarter}::timestamptz,
      CASE WHEN discount_percent > 0 OR multibuy_quantity IS NOT NULL THEN ${week}::timestamptz END
    FROM fresh
    UNION ALL
    SELECT id, price_pence, discount_percent, multibuy_quantity, multibuy_price_pence, available, ${week}::timestamptz, NULL
    FROM fresh WHERE discount_percent > 0 OR multibuy_quantity IS NOT NULL`);
  await recordPriceChanges(db, at);
}

/**
 * products.was_price_pence / was_until follow the history (src/domain/price-history.ts honestWas): recomputed for
 * the products on an offer, cleared for the others. Runs in the transaction that records prices, so a card's
 * struck-through "was" is never one the rule does not allow.
 */
async function keepWasPrices(db: Db, at: Date, storeId?: number): Promise<void> {
  const ofStore = storeId === undefined ? sql`true` : sql`store_id = ${storeId}`;
  await db.execute(sql`UPDATE products SET was_price_pence = NULL, was_until = NULL WHERE ${ofStore} AND discount_percent = 0 AND was_price_pence IS NOT NULL`);
  const offers = (await rowsOf<{ id: number }>(db, sql`SELECT id FROM products WHERE ${ofStore} AND discount_percent > 0 ORDER BY id`)).map((o) => o.id);
  for (let i = 0; i < offers.length; i += 5000) {
    const ids = offers.slice(i, i + 5000);
    const spans = await spansOf(db, ids, WAS_WINDOW_DAYS, at);
    const values = ids.map((id) => {
      const was = honestWas(spans.get(id) ?? [], at);
      return { id, pence: was?.pence ?? null, until: was?.until.toISOString() ?? null };
    });
    await db.execute(sql`
      UPDATE products AS p SET was_price_pence = v.pence, was_until = v.until
      FROM json_to_recordset(${JSON.stringify(values)}::json) AS v(id int, pence int, until timestamptz)
      WHERE p.id = v.id AND (p.was_price_pence, p.was_until) IS DISTINCT FROM (v.pence, v.until)`);
  }
}

/** The products' recorded states that reach into the last `days` days (and every open one), by product. */
export async function spansOf(db: Db, productIds: readonly number[], days: number, now: Date): Promise<Map<number, PriceSpan[]>> {
  const spans = new Map<number, PriceSpan[]>();
  if (productIds.length === 0) return spans;
  const since = new Date(now.getTime() - (days + 1) * DAY_MS);
  const rows = await db
    .select()
    .from(priceChanges)
    .where(and(inArray(priceChanges.productId, [...productIds]), or(isNull(priceChanges.validTo), gte(priceChanges.validTo, since))))
    .orderBy(asc(priceChanges.validFrom), asc(priceChanges.id));
  for (const r of rows) {
    const list = spans.get(r.productId) ?? [];
    list.push({ pricePence: r.pricePence, discountPercent: r.discountPercent, available: r.available, from: r.validFrom, to: r.validTo });
    spans.set(r.productId, list);
  }
  return spans;
}

/** Tells every instance the catalogue changed (http/catalogue-freshness.ts): call it in the transaction that changes prices. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalogue_version (id, version, changed_at) VALUES (1, 1, now())
    ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1, changed_at = now()`);
}
