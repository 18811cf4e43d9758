import { sql, type SQL } from 'drizzle-orm';
import { deletionVariants, indexWords, joinedPairs, MIN_FUZZY_LENGTH, nameIndexWords, normalizeText } from '@/domain/search-text';
import type { Db } from '../client';
import { postingRows, searchKeySql, searchRankSql } from '../../modules/products/search-keys';
import { products } from '../schema';

export interface SearchableProduct {
  name: string;
  brand: string | null;
  category: string;
  description: string | null;
}

/** The name as search reads it: every word, its singular and each adjacent pair joined ('teabags'). */
export function searchNameOf(p: SearchableProduct): string {
  return nameIndexWords(p.name).join(' ');
}

/**
 * The weighted tsvector: name words (A) rank above brand and category (B), which rank above the description (D).
 * Adjacent name words joined ('teabag') are C: whole-word matches like a name word, but no prefix of a name word
 * ('sweets' must not find 'Sweet & Salty' through 'sweetsalty').
 */
export function searchDocOf(p: SearchableProduct): SQL {
  const words = indexWords(p.name);
  const name = words.join(' ');
  const pairs = joinedPairs(p.name)
    .filter((w) => !words.includes(w))
    .join(' ');
  const tags = indexWords(`${p.brand ?? ''} ${p.category}`).join(' ');
  const description = indexWords(normalizeText(p.description ?? '')).join(' ');
  return sql`setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${pairs}), 'C') || setweight(to_tsvector('simple', ${tags}), 'B') || setweight(to_tsvector('simple', ${description}), 'D')`;
}

/** Vocabulary rows for one-typo matching: (deletion variant, term) for every name word long enough to be fuzzy. */
export function vocabularyRows(searchNames: Iterable<string>): { variant: string; term: string }[] {
  const terms = new Set<string>();
  for (const name of searchNames) for (const w of name.split(' ')) if (w.length >= MIN_FUZZY_LENGTH - 1 && /[a-z]/.test(w)) terms.add(w);
  const rows: { variant: string; term: string }[] = [];
  for (const term of terms) for (const variant of deletionVariants(term)) rows.push({ variant, term });
  return rows;
}

/**
 * Rebuilds search_postings, search_keys and product_names from the products table (run after every seed;
 * idempotent). One transaction: TRUNCATE makes readers wait for the new rows instead of seeing an empty index, and
 * frees the old rows at once (PGlite has no autovacuum to reclaim a DELETE).
 *
 * Postings come from the name part (weight A) of search_doc, so a key matches exactly what a ':A' tsquery matched:
 * 'w:<lexeme>' for each name word, 'p:<first 2 or 3 letters>' for each prefix; and 'j:<lexeme>' for each pair of
 * adjacent name words joined (weight C, what ':C' matches). search_keys counts the products
 * of every posting key, and of every 'f:<lexeme>' of the whole document (ts_stat's ndoc). Product names get their
 * words from the base name only (no own-brand chain prefix), normalised as product names are.
 *
 * VACUUM afterwards, because PGlite has no autovacuum and PostgreSQL's comes later: it sets the visibility map,
 * without which every index-only read of a posting also visits the table, and it merges the GIN indexes' pending
 * lists (the seed's inserts of products and names), which every GIN search would otherwise scan row by row.
 */
export async function rebuildSearchTables(db: Db): Promise<void> {
  const names = await db.selectDistinct({ baseName: products.baseName }).from(products);
  const words = JSON.stringify(names.map((r) => ({ base_name: r.baseName, words: nameIndexWords(r.baseName).join(' ') })));
  await db.transaction(async (tx) => {
    await tx.execute(sql`TRUNCATE search_postings, search_keys, product_names`);
    await tx.execute(sql`
      INSERT INTO search_postings (key, rank, product_id)
      WITH ranked AS (SELECT id, search_doc, ${searchRankSql} AS rank FROM products)
      SELECT key, rank, id FROM (${postingRows(sql`ranked`)}) AS p`);
    await tx.execute(sql`
      INSERT INTO search_keys (key, products)
      SELECT key, count(*)::int FROM search_postings GROUP BY key
      UNION ALL
      SELECT ${searchKeySql('field', sql`word`)}, ndoc FROM ts_stat('SELECT search_doc FROM products')`);
    await tx.execute(sql`
      INSERT INTO product_names (base_name, n, doc, rank)
      SELECT g.base_name, g.n, to_tsvector('simple', x.words),
        row_number() OVER (ORDER BY g.n DESC, length(g.base_name), g.base_name)::int
      FROM (SELECT base_name, count(*)::int AS n FROM products GROUP BY base_name) g
      JOIN json_to_recordset(${words}::json) AS x(base_name text, words text) ON x.base_name = g.base_name`);
  });
  await db.execute(sql`VACUUM products`);
  await db.execute(sql`VACUUM (ANALYZE) search_postings, search_keys, product_names`);
}
