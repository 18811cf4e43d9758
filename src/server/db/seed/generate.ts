/**
 * Synthetic catalogue for benchmarks: recombines the real catalogue rows with shelf-style
 * variants (ranges, qualifiers, pack sizes) so search and listing see realistic names at any
 * volume. Deterministic for a given seed, and lazy so a million rows never sit in memory.
 */
import { CHAIN_DISPLAY_NAMES, DISCOUNT_PERCENTS, loadCatalogue } from './catalogue';
import { CHAIN_KEYS, type CategoryName, type ChainKey, type SeedProduct } from './types';
import { lawfulDiscountPercent, minimumPricePence, type RestrictedFacts } from '@/domain/age-restrictions';
import { seededRandom } from '@/domain/seeded-random';

export const DEFAULT_SEED = 20250101;

export interface GenerateOptions {
  seed?: number;
  /** Real products to recombine; defaults to loadCatalogue(). */
  source?: readonly SeedProduct[];
}

interface Template {
  category: CategoryName;
  baseName: string;
  /** null for own-brand rows, which take the chain's name. */
  brand: string | null;
  unit: string;
  description: string;
  /** Price in pence per store index, where stocked. */
  prices: (number | undefined)[];
  stocked: number[];
  /** Tesco-equivalent price, used when a template lands on a chain that does not stock it. */
  reference: number;
  /** The sale rules' facts (ABV, volume, ingredient, caffeine), as the real product has them. */
  facts: Partial<RestrictedFacts>;
}

// Typical price level of each chain relative to Tesco (CHAIN_KEYS order).
const OWN_FACTORS = [1, 1.01, 0.97, 1.02, 1.19, 0.88, 0.88, 1.21];
const BRAND_FACTORS = [1, 1, 0.97, 1.02, 1.07, 0.93, 0.93, 1.16];

const PREMIUM_RANGES: Record<ChainKey, string> = {
  tesco: 'Finest',
  sainsburys: 'Taste the Difference',
  asda: 'Extra Special',
  morrisons: 'The Best',
  waitrose: 'No.1',
  aldi: 'Specially Selected',
  lidl: 'Deluxe',
  coop: 'Irresistible',
};

// Prefix qualifiers that read plausibly on most products in the category.
const QUALIFIERS: Record<CategoryName, readonly string[]> = {
  'Fruit & Vegetables': ['Organic', 'British', 'Wonky', 'Value', 'Premium', 'Sweet', 'Seasonal', 'Ripe'],
  'Dairy & Eggs': ['Organic', 'British', 'Farmhouse', 'Light', 'Value', 'Premium', 'Creamy', 'Traditional'],
  'Meat & Poultry': ['Organic', 'Free Range', 'British', 'Outdoor Bred', 'Value', 'Premium', 'Lean', 'Scottish'],
  Bakery: ['Organic', 'Seeded', 'Mini', 'Giant', 'Value', 'Premium', 'Gluten Free', 'Artisan'],
  Drinks: ['Original', 'Premium', 'Classic', 'Organic', 'Light', 'Value', 'Fairtrade', 'Natural'],
  Frozen: ['Value', 'Organic', 'Premium', 'Crispy', 'Light', 'Extra Large', 'Classic', 'Golden'],
  Household: ['Concentrated', 'Eco', 'Value', 'Extra Strength', 'Premium', 'Fresh', 'Sensitive', 'Original'],
  'Health & Beauty': ['Sensitive', 'Fragrance Free', 'Extra Strength', 'Value', 'Gentle', 'Original', 'Advanced', 'Everyday'],
  'Snacks & Confectionery': ['Mini', 'Light', 'Extra Crunchy', 'Limited Edition', 'Value', 'Premium', 'Classic', 'Crunchy'],
  Pantry: ['Organic', 'Value', 'Premium', 'Classic', 'Free From', 'Everyday', 'Traditional', 'Italian'],
  Alcohol: ['Reserve', 'Organic', 'Special Edition', 'Limited Edition', 'Premium', 'Classic', 'Vintage', 'Single Estate'],
};

