import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

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
}

/** Tells every instance the catalogue changed (http/catalogue-freshness.ts): call it in the transaction that changes prices. */
export async function bumpCatalogueVersion(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalogue_version (id, version, changed_at) VALUES (1, 1, now())
    ON CONFLICT (id) DO UPDATE SET version = catalogue_version.version + 1, changed_at = now()`);
}
