import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAvailabilityOrder } from '../../modules/products/search-ranks';
import { createTestApp, type TestApp } from '../../test/test-app';
import { generateCatalogue } from './generate';
import { seedCatalogue, seedIfEmpty } from './seed';
import type { SeedProduct } from './types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const items: SeedProduct[] = [...generateCatalogue(1500, { seed: 7 })];

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows[0]!;
}

interface Counts {
  postings: number;
  words: number;
  prefixes: number;
  names: number;
}

const counts = async (): Promise<Counts> => {
  const r = await one<Record<keyof Counts, string | number>>(sql`SELECT
    (SELECT count(*) FROM search_postings) AS postings,
    (SELECT count(*) FROM search_postings WHERE key LIKE 'w:%') AS words,
    (SELECT count(*) FROM search_postings WHERE key LIKE 'p:%') AS prefixes,
    (SELECT count(*) FROM product_names) AS names`);
  return { postings: Number(r.postings), words: Number(r.words), prefixes: Number(r.prefixes), names: Number(r.names) };
};

/** Every check that ties the two search tables to the products table as it is now. */
async function expectConsistent(): Promise<void> {
  const r = await one<Record<string, string | number>>(sql`SELECT
    (SELECT count(*) FROM products) AS products,
    (SELECT count(*) FROM (SELECT DISTINCT product_id, rank FROM search_postings) x) AS product_ranks,
    (SELECT count(DISTINCT product_id) FROM search_postings) AS posted,
    (SELECT count(*) FROM products p, unnest(p.search_doc) l WHERE 'A' = ANY (l.weights)) AS name_words,
    (SELECT count(*) FROM search_postings WHERE key LIKE 'w:%') AS word_postings,
    (SELECT count(*) FROM (SELECT key, rank FROM search_postings GROUP BY key, rank HAVING count(*) > 1) d) AS duplicates,
    (SELECT count(DISTINCT base_name) FROM products) AS base_names,
    (SELECT count(*) FROM product_names) AS names,
    (SELECT coalesce(sum(n), 0) FROM product_names) AS named_products,
    (SELECT count(*) FROM (
      SELECT row_number() OVER (ORDER BY s.rank) AS place, row_number() OVER (ORDER BY p.available DESC, length(p.name), p.name, p.id) AS expected
      FROM (SELECT DISTINCT product_id, rank FROM search_postings) s JOIN products p ON p.id = s.product_id
    ) o WHERE o.place <> o.expected) AS misranked`);
  const n = (k: string) => Number(r[k]);
  expect(n('products')).toBeGreaterThan(0);
  // One rank per product, every product posted, ranks in the search order.
  expect(n('product_ranks')).toBe(n('products'));
  expect(n('posted')).toBe(n('products'));
  expect(n('misranked')).toBe(0);
  // One 'w:' posting per name word, no key twice for a product.
  expect(n('word_postings')).toBe(n('name_words'));
  expect(n('duplicates')).toBe(0);
  expect(n('names')).toBe(n('base_names'));
  expect(n('named_products')).toBe(n('products'));
}

describe('search tables (search_postings, product_names)', () => {
  it('are built by the seed and rebuilt, not appended to, when it runs again', async () => {
    await seedCatalogue(t.database.db, items);
    const first = await counts();
    expect(first.words).toBeGreaterThan(items.length);
    expect(first.prefixes).toBeGreaterThan(0);
    expect(first.names).toBeGreaterThan(0);
    await expectConsistent();

    await seedCatalogue(t.database.db, items);
    expect(await counts()).toEqual(first);
    await expectConsistent();
  });

  it('follow a changed catalogue: availability moves a product down the ranks, new names appear', async () => {
    const best = await one<{ product_id: number }>(sql`SELECT product_id FROM search_postings ORDER BY rank LIMIT 1`);
    const changed = items.map((p) => (p.id === Number(best.product_id) ? { ...p, available: false } : p));
    const extra: SeedProduct = { ...items[0]!, id: 900_001, name: 'Zyzzyva Marmalade', baseName: 'Zyzzyva Marmalade', brand: 'Zyzzyva' };
    await seedCatalogue(t.database.db, [...changed, extra]);
    await expectConsistent();
    const rank = await one<{ rank: number; last_available: number }>(sql`SELECT
      (SELECT min(rank) FROM search_postings WHERE product_id = ${Number(best.product_id)}) AS rank,
      (SELECT max(s.rank) FROM search_postings s JOIN products p ON p.id = s.product_id WHERE p.available) AS last_available`);
    expect(Number(rank.rank)).toBeGreaterThan(Number(rank.last_available));
    const zyz = await one<{ postings: number; names: number }>(sql`SELECT
      (SELECT count(*) FROM search_postings WHERE key IN ('w:zyzzyva', 'p:zy', 'p:zyz') AND product_id = 900001) AS postings,
      (SELECT count(*) FROM product_names WHERE base_name = 'Zyzzyva Marmalade' AND n = 1) AS names`);
    expect(Number(zyz.postings)).toBe(3);
    expect(Number(zyz.names)).toBe(1);
  });

  it('keep the in-stock order when availability changes without a rebuild (an import), and only those products move', async () => {
    const first = await one<{ product_id: number }>(sql`SELECT product_id FROM search_postings ORDER BY rank LIMIT 1`);
    const id = Number(first.product_id);
    const others = async () => one<{ sum: string }>(sql`SELECT sum(rank::bigint)::text AS sum FROM search_postings WHERE product_id <> ${id}`);
    const untouched = await others();
    for (const available of [false, true]) {
      await t.database.db.execute(sql`UPDATE products SET available = ${available} WHERE id = ${id}`);
      await keepAvailabilityOrder(t.database.db, [id]);
      // Twice is harmless: a product already where its availability says stays.
      await keepAvailabilityOrder(t.database.db, [id]);
      await expectConsistent();
      expect(await others()).toEqual(untouched);
    }
    expect(Number((await one<{ product_id: number }>(sql`SELECT product_id FROM search_postings ORDER BY rank LIMIT 1`)).product_id)).toBe(id);
  });

  it('are built at start-up for a catalogue seeded before they existed', async () => {
    await t.database.db.execute(sql`TRUNCATE search_postings, product_names`);
    expect(await seedIfEmpty(t.database, () => items)).toBe(false);
    expect((await counts()).names).toBeGreaterThan(0);
    await expectConsistent();
  });
});
