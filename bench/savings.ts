/**
 * "Swap to save" (issue 12): how long the savings answer for a 40-line basket takes on the embedded database at
 * 100,000 generated products: over HTTP from the server as `npm start` runs it (src/server/main.ts in its own
 * process, production mode, the database on disk, a browser's accept-encoding, a signed-in shopper's cookie;
 * the target row), and in process (the service as the route calls it, same database; diagnostic).
 * Target: p95 at most 50 ms.
 * Standalone: `npx tsx bench/savings.ts` (SAVINGS_PRODUCTS overrides the catalogue size).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { cartItems } from '../src/server/db/schema';
import { cartSavings } from '../src/server/modules/cart/savings';
import { spawnMain } from './main-process';
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
  log(`\nSwap to save: savings for a ${BASKET_LINES}-line basket at ${count.toLocaleString('en-GB')} products (embedded database on disk)...`);
  const dir = mkdtempSync(join(tmpdir(), 'everystore-bench-savings-'));
  const dataDir = join(dir, 'data');
  const rows: string[][] = [];
  const row = (name: string, l: Latency, target: boolean) => {
    const verdict = target ? `<= ${SAVINGS_TARGET_P95_MS}: ${l.p95 <= SAVINGS_TARGET_P95_MS ? 'met' : 'MISSED'}` : 'diagnostic';
    rows.push([name, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), verdict]);
  };
  try {
    let cookie: string;
    const database = await openDatabase({ dataDir });
    try {
      await runMigrations(database);
      await seedScaled(database.db, count, log, 25_000);
      const user = await createUser(database.db);
      await fillBasket(database.db, user.id);
      cookie = await signedInCookie(database.db, user.id);
      const owner = { userId: user.id };
      const sample = await cartSavings(database.db, owner, { sameOnly: false, maxStores: null });
      log(`  basket: ${BASKET_LINES} lines over ${sample.storeCount} chains; ${sample.swaps.length} swaps save ${sample.savingPence} p`);
      row('in process (no HTTP)', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: false, maxStores: null })), false);
      row('in process, maxStores=2', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: false, maxStores: 2 })), false);
      row('in process, sameOnly', await timed(ROUNDS, () => cartSavings(database.db, owner, { sameOnly: true, maxStores: null })), false);
    } finally {
      await database.close();
    }

    const main = await spawnMain({ label: 'bench savings', env: { DATA_DIR: dataDir, DATABASE_URL: '' }, logFile: join(dir, 'server.log') });
    try {
      const fetchSavings = (query: string) => async () => {
        const res = await fetch(`http://127.0.0.1:${main.port}/api/cart/savings${query}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } });
        if (res.status !== 200) throw new Error(`GET /api/cart/savings answered ${res.status}`);
        await res.arrayBuffer();
      };
      row("over HTTP, npm start's server", await timed(ROUNDS, fetchSavings('')), true);
      row('over HTTP, maxStores=2', await timed(ROUNDS, fetchSavings('?maxStores=2')), true);
      row('over HTTP, sameOnly', await timed(ROUNDS, fetchSavings('?sameOnly=true')), true);
    } finally {
      if (!main.gone()) main.child.kill('SIGTERM');
      await main.exited;
    }
    log(`\n== Swap to save: GET /api/cart/savings, ${BASKET_LINES} lines, ${count.toLocaleString('en-GB')} products, embedded database on disk (ms) ==`);
    log(table(['measure', 'n', 'p50', 'p95', 'p99', 'max', 'target p95'], rows));
  } finally {
    rmSync(dir, { recursive: true, force: true });
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
