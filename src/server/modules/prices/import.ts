import { asc, eq, sql } from 'drizzle-orm';
import { invalid } from '@/domain/errors';
import {
  parseFeed,
  summariseFeed,
  validateFeed,
  type FeedProblem,
  type FeedProduct,
  type FeedSummary,
  type PriceState,
} from '@/domain/price-feed';
import type { Db } from '../../db/client';
import { products, stores } from '../../db/schema';
import { keepAvailabilityOrder } from '../products/search-ranks';
import { bumpCatalogueVersion, recordPriceChanges } from './record';

export interface ImportOptions {
  storeId: number;
  text: string;
  format: 'csv' | 'json';
  /** Apply the good rows even when some are bad (they are still all reported). */
  skipBad?: boolean;
  /** When the change takes effect (default now; a simulated week passes its own). */
  at?: Date;
}

export interface ImportResult {
  /** Whether anything was written (false: a bad row and no skipBad, or nothing differed). */
  applied: boolean;
  rows: number;
  problems: FeedProblem[];
  summary: Omit<FeedSummary, 'changed'> & { changed: number };
}

const stateColumns = {
  pricePence: products.pricePence,
  discountPercent: products.discountPercent,
  multibuyQuantity: products.multibuyQuantity,
  multibuyPricePence: products.multibuyPricePence,
  available: products.available,
};

const CHUNK = 1000;

/**
 * Applies one chain's price feed (issue 37). The whole feed is read and checked against the chain's catalogue
 * before anything changes: any bad row and nothing is applied unless `skipBad`. Then, in one transaction holding
 * the chain's product rows, only the products whose price, promotion or availability differ are written, their
 * price_changes recorded, search's availability order kept (products/search-ranks.ts) and the catalogue version bumped (every instance's caches see it within a second). The
 * same feed twice changes nothing the second time.
 */
export async function importFeed(db: Db, options: ImportOptions): Promise<ImportResult> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, options.storeId));
  if (!store) throw invalid(`There is no store ${options.storeId}`, { store: `There is no store ${options.storeId}` });
  const parsed = parseFeed(options.text, options.format);
  const catalogue = await db
    .select({ id: products.id, storeId: products.storeId, chainCode: products.chainCode, name: products.name, unit: products.unit, abvPercent: products.abvPercent, volumeMl: products.volumeMl, ...stateColumns })
    .from(products)
    .where(eq(products.storeId, options.storeId));
  const byId = new Map<number, FeedProduct>(catalogue.map((p) => [p.id, p]));
  const byCode = new Map<string, FeedProduct>(catalogue.flatMap((p) => (p.chainCode ? [[p.chainCode.toUpperCase(), p] as const] : [])));
  const checked = validateFeed(parsed.rows, { byId, byCode }, options.storeId);
  const problems = [...parsed.problems, ...checked.problems].sort((a, b) => a.line - b.line);
  const rows = parsed.rows.length + new Set(parsed.problems.map((p) => p.line)).size;
  const none = { up: 0, down: 0, newlyUnavailable: 0, backInStock: 0, changed: 0 };
  if (problems.length > 0 && !options.skipBad) return { applied: false, rows, problems, summary: none };

  const at = options.at ?? new Date();
  const summary = await db.transaction(async (tx) => {
    // The chain's rows held until commit: two imports of one chain at once apply one after the other.
    const current = await tx
      .select({ id: products.id, ...stateColumns })
      .from(products)
      .where(eq(products.storeId, options.storeId))
      .orderBy(asc(products.id))
      .for('update');
    const states = new Map<number, PriceState>(current.map(({ id, ...state }) => [id, state]));
    const result = summariseFeed(checked.updates, states);
    if (result.changed.length === 0) return result;
    for (let i = 0; i < result.changed.length; i += CHUNK) {
      const values = sql.join(
        result.changed
          .slice(i, i + CHUNK)
          .map((u) => sql`(${u.productId}::int, ${u.pricePence}::int, ${u.discountPercent}::int, ${u.multibuyQuantity}::int, ${u.multibuyPricePence}::int, ${u.available}::boolean)`),
        sql`, `,
      );
      await tx.execute(sql`
        UPDATE products AS p SET price_pence = v.price, discount_percent = v.discount, multibuy_quantity = v.mq, multibuy_price_pence = v.mp, available = v.available
        FROM (VALUES ${values}) AS v(id, price, discount, mq, mp, available)
        WHERE p.id = v.id`);
    }
    // Search ranks available products first: the products that came or went move in its postings, now.
    await keepAvailabilityOrder(
      tx,
      result.changed.filter((u) => u.available !== states.get(u.productId)?.available).map((u) => u.productId),
    );
    await recordPriceChanges(tx, at, options.storeId);
    await bumpCatalogueVersion(tx);
    return result;
  });
  return { applied: summary.changed.length > 0, rows, problems, summary: { ...summary, changed: summary.changed.length } };
}
