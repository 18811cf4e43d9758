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
 * The order of search results within a tier, which search_postings' rank numbers: available first, then shorter
 * names (closer matches), then name and id. An ORDER BY list.
 */
export const searchOrder = (t: Ordered = products): SQL => (t === products ? productsOrder : sql`${t.available} DESC, length(${t.name}), ${t.name}, ${t.id}`);
