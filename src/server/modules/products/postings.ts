import { getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Product } from '@/contracts/product';
import { compoundSplits, deletionVariants, isCorrectable, joinedTerm, queryTerms, rankCorrections, type QueryTerm } from '@/domain/search-text';
import type { Db } from '../../db/client';
import { products, searchPostings } from '../../db/schema';
import { toProduct, type ProductRow } from './mapper';
import { keyWord, searchKey, searchOrder } from './search-keys';
import { productColumns } from './service';
import { keyRows, keysStartingWith, VOCABULARY_VERSION, type Reads, type Vocabulary } from './vocabulary';

/** tsquery lexemes and posting keys only hold our normalised characters. */
export const lexeme = (w: string) => w.replace(/[^a-z0-9]/g, '');

/** Prefix keys ('p:mi', 'p:mil') exist for 2 and 3 letters; longer prefixes go through search_keys. */
const PREFIX_KEY_MIN = 2;
const PREFIX_KEY_MAX = 3;
/** More words than this starting with a typed prefix: not worth one index read each. */
const MAX_PREFIX_WORDS = 64;
/** Typed words this long or longer are expanded to the document words they start (see fieldTerm). */
const FIELD_PREFIX_MIN = 3;
/** A probe of the other terms per driver posting costs about as much as reading this many postings in order. */
const PROBE_COST = 10;

/** A posting key and the number of products that have it. */
export interface Key {
  key: string;
  products: number;
}

/** A query term as the search tables know it. */
export interface ResolvedTerm {
  /** The typed word and its synonyms. */
  words: string[];
  /** One-typo corrections, most likely first, only for a word that starts no name word and is in no document. */
  corrections: string[];
  /** Name words two edits away from such a word, with its first letter, most likely first: tried when nothing else matched. */
  farCorrections: string[];
  /** Name tier keys: the typed word as a whole name word... */
  typed: Key[];
  /** ...plus its synonyms... */
  exact: Key[];
  /** ...plus name words starting with the typed word... */
  prefix: Key[];
  /** ...plus the corrections, one more at each step, the likeliest first (the last step has them all). */
  fuzzy: Key[][];
  /** Whether the tiers' keys match exactly what the tsquery path would (not for a 1-letter word, a long number or a
   * prefix too many words start with). */
  postable: boolean;
  /** The term over the whole document as a tsquery fragment; null when nothing has it. */
  anyField: string | null;
  /** At most how many products anyField matches (its words' document counts added up); null when it is a prefix. */
  fieldProducts: number | null;
}

/**
 * The resolved terms, and, when two adjacent terms are also one word of the index ('sweet corn': 'sweetcorn',
 * 'tooth paste'), the terms with that pair as one: searched when the words apart match no name, since joining them
 * for every query would lose names that hold both words apart ('Greek Style Natural Yogurt' for 'greek yogurt').
 */
export type ResolvedTerms = ResolvedTerm[] & { joined?: QueryTerm[] | null };

/** At most this many fuzzy steps: a step per correction, the rest together in the last. */
const FUZZY_STEPS = 3;

const unique = (keys: Key[]) => [...new Map(keys.map((k) => [k.key, k])).values()];

const keyList = (keys: string[]) => sql.join(keys.map((k) => sql`${k}`), sql`, `);
const total = (keys: Key[]) => keys.reduce((n, k) => n + k.products, 0);
const sameKeys = (a: Key[], b: Key[]) => a.length === b.length && a.every((k, i) => k.key === b[i]!.key);
const idList = (ids: number[]) => `{${ids.join(',')}}`;
/** Leaves out products an earlier tier already placed. */
const unseen = (column: SQLWrapper, seen: number[]) => (seen.length > 0 ? sql` AND ${column} <> ALL (${idList(seen)}::int[])` : sql``);

