/**
 * What `npm run bench:load` needs before the load: a database (embedded on disk, or a scratch database of its
 * own on the DATABASE_URL server) holding the catalogue and one signed-in shopper per simulated shopper (a user,
 * a session, a 3-line basket), and the server as `npm start` runs it (src/server/main.ts, NODE_ENV=production,
 * its own process), with bench/load-probe.ts preloaded to record where the server's event loop went.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { linePricePence } from '@/domain/cart';
import { penceToPounds } from '@/domain/money';
import { testCard } from '@/domain/payment-test-mode';
import { openDatabase, type Database, type Db } from '../src/server/db/client';
import { cartItems, paymentTokens, products, sessions, users } from '../src/server/db/schema';
import { passwords } from '../src/server/modules/auth/password';
import { ABSOLUTE_MS, hashSessionId, newSessionId, SESSION_COOKIE } from '../src/server/modules/session/service';
import { newTokenId } from '../src/server/modules/test-processor/service';
import type { ProbeReport } from './load-probe';
import { spawnMain } from './main-process';
import { admin } from './postgres';

const PROBE = fileURLToPath(new URL('./load-probe.ts', import.meta.url));
/** Its own name, so a concurrent `npm run bench` (everystore_bench) is never dropped under it. */
export const LOAD_DATABASE = 'everystore_bench_load';
export const LOAD_PASSWORD = 'Groceries#2025';

export interface CatalogueItem {
  id: number;
  storeId: number;
  /** What the checkout page sends: today's unit price after discount, in pounds. */
  price: number;
}

export interface PreparedShopper {
  email: string;
  cookie: string;
  /** bench:load: the card token the shopper got from the processor for their next checkout press. */
  cardToken?: string;
  /** productId -> quantity, as the basket holds it. */
  basket: Map<number, number>;
  /** The basket's lines as a checkout sends them (today's price, pounds). */
  items: { productId: number; quantity: number; price: number }[];
}

/** The available products (id, chain, price), read before the load so checkouts send today's prices. */
export async function availableProducts(db: Db): Promise<CatalogueItem[]> {
  const rows = await db
    .select({ id: products.id, storeId: products.storeId, pricePence: products.pricePence, discountPercent: products.discountPercent })
    .from(products)
    // Pain relief is left out: a basket may hold only two packs of it (issue 38), and the robots' baskets take 1 to 3.
    // So are drinks with alcohol or caffeine: an age-restricted basket needs a date of birth and (alcohol) a daytime slot.
    .where(and(eq(products.available, true), gt(products.pricePence, 0), isNull(products.activeIngredient), isNull(products.abvPercent), isNull(products.caffeineMgPerLitre)))
    .orderBy(products.id);
  return rows.map((r) => ({ id: r.id, storeId: r.storeId, price: penceToPounds(linePricePence(r)) }));
}

