import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { products } from '../../db/schema';

/**
 * What the search tables hold, shared by the seed that writes them (db/seed/search-index.ts) and the queries that
 * read them (./postings.ts, ./search.ts), so the two cannot drift apart.
 */

/**
 * Posting and count keys: a whole name word, a 2-3 letter name word prefix, two adjacent name words joined
 * ('j:teabag', whole-word matches only), a word anywhere in the document.
 */
const KEY_PREFIX = { word: 'w:', prefix: 'p:', joined: 'j:', field: 'f:' } as const;
export type KeyKind = keyof typeof KEY_PREFIX;

/** 'w:milk', 'p:mi', 'j:teabag', 'f:dairy'. */
export const searchKey = (kind: KeyKind, word: string): string => `${KEY_PREFIX[kind]}${word}`;

/** The word of a key: 'w:milk' -> 'milk'. */
export const keyWord = (key: string): string => key.slice(KEY_PREFIX.word.length);

/** A key built in SQL from a text expression (a column, a lexeme). */
export const searchKeySql = (kind: KeyKind, word: SQLWrapper): SQL => sql`${sql.raw(`'${KEY_PREFIX[kind]}'`)} || ${word}`;

/** The columns the result order reads, from `products` or an alias of it. */
type Ordered = { available: SQLWrapper; name: SQLWrapper; id: SQLWrapper };

/** `"products"."column"`, as Drizzle writes a column of products into a statement. */
export const productsColumn = (column: { name: string }) => `"${getTableName(products)}"."${column.name}"`;

/** searchOrder() of products itself, written out once: the statements that read it are built for every search. */
const productsOrder = sql.raw(`${productsColumn(products.available)} DESC, length(${productsColumn(products.name)}), ${productsColumn(products.name)}, ${productsColumn(products.id)}`);

/**
 * The order of search results within a tier, which search_postings' rank follows (searchRankSql): available first,
 * then shorter names (closer matches), then name and id. An ORDER BY list.
 */
export const searchOrder = (t: Ordered = products): SQL => (t === products ? productsOrder : sql`${t.available} DESC, length(${t.name}), ${t.name}, ${t.id}`);

/**
 * Where an unavailable product's postings rank: after every available product's. A posting's rank is its product's
 * place in (length(name), name, id), plus this when it is unavailable, so it orders as searchOrder() does while a
 * change of availability moves a product's postings by this much and no other product's (an import does that in
 * its transaction: ./search-ranks.ts). Under 2^31 with room for a place per product below it.
 */
export const UNAVAILABLE_RANK_OFFSET = 1 << 30;

/** The rank of each row of `products` (a window expression; the seed numbers the whole catalogue with it). */
export const searchRankSql = sql.raw(
  `(row_number() OVER (ORDER BY length(name), name, id) + CASE WHEN available THEN 0 ELSE ${UNAVAILABLE_RANK_OFFSET} END)::int`,
);

/**
 * The postings of a relation of (id, rank, search_doc) named in an enclosing WITH, as rows of (key, rank, id): the
 * name part (weight A) of search_doc gives 'w:<lexeme>' for each name word and 'p:<first 2 or 3 letters>' for each
 * prefix; the adjacent name words joined (weight C) give 'j:<lexeme>'. The seed writes them (db/seed/search-index.ts)
 * and an import finds a product's postings by them.
 */
export function postingRows(ranked: SQL): SQL {
  return sql`WITH words AS (
      SELECT r.id, r.rank, l.lexeme AS w FROM ${ranked} r, unnest(r.search_doc) AS l WHERE 'A' = ANY (l.weights)
    )
    SELECT ${searchKeySql('word', sql`w`)} AS key, rank, id FROM words
    UNION ALL
    SELECT ${searchKeySql('joined', sql`l.lexeme`)}, r.rank, r.id FROM ${ranked} r, unnest(r.search_doc) AS l
      WHERE 'C' = ANY (l.weights) AND NOT 'A' = ANY (l.weights)
    UNION ALL
    SELECT DISTINCT ${searchKeySql('prefix', sql`left(w, v.n)`)}, rank, id FROM words, (VALUES (2), (3)) AS v(n) WHERE length(w) >= v.n`;
}
