/**
 * Loads the hand-maintained catalogue CSVs (one per category) and expands each row into one
 * SeedProduct per chain that has a price. Everything is deterministic so ids, discounts and
 * availability are identical on every seed run and in every environment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CsvRecord, parseCsvRecords } from '@/domain/csv';
import { CATEGORY_NAMES, CHAIN_KEYS, type CategoryName, type ChainKey, type SeedProduct } from './types';
import { lawfulDiscountPercent, medicinePackSizeRefusal, minimumPriceRefusal, NO_RESTRICTED_FACTS } from '@/domain/age-restrictions';
import { hashSeed } from '@/domain/seeded-random';
import { RESTRICTED_FACTS, type SeedFacts } from './restricted-facts';
import { CATALOGUE_DIR } from '../../paths';

export const CHAIN_DISPLAY_NAMES: Record<ChainKey, string> = {
  tesco: 'Tesco',
  sainsburys: "Sainsbury's",
  asda: 'Asda',
  morrisons: 'Morrisons',
  waitrose: 'Waitrose',
  aldi: 'Aldi',
  lidl: 'Lidl',
  coop: 'Co-op',
};

/** Brand cell marking a chain's own-brand row; the chain's display name becomes the brand. */
export const OWN_BRAND = '*own*';

export const CATALOGUE_HEADER = ['name', 'brand', 'unit', 'description', ...CHAIN_KEYS] as const;

export const DISCOUNT_PERCENTS = [10, 15, 20, 25, 33] as const;

// Shares out of 1000; salts keep the three decisions independent of each other.
const DISCOUNT_PER_MILLE = 150;
const UNAVAILABLE_PER_MILLE = 30;
const FEATURED_PER_MILLE = 50;

