import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_MAX, SEARCH_RESULT_CAP, SUGGESTION_CAP, type Product } from '@/contracts/product';
import { compareFit, isCorrectable, nameFit, normalizeText, queryTerms, singular, type QueryTerm } from '@/domain/search-text';
import type { Db } from '../../db/client';
import { productNames, products } from '../../db/schema';
import { CHAIN_DISPLAY_NAMES } from '../../db/seed/catalogue';
import { toProduct } from './mapper';
import { guessPage, PostingBatch, searchByPostings, withFieldTier, type TierHits } from './postings';
import { correctionsOfUnknown, lexeme, resolveTerms, type ResolvedTerm } from './resolve-terms';
import { keyWord, searchKey, searchOrder } from './search-keys';
import { productColumns } from './service';
import { currentVocabulary, heldVocabulary, vocabularyVersion, type Reads, type Vocabulary } from './vocabulary';

/** 'a:* & (b | c)' over the given weights ('A' = name only). */
function tsQuery(terms: ResolvedTerm[], opts: { prefix: boolean; fuzzy: boolean; weights?: string }): string {
  const w = opts.weights ?? '';
  return terms
    .map((t) => {
      const words = opts.fuzzy ? [...t.words, ...t.corrections] : t.words;
      // Whole words match name words and joined pairs (C); prefixes only name words.
      const alts = words.map((e) => (w ? `${e}:${w}C` : e));
      if (opts.prefix) alts.push(`${t.words[0]}:*${w}`);
      return `(${alts.join(' | ')})`;
    })
    .join(' & ');
}

export interface SearchOptions {
  storeId?: number;
  limit?: number;
  /** Results to skip: the next page starts where the last one ended. */
  offset?: number;
}

/**
 * The first RERANK_WINDOW results are put in order by how well each name answers the query (nameFit) within its
 * tier; later pages follow rank order. Fixed, so every page of a query reads the same order.
 */
export const RERANK_WINDOW = 64;

/** A single word nothing else matched gets a two-edit guess from this length ('prosseco' -> 'prosecco'). */
const TRIGRAM_MIN_LENGTH = 6;

/** A chain's own-label products carry the chain's name as their brand. */
const OWN_LABELS = new Set<string>(Object.values(CHAIN_DISPLAY_NAMES));

/** Whether a name word is one of the query's words: as typed, a synonym, a correction, or a word the typed one starts. */
function queryMatcher(terms: ResolvedTerm[]): (word: string, joined?: boolean) => boolean {
  const whole = new Set(terms.flatMap((t) => [...t.words, ...t.corrections].map(singular)));
  const starts = terms.map((t) => t.words[0]!).filter((w) => w.length >= 2);
  return (word, joined) => whole.has(word) || (!joined && starts.some((s) => word.startsWith(s)));
}

/**
 * For a name matched through a word the typed word starts ('chic' -> chicken, chickpeas), how many products have
 * that word: a shopper typing a prefix most likely means the commonest completion. Infinity for a name matched by
 * whole words only.
 */
function completionCounts(terms: ResolvedTerm[]): (name: string) => number {
  const counts = new Map<string, number>();
  for (const t of terms) for (const k of t.prefix) if (k.key.startsWith(searchKey('word', ''))) counts.set(keyWord(k.key), k.products);
  const whole = new Set(terms.flatMap((t) => [...t.words, ...t.corrections]));
  const typed = terms.map((t) => t.words[0]!);
  return (name) => {
    let common = Number.POSITIVE_INFINITY;
    for (const raw of normalizeText(name).split(/[\s-]+/)) {
      const w = singular(raw);
      if (whole.has(w) || whole.has(raw) || !typed.some((s) => w.startsWith(s))) continue;
      common = Math.min(common, counts.get(w) ?? counts.get(raw) ?? 0);
    }
    return common;
  };
}

/**
 * Orders each tier's products within the first RERANK_WINDOW: available first, then (for prefixes) the commonest
 * completion, then the names the query is the head of, with fewer other words and a shorter core ('Original Tea Bags' before 'Decaf Tea Bags', 'Whole Milk' before
 * 'Milk Chocolate Bar'), then as found. Tiers keep their order, so a synonym never outranks the typed word.
 */