/**
 * Every term's posting keys with their product counts: the keys its typed word and synonyms would have, the name
 * words starting with a typed word of 4 or more letters (shorter words have a 'p:' key), and the document words
 * starting with a typed word of 3 or more letters; one statement for all terms. Two adjacent terms that the
 * catalogue writes as one word ('tooth paste': 'w:toothpaste') are noted as `joined` (with `joinPair`, they become
 * that one term and the terms are resolved again; the index joins adjacent name words too, so 'tea bags' as
 * 'teabag' still finds 'Tea Bags'). A correctable
 * word that starts no name word and is in no document is then either two known words run together ('looroll'), or
 * gets its one-typo corrections from search_terms (SymSpell). All of it from the vocabulary in memory
 * (./vocabulary.ts): no statement.
 */
export function resolveTerms(vocabulary: Vocabulary, terms: QueryTerm[], depth = 0, joinPair = false): ResolvedTerms {
  const words = terms.map((t) => lexeme(t.word));
  const synonyms = terms.map((t, i) => [...new Set([words[i]!, ...t.alternatives.map(lexeme)])].filter(Boolean));
  const wanted = new Set<string>();
  const prefixes: string[] = [];
  for (const [i, word] of words.entries()) {
    for (const w of synonyms[i]!) wanted.add(searchKey('word', w)).add(searchKey('joined', w)).add(searchKey('field', w));
    if (word.length >= PREFIX_KEY_MIN && word.length <= PREFIX_KEY_MAX) wanted.add(searchKey('prefix', word));
    if (word.length > PREFIX_KEY_MAX) prefixes.push(searchKey('word', word));
    if (word.length >= FIELD_PREFIX_MIN) prefixes.push(searchKey('field', word));
    const next = words[i + 1];
    if (depth < 2 && next !== undefined && /^[a-z]+$/.test(word + next)) {
      const joined = joinedTerm(word, next);
      wanted.add(searchKey('word', joined)).add(searchKey('joined', joined));
    }
  }
  const rows = keyRows(vocabulary, wanted, prefixes);
  const counts = new Map(rows.map((r) => [r.key, r.products]));
  const isWord = (w: string) => counts.has(searchKey('word', w)) || counts.has(searchKey('joined', w));
  const join = depth < 2 ? words.findIndex((w, i) => i + 1 < words.length && /^[a-z]+$/.test(w + words[i + 1]!) && isWord(joinedTerm(w, words[i + 1]!))) : -1;
  const joined = join >= 0 ? [...terms.slice(0, join), { word: joinedTerm(words[join]!, words[join + 1]!), alternatives: [] }, ...terms.slice(join + 2)] : null;
  if (joined && joinPair) return resolveTerms(vocabulary, joined, depth + 1);
  const keysOf = (keys: string[]): Key[] => keys.flatMap((key) => (counts.get(key) ? [{ key, products: counts.get(key)! }] : []));
  const startingWith = (prefix: string): Key[] => rows.filter((r) => r.key.startsWith(prefix));
  const wordsOf = (keys: Key[]) => keys.map((k) => keyWord(k.key));

  // Unknown: no name word starts with it, no document has it, and no synonym is a name word.
  const unknown = words.filter(
    (w, i) =>
      isCorrectable(w) &&
      startingWith(searchKey('word', w)).length === 0 &&
      !counts.has(searchKey('field', w)) &&
      !synonyms[i]!.some(isWord),
  );
  if (depth < 2 && unknown.length > 0) {
    const split = splitCompounds(vocabulary, terms, unknown);
    if (split) return resolveTerms(vocabulary, split, depth + 1);
  }
  const resolved: ResolvedTerms = [];
  resolved.joined = joined;
  const fixes = correctionsOf(vocabulary, unknown);
  const list = words.map((word, i) => {
    const typed = keysOf([searchKey('word', word), searchKey('joined', word)]);
    const exact = keysOf(synonyms[i]!.flatMap((w) => [searchKey('word', w), searchKey('joined', w)]));
    // Short words: the 'p:' key has every name word starting with the typed word, the typed word itself included.
    const short = word.length <= PREFIX_KEY_MAX;
    const starting = short ? keysOf([searchKey('prefix', word)]) : startingWith(searchKey('word', word));
    const covered = short && starting.length > 0 ? searchKey('word', word) : null;
    const prefix = unique([...exact.filter((k) => k.key !== covered), ...starting]);
    const fixed = fixes.near.get(word) ?? [];
    // A correction no product has in its name (a vocabulary word of a removed product) has no postings.
    const fixKeys = fixed.flatMap((f) => f.keys);
    const corrections = fixed.map((f) => f.word);
    const steps = Math.min(fixKeys.length, FUZZY_STEPS);
    const fuzzy = Array.from({ length: steps }, (_, s) => unique([...prefix, ...fixKeys.slice(0, s === steps - 1 ? fixKeys.length : s + 1)]));
    return {
      words: synonyms[i]!,
      corrections,
      farCorrections: fixes.far.get(word) ?? [],
      typed,
      exact,
      prefix,
      fuzzy,
      postable: word.length >= PREFIX_KEY_MIN && (short || /[a-z]/.test(word)) && starting.length <= MAX_PREFIX_WORDS,
      ...fieldTerm(
        vocabulary,
        word,
        [...synonyms[i]!.filter((w) => counts.has(searchKey('field', w))), ...corrections],
        word.length >= FIELD_PREFIX_MIN ? wordsOf(startingWith(searchKey('field', word))) : null,
      ),
    };
  });
  resolved.push(...list);
  return resolved;
}

