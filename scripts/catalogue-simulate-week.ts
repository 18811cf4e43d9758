/**
 * `npm run catalogue:simulate-week [-- --seed 7]`: a realistic week of price changes for all eight chains
 * (src/domain/price-simulation.ts), applied as each chain's feed would be (modules/prices/import.ts), for demos and
 * tests. Without --seed each run is a new week (the seed is the number of price changes recorded so far).
 */
import { count } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { feedSummaryLine } from '../src/domain/price-feed';
import { simulateWeek } from '../src/domain/price-simulation';
import { priceChanges, stores } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { importFeed } from '../src/server/modules/prices/import';
import { simulationInput } from '../src/server/modules/prices/simulate';
import { openCommandDatabase } from './command-database';

const { values } = parseArgs({ options: { seed: { type: 'string' } } });
const env = loadEnv();
const database = await openCommandDatabase(env);
try {
  const db = database.db;
  const [recorded] = await db.select({ n: count() }).from(priceChanges);
  const seed = values.seed !== undefined ? Number(values.seed) : (recorded?.n ?? 0);
  for (const store of await db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(stores.id)) {
    const rows = simulateWeek(await simulationInput(db, store), seed * 31 + store.id);
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