// Pack formats, shown after the product name as shelves do ("... Family Pack").
const FORMATS: Record<CategoryName, readonly string[]> = {
  'Fruit & Vegetables': ['Family Pack', 'Snack Pack', 'Value Pack'],
  'Dairy & Eggs': ['Family Pack', 'Multipack', 'Twin Pack'],
  'Meat & Poultry': ['Family Pack', 'Twin Pack', 'Value Pack', 'Party Pack'],
  Bakery: ['Family Pack', 'Twin Pack', 'Party Pack'],
  Drinks: ['Multipack', 'Family Pack', 'Party Pack'],
  Frozen: ['Family Pack', 'Value Pack', 'Party Pack'],
  Household: ['Bulk Pack', 'Twin Pack', 'Refill'],
  'Health & Beauty': ['Twin Pack', 'Travel Size', 'Value Pack'],
  'Snacks & Confectionery': ['Sharing Bag', 'Multipack', 'Party Pack', 'Grab Bag'],
  Pantry: ['Family Pack', 'Twin Pack', 'Value Pack'],
  Alcohol: ['Gift Box', 'Twin Pack', 'Party Pack'],
};

// Organic and premium lines cost more on the shelf, value lines less; the rest are roughly neutral.
const PREMIUM_WORDS = new Set(['Organic', 'Free Range', 'Outdoor Bred', 'Premium', 'Reserve', 'Gluten Free', 'Free From', 'Artisan', 'Single Estate']);
const VALUE_WORDS = new Set(['Value', 'Everyday']);

const SIZE_FACTORS = [0.5, 0.75, 1.5, 2] as const;
const SMALL_FORMATS = new Set(['Travel Size', 'Grab Bag', 'Snack Pack']);
// Larger packs than this do not appear on supermarket shelves.
const MAX_GRAMS = 5000;
const MAX_MILLILITRES = 3000;

/** mulberry32 from src/domain: identical on every platform, so a seed always gives the same catalogue. */
export const mulberry32 = seededRandom;

function isOwnBrand(product: SeedProduct): boolean {
  const chain = CHAIN_KEYS[product.storeId - 1];
  return chain !== undefined && product.brand === CHAIN_DISPLAY_NAMES[chain] && product.name !== product.baseName;
}

export function buildTemplates(source: readonly SeedProduct[]): Template[] {
  const byKey = new Map<string, Template>();
  for (const product of source) {
    const own = isOwnBrand(product);
    const key = `${product.category}|${own ? '*own*' : product.brand}|${product.baseName}`;
    let template = byKey.get(key);
    if (!template) {
      template = {
        category: product.category,
        baseName: product.baseName,
        brand: own ? null : product.brand,
        unit: product.unit,
        description: product.description,
        prices: [],
        stocked: [],
        reference: 0,
        facts: { abvPercent: product.abvPercent, volumeMl: product.volumeMl, activeIngredient: product.activeIngredient, packCount: product.packCount, caffeineMgPerLitre: product.caffeineMgPerLitre },
      };
      byKey.set(key, template);
    }
    const index = product.storeId - 1;
    template.prices[index] = product.pricePence;
    template.stocked.push(index);
  }
  for (const template of byKey.values()) {
    const factors = template.brand === null ? OWN_FACTORS : BRAND_FACTORS;
    const first = template.stocked[0]!;
    template.reference = template.prices[0] ?? template.prices[first]! / factors[first]!;
  }
  return [...byKey.values()];
}

function formatWeight(amount: number, small: string, large: string): string {
  return amount >= 1000 && amount % 10 === 0 ? `${amount / 1000}${large}` : `${amount}${small}`;
}

/** Returns the unit scaled by `factor`, or null if it has no size to scale or the result looks odd. */
function resizeUnit(unit: string, factor: number): string | null {
  const size = /^(\d+(?:\.\d+)?)\s*(g|kg|ml|cl|l)$/i.exec(unit);
  if (size) {
    const word = size[2]!.toLowerCase();
    const multiplier = word === 'kg' || word === 'l' ? 1000 : word === 'cl' ? 10 : 1;
    const scaled = Math.round(Number(size[1]) * multiplier) * factor;
    const weight = word === 'g' || word === 'kg';
    if (!Number.isInteger(scaled) || scaled < 10 || scaled > (weight ? MAX_GRAMS : MAX_MILLILITRES)) return null;
    return weight ? formatWeight(scaled, 'g', 'kg') : formatWeight(scaled, 'ml', 'L');
  }
  const counted = /^(\d+)( x .+| [a-z][a-z ]*)$/.exec(unit);
  if (counted && !/pints?$/.test(counted[2]!)) {
    const count = Number(counted[1]) * factor;
    return Number.isInteger(count) && count >= 2 && count <= 100 ? `${count}${counted[2]}` : null;
  }
  return null;
}

/** Rounds to whole pence, then to a shelf-looking 5p step above £1. */
function shelfPrice(pence: number): number {
  const rounded = Math.max(10, Math.round(pence));
  return rounded >= 100 ? Math.round(rounded / 5) * 5 : rounded;
}