/**
 * Unknown words that are two name words run together ('looroll' -> 'loo' 'roll', 'mincebeef'): the split whose
 * rarer part is most common, a part counting as known through a synonym ('loo' -> 'toilet'); null when no word splits.
 */
function splitCompounds(vocabulary: Vocabulary, terms: QueryTerm[], unknown: string[]): QueryTerm[] | null {
  const parts = new Map<string, QueryTerm>();
  const splits = new Map<string, [QueryTerm, QueryTerm][]>();
  for (const w of unknown) {
    const options = compoundSplits(w).map(([a, b]) => {
      const [ta, tb] = [a, b].map((x) => queryTerms(x)[0] ?? { word: x, alternatives: [] }) as [QueryTerm, QueryTerm];
      for (const t of [ta, tb]) parts.set(t.word, t);
      return [ta, tb] as [QueryTerm, QueryTerm];
    });
    splits.set(w, options);
  }
  if (parts.size === 0) return null;
  const keys = [...parts.values()].flatMap((t) => [t.word, ...t.alternatives].flatMap((x) => [searchKey('word', lexeme(x)), searchKey('joined', lexeme(x))]));
  const counts = new Map(keyRows(vocabulary, keys, []).map((r) => [r.key, r.products]));
  const count = (x: string) => (counts.get(searchKey('word', lexeme(x))) ?? 0) + (counts.get(searchKey('joined', lexeme(x))) ?? 0);
  const known = (t: QueryTerm) => Math.max(0, ...[t.word, ...t.alternatives].map(count));
  let changed = false;
  const out = terms.flatMap((t) => {
    const options = splits.get(lexeme(t.word));
    if (!options) return [t];
    const best = options
      .map((pair) => ({ pair, n: Math.min(known(pair[0]), known(pair[1])) }))
      .filter((o) => o.n > 0)
      .sort((a, b) => b.n - a.n)[0];
    if (!best) return [t];
    changed = true;
    return best.pair;
  });
  return changed ? out : null;
}

/**
 * Suggestions' corrections: for each correctable word that starts no name word, its one-typo corrections (the same
 * as resolveTerms finds, without the keys and counts the search tiers need).
 */
export function correctionsOfUnknown(vocabulary: Vocabulary, words: string[]): Map<string, string[]> {
  const correctable = [...new Set(words)].filter(isCorrectable);
  if (correctable.length === 0) return new Map();
  const unknown = correctable.filter((w) => keysStartingWith(vocabulary, searchKey('word', w)).length === 0);
  const fixes = correctionsOf(vocabulary, unknown);
  return new Map([...fixes.near].map(([w, found]) => [w, found.map((f) => f.word)]));
}

/** A correction: the word, its posting keys (a name word, two name words joined, or both) and their products. */
interface Correction {
  word: string;
  keys: Key[];
  products: number;
}

/**
 * One-typo corrections of each word, from one SymSpell lookup (search_terms: the name words that share a deletion
 * variant with the word), with how many products have them in the name, most
 * likely first (rankCorrections: the first letter kept, the longer shared start, the more products), and, from the
 * same rows, the name words two edits away. A vocabulary word no product has any more (no key) is left out.
 */
