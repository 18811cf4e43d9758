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
 * - Several words: the longest word's postings are read in rank order and the other words are probed per row.
 * Store-filtered searches still go to the original query.
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
  await db.execute(sql`CREATE INDEX search_postings_product_key_idx ON search_postings (product_id, key)`);
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

const keyList = (keys: string[]) => sql.join(keys.map((k) => sql`${k}`), sql`, `);

/**
 * Up to `limit` product ids, best rank first, that have one of the driver keys and, for every other term, one
 * of its keys. Each driver key is an ordered index range read that stops after `limit` hits; the other terms
 * are index probes on (product_id, key), so the work grows with the page, not with the matching rows.
 */
async function topByKeys(db: Db, driver: string[], others: string[][], limit: number): Promise<number[]> {
  if (driver.length === 0 || others.some((o) => o.length === 0)) return [];
  // A scalar sub-select, not EXISTS: PostgreSQL would turn EXISTS into a hash semi join over every posting of
  // the other words; this stays a per-row probe, so the ordered scan of the driver key can stop early.
  const filters = others.map((keys) => sql` AND (SELECT true FROM search_postings b WHERE b.product_id = a.product_id AND b.key IN (${keyList(keys)}) LIMIT 1)`);
  const parts = driver.map((k) => sql`(SELECT a.product_id, a.rank FROM search_postings a WHERE a.key = ${k}${sql.join(filters, sql``)} ORDER BY a.rank LIMIT ${limit})`);
  const rows = await db.execute(sql`SELECT product_id, min(rank) AS r FROM (${sql.join(parts, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY r LIMIT ${limit}`);
  return (rows as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
}

interface TermKeys {
  exact: string[];
  prefix: string[];
  fuzzy: string[];
  word: string;
  /** The term over every field, for the brand, category and description tier. */
  anyField: string;
}

async function termKeys(db: Db, t: QueryTerm): Promise<TermKeys> {
  const word = lexeme(t.word);
  const exactWords = [...new Set([word, ...t.alternatives.map(lexeme)])].filter(Boolean);
  const starting = word.length <= PREFIX_KEY_MAX ? [`p:${word}`] : (await wordsStartingWith(db, word)).map((w) => `w:${w}`);
  const fixWords = starting.length > 0 ? [] : (await corrections(db, t)).map(lexeme);
  const exact = exactWords.map((w) => `w:${w}`);
  const prefix = [...new Set([...exact, ...starting])];
  const anyField = `(${[...exactWords, ...fixWords, ...(word ? [`${word}:*`] : [])].join(' | ')})`;
  return { exact, prefix, fuzzy: [...new Set([...prefix, ...fixWords.map((w) => `w:${w}`)])], word, anyField };
}

export async function searchWithPostings(db: Db, query: string, options: SearchOptions = {}): Promise<Product[]> {
  const terms = queryTerms(query).filter((t) => lexeme(t.word));
  if (terms.length === 0) return [];
  if (options.storeId !== undefined) return searchProducts(db, query, options);
  const limit = Math.min(options.limit ?? SEARCH_RESULT_CAP, SEARCH_RESULT_CAP);
  const keys = await Promise.all(terms.map((t) => termKeys(db, t)));
  // Drive from the longest word: usually the rarest, so the fewest postings are read before a page is full.
  const order = [...keys].sort((a, b) => b.word.length - a.word.length);
  const found: number[] = [];
  const seen = new Set<number>();
  for (const tier of ['exact', 'prefix', 'fuzzy'] as const) {
    if (found.length >= limit) break;
    const ids = await topByKeys(db, order[0]![tier], order.slice(1).map((k) => k[tier]), limit + found.length);
    for (const id of ids) {
      if (!seen.has(id) && found.length < limit) {
        seen.add(id);
        found.push(id);
      }
    }
  }
  if (found.length < limit) {
    // Brand, category and description matches: only reached when the name tiers are short of a page.
    const any = keys.map((k) => k.anyField).join(' & ');
    const rest = await db
      .select({ id: products.id })
      .from(products)
      .where(and(sql`${products.searchDoc} @@ to_tsquery('simple', ${any})`, found.length > 0 ? notInArray(products.id, found) : undefined))
      .orderBy(sql`${products.available} DESC`, sql`length(${products.name})`, products.name, products.id)
      .limit(limit - found.length);
    for (const r of rest) found.push(r.id);
  }
  // Nothing at all for several words: the original's trigram fallback.
  if (found.length === 0) return terms.length > 1 ? searchProducts(db, query, options) : [];
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
