import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeText } from '@/domain/search-text';
import { openDatabase } from '../../db/client';
import type { Db } from '../../db/client';
import { catalogueVersion, emailOutbox, favourites, priceChanges, products, stores } from '../../db/schema';
import { createUser } from '../../test/auth-factories';
import { seededDataDir } from '../../test/database-template';
import { savePreferences } from '../notifications/preferences';

/**
 * The price commands as a shop runs them (issue 37): `npm run catalogue:import`, `catalogue:simulate-week` and
 * `alerts:send` as child processes on an embedded database in a data folder of their own, their output read and the
 * database looked at after each.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'everystore-prices-'));
const feeds = mkdtempSync(join(tmpdir(), 'everystore-feeds-'));
const DAY = 24 * 60 * 60 * 1000;
const COMMAND_MS = 120_000;
let beans: { id: number; pricePence: number; chainCode: string };
let wine: { id: number; pricePence: number };
let shopper: { id: number; email: string };

/** Opens the folder's database for `fn` and closes it again: a command refuses while another process holds it. */
async function inDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

function run(script: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { env, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function feed(name: string, text: string): string {
  const file = join(feeds, name);
  writeFileSync(file, text);
  return file;
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
const csv = (...rows: string[]) => ['product,price,promotion,available', ...rows].join('\n');
const state = (db: Db, id: number) => db.select().from(products).where(eq(products.id, id)).then((rows) => rows[0]!);
const historyRows = (db: Db) => db.select({ n: count() }).from(priceChanges).then((rows) => Number(rows[0]!.n));
const version = (db: Db) => db.select().from(catalogueVersion).then((rows) => rows[0]?.version ?? 0);

beforeAll(async () => {
  const database = await seededDataDir(dataDir);
  try {
    const { db } = database;
    const [b] = await db
      .select({ id: products.id, pricePence: products.pricePence, chainCode: products.chainCode })
      .from(products)
      .where(and(eq(products.storeId, 1), eq(products.brand, 'Heinz'), eq(products.discountPercent, 0), eq(products.available, true), sql`${products.pricePence} > 100`))
      .orderBy(asc(products.id))
      .limit(1);
    beans = { ...b!, chainCode: b!.chainCode! };
    const [w] = await db
      .select({ id: products.id, pricePence: products.pricePence })
      .from(products)
      .where(and(eq(products.storeId, 1), sql`${products.abvPercent} > 10`, eq(products.discountPercent, 0)))
      .orderBy(asc(products.id))
      .limit(1);
    wine = w!;
    // The seeded prices have stood three days; a shopper wants price-drop alerts for the beans.
    await db.update(priceChanges).set({ validFrom: new Date(Date.now() - 3 * DAY) });
    const user = await createUser(db);
    await db.insert(favourites).values({ userId: user.id, productId: beans.id });
    await savePreferences(db, user.id, { deliveryUpdates: true, offers: false, priceDrops: true });
    shopper = { id: user.id, email: user.email };
  } finally {
    await database.close();
  }
}, COMMAND_MS);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(feeds, { recursive: true, force: true });
});

describe('npm run catalogue:import', () => {
  it('refuses a feed with bad rows: reports each, exits 1 and changes nothing', async () => {
    const before = await inDatabase(async (db) => ({ beans: await state(db, beans.id), history: await historyRows(db), version: await version(db) }));
    const file = feed('bad.csv', csv(`${beans.id},${pounds(beans.pricePence + 20)},,yes`, '999999,1.00,,yes', `${wine.id},0.50,,yes`));
    const result = run('catalogue-import', '--store', '1', file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:3: `);
    expect(result.stderr).toMatch(new RegExp(`${file}:4: .*minimum price`));
    expect(result.stderr).toContain('2 problems in 3 rows: nothing was changed');
    expect(result.stdout).toBe('');
    await inDatabase(async (db) => {
      expect(await state(db, beans.id)).toEqual(before.beans);
      expect(await historyRows(db)).toBe(before.history);
      expect(await version(db)).toBe(before.version);
    });
  }, COMMAND_MS);

  it('applies a CSV feed and says what changed; the same feed again changes nothing', async () => {
    const file = feed('up.csv', csv(`${beans.id},${pounds(beans.pricePence + 20)},,yes`));
    const history = await inDatabase(historyRows);
    const first = run('catalogue-import', '--store', '1', file);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^1 price up, 0 down, 0 newly unavailable \(1 of 1 rows changed a product, in \d+ ms\)\.\n$/);
    const after = await inDatabase(async (db) => ({ price: (await state(db, beans.id)).pricePence, history: await historyRows(db), version: await version(db) }));
    expect(after.price).toBe(beans.pricePence + 20);
    expect(after.history).toBe(history + 1);
    const second = run('catalogue-import', '--store', '1', file);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/^0 prices up, 0 down, 0 newly unavailable \(0 of 1 rows changed a product, in \d+ ms\)\.\n$/);
    await inDatabase(async (db) => {
      expect(await historyRows(db)).toBe(after.history);
      expect(await version(db)).toBe(after.version);
    });
  }, COMMAND_MS);

  it('applies the JSON form, a product named by the chain’s own code', async () => {
    const file = feed('gone.json', JSON.stringify([{ product: beans.chainCode, price: pounds(beans.pricePence + 20), available: false }]));
    const result = run('catalogue-import', '--store', '1', file);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^0 prices up, 0 down, 1 newly unavailable \(1 of 1 rows/);
    expect((await inDatabase((db) => state(db, beans.id))).available).toBe(false);
  }, COMMAND_MS);

  it('with --skip-bad applies the good rows and still reports the bad', async () => {
    const file = feed('mixed.csv', csv(`${beans.id},${pounds(beans.pricePence + 20)},,yes`, `${wine.id},0.50,,yes`));
    const result = run('catalogue-import', '--store', '1', '--skip-bad', file);
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`${file}:3: .*minimum price`));
    expect(result.stderr).toContain('Skipped the rows above (1 problems).');
    expect(result.stdout).toMatch(/^0 prices up, 0 down, 0 newly unavailable, 1 back in stock \(1 of 2 rows/);
    await inDatabase(async (db) => {
      expect((await state(db, beans.id)).available).toBe(true);
      expect((await state(db, wine.id)).pricePence).toBe(wine.pricePence);
    });
  }, COMMAND_MS);

  it('refuses a store that is not a number, with its usage', () => {
    const result = run('catalogue-import', '--store', 'tesco', feed('none.csv', csv()));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run catalogue:import');
  }, COMMAND_MS);
});

describe('npm run catalogue:simulate-week', () => {
  it('moves a few per cent of every chain’s products, never an own brand, and records each change', async () => {
    const snapshot = (db: Db) =>
      db
        .select({ id: products.id, brand: products.brand, store: stores.name, price: products.pricePence, discount: products.discountPercent, mq: products.multibuyQuantity, mp: products.multibuyPricePence, available: products.available })
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .orderBy(asc(products.id));
    const before = await inDatabase(async (db) => ({ rows: await snapshot(db), history: await historyRows(db) }));
    const result = run('catalogue-simulate-week', '--seed', '3');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(8);
    for (const line of lines) expect(line).toMatch(/^[^:]+: \d+ prices? up, \d+ down, \d+ newly unavailable/);
    const after = await inDatabase(async (db) => ({ rows: await snapshot(db), history: await historyRows(db) }));
    const was = new Map(before.rows.map((r) => [r.id, JSON.stringify(r)]));
    const moved = after.rows.filter((r) => was.get(r.id) !== JSON.stringify(r));
    expect(moved.length).toBeGreaterThan(after.rows.length * 0.01);
    expect(moved.length).toBeLessThan(after.rows.length * 0.15);
    expect(new Set(moved.map((r) => r.store)).size).toBe(8);
    expect(moved.filter((r) => r.brand !== null && normalizeText(r.brand) === normalizeText(r.store))).toEqual([]);
    expect(after.history).toBe(before.history + moved.length);
  }, COMMAND_MS);
});

describe('npm run alerts:send', () => {
  it('writes the day’s e-mail to a shopper whose favourite fell, and none the second time that day', async () => {
    const file = feed('drop.csv', csv(`${beans.id},${pounds(beans.pricePence - 50)},,yes`));
    expect(run('catalogue-import', '--store', '1', file).status).toBe(0);
    const first = run('alerts-send');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`e-mail to ${shopper.email}: Prices have dropped on your favourites`);
    expect(first.stdout).toContain(`now £${pounds(beans.pricePence - 50)}`);
    expect(first.stdout).toMatch(/Price alerts: \d+ e-mails? written\.\n$/);
    const second = run('alerts-send');
    expect(second.status).toBe(0);
    expect(second.stdout).toBe('Price alerts: 0 e-mails written.\n');
    await inDatabase(async (db) => {
      const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email));
      expect(mails.map((m) => [m.kind, m.userId])).toEqual([['price_drops', shopper.id]]);
      const sent = (await db.execute(sql`SELECT count(*)::int AS n FROM price_alerts_sent WHERE user_id = ${shopper.id}`)) as unknown as { rows: { n: number }[] };
      expect(sent.rows[0]!.n).toBe(1);
    });
  }, COMMAND_MS);
});