function correctionsOf(vocabulary: Vocabulary, words: string[]): { near: Map<string, Correction[]>; far: Map<string, string[]> } {
  const near = new Map<string, Correction[]>();
  const far = new Map<string, string[]>();
  if (words.length === 0) return { near, far };
  const found = new Map<string, Correction>();
  for (const variant of new Set(words.flatMap(deletionVariants))) {
    for (const term of vocabulary.variants.get(variant) ?? []) {
      const keys: Key[] = [];
      const word = vocabulary.counts.get(searchKey('word', term));
      const joined = vocabulary.counts.get(searchKey('joined', term));
      if (word) keys.push({ key: searchKey('word', term), products: word });
      if (joined) keys.push({ key: searchKey('joined', term), products: joined });
      if (keys.length > 0) found.set(term, { word: term, keys, products: total(keys) });
    }
  }
  const products = (c: string) => found.get(c)?.products ?? 0;
  for (const w of words) {
    near.set(w, rankCorrections(w, found.keys(), products).map((fix) => found.get(fix)!));
    // Two edits and another first letter is another word ('petrol' is not 'aperol').
    far.set(w, rankCorrections(w, found.keys(), products, 2).filter((c) => c[0] === w[0]));
  }
  return { near, far };
}

/**
 * A term as a tsquery fragment: its whole words (synonyms, corrections) and the words starting with it, listed when
 * they are known and few enough (GIN intersects listed words quickly; 'wine:*' first gathers the postings of every
 * word that starts so), with the prefix operator otherwise. Null when no word matches. With it, at most how many
 * products it matches: the document counts of its words (search_keys' 'f:' keys) added up, when they are listed.
 */
function fieldTerm(
  vocabulary: Vocabulary,
  word: string,
  whole: string[],
  starting: string[] | null,
): Pick<ResolvedTerm, 'anyField' | 'fieldProducts'> {
  const listed = starting !== null && starting.length <= MAX_PREFIX_WORDS;
  const alternatives = [...new Set([...whole, ...(listed ? starting : [`${word}:*`])])];
  return {
    anyField: alternatives.length > 0 ? `(${alternatives.join(' | ')})` : null,
    fieldProducts: listed ? alternatives.reduce((n, w) => n + (vocabulary.counts.get(searchKey('field', w)) ?? 0), 0) : null,
  };
}

/** `"products"."column"`, as Drizzle writes a column of products into a statement. */
const productsColumn = (column: { name: string }) => `"${getTableName(products)}"."${column.name}"`;

/**
 * The API's product columns as one JSON object per row, keyed as Drizzle names them, ready for toProduct. Written
 * out once (Drizzle would walk the 12 columns again for every statement).
 */
const productObject = sql.raw(
  `json_build_object(${Object.entries(productColumns)
    .map(([name, column]) => `'${name}', ${productsColumn(column)}`)
    .join(', ')})`,
);

/** The API's product columns of products, as a select list. */
const productList = sql.raw(Object.values(productColumns).map(productsColumn).join(', '));

/**
 * One page of products, the rows of `from` in `order`, read as one JSON array: PGlite decodes a page of 48 rows of
 * 12 columns in JavaScript at about a millisecond, JSON.parse does it in a fraction of that. `from` names the
 * product rows "products", as productObject reads them. With `reads`, the statement also reads the version of the
 * search tables it saw (so a search checks its vocabulary in memory without a statement of its own).
 */
async function pageOf(db: Db, from: SQL, order: SQL, reads?: Reads): Promise<Product[]> {
  const version = reads ? sql`, ${VOCABULARY_VERSION} AS version` : sql``;
  const result = await db.execute(sql`SELECT coalesce(json_agg(${productObject} ORDER BY ${order}), '[]') AS page${version} FROM ${from}`);
  const [row] = (result as unknown as { rows: { page: ProductRow[]; version?: string | null }[] }).rows;
  if (reads) reads.versions.add(row?.version ?? '');
  return (row?.page ?? []).map(toProduct);
}

/** The products of a hits subquery of (product_id, rank), best rank first, read in the statement that ranks them. */
const productsOf = (db: Db, hits: SQL, reads?: Reads) =>
  pageOf(db, sql`(${hits}) h JOIN ${products} ON ${products.id} = h.product_id`, sql`h.rank`, reads);

