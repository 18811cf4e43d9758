/**
 * Pasted shopping lists (issue 35): a list as people type it, one item a line ("2x milk", "bananas x6", "500g
 * mince", "a dozen eggs", bullets, numbering, several items on a line split by commas), read into lines of
 * { text, quantity, unit? }. Pure: the server searches each line's text, the web shows what was read.
 */
import { normalizeText, singular } from './search-text';
import { parsePackSize } from './unit-price';

export interface ListLine {
  /** What to look for, as typed, without its quantity, bullet or numbering ('semi skimmed milk'). */
  text: string;
  /** How many: things when there is no unit ('6 eggs'), packs of a container or measure ('2 tins', '2 x 4 pints'). */
  quantity: number;
  /** A measure ('500g', '4 pints': the pack wanted) or a container ('tin'), when the line gave one. */
  unit?: string;
}

/** At most this much text in one paste, and this many lines (POST /api/lists/parse refuses more, naming the field). */
export const LIST_TEXT_MAX_CHARS = 5000;
export const LIST_TEXT_MAX_LINES = 100;
/** A line's text beyond this is cut: nobody's item is longer, and search reads 100 characters at most. */
export const LIST_LINE_MAX_CHARS = 100;
/** A written quantity above this is not a quantity ('2025 diary'); it stays in the text. */
const MAX_WRITTEN_QUANTITY = 999;

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, dozen: 12, couple: 2,
};

/** Measures a line can name, to what the shelf labels write (parsePackSize reads the result). */
const MEASURES: Record<string, string> = {
  g: 'g', gr: 'g', gram: 'g', grams: 'g', kg: 'kg', kilo: 'kg', kilos: 'kg', ml: 'ml', cl: 'cl', l: 'L', ltr: 'L',
  litre: 'L', litres: 'L', liter: 'L', liters: 'L', pint: 'pint', pints: 'pints', pt: 'pint', pts: 'pints', lb: 'lb', lbs: 'lb',
};

/** Containers a quantity counts ('2 tins of chopped tomatoes'): the quantity is packs, whatever the pack holds. */
const CONTAINERS = new Set([
  'tin', 'can', 'pack', 'packet', 'bag', 'bottle', 'jar', 'box', 'carton', 'loaf', 'punnet', 'bunch', 'tub', 'pot',
  'multipack', 'net', 'tray', 'sack', 'bar', 'block', 'head',
]);