export function rerank(hits: TierHits[], terms: ResolvedTerm[]): Product[] {
  const matches = queryMatcher(terms);
  const completions = completionCounts(terms);
  const out: Product[] = [];
  for (const { products: found } of hits) {
    const room = Math.max(0, RERANK_WINDOW - out.length);
    const head = found.slice(0, room).map((p, i) => ({
      p,
      i,
      common: completions(p.name),
      fit: nameFit(p.name, p.brand, matches, p.brand !== null && OWN_LABELS.has(p.brand)),
    }));
    head.sort((a, b) => Number(b.p.available) - Number(a.p.available) || b.common - a.common || compareFit(a.fit, b.fit) || a.i - b.i);
    out.push(...head.map((h) => h.p), ...found.slice(room));
  }
  return out;
}

/** Searches again with a fresh vocabulary at most this often when the catalogue is seeded again meanwhile. */
const MAX_ATTEMPTS = 3;

/**
 * Ranked product search: name matches of the typed words first, then of synonyms, then name prefixes and one-typo
 * matches, then brand, category and description; available before unavailable; within a tier, names the query is
 * most of first (rerank), then shorter names. Without a store filter the ranking is read from search_postings a page
 * at a time (./postings.ts); with one, or for terms the postings cannot answer, the same ranking is computed over the
 * tsvector of every match. `offset` pages through the same order.
 *
 * The query's words are resolved against the vocabulary in memory (./vocabulary.ts), which each statement reading
 * postings checks as it reads them (the version it saw); a search that read none checks it with a statement of its
 * own. When the catalogue was seeded again (here or by another instance), the vocabulary is read again and the search
 * run again, so an answer always comes from one version of the search tables.
 */
export function searchProducts(db: Db, query: string, options: SearchOptions = {}): Promise<Product[]> {
  return search(db, query, options);
}

/**
 * searchProducts of several queries at once (a pasted list's lines), each answered as searchProducts answers it on
 * its own: the searches run side by side and their pages are read together (./postings.ts, PostingBatch), a
 * statement for each step they are at (a tier, the document matches, a trigram guess) rather than one for each step
 * of each query. What goes through the tsvector instead (a store filter, a 1-letter word, a long number) is read for
 * that query alone, as it would be.
 */
export function searchMany(db: Db, queries: readonly string[], options: SearchOptions = {}): Promise<Product[][]> {
  const batch = new PostingBatch(db);
  return Promise.all(queries.map((q) => search(db, q, options, batch)));
}

async function search(db: Db, query: string, options: SearchOptions, batch?: PostingBatch): Promise<Product[]> {
  const terms = queryTerms(query).filter((t) => lexeme(t.word));
  if (terms.length === 0) return [];
  const limit = Math.min(options.limit ?? SEARCH_RESULT_CAP, SEARCH_PAGE_MAX);
  const offset = options.offset ?? 0;
  const want = Math.max(RERANK_WINDOW, offset + limit);
  let vocabulary = heldVocabulary(db) ?? (await currentVocabulary(db));
  for (let attempt = 1; ; attempt += 1) {
    const reads: Reads = { versions: new Set(), batch };
    const found = await rankedSearch(db, vocabulary, terms, options.storeId, want, reads);
    if (reads.versions.size === 0) {
      if (batch) await batch.version(reads);
      else reads.versions.add(await vocabularyVersion(db));
    }
    if ((reads.versions.size === 1 && reads.versions.has(vocabulary.version)) || attempt === MAX_ATTEMPTS) return found.slice(offset, offset + limit);
    vocabulary = await currentVocabulary(db);
  }
}

