/**
 * Text rules shared by the search index and search queries: the same normalisation on both sides is what
 * makes search case, plural, hyphen and space insensitive.
 */

/**
 * Words a UK shopper types for the same thing (and the American words for them), singular. A synonym only widens
 * what a term matches: search ranks every product whose name has the typed word above those found through a synonym.
 * Kept to true equivalents: 'crisp' is not 'chip' (chips are oven chips here), 'mince' is not 'ground' (coffee).
 */
const SYNONYMS: Record<string, string[]> = {
  courgette: ['zucchini'],
  zucchini: ['courgette'],
  aubergine: ['eggplant'],
  eggplant: ['aubergine'],
  coriander: ['cilantro'],
  cilantro: ['coriander'],
  rocket: ['arugula'],
  arugula: ['rocket'],
  swede: ['rutabaga'],
  rutabaga: ['swede'],
  spud: ['potato'],
  jacket: ['potato'],
  satsuma: ['clementine'],
  mandarin: ['clementine'],
  tangerine: ['clementine'],
  fry: ['chip'],
  mince: ['minced'],
  prawn: ['shrimp'],
  shrimp: ['prawn'],
  biscuit: ['cookie'],
  cookie: ['biscuit'],
  squash: ['cordial'],
  cordial: ['squash'],
  soda: ['fizzy', 'sparkling'],
  fizzy: ['sparkling'],
  pop: ['fizzy'],
  loo: ['toilet'],
  bog: ['toilet'],
  nappy: ['nappies', 'diaper'],
  diaper: ['nappy'],
  candy: ['confectionery'],
  jelly: ['jello'],
  jello: ['jelly'],
  yoghurt: ['yogurt'],
  yogurt: ['yoghurt'],
  lolly: ['popsicle'],
  popsicle: ['lolly'],
  booze: ['alcohol'],
  beer: ['lager', 'ale', 'ipa', 'stout'],
  hoover: ['vacuum'],
  painkiller: ['paracetamol', 'ibuprofen'],
  detergent: ['laundry'],
};

/** Plurals whose meaning the singular loses ('sweets' are confectionery, a 'sweet' potato is not): kept as typed, with
 * their own synonyms. */
const PLURAL_MEANINGS: Record<string, string[]> = {
  sweets: [],
};

/** Multi-word phrases that shoppers type for one idea. */
const PHRASES: [RegExp, string][] = [
  [/\bloo ?rolls?\b/g, 'toilet roll'],
  [/\bbog ?rolls?\b/g, 'toilet roll'],
  [/\btoilet paper\b/g, 'toilet tissue'],
  [/\bdish soap\b/g, 'washing up liquid'],
  [/\bground beef\b/g, 'beef mince'],
  [/\bkitchen towels?\b/g, 'kitchen roll'],
  [/\bpaper towels?\b/g, 'kitchen roll'],
  [/\btin ?foil\b/g, 'kitchen foil'],
  [/\bwashing powder\b/g, 'laundry'],
  [/\b(biscuits? for cheese|cheese biscuits?)\b/g, 'crackers'],
  [/\bspring onion\b/g, 'spring onion'],
];

const STOP_WORDS = new Set(['and', 'the', 'of', 'with', 'in', 'a', 'an', 'for', '&']);

export const SEARCH_QUERY_MAX_LENGTH = 100;
/** A search's first page (and its default page size). */
export const SEARCH_RESULT_CAP = 48;
/** The largest page a search answers (?limit=). */
export const SEARCH_PAGE_MAX = 100;
/** How deep search pages go: every page reads the results before it. */
export const SEARCH_OFFSET_MAX = 1000;
export const SUGGESTION_CAP = 8;

/** Lower-case, strip accents and apostrophes, turn other punctuation into spaces. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9%-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The singular form used on both sides of a match ('berries' -> 'berry', 'tomatoes' -> 'tomato'). */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|zz)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes')) return word.slice(0, -2);
  if (word.endsWith('ves') && word.length > 5) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words of a text after normalisation, hyphenated words split and also joined ('semi-skimmed' -> semi, skimmed, semiskimmed). */
export function textWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of normalizeText(text).split(' ')) {
    if (!raw) continue;
    const parts = raw.split('-').filter(Boolean);
    for (const p of parts) words.push(p);
    if (parts.length > 1) words.push(parts.join(''));
  }
  return words;
}

