/**
 * `npm run catalogue:simulate-week [-- --seed 7]`: a realistic week of price changes for all eight chains
 * (src/domain/price-simulation.ts), applied as each chain's feed would be (modules/prices/import.ts), for demos and
 * tests. Without --seed each run is a new week (the seed is the number of price changes recorded so far).
 */
import { count, eq } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { feedSummaryLine } from '../src/domain/price-feed';
import { simulateWeek } from '../src/domain/price-simulation';
import { normalizeText } from '../src/domain/search-text';
import { priceChanges, products, stores } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { importFeed } from '../src/server/modules/prices/import';
import { openCommandDatabase } from './command-database';

const { values } = parseArgs({ options: { seed: { type: 'string' } } });
const env = loadEnv();
const database = await openCommandDatabase(env);
try {
  const db = database.db;
  const [recorded] = await db.select({ n: count() }).from(priceChanges);
  const seed = values.seed !== undefined ? Number(values.seed) : (recorded?.n ?? 0);
  for (const store of await db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(stores.id)) {
    const items = await db
      .select({
        id: products.id,
        brand: products.brand,
        pricePence: products.pricePence,
        discountPercent: products.discountPercent,
        multibuyQuantity: products.multibuyQuantity,
        multibuyPricePence: products.multibuyPricePence,
        available: products.available,
        abvPercent: products.abvPercent,
        volumeMl: products.volumeMl,
      })
      .from(products)
      .where(eq(products.storeId, store.id))
      .orderBy(products.id);
    const rows = simulateWeek(
      items.map((p) => ({ ...p, ownBrand: p.brand !== null && normalizeText(p.brand) === normalizeText(store.name) })),
      seed * 31 + store.id,
    );
    const result = await importFeed(db, { storeId: store.id, text: JSON.stringify(rows), format: 'json', skipBad: true });
    for (const p of result.problems) console.error(`${store.name}, row ${p.line}: ${p.message}`);
    console.log(`${store.name}: ${feedSummaryLine(result.summary)}.`);
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
