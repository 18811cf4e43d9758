/**
 * Matching a pasted list's line to products (issue 35). The shop's search finds the candidates; these rules read a
 * line as a list writer means it and keep only the candidates that answer it, so that a line the shop does not sell
 * ('charcoal', 'sausage rolls') is kept as text rather than matched to whatever mentions the word.
 */
import { editDistance, joinedTerm, nameIndexWords, normalizeText, queryTerms, singular, type QueryTerm } from './search-text';
import { samePack } from './similarity';
import { isMeasure, packsFor, type ListLine } from './list-lines';

/**
 * How people write lists, in the words products are sold under ('toms', 'OJ', 'mince' on its own for beef mince,
 * 'tinned tomatoes' for chopped ones, 'feta' for Greek-style salad cheese). Applied to what is searched for only;
 * the shopper's words are kept as written.
 */
const SHORTHAND: [RegExp, string][] = [
  [/^mince$/, 'beef mince'],
  [/\b(?:tinned|canned|tins? of|cans? of) (?:chopped )?tom(?:ato|atoe)?s\b/, 'chopped tomatoes'],
  [/\btoms\b/, 'tomatoes'],
  [/\boj\b/, 'orange juice'],
  [/\bveggie\b/, 'vegetarian'],
  [/\bveg\b/, 'vegetables'],
  [/\bchoc\b/, 'chocolate'],
  [/\bnew potatoes\b/, 'baby potatoes'],
  [/\bwashing liquid\b/, 'laundry liquid'],
  [/\bfabric softener\b/, 'fabric conditioner'],
  [/\bhand soap\b/, 'hand wash'],
  [/\bsun ?cream\b/, 'sun lotion'],
  [/\brubbish (?:sacks|bags)\b/, 'refuse sacks'],
  [/\bnachos\b/, 'tortilla chips'],
  [/\bfeta\b/, 'greek style salad cheese'],
  [/\bsoya milk\b/, 'soya'],
  // How a thing is packed says nothing about which product it is.
  [/\b(?:bottled|tinned|canned|multipack|packet of|pack of)\b/g, ''],
];

/** What to search for a line: its text in lower case with the list writer's shorthand spelt out. */
export function listQuery(text: string): string {
  let query = normalizeText(text);
  for (const [pattern, replacement] of SHORTHAND) query = query.replace(pattern, replacement);
  const tidy = query.replace(/\s+/g, ' ').trim();
  return tidy === '' ? normalizeText(text) : tidy;
}

/** Words a line may carry that its product need not: freshness, origin, and the packaging it comes in. */
const OPTIONAL = new Set(['fresh', 'british', 'frozen', 'loose', 'bag', 'tin', 'can', 'pack', 'packet', 'box', 'bottle', 'jar', 'tub', 'pot', 'carton', 'multipack', 'punnet', 'net', 'tray']);

/** Shortest typed word taken as the start of a longer one ('choc': chocolate; 'fag' is not 'fage'). */
const MIN_PREFIX_LENGTH = 4;
/** Shortest typed word a one-letter slip is forgiven in ('brocoli' is broccoli). */
const MIN_SLIP_LENGTH = 5;

export interface MatchCandidate {
  name: string;
  brand: string | null;
  description: string | null;
  unit: string | null;
  storeId: number;
}

/** A typed word is in `words` as it is, as a synonym, as the start of a word ('choc'), or one slip away ('chedder'). */
function found(word: string, alternatives: readonly string[], words: readonly string[]): boolean {
  for (const w of [word, ...alternatives]) {
    for (const candidate of words) {
      if (candidate === w || (w.length >= MIN_PREFIX_LENGTH && candidate.startsWith(w))) return true;
      if (w.length >= MIN_SLIP_LENGTH && candidate.length >= MIN_SLIP_LENGTH && Math.abs(candidate.length - w.length) <= 1 && editDistance(candidate, w) <= 1) return true;
    }
  }
  return false;
}

const wordsOf = (text: string | null) => (text ? nameIndexWords(text).map(singular) : []);

/** A product's words, read once per product object: a line's candidates come back from one cached search answer. */
const productWords = new WeakMap<object, { named: string[]; described: string[] }>();
function wordsOfProduct(product: MatchCandidate): { named: string[]; described: string[] } {
  let words = productWords.get(product);
  if (!words) {
    const named = [...wordsOf(product.name), ...wordsOf(product.brand)];
    productWords.set(product, (words = { named, described: [...named, ...wordsOf(product.description)] }));
  }
  return words;
}

/**
 * Whether a product answers a line: every word of the line (its query, less the OPTIONAL words) is in the product's
 * name, brand or description, and a line of one word finds it in the name or brand. Search also finds products
 * through their descriptions, which is right for 'red wine' (wines are named by grape) but not for 'charcoal'
 * (Jack Daniel's is "charcoal mellowed") or 'sausage rolls' (sausages with nothing of rolls about them).
 */
export function answersLine(query: string, product: MatchCandidate): boolean {
  return answers(lineTerms(query), product);
}

const lineTerms = (query: string) => queryTerms(query).filter((t) => !OPTIONAL.has(t.word));

function answers(terms: readonly QueryTerm[], product: MatchCandidate): boolean {
  if (terms.length === 0) return true;
  const { named, described } = wordsOfProduct(product);
  const covered = terms.map((t) => found(t.word, t.alternatives, described));
  // Two typed words the product writes as one ('sweet corn': Sweetcorn).
  for (let i = 0; i + 1 < terms.length; i += 1) {
    if (found(joinedTerm(terms[i]!.word, terms[i + 1]!.word), [], named)) covered[i] = covered[i + 1] = true;
  }
  if (!covered.every(Boolean)) return false;
  return terms.length > 1 || found(terms[0]!.word, terms[0]!.alternatives, named);
}

/**
 * The results in the order a line takes them: search's order, except that when the line names a pack ('milk 2
 * pints', '500g mince', 'loo roll 9 pack') the products in that very pack among the first `packWindow` come first.
 */
export function preferPack<T extends MatchCandidate>(results: readonly T[], line: ListLine, packWindow = 16): T[] {
  if (!isMeasure(line.unit)) return [...results];
  const head = results.slice(0, packWindow);
  const fits = (p: T) => p.unit !== null && samePack(p.unit, line.unit!);
  return [...head.filter(fits), ...head.filter((p) => !fits(p)), ...results.slice(packWindow)];
}

/** The line's matches: the best (first in preferPack's order that answers the line) and then each other chain's first. */
export function lineMatches<T extends MatchCandidate>(results: readonly T[], line: ListLine): { product: T; quantity: number }[] {
  const terms = lineTerms(listQuery(line.text));
  const seen = new Set<number>();
  const matches: { product: T; quantity: number }[] = [];
  for (const product of preferPack(results, line)) {
    if (seen.has(product.storeId) || !answers(terms, product)) continue;
    seen.add(product.storeId);
    matches.push({ product, quantity: packsFor(line, product.unit) });
  }
  return matches;
}