/** What a product's name is indexed as: every word and, where different, its singular. */
export function indexWords(text: string): string[] {
  const out = new Set<string>();
  for (const w of textWords(text)) {
    out.add(w);
    out.add(singular(w));
  }
  return [...out];
}

/** Name words joined with the next ('tea bags' -> 'teabags', 'teabag'): a compound the shopper writes as one word. */
export function joinedPairs(text: string): string[] {
  const parts = normalizeText(text)
    .split(/[\s-]+/)
    .filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 1 < parts.length; i += 1) {
    const [a, b] = [parts[i]!, parts[i + 1]!];
    if (!/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) continue;
    out.add(a + b);
    out.add(singular(a + b));
  }
  return [...out];
}

/** What a product's name is indexed as: every word, its singular, and each adjacent pair joined. */
export function nameIndexWords(name: string): string[] {
  return [...new Set([...indexWords(name), ...joinedPairs(name)])];
}

/** A query's two adjacent terms as the one word the catalogue may write ('tooth', 'paste' -> 'toothpaste'). */
export const joinedTerm = (a: string, b: string): string => singular(a + b);

/** Shortest part a compound is split into ('looroll' -> 'loo' + 'roll'). */
export const MIN_COMPOUND_PART = 3;

/**
 * The ways a typed word could be two words run together, each part at least MIN_COMPOUND_PART letters, the second
 * singular ('teabags' -> ['tea', 'bag'], ['teab', 'ag'] is too short...). Only for letters.
 */
export function compoundSplits(word: string): [string, string][] {
  if (!/^[a-z]+$/.test(word)) return [];
  const out: [string, string][] = [];
  for (let i = MIN_COMPOUND_PART; i <= word.length - MIN_COMPOUND_PART; i += 1) out.push([word.slice(0, i), singular(word.slice(i))]);
  return out;
}

export interface QueryTerm {
  /** The singular, normalised word the shopper typed. */
  word: string;
  /** Other words that mean the same (synonyms). */
  alternatives: string[];
}

/** Splits a query into terms: normalised, stop words dropped, singular, with synonyms. */
export function queryTerms(query: string): QueryTerm[] {
  let text = normalizeText(query.slice(0, SEARCH_QUERY_MAX_LENGTH));
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(' ')) {
    const joined = raw.replace(/[^a-z0-9]/g, '');
    if (!joined || STOP_WORDS.has(joined)) continue;
    const kept = PLURAL_MEANINGS[joined];
    const word = kept ? joined : singular(joined);
    if (seen.has(word)) continue;
    seen.add(word);
    const alternatives = [...new Set((kept ?? SYNONYMS[word] ?? []).map((a) => (kept ? a : singular(a))))].filter((a) => a !== word);
    terms.push({ word, alternatives });
  }
  return terms.slice(0, 8);
}

