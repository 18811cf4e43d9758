/**
 * `npm run fulfilment:simulate`: moves every open order of the local database (DATABASE_URL, or the embedded
 * one in DATA_DIR) through the rest of its life with pauses (SIM_PAUSE_MS, default 1500), an occasional
 * unavailable or substituted line (SIM_SEED, default 11), for demos and screenshots. It goes through the same
 * service functions as the staff screens. On PostgreSQL a running server's tracking streams follow live; the
 * embedded database belongs to one process, so stop the server first there.
 */
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadEnv } from '../src/server/env';
import { Mailer } from '../src/server/modules/mail/mailer';
import { simulateFulfilment, simulationSummary } from '../src/server/modules/fulfilment/simulate';
import { testPaymentProvider } from '../src/server/modules/payments/provider';

const env = loadEnv();
const pauseMs = Number(process.env.SIM_PAUSE_MS ?? 1500);
const seed = Number(process.env.SIM_SEED ?? 11);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const { db } = database;
  const result = await simulateFulfilment(
    { db, payments: testPaymentProvider(db), mailer: new Mailer(db), logError: (error, message) => console.error(message, error) },
    { pauseMs: Number.isFinite(pauseMs) ? pauseMs : 1500, seed: Number.isFinite(seed) ? seed : 11, log: (line) => console.log(line) },
  );
  console.log(simulationSummary(result));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