/** One term: each key is an ordered read of (key, rank) that stops after the page. */
function oneTermHits(keys: Key[], need: number, seen: number[]): SQL {
  // One key has one posting per product: its read is the answer, with nothing to merge.
  if (keys.length === 1) return sql`SELECT product_id, rank FROM ${searchPostings} WHERE key = ${keys[0]!.key}${unseen(sql`product_id`, seen)} ORDER BY rank LIMIT ${need}`;
  const reads = keys.map(
    (k) => sql`(SELECT product_id, rank FROM ${searchPostings} WHERE key = ${k.key}${unseen(sql`product_id`, seen)} ORDER BY rank LIMIT ${need})`,
  );
  return sql`SELECT product_id, min(rank) AS rank FROM (${sql.join(reads, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY 2 LIMIT ${need}`;
}

/** A term's postings in rank order: one ordered index read per key, which the planner merges. */
function inRankOrder(keys: Key[], columns: SQL): SQL {
  const reads = keys.map((k) => sql`(SELECT ${columns} FROM ${searchPostings} WHERE key = ${k.key} ORDER BY rank)`);
  return sql.join(reads, sql` UNION ALL `);
}

/**
 * Several terms whose posting counts are alike: the driver's postings that every other term has too, as merge
 * semi joins on rank over lists that all come in rank order. When the words often meet, the merge stops at the
 * page; when they rarely do, it reads each list once instead of probing the others for every posting.
 */
function mergedHits(driver: Key[], others: Key[][], need: number, seen: number[]): SQL {
  const filters = others.map((keys) => sql` AND d.rank IN (SELECT rank FROM (${inRankOrder(keys, sql`rank`)}) o)`);
  // A product with two of the driver's keys comes twice.
  const distinct = driver.length > 1 ? sql`DISTINCT ON (d.rank) ` : sql``;
  return sql`SELECT ${distinct}d.product_id, d.rank FROM (${inRankOrder(driver, sql`product_id, rank`)}) d
    WHERE true${unseen(sql`d.product_id`, seen)}${sql.join(filters, sql``)}
    ORDER BY d.rank LIMIT ${need}`;
}

/**
 * Several terms, one with far fewer postings than the others: each of its keys is an ordered read that probes the
 * other terms' keys for the same rank (a scalar sub-select: PostgreSQL turns EXISTS into a semi join over every
 * posting of the other words), so the work grows with the driver's postings, not with the other words'.
 */
function probedHits(driver: Key[], others: Key[][], need: number, seen: number[]): SQL {
  const probes = others.map(
    (keys) => sql` AND (SELECT true FROM ${searchPostings} b WHERE b.key IN (${keyList(keys.map((k) => k.key))}) AND b.rank = a.rank LIMIT 1)`,
  );
  const reads = driver.map(
    (k) => sql`(SELECT a.product_id, a.rank FROM ${searchPostings} a WHERE a.key = ${k.key}${unseen(sql`a.product_id`, seen)}${sql.join(probes, sql``)}
      ORDER BY a.rank LIMIT ${need})`,
  );
  return sql`SELECT product_id, min(rank) AS rank FROM (${sql.join(reads, sql` UNION ALL `)}) u GROUP BY product_id ORDER BY 2 LIMIT ${need}`;
}

/**
 * The next `need` products of one name tier after `seen`: those that have one of every term's keys, best rank
 * first. The term with the fewest postings drives; merged reads cost at most the postings of all terms, probes about
 * PROBE_COST times the driver's, so the counts choose `how` (tests set it, to hold both reads to one answer).
 */
export async function tierProducts(
  db: Db,
  terms: Key[][],
  need: number,
  seen: number[],
  how?: 'probe' | 'merge',
  reads?: Reads,
): Promise<Product[]> {
  if (terms.length === 1) return productsOf(db, oneTermHits(terms[0]!, need, seen), reads);
  const counts = terms.map(total);
  const d = counts.indexOf(Math.min(...counts));
  const others = terms.filter((_, i) => i !== d);
  const probe = (how ?? (PROBE_COST * counts[d]! < counts.reduce((a, b) => a + b, 0) ? 'probe' : 'merge')) === 'probe';
  return productsOf(db, (probe ? probedHits : mergedHits)(terms[d]!, others, need, seen), reads);
}

