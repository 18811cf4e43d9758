import { compoundSplits, deletionVariants, isCorrectable, joinedTerm, queryTerms, rankCorrections, type QueryTerm } from '@/domain/search-text';
import { keyWord, searchKey } from './search-keys';
import { keyRows, keysStartingWith, type Vocabulary } from './vocabulary';

/*
 * What a query's words are in the search tables: their posting keys and product counts, the names they start,
 * compounds, one- and two-typo corrections, and their tsquery fragment over the whole document. All of it from the
 * vocabulary in memory (./vocabulary.ts): no statement. ./postings.ts reads the postings of what this resolves.
 */

/** tsquery lexemes and posting keys only hold our normalised characters. */
export const lexeme = (w: string) => w.replace(/[^a-z0-9]/g, '');

/** Prefix keys ('p:mi', 'p:mil') exist for 2 and 3 letters; longer prefixes go through search_keys. */
const PREFIX_KEY_MIN = 2;
const PREFIX_KEY_MAX = 3;
/** More words than this starting with a typed prefix: not worth one index read each. */
const MAX_PREFIX_WORDS = 64;
/** Typed words this long or longer are expanded to the document words they start (see fieldTerm). */
const FIELD_PREFIX_MIN = 3;

/** A posting key and the number of products that have it. */
export interface Key {
  key: string;
  products: number;
}

/** How many products the keys have between them (a product with two of them counts twice). */
export const total = (keys: Key[]) => keys.reduce((n, k) => n + k.products, 0);

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

/**
 * Every term's posting keys with their product counts: the keys its typed word and synonyms would have, the name
 * words starting with a typed word of 4 or more letters (shorter words have a 'p:' key), and the document words
 * starting with a typed word of 3 or more letters. Two adjacent terms that the
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