/** `count` users sharing one real argon2 hash, each with a session and a 3-line basket from three chains. */
export async function prepareShoppers(
  db: Db,
  count: number,
  catalogue: CatalogueItem[],
  options: { emailPrefix?: string; onBatch?: (made: number) => void } = {},
): Promise<PreparedShopper[]> {
  const byChain = [1, 2, 3, 4, 5, 6, 7, 8].map((storeId) => catalogue.filter((r) => r.storeId === storeId));
  if (byChain.some((c) => c.length === 0)) throw new Error('bench: a chain has no available products');
  const passwordHash = await passwords.hash(LOAD_PASSWORD);
  const now = new Date();
  const shoppers: PreparedShopper[] = [];
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const made = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, j) => ({
          email: `${options.emailPrefix ?? 'load-shopper'}-${start + j}@example.com`,
          passwordHash,
          firstName: 'Ada',
          lastName: 'Lovelace',
          addressLine1: '12 Princes Street',
          city: 'Edinburgh',
          postcode: 'EH1 3DX',
          phoneNumber: '07700900123',
          emailVerified: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const sessionRows: (typeof sessions.$inferInsert)[] = [];
    const basketRows: (typeof cartItems.$inferInsert)[] = [];
    made.forEach(({ id: userId, email }, j) => {
      const i = start + j;
      const id = newSessionId();
      sessionRows.push({ idHash: hashSessionId(id), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + ABSOLUTE_MS) });
      const basket = new Map<number, number>();
      const items: PreparedShopper['items'] = [];
      // Three different chains: c, c+k, c+k+1 (k in 1..6), never wrapping onto c.
      const c = i % 8;
      const k = 1 + (Math.floor(i / 8) % 6);
      [c, (c + k) % 8, (c + k + 1) % 8].forEach((chain, n) => {
        const list = byChain[chain]!;
        const p = list[(Math.floor(i / 8) * 7 + n * 13) % list.length]!;
        const quantity = 1 + ((i + n) % 3);
        basketRows.push({ userId, productId: p.id, quantity });
        basket.set(p.id, quantity);
        items.push({ productId: p.id, quantity, price: p.price });
      });
      shoppers.push({ email, cookie: `${SESSION_COOKIE}=${id}`, basket, items });
    });
    await db.insert(sessions).values(sessionRows);
    await db.insert(cartItems).values(basketRows);
    options.onBatch?.(start + size);
  }
  return shoppers;
}

/**
 * `count` tokens for the test card 4242 4242 4242 4242, written as the test processor writes them
 * (modules/test-processor) but in batches and with a day to live: preparing many shoppers may outlast a token's
 * 15 minutes, and what is measured is placing the order, not getting the token.
 */
export async function mintCardTokens(db: Db, count: number): Promise<string[]> {
  const card = testCard('4242424242424242')!;
  const ids: string[] = [];
  for (let start = 0; start < count; start += 5000) {
    const batch = Array.from({ length: Math.min(5000, count - start) }, () => newTokenId());
    await db.insert(paymentTokens).values(batch.map((id) => ({ id, ...card, expiresAt: sql`now() + interval '1 day'` })));
    ids.push(...batch);
  }
  return ids;
}

export function loadDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${LOAD_DATABASE}`;
  return url.toString();
}

/** Like bench/postgres.ts withBenchDatabase, on a database of the load test's own, created fresh and dropped afterwards. */
export async function withLoadDatabase<T>(serverUrl: string, fn: (database: Database, url: string) => Promise<T>): Promise<T> {
  await admin(serverUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${LOAD_DATABASE} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${LOAD_DATABASE}`);
  });
  const url = loadDatabaseUrl(serverUrl);
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    return await fn(database, url);
  } finally {
    await database.close();
    await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${LOAD_DATABASE} WITH (FORCE)`));
  }
}

export interface LoadServer {
  port: number;
  pid: number | undefined;
  cpuSeconds(): number;
  /** Starts (or restarts) the probe's measurement window: event-loop delay and database time from now on. */
  resetProbe(): void;
  /** SIGTERM, wait for the exit; the probe's report of the window, when it wrote one. */
  stop(): Promise<ProbeReport | undefined>;
  log(): string;
}

/** src/server/main.ts in its own process, as `npm start` runs it, with the probe preloaded; its log goes to a file. */
export async function startServer(env: Record<string, string>, logFile: string, probeFile: string): Promise<LoadServer> {
  const extra = process.env.LOAD_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  // tsx only for the probe (TypeScript); the server itself is the built JavaScript npm start runs.
  const main = await spawnMain({ label: 'bench:load', env: { LOAD_PROBE_FILE: probeFile, ...env }, logFile, nodeArgs: [...extra, '--import', 'tsx', '--import', PROBE] });
  const { port, child, exited } = main;
  const gone = () => main.gone();
  return {
    port,
    pid: child.pid,
    cpuSeconds: main.cpuSeconds,
    resetProbe: () => {
      if (!gone()) child.kill('SIGUSR2');
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      await exited;
      if (!existsSync(probeFile)) return undefined;
      try {
        return JSON.parse(readFileSync(probeFile, 'utf8')) as ProbeReport;
      } catch {
        return undefined;
      }
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
  };
}
