/**
 * What makes two products "the same product" at different chains: the same brand, the same name and the same pack.
 * One rule for every screen that says so: Find it Cheaper's "Same product", search's one card per product, the
 * favourites' best price elsewhere, and swap to save's like-for-like swaps (and through it, a list filling the
 * basket).
 */
import { normalizeText, singular } from './search-text';
import { parsePackSize } from './unit-price';

interface Named {
  brand: string | null;
  name: string;
  unit: string | null;
}

/** A name as its words: case, accents, apostrophes and hyphens aside, each word singular ('Free-Range Eggs' = 'free range egg'). */
function nameKey(name: string): string {
  return normalizeText(name).replace(/-/g, ' ').split(' ').filter(Boolean).map(singular).join(' ');
}

/** A pack size as one text: '415g' and '415 g' alike, '1L' and '1000ml' alike; '' for none. */
function packKey(unit: string | null): string {
  if (!unit) return '';
  const pack = parsePackSize(unit);
  if (pack) return `${Number(pack.quantity.toPrecision(12))}${pack.measure}`;
  return `~${normalizeText(unit).replace(/\s/g, '')}`;
}

/**
 * The product's same-product key: brand, name and pack. Null without a brand (such a product is only ever similar);
 * own-brand lines carry their chain's name as their brand, so two chains' own brands never share a key. Search
 * answers carry it, so the shop can put a product's chains together.
 */
export function sameProductKey(product: Named): string | null {
  const brand = normalizeText(product.brand ?? '');
  if (!brand) return null;
  return `${brand}|${nameKey(product.name)}|${packKey(product.unit)}`;
}

/** Whether two products are the same product (both have a key, and it is one key). */
export function isSameProduct(a: Named, b: Named): boolean {
  const key = sameProductKey(a);
  return key !== null && key === sameProductKey(b);
}