/** Products of one tier, in the order found (rank order). */
export interface TierHits {
  tier: number;
  products: Product[];
  /** Found through brand, category or description only. */
  field?: boolean;
}

/**
 * The ranking of searchProducts without a store filter, read from search_postings: name matches of the typed words,
 * then of their synonyms, then name prefixes, then one-typo corrections (the likeliest correction first), then brand,
 * category and description; within a tier by rank (available first, shorter name, name, id). The first `want` hits,
 * grouped by tier. Returns null when a term needs the tsquery path (a 1-letter word, a prefix shared by too many
 * words, a long number), so the caller can run that instead. `reads` collects the version of the search tables each
 * statement read (./vocabulary.ts).
 */
export async function searchByPostings(
  db: Db,
  keys: ResolvedTerm[],
  want: number,
  options: { field?: boolean; reads?: Reads } = {},
): Promise<TierHits[] | null> {
  if (!keys.every((k) => k.postable)) return null;
  const tiers = nameTiers(keys);
  const found: TierHits[] = [];
  const seen: number[] = [];
  for (const [t, tier] of tiers.entries()) {
    if (seen.length >= want) break;
    if (tier.some((k) => k.length === 0)) continue;
    if (t > 0 && tier.every((k, i) => sameKeys(k, tiers[t - 1]![i]!))) continue;
    // Tiers only widen (a term's keys at each tier hold or cover its keys before), so what the earlier tiers found
    // is all in this one; when this one cannot hold more products than that (its key counts, for the term with the
    // fewest), it has nothing new ('eggs': the products with a word starting 'egg' are those with 'egg').
    if (Math.min(...tier.map(total)) <= seen.length) continue;
    const hits = await tierProducts(db, tier, want - seen.length, seen, undefined, options.reads);
    if (hits.length > 0) found.push({ tier: t, products: hits });
    seen.push(...hits.map((p) => p.id));
  }
  return options.field === false ? found : withFieldTier(db, keys, want, found, options.reads);
}

/**
 * Each tier's keys for every term; a tier whose keys are the previous tier's for every term can only repeat it,
 * one where a term has no key finds nothing.
 */
function nameTiers(keys: ResolvedTerm[]): Key[][][] {
  const steps = Math.max(0, ...keys.map((k) => k.fuzzy.length));
  const tiers: Key[][][] = [keys.map((k) => k.typed), keys.map((k) => k.exact), keys.map((k) => k.prefix)];
  for (let s = 0; s < steps; s += 1) tiers.push(keys.map((k) => k.fuzzy[Math.min(s, k.fuzzy.length - 1)] ?? k.prefix));
  return tiers;
}

/**
 * The name tiers' hits (searchByPostings with `field: false`) followed by the products that match through brand,
 * category or description only, up to `want` in all.
 */
export async function withFieldTier(db: Db, keys: ResolvedTerm[], want: number, found: TierHits[], reads?: Reads): Promise<TierHits[]> {
  const seen = found.flatMap((h) => h.products.map((p) => p.id));
  const anyField = keys.map((k) => k.anyField);
  if (seen.length >= want || !anyField.every((q) => q !== null)) return found;
  // Every name match has its words in the document too, so the document matches hold what the name tiers found; when
  // they cannot be more (the word counts of the term with the fewest), there is nothing else.
  if (Math.min(...keys.map((k) => k.fieldProducts ?? Number.POSITIVE_INFINITY)) <= seen.length) return found;
  const rest = sql`(SELECT ${productList} FROM ${products}
    WHERE ${products.searchDoc} @@ to_tsquery('simple', ${anyField.join(' & ')})${unseen(products.id, seen)}
    ORDER BY ${searchOrder()} LIMIT ${want - seen.length}) AS ${products}`;
  const hits = await pageOf(db, rest, searchOrder(), reads);
  return hits.length > 0 ? [...found, { tier: nameTiers(keys).length, products: hits, field: true }] : found;
}