/** 'Fruit & Vegetables' → 'fruit-vegetables.csv'. */
export function categoryFileName(category: CategoryName): string {
  const slug = category
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug}.csv`;
}

/** 32-bit FNV-1a (the domain's seed hash): stable across platforms, good enough to spread flags over products. */
export const fnv1a = hashSeed;

const PRICE_RE = /^(\d{1,4})\.(\d{2})$/;

/** '1.40' → 140 without going through floating point; null when not pounds with two decimals. */
export function parsePricePence(cell: string): number | null {
  const match = PRICE_RE.exec(cell.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number(match[2]);
}

export interface ProductFlags {
  discountPercent: number;
  available: boolean;
  featured: boolean;
}

export function productFlags(chain: ChainKey, name: string): ProductFlags {
  const key = `${chain}|${name}`;
  const discountHash = fnv1a(key);
  const discountPercent =
    discountHash % 1000 < DISCOUNT_PER_MILLE
      ? DISCOUNT_PERCENTS[(discountHash >>> 16) % DISCOUNT_PERCENTS.length]!
      : 0;
  const available = fnv1a(`availability|${key}`) % 1000 >= UNAVAILABLE_PER_MILLE;
  // Never feature something a shopper cannot buy.
  const featured = available && fnv1a(`featured|${key}`) % 1000 < FEATURED_PER_MILLE;
  return { discountPercent, available, featured };
}

class CatalogueError extends Error {
  constructor(file: string, line: number | null, message: string) {
    super(`catalogue/${file}${line === null ? '' : ` line ${line}`}: ${message}`);
    this.name = 'CatalogueError';
  }
}

export interface FileSource {
  file: string;
  category: CategoryName;
  text: string;
}

function readSources(dir: URL | string): FileSource[] {
  const path = typeof dir === 'string' ? dir : fileURLToPath(dir);
  const known = new Set(CATEGORY_NAMES.map(categoryFileName));
  const present = readdirSync(path).filter((file) => file.endsWith('.csv'));
  for (const file of present) {
    if (!known.has(file)) throw new CatalogueError(file, null, 'unknown category file');
  }
  return CATEGORY_NAMES.map((category) => {
    const file = categoryFileName(category);
    if (!present.includes(file)) throw new CatalogueError(file, null, `missing file for category "${category}"`);
    return { file, category, text: readFileSync(join(path, file), 'utf8') };
  });
}

function checkHeader(file: string, fields: string[] | undefined): void {
  const expected = CATALOGUE_HEADER.join(',');
  const actual = fields?.join(',') ?? '';
  if (actual !== expected) throw new CatalogueError(file, 1, `header must be "${expected}", got "${actual}"`);
}

/**
 * Expands already-read CSV sources, in the given order, into products with ids 1..N, each with its facts for the
 * sale rules (restricted-facts.ts, by base name). Exposed separately from loadCatalogue so validation can be tested
 * without touching disk.
 */
export function expandCatalogue(sources: readonly FileSource[], restrictedFacts: Readonly<Record<string, SeedFacts>> = RESTRICTED_FACTS): SeedProduct[] {
  const products: SeedProduct[] = [];
  const seen = new Map<string, string>();

  for (const { file, category, text } of sources) {
    let records: CsvRecord[];
    try {
      records = parseCsvRecords(text);
    } catch (error) {
      throw new Error(`catalogue/${file}: ${(error as Error).message}`);
    }
    checkHeader(file, records[0]?.fields);

    for (const { line, fields } of records.slice(1)) {
      if (fields.length === 1 && fields[0] === '') continue;
      const fail = (message: string): never => {
        throw new CatalogueError(file, line, message);
      };
      if (fields.length !== CATALOGUE_HEADER.length) {
        fail(`expected ${CATALOGUE_HEADER.length} fields, got ${fields.length}`);
      }
      const [rawName = '', rawBrand = '', rawUnit = '', rawDescription = ''] = fields;
      const name = rawName.trim();
      const brand = rawBrand.trim();
      const unit = rawUnit.trim();
      const description = rawDescription.trim();
      if (!name) fail('missing name');
      if (!brand) fail(`missing brand for "${name}"`);
      if (!unit) fail(`missing unit for "${name}"`);
      if (!description) fail(`missing description for "${name}"`);
      if (/[\r\n]/.test(`${name}${unit}${description}`)) fail(`line break inside a field of "${name}"`);
      const ownBrand = brand === OWN_BRAND;
      const facts = { ...NO_RESTRICTED_FACTS, ...restrictedFacts[name] };
      if (category === 'Alcohol' && (facts.abvPercent === null || facts.volumeMl === null)) fail(`no ABV and volume for "${name}" in restricted-facts.ts`);
      const packRefusal = medicinePackSizeRefusal({ name, ...facts });
      if (packRefusal) fail(packRefusal);

      let stocked = 0;
      CHAIN_KEYS.forEach((chain, index) => {
        const cell = (fields[4 + index] ?? '').trim();
        if (cell === '') return;
        const pricePence = parsePricePence(cell);
        if (pricePence === null) fail(`bad price "${cell}" for ${chain} (want pounds like 1.40)`);
        stocked += 1;

        const chainName = CHAIN_DISPLAY_NAMES[chain];
        const productName = ownBrand ? `${chainName} ${name}` : name;
        const key = `${chain}|${productName.toLowerCase()}`;
        const previous = seen.get(key);
        if (previous) fail(`duplicate product "${productName}" for ${chain} (first at ${previous})`);
        seen.set(key, `${file} line ${line}`);
        // Scotland's minimum price is a floor on the shelf price, and an offer that would go under it is not run.
        const refusal = minimumPriceRefusal({ name: productName, unit, ...facts, pricePence: pricePence! });
        if (refusal) fail(refusal);
        const flags = productFlags(chain, productName);

        products.push({
          id: products.length + 1,
          storeId: index + 1,
          category,
          name: productName,
          baseName: name,
          brand: ownBrand ? chainName : brand,
          description,
          unit,
          pricePence: pricePence!,
          ...flags,
          discountPercent: lawfulDiscountPercent({ ...facts, pricePence: pricePence! }, flags.discountPercent),
          ...facts,
        });
      });
      if (stocked === 0) fail(`"${name}" has no price for any chain`);
    }
  }
  return products;
}

/** Reads and expands the catalogue CSVs (by default the ones next to this module). */
export function loadCatalogue(dir: URL | string = CATALOGUE_DIR): SeedProduct[] {
  return expandCatalogue(readSources(dir));
}
