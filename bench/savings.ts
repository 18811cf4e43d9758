/**
 * "Swap to save" (issue 12): how long the savings answer for a 40-line basket takes on the embedded database
 * (PGlite in memory) at 100,000 generated products, in process (the service, as the route calls it) and over
 * HTTP (the real app on a local port, a signed-in shopper's cookie). Target: p95 at most 50 ms.
 * Standalone: `npx tsx bench/savings.ts` (SAVINGS_PRODUCTS overrides the catalogue size).
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { cartItems } from '../src/server/db/schema';
import { loadEnv } from '../src/server/env';
import { cartSavings } from '../src/server/modules/cart/savings';
import { createUser, signedInCookie } from '../src/server/test/auth-factories';
import { seedScaled } from './search-latency';
import { ms, summarise, table, type Latency } from './stats';

export const SAVINGS_TARGET_P95_MS = 50;
const BASKET_LINES = 40;
const WARMUP = 20;
const ROUNDS = 200;

/** A shopper's mixed basket: 40 available products spread over the catalogue and its chains, quantities 1-3. */
async function fillBasket(db: Db, userId: number): Promise<void> {
  const result = await db.execute(sql`SELECT id FROM products WHERE available ORDER BY (id::bigint * 2654435761) % 1000003 LIMIT ${BASKET_LINES}`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  await db.insert(cartItems).values(ids.map((productId, i) => ({ userId, productId, quantity: 1 + (i % 3) })));
}

async function timed(rounds: number, fn: () => Promise<unknown>): Promise<Latency> {
  for (let i = 0; i < WARMUP; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

export async function runSavings(log: (line: string) => void): Promise<void> {
  const count = Number(process.env.SAVINGS_PRODUCTS ?? 100_000);
  log(`\nSwap to save: savings for a ${BASKET_LINES}-line basket at ${count.toLocaleString('en-GB')} products (PGlite in memory)...`);
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await runMigrations(database);
    await seedScaled(database.db, count, log);
    const user = await createUser(database.db);
    await fillBasket(database.db, user.id);
    const owner = { userId: user.id };
    const sample = await cartSavings(database.db, owner, { sameOnly: false, maxStores: null });
    log(`  basket: ${BASKET_LINES} lines over ${sample.storeCount} chains; ${sample.swaps.length} swaps save ${sample.savingPence} p`);

    const rows: string[][] = [];
    const row = (name: string, l: Latency) => {
      const verdict = l.p95 <= SAVINGS_TARGET_P95_MS ? 'met' : 'MISSED';
      rows.push([name, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), `<= ${SAVINGS_TARGET_P95_MS}: ${verdict}`]);
    };
    row('in process', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: false, maxStores: null })));
    row('in process, maxStores=2', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: false, maxStores: 2 })));
    row('in process, sameOnly', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: true, maxStores: null })));

    const app = await buildApp({ database, env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webRoot: null, logger: false });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await signedInCookie(database.db, user.id);
      const fetchSavings = async () => {
        const res = await fetch(`${address}/api/cart/savings`, { headers: { cookie } });
        if (res.status !== 200) throw new Error(`GET /api/cart/savings answered ${res.status}`);
        await res.arrayBuffer();
      };
      row('over HTTP', await timed(ROUNDS, fetchSavings));
    } finally {
      await app.close();
    }
    log(`\n== Swap to save: GET /api/cart/savings, ${BASKET_LINES} lines, ${count.toLocaleString('en-GB')} products (ms) ==`);
    log(table(['measure', 'n', 'p50', 'p95', 'p99', 'max', 'target p95'], rows));
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  runSavings((line) => console.log(line)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
