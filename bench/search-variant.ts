/**
 * EXPERIMENT, not used by the app: a copy of the search in src/server/modules/products/search.ts reshaped so
 * that a broad query costs O(result size) instead of O(matching rows). `npx tsx bench/compare-search.ts`
 * measures it against the real one on the same database; docs/benchmarks.md has the figures.
 *
 * - search_postings(key, rank, product_id): one row per product name word ('w:milk') and per 2 and 3 letter
 *   word prefix ('p:mi', 'p:mil'), with rank = the product's position in the result order search.ts uses
 *   after the tier (available first, shorter name, name, id). Each tier of a one-word query is then an index
 *   range read of at most 48 rows per key, merged by rank.
 * - product_names(base_name, n, doc, rank): distinct names with their product count, for suggestions; rank
 *   follows (count desc, length, name), so a broad prefix stops after 8 hits in rank order.
 * Multi-word and store-filtered searches still go to the original query.
 */
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import { SEARCH_RESULT_CAP, SUGGESTION_CAP, type Product } from '@/contracts/product';
import { deletionVariants, editDistance, MIN_FUZZY_LENGTH, queryTerms, type QueryTerm } from '@/domain/search-text';
import type { Db } from '../src/server/db/client';
import { products, searchTerms } from '../src/server/db/schema';
import { toProduct } from '../src/server/modules/products/mapper';
import { searchProducts, type SearchOptions } from '../src/server/modules/products/search';
import { productColumns } from '../src/server/modules/products/service';

const lexeme = (w: string) => w.replace(/[^a-z0-9]/g, '');
const PREFIX_KEY_MAX = 3;

/** Builds the two experiment tables from the products table (run after seeding). */
export async function preparePostings(db: Db): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_postings`);
  await db.execute(sql`CREATE TABLE search_postings (key text NOT NULL, rank integer NOT NULL, product_id integer NOT NULL)`);
  await db.execute(sql`
    INSERT INTO search_postings (key, rank, product_id)
    WITH ranked AS (
      SELECT id, search_name, row_number() OVER (ORDER BY available DESC, length(name), name, id)::int AS rank FROM products
    ), words AS (
      SELECT DISTINCT id, rank, w FROM ranked, unnest(string_to_array(search_name, ' ')) AS w WHERE w <> ''
    )
    SELECT 'w:' || w, rank, id FROM words
    UNION
    SELECT 'p:' || left(w, n), rank, id FROM words, (VALUES (2), (3)) AS v(n) WHERE length(w) >= n`);
  await db.execute(sql`CREATE INDEX search_postings_key_rank_idx ON search_postings (key, rank) INCLUDE (product_id)`);
  await db.execute(sql`DROP TABLE IF EXISTS product_names`);
  await db.execute(sql`
    CREATE TABLE product_names AS
    SELECT base_name, n, to_tsvector('simple', words) AS doc, row_number() OVER (ORDER BY n DESC, length(base_name), base_name)::int AS rank
    FROM (SELECT base_name, count(*)::int AS n, string_agg(DISTINCT search_name, ' ') AS words FROM products GROUP BY base_name) g`);
  await db.execute(sql`CREATE INDEX product_names_doc_idx ON product_names USING gin (doc)`);
  await db.execute(sql`CREATE INDEX product_names_rank_idx ON product_names (rank)`);
  await db.execute(sql`ANALYZE search_postings`);
  await db.execute(sql`ANALYZE product_names`);
}

async function corrections(db: Db, t: QueryTerm): Promise<string[]> {
  if (t.word.length < MIN_FUZZY_LENGTH || !/[a-z]/.test(t.word)) return [];
  const [hit] = await db.select({ term: searchTerms.term }).from(searchTerms).where(sql`${searchTerms.term} LIKE ${`${lexeme(t.word)}%`}`).limit(1);
  if (hit) return [];
  const rows = await db.selectDistinct({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.variant, deletionVariants(t.word)));
  return rows.map((r) => r.term).filter((term) => term !== t.word && editDistance(term, t.word) === 1).slice(0, 6);
}

/** Name words starting with a prefix longer than the prefix keys (from the typo vocabulary, which is indexed). */
async function wordsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} LIKE ${`${prefix}%`}`)
    .groupBy(searchTerms.term)
    .limit(64);
  return rows.map((r) => r.term);
}

/** Up to `limit` product ids for any of the keys, best rank first: a merge of per-key index range reads. */
async function topByKeys(db: Db, keys: string[], limit: number): Promise<number[]> {
  if (keys.length === 0) return [];
  const parts = keys.map((k) => sql`(SELECT product_id, rank FROM search_postings WHERE key = ${k} ORDER BY rank LIMIT ${limit})`);
  const rows = await db.execute(sql`SELECT product_id, min(rank) AS r FROM (${sql.join(parts, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY r LIMIT ${limit}`);
  return (rows as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
}

export async function searchWithPostings(db: Db, query: string, options: SearchOptions = {}): Promise<Product[]> {
  const terms = queryTerms(query);
  if (terms.length !== 1 || options.storeId !== undefined) return searchProducts(db, query, options);
  const t = terms[0]!;
  const limit = Math.min(options.limit ?? SEARCH_RESULT_CAP, SEARCH_RESULT_CAP);
  const word = lexeme(t.word);
  const exact = [...new Set([word, ...t.alternatives.map(lexeme)])].filter(Boolean);
  const prefixWords = word.length <= PREFIX_KEY_MAX ? null : await wordsStartingWith(db, word);
  const tiers: (() => Promise<string[]>)[] = [
    async () => exact.map((w) => `w:${w}`),
    async () => (prefixWords === null ? [`p:${word}`] : prefixWords.map((w) => `w:${w}`)),
    async () => (await corrections(db, t)).map((w) => `w:${lexeme(w)}`),
  ];
  const found: number[] = [];
  const seen = new Set<number>();
  for (const keysOf of tiers) {
    if (found.length >= limit) break;
    for (const id of await topByKeys(db, await keysOf(), limit + found.length)) {
      if (!seen.has(id) && found.length < limit) {
        seen.add(id);
        found.push(id);
      }
    }
  }
  if (found.length < limit) {
    // Brand, category and description matches: only reached when the name tiers are short of a page.
    const any = `(${[...exact, ...(word ? [`${word}:*`] : [])].join(' | ')})`;
    const rest = await db
      .select({ id: products.id })
      .from(products)
      .where(and(sql`${products.searchDoc} @@ to_tsquery('simple', ${any})`, found.length > 0 ? notInArray(products.id, found) : undefined))
      .orderBy(sql`${products.available} DESC`, sql`length(${products.name})`, products.name, products.id)
      .limit(limit - found.length);
    for (const r of rest) found.push(r.id);
  }
  if (found.length === 0) return [];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, found));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return found.flatMap((id) => (byId.has(id) ? [toProduct(byId.get(id)!)] : []));
}

export async function suggestFromNames(db: Db, query: string): Promise<string[]> {
  if (query.trim().length < 2) return [];
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const parts: string[] = [];
  for (const t of terms) {
    const fixes = await corrections(db, t);
    parts.push(`(${[...new Set([t.word, ...t.alternatives, ...fixes].map(lexeme).filter(Boolean))].join(' | ')} | ${lexeme(t.word)}:*)`);
  }
  const rows = await db.execute(
    sql`SELECT base_name FROM product_names WHERE doc @@ to_tsquery('simple', ${parts.join(' & ')}) ORDER BY rank LIMIT ${SUGGESTION_CAP}`,
  );
  return (rows as unknown as { rows: { base_name: string }[] }).rows.map((r) => r.base_name);
}
