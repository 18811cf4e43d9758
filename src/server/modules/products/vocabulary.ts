import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { PostingBatch } from './postings';

/**
 * search_keys (every posting key with its product count) and search_terms (SymSpell: deletion variant -> name word)
 * held in memory, so working out what a query's words are (resolveTerms: the counts, the words a typed prefix starts,
 * two words run together, one-typo corrections) costs no statement: those took one to three round trips before the
 * first page was read (typos and compounds three), and a round trip on the embedded database costs about as much as
 * reading a page of postings.
 *
 * Both tables are derived data that only a seed rewrites, whole: rebuildSearchTables truncates and refills search_keys
 * in one transaction (so every row carries that transaction's xmin), after the seed has deleted and refilled
 * search_terms. The version is the xmin of a row of each, so it changes with every seed, whichever instance ran it.
 * Every statement of a search that reads postings also reads the version (VOCABULARY_VERSION, in the same snapshot as
 * the postings); a search that read none reads it on its own; a search that saw another version than its copy's reads
 * both tables again (one statement, one snapshot) and runs again (search.ts). So several instances on one PostgreSQL
 * each hold a copy, and each notices a seed by another at its next search, before answering it.
 */
export interface Vocabulary {
  /** The rebuild the copy was read from. */
  version: string;
  /** search_keys: key -> products. */
  counts: Map<string, number>;
  /** Every key in code unit order, for prefix lookups ('w:milk%'). */
  sorted: string[];
  /** search_terms: deletion variant -> the name words it is a variant of. */
  variants: Map<string, string[]>;
}

/** One row of each table names the rebuild that wrote it; '' for an empty catalogue. An expression for any statement. */
export const VOCABULARY_VERSION = sql`coalesce((SELECT xmin::text FROM search_keys LIMIT 1) || '/' || coalesce((SELECT xmin::text FROM search_terms ORDER BY variant LIMIT 1), '-'), '')`;

/** The versions of the search tables that a search's statements saw (VOCABULARY_VERSION read along with a page). */
export interface Reads {
  versions: Set<string>;
  /** A search of several side by side (searchMany): its pages are read in the batch's statements. */
  batch?: PostingBatch;
}

/** Code unit order: the order keysStartingWith's binary search needs (not localeCompare's). */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const cache = new WeakMap<Db, Vocabulary>();
const loading = new WeakMap<Db, Promise<Vocabulary>>();


/** Both tables and their version in one statement (one snapshot). */
async function load(db: Db): Promise<Vocabulary> {
  const [row] = await rowsOf<{ version: string | null; keys: [string, number][] | string | null; terms: [string, string][] | string | null }>(
    db,
    sql`SELECT ${VOCABULARY_VERSION} AS version,
      (SELECT json_agg(json_build_array(key, products)) FROM search_keys) AS keys,
      (SELECT json_agg(json_build_array(variant, term)) FROM search_terms) AS terms`,
  );
  const parse = <T>(v: T[] | string | null | undefined): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : (v ?? []));
  const counts = new Map<string, number>();
  for (const [key, products] of parse(row?.keys)) counts.set(key, Number(products));
  const variants = new Map<string, string[]>();
  for (const [variant, term] of parse(row?.terms)) {
    const terms = variants.get(variant);
    if (terms) terms.push(term);
    else variants.set(variant, [term]);
  }
  const sorted = [...counts.keys()].sort(byCodeUnit);
  return { version: row?.version ?? '', counts, sorted, variants };
}

/**
 * The search tables' vocabulary as the database holds it now: one statement reads the version; the copy in memory
 * is used when it is that version, and read again (once, however many searches ask meanwhile) when not.
 */
export async function currentVocabulary(db: Db): Promise<Vocabulary> {
  const version = await vocabularyVersion(db);
  const held = cache.get(db);
  if (held && held.version === version) return held;
  let pending = loading.get(db);
  if (!pending) {
    pending = load(db).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  let fresh = await pending;
  // A read already under way when this search looked may predate the rebuild it saw: read again.
  if (fresh.version !== version) fresh = await load(db);
  cache.set(db, fresh);
  return fresh;
}

/** The version of the search tables now (one statement). */
export async function vocabularyVersion(db: Db): Promise<string> {
  const [row] = await rowsOf<{ version: string | null }>(db, sql`SELECT ${VOCABULARY_VERSION} AS version`);
  return row?.version ?? '';
}

/** The copy in memory, whatever its version (the statements of a search that uses it check it: see Reads). */
export function heldVocabulary(db: Db): Vocabulary | undefined {
  return cache.get(db);
}

/** The rows of search_keys whose key is one of `keys` or starts with one of `prefixes`, in key order, each once. */
export function keyRows(vocabulary: Vocabulary, keys: Iterable<string>, prefixes: Iterable<string>): { key: string; products: number }[] {
  const found = new Set<string>();
  for (const key of keys) if (vocabulary.counts.has(key)) found.add(key);
  for (const prefix of prefixes) for (const key of keysStartingWith(vocabulary, prefix)) found.add(key);
  return [...found].sort(byCodeUnit).map((key) => ({ key, products: vocabulary.counts.get(key)! }));
}

/** Keys starting with `prefix` (what LIKE 'prefix%' finds), in key order. */
export function keysStartingWith(vocabulary: Vocabulary, prefix: string): string[] {
  const { sorted } = vocabulary;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) out.push(sorted[i]!);
  return out;
}