const BULLET = /^(?:[-*•·‣◦▪●○■□+–—>~]+|\[[ xX✓✔]?\]|[☐☑✓✔✗])\s*/;
const NUMBERING = /^\(?\d{1,3}[.)]\s+/;
const MEASURE_WORD = Object.keys(MEASURES).sort((a, b) => b.length - a.length).join('|');
const LEADING_MEASURE = new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*(${MEASURE_WORD})\\.?\\s+(?:of\\s+)?(.+)$`, 'i');
const TRAILING_MEASURE = new RegExp(`^(.+?)\\s*[(,-]?\\s*(\\d+(?:\\.\\d+)?)\\s*(${MEASURE_WORD})\\.?\\)?$`, 'i');
/** '2x milk', '2 x milk', '2 * milk', 'x2 milk': the count ahead. */
const LEADING_TIMES = [/^(\d{1,3})\s*[x×*](?=\s|\d)\s*(.+)$/i, /^[x×]\s*(\d{1,3})\s+(.+)$/i];
/** 'milk x2', 'milk x 2', 'milk 2x', 'milk (2)', 'milk: 2', 'milk - 2': the count behind. */
const TRAILING_TIMES = [/^(.+?)\s+[x×*]\s*(\d{1,3})$/i, /^(.+?)\s+(\d{1,3})\s*[x×]$/i, /^(.+?)\s*\((\d{1,3})\)$/, /^(.+?)\s*:\s*(\d{1,3})$/, /^(.+?)\s+[-–]\s*(\d{1,3})$/];
const LEADING_COUNT = /^(\d{1,4})\s+(.+)$/;
/** 'loo roll 9 pack', 'still water 6 pack': the pack wanted, named after the thing. */
const TRAILING_PACK = /^(.+?)\s+(\d{1,3})\s*(pack|pk|rolls|pieces|cans|bottles|bags|tablets|capsules|pods|wipes)$/i;

/** The items of a pasted list: one a line, commas and semicolons splitting a line, blank lines dropped. */
export function splitListText(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(/[,;]/))
    .map((item) => item.replace(/\s+/g, ' ').trim())
    .filter((item) => item !== '');
}

/** How many text lines the paste has (blank ones included): the limit counts what the shopper sent. */
export function countListLines(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
}

/** One item read: null for a line with nothing to buy (a bullet alone, a heading such as 'Dairy:', '---'). */
export function parseListLine(raw: string): ListLine | null {
  let text = raw.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3; i += 1) text = text.replace(BULLET, '').replace(NUMBERING, '').trim();
  if (!/[a-z]/i.test(text) || /:$/.test(text)) return null;
  text = text.replace(/[.!?]+$/, '').trim();

  let quantity: number | null = null;
  let unit: string | undefined;

  const times = firstMatch(LEADING_TIMES, text, 'ahead') ?? firstMatch(TRAILING_TIMES, text, 'behind');
  if (times) [quantity, text] = times;
  const words = wordsAhead(text);
  if (quantity === null && words) [quantity, text] = words;

  const leading = LEADING_MEASURE.exec(text);
  if (leading) [unit, text] = [measure(leading[1]!, leading[2]!), leading[3]!];
  else {
    const trailing = TRAILING_MEASURE.exec(text);
    if (trailing && /[a-z]/i.test(trailing[1]!)) [unit, text] = [measure(trailing[2]!, trailing[3]!), trailing[1]!];
    const pack = unit === undefined ? TRAILING_PACK.exec(text) : null;
    if (pack && /[a-z]/i.test(pack[1]!)) [unit, text] = [`${pack[2]} ${pack[3]!.toLowerCase().replace(/^pk$/, 'pack')}`, pack[1]!];
  }
  if (quantity === null && unit === undefined) {
    const count = LEADING_COUNT.exec(text);
    if (count && Number(count[1]) <= MAX_WRITTEN_QUANTITY && (/^[a-z]/i.test(count[2]!) || LEADING_MEASURE.test(count[2]!))) {
      [quantity, text] = [Number(count[1]), count[2]!];
      // '2 x 4 pints milk', '2 500g mince': the measure after the count.
      const inner = LEADING_MEASURE.exec(text);
      if (inner) [unit, text] = [measure(inner[1]!, inner[2]!), inner[3]!];
    }
  }
  if (unit === undefined) {
    const container = containerAhead(text);
    if (container) [unit, text] = container;
  }
  text = text.replace(/^(?:of|x)\s+/i, '').replace(/[\s,:;(-]+$/, '').trim();
  if (!/[a-z]/i.test(text)) return null;
  return { text: text.slice(0, LIST_LINE_MAX_CHARS).trim(), quantity: Math.max(1, quantity ?? 1), ...(unit ? { unit } : {}) };
}

/** Every item of a pasted list, in order. */
export function parseListText(text: string): ListLine[] {
  return splitListText(text).flatMap((item) => parseListLine(item) ?? []);
}

/** The first pattern that finds a count and some words: [count, the words]. */
function firstMatch(patterns: readonly RegExp[], text: string, count: 'ahead' | 'behind'): [number, string] | null {
  for (const pattern of patterns) {
    const m = pattern.exec(text);
    if (!m) continue;
    const [n, rest] = count === 'ahead' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    if (/[a-z]/i.test(rest)) return [Number(n), rest.trim()];
  }
  return null;
}

/** 'a dozen eggs', 'half a dozen eggs', 'two tins of beans', 'a couple of lemons': [quantity, the rest]. */
function wordsAhead(text: string): [number, string] | null {
  const half = /^half\s+(?:a\s+)?dozen\s+(?:of\s+)?(.+)$/i.exec(text);
  if (half) return [6, half[1]!];
  const match = /^([a-z]+)\s+(?:(dozen|couple)\s+)?(?:of\s+)?(.+)$/i.exec(text);
  if (!match) return null;
  const first = NUMBER_WORDS[match[1]!.toLowerCase()];
  if (first === undefined) return null;
  const second = match[2] ? NUMBER_WORDS[match[2].toLowerCase()]! : 1;
  // 'a dozen' is 12, 'two dozen' 24; 'dozen eggs' and 'couple of' stand alone.
  const quantity = ['dozen', 'couple'].includes(match[1]!.toLowerCase()) ? first : first * second;
  return [quantity, match[3]!];
}

/** '2 tins chopped toms' after its count: ['tin', 'chopped toms']; nothing when the container is all there is ('6 rolls'). */
function containerAhead(text: string): [string, string] | null {
  const match = /^([a-z]+)\s+(?:of\s+)?(.+)$/i.exec(text);
  if (!match) return null;
  const word = singular(match[1]!.toLowerCase()).replace(/^loave$/, 'loaf').replace(/^boxe$/, 'box').replace(/^bunche$/, 'bunch');
  return CONTAINERS.has(word) ? [word, match[2]!] : null;
}

/** '500', 'G' -> '500g'; '4', 'pints' -> '4 pints'; '1', 'lb' -> '454g' (shelves are metric). */
function measure(amount: string, word: string): string {
  const unit = MEASURES[word.toLowerCase()]!;
  if (unit === 'lb') return `${Math.round(Number(amount) * 454)}g`;
  if (unit === 'pint' || unit === 'pints') return `${amount} ${Number(amount) === 1 ? 'pint' : 'pints'}`;
  return `${amount}${unit}`;
}

/** A unit the parser gave is a measure (a pack size) rather than a container. */
export const isMeasure = (unit: string | undefined): boolean => unit !== undefined && !CONTAINERS.has(unit) && parsePackSize(unit) !== null;

/** How many things one pack holds ('6 pack', '4 x 125g', '9 rolls': 6, 4, 9; 'each': 1); null for a weight or volume. */
export function itemsPerPack(unit: string | null): number | null {
  if (!unit) return null;
  const multi = /^(\d+)\s*x\s*\d/i.exec(unit.trim());
  if (multi) return Number(multi[1]);
  const pack = parsePackSize(unit);
  return pack?.measure === 'item' ? pack.quantity : null;
}

const looksPlural = (text: string) => {
  const last = normalizeText(text).split(' ').at(-1) ?? '';
  return last.length > 3 && singular(last) !== last;
};

/** The most a line may ask for: the basket's limit per product. */
const MAX_PACKS = 99;

/**
 * How many of a product the line asks for. A container counts packs ('2 tins'); a measure counts as much as it
 * names ('1kg mince' is two 500g packs; '4 pints' one 4-pint bottle); a bare count of things sold in packs of N
 * counts things when written in the plural or at least N ('6 eggs', 'bananas x6': packs enough to hold them),
 * and packs otherwise ('2 loo roll', '2 milk').
 */
export function packsFor(line: ListLine, productUnit: string | null): number {
  const q = line.quantity;
  let packs = q;
  if (line.unit && isMeasure(line.unit)) {
    const want = parsePackSize(line.unit);
    const pack = productUnit ? parsePackSize(productUnit) : null;
    if (want && pack && want.measure === pack.measure && pack.quantity > 0) packs = Math.ceil((q * want.quantity) / pack.quantity - 1e-9);
  } else if (!line.unit) {
    const perPack = itemsPerPack(productUnit);
    if (perPack !== null && perPack >= 2 && (q >= perPack || looksPlural(line.text))) packs = Math.ceil(q / perPack);
  }
  return Math.min(MAX_PACKS, Math.max(1, packs));
}

/** The line as a shopper reads it back: '2 × semi skimmed milk (4 pints)'. */
export function describeListLine(line: ListLine): string {
  const unit = line.unit ? ` (${line.unit})` : '';
  return `${line.quantity > 1 ? `${line.quantity} × ` : ''}${line.text}${unit}`;
}
