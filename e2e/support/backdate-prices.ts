/**
 * A journey's setup, run with the app stopped: `node --import tsx e2e/support/backdate-prices.ts <data folder> <days>`
 * makes the prices the seed recorded (the open price_changes rows) date from `days` days ago, so that a price
 * imported today is a change in the product's daily history rather than a second price of one day.
 */
import { isNull } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { priceChanges } from '../../src/server/db/schema';

const [dataDir, days] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir! });
try {
  await database.db
    .update(priceChanges)
    .set({ validFrom: new Date(Date.now() - Number(days) * 24 * 60 * 60 * 1000) })
    .where(isNull(priceChanges.validTo));
} finally {
  await database.close();
}