/** searchProducts' first `want` results (or more) with one vocabulary; `reads` collects the versions its statements saw. */
async function rankedSearch(
  db: Db,
  vocabulary: Vocabulary,
  terms: QueryTerm[],
  storeId: number | undefined,
  want: number,
  reads: Reads,
): Promise<Product[]> {
  let resolved = resolveTerms(vocabulary, terms);
  if (storeId === undefined) {
    // Words the catalogue also writes as one ('sweet corn': Sweetcorn): their name tiers apart first, and when those
    // find nothing, the one word; the brand, category and description matches of the words apart only if that
    // finds no name either (they cost as much as the rest of the search and would be thrown away).
    let found = await searchByPostings(db, resolved, want, { field: !resolved.joined, reads });
    if (found && resolved.joined) {
      const apart = resolved;
      if (found.length === 0) {
        const joined = resolveTerms(vocabulary, resolved.joined, 1);
        const retry = await searchByPostings(db, joined, want, { reads });
        if (retry?.some((h) => !h.field)) [found, resolved] = [retry, joined];
      }
      if (resolved === apart) found = await withFieldTier(db, apart, want, found, reads);
    }
    if (found) {
      if (found.length > 0) return rerank(found, resolved);
      // One short word nothing matches is not worth a guess ('sofa' is not 'soft').
      if (terms.length < 2 && terms[0]!.word.length < TRIGRAM_MIN_LENGTH) return [];
      // One long word: its likeliest name word two edits away ('prosseco': prosecco), found by the lookup that
      // looked for one-typo corrections; with none, nothing (a trigram guess over every name costs 5 to 12 ms at
      // 100,000 products for words the shop does not sell: 'playstation', 'petrol').
      if (terms.length < 2) return farCorrectionSearch(db, vocabulary, resolved[0]!, want, reads);
      return fallbackSearch(db, terms, undefined, want, reads);
    }
  }
  let found = await searchByDocument(db, resolved, storeId, want);
  if (resolved.joined && !found.some((h) => !h.field)) {
    const joined = resolveTerms(vocabulary, resolved.joined, 1);
    const retry = await searchByDocument(db, joined, storeId, want);
    if (retry.some((h) => !h.field)) [found, resolved] = [retry, joined];
  }
  if (found.length > 0 || terms.length < 2) return rerank(found, resolved);
  return fallbackSearch(db, terms, storeId, want);
}

/** The tier ranking over every matching row's tsvector: store-filtered searches and terms postings cannot answer. */
async function searchByDocument(db: Db, resolved: ResolvedTerm[], storeId: number | undefined, limit: number): Promise<TierHits[]> {
  const anyField = tsQuery(resolved, { prefix: true, fuzzy: true });
  const typed = resolved.map((t) => `${lexeme(t.words[0]!)}:AC`).join(' & ');
  const nameWhole = tsQuery(resolved, { prefix: false, fuzzy: false, weights: 'A' });
  const namePrefix = tsQuery(resolved, { prefix: true, fuzzy: false, weights: 'A' });
  const nameFuzzy = tsQuery(resolved, { prefix: true, fuzzy: true, weights: 'A' });
  const filters: SQL[] = [sql`${products.searchDoc} @@ to_tsquery('simple', ${anyField})`];
  if (storeId !== undefined) filters.push(eq(products.storeId, storeId));
  const tier = sql<number>`CASE WHEN ${products.searchDoc} @@ to_tsquery('simple', ${typed}) THEN 5
    WHEN ${products.searchDoc} @@ to_tsquery('simple', ${nameWhole}) THEN 4
    WHEN ${products.searchDoc} @@ to_tsquery('simple', ${namePrefix}) THEN 3
    WHEN ${products.searchDoc} @@ to_tsquery('simple', ${nameFuzzy}) THEN 2 ELSE 1 END`;
  const rows = await db
    .select({ ...productColumns, tier })
    .from(products)
    .where(and(...filters))
    .orderBy(sql`${tier} DESC`, searchOrder())
    .limit(limit);
  const hits: TierHits[] = [];
  for (const { tier: t, ...row } of rows) {
    if (hits.at(-1)?.tier !== t) hits.push({ tier: t, products: [], field: t === 1 });
    hits.at(-1)!.products.push(toProduct(row));
  }
  return hits;
}

/** One word nothing matched, as its likeliest name word two edits away; none: nothing. */
async function farCorrectionSearch(db: Db, vocabulary: Vocabulary, term: ResolvedTerm, want: number, reads: Reads): Promise<Product[]> {
  const far = term.farCorrections[0];
  if (!far) return [];
  const resolved = resolveTerms(vocabulary, [{ word: far, alternatives: [] }], 2);
  const found = await searchByPostings(db, resolved, want, { reads });
  return found ? rerank(found, resolved) : [];
}

/** Several misspelt words: trigram word similarity over names, still indexed (guessPage). A search of a batch reads it in the batch. */
function fallbackSearch(db: Db, terms: QueryTerm[], storeId: number | undefined, limit: number, reads?: Reads): Promise<Product[]> {
  const text = terms.map((t) => t.word).join(' ');
  if (reads?.batch && storeId === undefined) return reads.batch.trigram(text, limit, reads);
  return guessPage(db, text, limit, storeId, reads);
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
  // Only a word that may be a typo needs the vocabulary (and the statement that checks it is current).
  const fixes = words.some(isCorrectable) ? correctionsOfUnknown(await currentVocabulary(db), words) : new Map<string, string[]>();
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