/** Every string one deletion away from word (SymSpell's index keys for edit distance 1). */
export function deletionVariants(word: string): string[] {
  const out = new Set<string>([word]);
  for (let i = 0; i < word.length; i += 1) out.add(word.slice(0, i) + word.slice(i + 1));
  return [...out];
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i]!;
      const prev = d[i - 1]!;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      row[j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Words shorter than this are matched as typed: one edit in a 3-letter word is another word. */
export const MIN_FUZZY_LENGTH = 4;

/** At most this many one-typo corrections are tried for a word. */
export const MAX_CORRECTIONS = 6;

/** Whether a typed word may be corrected when nothing starts with it: long enough, and a word rather than a number. */
export function isCorrectable(word: string): boolean {
  return word.length >= MIN_FUZZY_LENGTH && /[a-z]/.test(word);
}

/**
 * The candidates one edit away from a typed word (SymSpell's lookup finds candidates that share a deletion variant,
 * some of them two edits away), alphabetical, so the same word always gets the same corrections, at most
 * MAX_CORRECTIONS.
 */
export function oneEditCorrections(word: string, candidates: Iterable<string>): string[] {
  return [...new Set(candidates)]
    .filter((c) => c !== word && editDistance(c, word) === 1)
    .sort()
    .slice(0, MAX_CORRECTIONS);
}

/** Letters two words share at the start. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * One-edit corrections, most likely first: one that keeps the typed word's first letter before one that does not
 * (shoppers rarely get the first letter wrong), then the longer shared start, then the more products carry it (a
 * common word is the likelier intent), then alphabetical. An adjacent swap is one edit ('mlik' -> 'milk').
 * `products` counts the products with each candidate in the name (0 or missing: unknown). With `edits` 2, the
 * candidates two edits away ('prosseco' -> 'prosecco'), ranked alike: SymSpell's lookup of one deletion on each
 * side finds most of them.
 */
export function rankCorrections(word: string, candidates: Iterable<string>, products: (candidate: string) => number = () => 0, edits: 1 | 2 = 1): string[] {
  return [...new Set(candidates)]
    .filter((c) => c !== word && editDistance(c, word) === edits)
    .map((c) => ({ c, first: c[0] === word[0] ? 0 : 1, start: sharedStart(c, word), n: products(c) }))
    .sort((a, b) => a.first - b.first || b.start - a.start || b.n - a.n || (a.c < b.c ? -1 : a.c > b.c ? 1 : 0))
    .slice(0, MAX_CORRECTIONS)
    .map((x) => x.c);
}

/** Name words that say nothing about what the product is: left out when judging how much of a name the query is. */
const NEUTRAL_WORDS = new Set([
  'original', 'classic', 'plain', 'regular', 'standard', 'loose', 'fresh', 'medium', 'sliced', 'white', 'the',
  'pack', 'multipack', 'family', 'twin', 'party', 'value', 'bulk', 'refill', 'size', 'pint', 'pints', 'no', 'added',
  'sugar', 'free', 'x', 'g', 'kg', 'ml', 'l', 'cl', 'mg',
]);
/** Words after which a name goes on about something else ('Orange Juice with Bits', 'Beans in Tomato Sauce'). */
const NAME_BREAKS = new Set(['with', 'in', 'for']);

/** How well a product name answers the query: lower is better. */
export interface NameFit {
  /** 0 when the query words are the head of the name (its last meaningful words), 1 when they only modify it. */
  head: 0 | 1;
  /** Meaningful words of the name that are not the query; a maker's brand counts as one ('Fanta Orange' is a drink,
   * not oranges), a chain's own label does not. */
  extra: number;
  /** 1 for a maker's brand, 0 for a chain's own product: the plain own-label product is the generic one. */
  branded: 0 | 1;
  /** Letters of the name's core (without brand, pack size and trailing qualifiers). */
  length: number;
}

/**
 * Judges a product name against the query: `matches(word)` says whether a name word (normalised, singular) is one
 * of the query's words (as typed, a synonym, a correction, or a word it starts); `matches(pair, true)` whether two
 * adjacent name words joined are one whole query word ('teabag'). The brand's words at the start and
 * a trailing pack size are left out; what follows 'with'/'in'/'for' is not the product's head. So for 'milk',
 * 'Whole Milk' (head) comes before 'Milk Chocolate Bar' (modifier), and for 'tea bags', 'Original Tea Bags'
 * (nothing else) before 'Decaf Tea Bags' (one more word).
 */
export function nameFit(
  name: string,
  brand: string | null,
  matches: (word: string, joined?: boolean) => boolean,
  ownLabel = false,
): NameFit {
  let words = normalizeText(name)
    .split(/[\s-]+/)
    .filter(Boolean);
  const brandWords = brand ? normalizeText(brand).split(/[\s-]+/).filter(Boolean) : [];
  const prefixed = brandWords.length > 0 && brandWords.every((w, i) => words[i] === w) && words.length > brandWords.length;
  if (prefixed) words = words.slice(brandWords.length);
  const branded = brand !== null && !ownLabel ? 1 : 0;
  const cut = words.findIndex((w, i) => i > 0 && NAME_BREAKS.has(w));
  if (cut > 0) words = words.slice(0, cut);
  const matched = words.map((w, i) => {
    if (matches(singular(w)) || matches(w)) return true;
    const next = words[i + 1];
    const prev = words[i - 1];
    return (next !== undefined && matches(singular(w + next), true)) || (prev !== undefined && matches(singular(prev + w), true));
  });
  const neutral = (w: string) => NEUTRAL_WORDS.has(w) || /\d/.test(w);
  let last = words.length - 1;
  while (last > 0 && !matched[last] && neutral(words[last]!)) last -= 1;
  const core = words.slice(0, last + 1);
  return {
    head: matched[last] ? 0 : 1,
    extra: core.filter((w, i) => !matched[i] && !neutral(w)).length + branded,
    branded,
    length: core.join(' ').length,
  };
}

/** Orders fits: head before modifier, then fewer other words, then own label before brand, then the shorter core. */
export const compareFit = (a: NameFit, b: NameFit): number => a.head - b.head || a.extra - b.extra || a.branded - b.branded || a.length - b.length;