function includesWord(name: string, word: string | null): boolean {
  return word !== null && name.toLowerCase().includes(word.toLowerCase());
}

/** Name without any chain prefix: qualifiers go after a leading brand, formats at the end. */
function composeName(template: Template, prefix: string[], format: string | null): string {
  const { brand, baseName } = template;
  let name = baseName;
  if (prefix.length > 0) {
    const words = prefix.join(' ');
    name = brand && baseName.startsWith(`${brand} `) ? `${brand} ${words} ${baseName.slice(brand.length + 1)}` : `${words} ${baseName}`;
  }
  return format ? `${name} ${format}` : name;
}

let cachedTemplates: Template[] | null = null;

/**
 * Yields `count` products with ids 1..count. Names repeat at large counts (there is no numeric
 * suffix by design, so search sees shelf-like names), but the stream is identical for a given seed.
 */
export function* generateCatalogue(count: number, options: GenerateOptions = {}): Generator<SeedProduct> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a non-negative integer, got ${count}`);
  const templates = options.source
    ? buildTemplates(options.source)
    : (cachedTemplates ??= buildTemplates(loadCatalogue()));
  if (templates.length === 0) throw new Error('cannot generate from an empty catalogue');
  const random = mulberry32(options.seed ?? DEFAULT_SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  for (let id = 1; id <= count; id += 1) {
    const template = pick(templates);
    const own = template.brand === null;
    // Mostly keep a product at chains that really stock it, so per-chain ranges stay plausible.
    const storeIndex = random() < 0.75 ? pick(template.stocked) : Math.floor(random() * CHAIN_KEYS.length);
    const chain = CHAIN_KEYS[storeIndex]!;
    const factors = own ? OWN_FACTORS : BRAND_FACTORS;
    let price = template.prices[storeIndex] ?? template.reference * factors[storeIndex]!;

    const prefix: string[] = [];
    if (own && random() < 0.12) {
      prefix.push(PREMIUM_RANGES[chain]);
      price *= 1.4;
    }
    const qualifier = random() < 0.45 ? pick(QUALIFIERS[template.category]) : null;
    if (qualifier && !includesWord(template.baseName, qualifier)) {
      prefix.push(qualifier);
      price *= PREMIUM_WORDS.has(qualifier) ? 1.3 : VALUE_WORDS.has(qualifier) ? 0.75 : 0.95 + random() * 0.2;
    }
    const formatPick = random() < 0.2 ? pick(FORMATS[template.category]) : null;
    const format = includesWord(template.baseName, formatPick) ? null : formatPick;

    let unit = template.unit;
    // A pack format implies a bigger (or, for travel sizes, smaller) pack than the standard one.
    const factor = format ? (SMALL_FORMATS.has(format) ? 0.5 : 2) : random() < 0.3 ? pick(SIZE_FACTORS) : 1;
    // Names that spell out their size (e.g. "Whole Milk 2 Pints") keep it, or name and unit would disagree.
    const resized = factor === 1 || includesWord(template.baseName, unit) ? null : resizeUnit(unit, factor);
    if (resized) {
      unit = resized;
      price *= factor ** 0.85;
    }

    const baseName = composeName(template, prefix, format);
    const chainName = CHAIN_DISPLAY_NAMES[chain];
    const discountRoll = random();
    const available = random() >= 0.03;
    const featured = available && random() < 0.05;
    // A resized pack holds more or less drink; no synthetic price or offer goes below the minimum unit price.
    const volumeMl = resized && template.facts.volumeMl ? Math.round(template.facts.volumeMl * factor) : template.facts.volumeMl;
    const facts = { ...template.facts, volumeMl };
    const pricePence = Math.max(shelfPrice(price), minimumPricePence({ abvPercent: facts.abvPercent ?? null, volumeMl: volumeMl ?? null }) ?? 0);
    const discountPercent = discountRoll < 0.15 ? pick(DISCOUNT_PERCENTS) : 0;

    yield {
      id,
      storeId: storeIndex + 1,
      category: template.category,
      name: own ? `${chainName} ${baseName}` : baseName,
      baseName,
      brand: own ? chainName : template.brand!,
      description: template.description,
      unit,
      pricePence,
      discountPercent: lawfulDiscountPercent({ abvPercent: facts.abvPercent ?? null, volumeMl: volumeMl ?? null, pricePence }, discountPercent),
      available,
      featured,
      ...facts,
    };
  }
}
