import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Product } from '@/contracts/product';
import { deletionVariants, editDistance, MIN_FUZZY_LENGTH, type QueryTerm } from '@/domain/search-text';
import type { Db } from '../../db/client';
import { products, searchPostings, searchTerms } from '../../db/schema';
import { toProduct } from './mapper';
import { productColumns } from './service';

/** tsquery lexemes and posting keys only hold our normalised characters. */
export const lexeme = (w: string) => w.replace(/[^a-z0-9]/g, '');

/** Prefix keys ('p:mi', 'p:mil') exist for 2 and 3 letters; longer prefixes go through the vocabulary. */
const PREFIX_KEY_MIN = 2;
const PREFIX_KEY_MAX = 3;
/** More vocabulary words than this starting with a typed prefix: not worth one index read each. */
const MAX_PREFIX_WORDS = 64;

/** One-edit corrections of a word that starts no indexed word (SymSpell over search_terms). */
export async function corrections(db: Db, word: string): Promise<string[]> {
  const rows = await db.selectDistinct({ term: searchTerms.term }).from(searchTerms).where(inArray(searchTerms.variant, deletionVariants(word)));
  return rows
    .map((r) => r.term)
    .filter((term) => term !== word && editDistance(term, word) === 1)
    .slice(0, 6);
}

/** Vocabulary words starting with a prefix, up to one more than MAX_PREFIX_WORDS. */
async function wordsStartingWith(db: Db, prefix: string): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} LIKE ${`${prefix}%`}`)
    .groupBy(searchTerms.term)
    .limit(MAX_PREFIX_WORDS + 1);
  return rows.map((r) => r.term);
}

interface TermKeys {
  word: string;
  /** Whole name words: the typed word and its synonyms. */
  exact: string[];
  /** ...plus name words starting with the typed word. */
  prefix: string[];
  /** ...plus one-typo corrections (only when no name word starts with the typed word). */
  fuzzy: string[];
  hasFixes: boolean;
  /** The term over every field, for the brand, category and description tier. */
  anyField: string;
}

/** Posting keys of a term per tier, or null when the postings cannot answer it exactly as the tsquery would. */
async function termKeys(db: Db, t: QueryTerm): Promise<TermKeys | null> {
  const word = lexeme(t.word);
  // 1-letter words have no prefix keys; long words without letters are not in the vocabulary.
  if (word.length < PREFIX_KEY_MIN || (word.length > PREFIX_KEY_MAX && !/[a-z]/.test(word))) return null;
  const exactWords = [...new Set([word, ...t.alternatives.map(lexeme)])].filter(Boolean);
  let starting: string[];
  if (word.length <= PREFIX_KEY_MAX) {
    starting = [`p:${word}`];
  } else {
    const vocabulary = await wordsStartingWith(db, word);
    if (vocabulary.length > MAX_PREFIX_WORDS) return null;
    starting = vocabulary.map((w) => `w:${lexeme(w)}`);
  }
  const fixWords = starting.length === 0 && word.length >= MIN_FUZZY_LENGTH && /[a-z]/.test(word) ? (await corrections(db, word)).map(lexeme).filter(Boolean) : [];
  const exact = exactWords.map((w) => `w:${w}`);
  const prefix = [...new Set([...exact, ...starting])];
  return {
    word,
    exact,
    prefix,
    fuzzy: [...new Set([...prefix, ...fixWords.map((w) => `w:${w}`)])],
    hasFixes: fixWords.length > 0,
    anyField: `(${[...exactWords, ...fixWords, `${word}:*`].join(' | ')})`,
  };
}

const keyList = (keys: string[]) => sql.join(keys.map((k) => sql`${k}`), sql`, `);

/**
 * Up to `limit` product ids, best rank first, that have one of the driver keys and, for every other term, one of
 * its keys. Each driver key is an ordered read of (key, rank) that stops after `limit` hits; the other terms are
 * probes on (product_id, key), so the work grows with the page, not with the matching rows.
 */
async function topByKeys(db: Db, driver: string[], others: string[][], limit: number): Promise<number[]> {
  if (driver.length === 0 || others.some((o) => o.length === 0)) return [];
  // A scalar sub-select, not EXISTS: PostgreSQL turns EXISTS into a hash semi join over every posting of the
  // other words; this stays a per-row probe, so the ordered read of the driver key can stop early.
  const filters = others.map(
    (keys) => sql` AND (SELECT true FROM ${searchPostings} b WHERE b.product_id = a.product_id AND b.key IN (${keyList(keys)}) LIMIT 1)`,
  );
  const parts = driver.map(
    (k) => sql`(SELECT a.product_id, a.rank FROM ${searchPostings} a WHERE a.key = ${k}${sql.join(filters, sql``)} ORDER BY a.rank LIMIT ${limit})`,
  );
  const rows = await db.execute(
    sql`SELECT product_id, min(rank) AS r FROM (${sql.join(parts, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY r LIMIT ${limit}`,
  );
  return (rows as unknown as { rows: { product_id: number }[] }).rows.map((r) => Number(r.product_id));
}

/**
 * The ranking of searchProducts without a store filter, read from search_postings: whole-word name matches,
 * then name prefixes, then one-typo corrections, then brand, category and description; within a tier by rank
 * (available first, shorter name, name, id). Returns null when a term needs the tsquery path (a 1-letter word,
 * a prefix shared by too many words, a long number), so the caller can run that instead.
 */
export async function searchByPostings(db: Db, terms: QueryTerm[], limit: number): Promise<Product[] | null> {
  const keys: TermKeys[] = [];
  for (const t of terms) {
    const k = await termKeys(db, t);
    if (!k) return null;
    keys.push(k);
  }
  // Drive from the longest word: usually the rarest, so the fewest postings are read before a page is full.
  const order = [...keys].sort((a, b) => b.word.length - a.word.length);
  // A tier whose keys are the previous tier's for every term can only repeat it (a word nothing starts with and
  // no correction for): skip it.
  const tiers: ('exact' | 'prefix' | 'fuzzy')[] = ['exact'];
  if (keys.some((k) => k.prefix.length > k.exact.length)) tiers.push('prefix');
  if (keys.some((k) => k.hasFixes)) tiers.push('fuzzy');
  const found: number[] = [];
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (found.length >= limit) break;
    const ids = await topByKeys(
      db,
      order[0]![tier],
      order.slice(1).map((k) => k[tier]),
      limit + found.length,
    );
    for (const id of ids) {
      if (!seen.has(id) && found.length < limit) {
        seen.add(id);
        found.push(id);
      }
    }
  }
  if (found.length < limit) {
    // Every name match is in `found` by now; the rest match through brand, category or description only.
    const any = keys.map((k) => k.anyField).join(' & ');
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
  return found.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProduct(row)] : [];
  });
}
