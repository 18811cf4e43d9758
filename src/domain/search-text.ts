/**
 * Text rules shared by the search index and search queries: the same normalisation on both sides is what
 * makes search case, plural, hyphen and space insensitive.
 */

const SYNONYMS: Record<string, string[]> = {
  courgette: ['zucchini'],
  zucchini: ['courgette'],
  aubergine: ['eggplant'],
  eggplant: ['aubergine'],
  coriander: ['cilantro'],
  cilantro: ['coriander'],
  crisp: ['chip'],
  mince: ['minced', 'ground'],
  prawn: ['shrimp'],
  shrimp: ['prawn'],
  biscuit: ['cookie'],
  cookie: ['biscuit'],
  squash: ['cordial'],
  cordial: ['squash'],
  soda: ['fizzy'],
  fizzy: ['soda'],
  loo: ['toilet'],
  nappy: ['nappies', 'diaper'],
  diaper: ['nappy'],
  sweet: ['candy', 'confectionery'],
  candy: ['sweet'],
  rocket: ['arugula'],
  arugula: ['rocket'],
  jelly: ['jello'],
  yoghurt: ['yogurt'],
  yogurt: ['yoghurt'],
  lolly: ['popsicle'],
  swede: ['turnip'],
  spud: ['potato'],
  booze: ['alcohol'],
  pop: ['soda', 'fizzy'],
};

/** Multi-word phrases that shoppers type for one idea. */
const PHRASES: [RegExp, string][] = [
  [/\bloo roll\b/g, 'toilet roll'],
  [/\bbog roll\b/g, 'toilet roll'],
  [/\bdish soap\b/g, 'washing up liquid'],
  [/\bground beef\b/g, 'beef mince'],
  [/\bkitchen towel\b/g, 'kitchen roll'],
  [/\bspring onion\b/g, 'spring onion'],
];

const STOP_WORDS = new Set(['and', 'the', 'of', 'with', 'in', 'a', 'an', 'for', '&']);

export const SEARCH_QUERY_MAX_LENGTH = 100;

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
    const word = singular(joined);
    if (seen.has(word)) continue;
    seen.add(word);
    const alternatives = (SYNONYMS[word] ?? []).filter((a) => a !== word).map(singular);
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
 * some of them two edits away): alphabetical, so the same word always gets the same corrections, at most
 * MAX_CORRECTIONS.
 */
export function oneEditCorrections(word: string, candidates: Iterable<string>): string[] {
  return [...new Set(candidates)]
    .filter((c) => c !== word && editDistance(c, word) === 1)
    .sort()
    .slice(0, MAX_CORRECTIONS);
}
