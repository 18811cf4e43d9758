import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULT_CAP, SUGGESTION_CAP, type Product } from '@/contracts/product';
import { queryTerms, type QueryTerm } from '@/domain/search-text';
import type { Db } from '../../db/client';
import { productNames, products } from '../../db/schema';
import { toProduct } from './mapper';
import { correctionsOfUnknown, lexeme, resolveTerms, searchByPostings, type ResolvedTerm } from './postings';
import { searchOrder } from './search-keys';
import { productColumns } from './service';

/** 'a:* & (b | c)' over the given weights ('A' = name only). */
function tsQuery(terms: ResolvedTerm[], opts: { prefix: boolean; fuzzy: boolean; weights?: string }): string {
  const w = opts.weights ?? '';
  return terms
    .map((t) => {
      const words = opts.fuzzy ? [...t.words, ...t.corrections] : t.words;
      const alts = words.map((e) => (w ? `${e}:${w}` : e));
      if (opts.prefix) alts.push(`${t.words[0]}:*${w}`);
      return `(${alts.join(' | ')})`;
    })
    .join(' & ');
}

export interface SearchOptions {
  storeId?: number;
  limit?: number;
}

/**
 * Ranked product search: whole-word name matches first, then name prefixes and one-typo matches, then
 * brand, category and description; available before unavailable; shorter names (closer matches) first.
 * Without a store filter the ranking is read from search_postings a page at a time (./postings.ts); with one,
 * or for terms the postings cannot answer, the same ranking is computed over the tsvector of every match.
 */
export async function searchProducts(db: Db, query: string, options: SearchOptions = {}): Promise<Product[]> {
  const terms = queryTerms(query).filter((t) => lexeme(t.word));
  if (terms.length === 0) return [];
  const limit = Math.min(options.limit ?? SEARCH_RESULT_CAP, SEARCH_RESULT_CAP);
  const resolved = await resolveTerms(db, terms);
  if (options.storeId === undefined) {
    const found = await searchByPostings(db, resolved, limit);
    if (found) {
      if (found.length > 0 || terms.length < 2) return found;
      return fallbackSearch(db, terms, undefined, limit);
    }
  }
  return searchByDocument(db, terms, resolved, options.storeId, limit);
}

/** The tier ranking over every matching row's tsvector: store-filtered searches and terms postings cannot answer. */
async function searchByDocument(db: Db, terms: QueryTerm[], resolved: ResolvedTerm[], storeId: number | undefined, limit: number): Promise<Product[]> {
  const anyField = tsQuery(resolved, { prefix: true, fuzzy: true });
  const nameWhole = tsQuery(resolved, { prefix: false, fuzzy: false, weights: 'A' });
  const namePrefix = tsQuery(resolved, { prefix: true, fuzzy: false, weights: 'A' });
  const nameFuzzy = tsQuery(resolved, { prefix: true, fuzzy: true, weights: 'A' });
  const filters: SQL[] = [sql`${products.searchDoc} @@ to_tsquery('simple', ${anyField})`];
  if (storeId !== undefined) filters.push(eq(products.storeId, storeId));
  const tier = sql<number>`CASE WHEN ${products.searchDoc} @@ to_tsquery('simple', ${nameWhole}) THEN 4
    WHEN ${products.searchDoc} @@ to_tsquery('simple', ${namePrefix}) THEN 3
    WHEN ${products.searchDoc} @@ to_tsquery('simple', ${nameFuzzy}) THEN 2 ELSE 1 END`;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(...filters))
    .orderBy(sql`${tier} DESC`, searchOrder())
    .limit(limit);
  if (rows.length > 0 || terms.length < 2) return rows.map(toProduct);
  return fallbackSearch(db, terms, storeId, limit);
}

/** Several misspelt words: trigram word similarity over names, still indexed. */
async function fallbackSearch(db: Db, terms: QueryTerm[], storeId: number | undefined, limit: number): Promise<Product[]> {
  const text = terms.map((t) => t.word).join(' ');
  const filters: SQL[] = [sql`${text} <% ${products.searchName}`];
  if (storeId !== undefined) filters.push(eq(products.storeId, storeId));
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(...filters))
    .orderBy(sql`word_similarity(${text}, ${products.searchName}) DESC`, sql`${products.available} DESC`, products.id)
    .limit(limit);
  return rows.map(toProduct);
}

/**
 * Up to 8 distinct names (without a chain's own-brand prefix) for search-as-you-type, from product_names: names
 * whose own words match every term (as typed, a synonym, a one-typo correction or a prefix), most stocked first.
 * Broad prefixes walk the rank index and stop after 8 hits; rare matches (several words) are found by the planner's
 * choice of GIN or a scan of product_names, one row per distinct name (17,374 at 100,000 products).
 */
export async function suggestProducts(db: Db, query: string): Promise<string[]> {
  if (query.trim().length < 2) return [];
  const terms = queryTerms(query).filter((t) => lexeme(t.word));
  if (terms.length === 0) return [];
  const words = terms.map((t) => lexeme(t.word));
  const fixes = await correctionsOfUnknown(db, words);
  const parts = terms.map((t, i) => {
    const word = words[i]!;
    return `(${[...new Set([word, ...t.alternatives, ...(fixes.get(word) ?? [])].map(lexeme).filter(Boolean)), `${word}:*`].join(' | ')})`;
  });
  const rows = await db
    .select({ name: productNames.baseName })
    .from(productNames)
    .where(sql`${productNames.doc} @@ to_tsquery('simple', ${parts.join(' & ')})`)
    .orderBy(productNames.rank)
    .limit(SUGGESTION_CAP);
  return rows.map((r) => r.name);
}
