/** The store page's product filters and sort (shopping.md sections 4 and 5). Prices are the API's pounds. */
import { CATEGORIES } from './categories';
import { discountedPence, formatPence } from './money';
import { featureTagsFor, matchesFeature, type FeatureTag } from './product-features';

export { categoryGroup, featureTagsFor, FEATURE_TAGS, matchesFeature, mostCommonCategory, type FeatureGroup, type FeatureTag } from './product-features';

export interface FilterableProduct {
  name: string;
  price: number;
  discount: number | null;
  available: boolean;
  category: string;
  brand: string | null;
  description: string | null;
  featured: boolean;
}

export type SortOption = 'default' | 'priceLowToHigh' | 'priceHighToLow' | 'discountHighToLow' | 'nameAZ' | 'nameZA';

export const SORT_OPTIONS: readonly { value: SortOption; label: string }[] = [
  { value: 'default', label: 'Featured' },
  { value: 'priceLowToHigh', label: 'Price: Low to High' },
  { value: 'priceHighToLow', label: 'Price: High to Low' },
  { value: 'discountHighToLow', label: 'Biggest Discount' },
  { value: 'nameAZ', label: 'Name: A to Z' },
  { value: 'nameZA', label: 'Name: Z to A' },
];

export interface ProductFilters {
  inStockOnly: boolean;
  onSaleOnly: boolean;
  /** null means the full range of the listed prices. */
  priceRange: readonly [number, number] | null;
  categories: readonly string[];
  brands: readonly string[];
  /** Feature tag ids. */
  features: readonly string[];
  sort: SortOption;
}

export const DEFAULT_FILTERS: ProductFilters = {
  inStockOnly: true,
  onSaleOnly: false,
  priceRange: null,
  categories: [],
  brands: [],
  features: [],
  sort: 'default',
};

export interface PriceBounds {
  min: number;
  max: number;
}

/** The slider's range before any products have loaded. */
export const DEFAULT_PRICE_BOUNDS: PriceBounds = { min: 0, max: 100 };
export const PRICE_STEP = 0.1;

const toPence = (pounds: number) => Math.round(pounds * 100);

/** What the shopper pays, in pence: the price less any discount. */
export function effectivePence(p: Pick<FilterableProduct, 'price' | 'discount'>): number {
  return discountedPence(toPence(p.price), p.discount);
}

/**
 * From the cheapest price rounded down to the dearest rounded up, in whole pounds (0 to 100 with no
 * products). When every price is the same whole pound the range is widened by £1, since a slider needs
 * its maximum above its minimum.
 */
export function priceBounds(products: readonly Pick<FilterableProduct, 'price' | 'discount'>[]): PriceBounds {
  if (products.length === 0) return DEFAULT_PRICE_BOUNDS;
  let lo = Infinity;
  let hi = -Infinity;
  // A loop rather than Math.min(...list): spreading thousands of arguments can overflow the stack.
  for (const p of products) {
    const pence = effectivePence(p);
    lo = Math.min(lo, pence);
    hi = Math.max(hi, pence);
  }
  const min = Math.floor(lo / 100);
  return { min, max: Math.max(Math.ceil(hi / 100), min + 1) };
}

/** The range the slider shows: the chosen one, kept inside the bounds, or the bounds themselves. */
export function priceRangeValue(filters: ProductFilters, bounds: PriceBounds): [number, number] {
  if (!filters.priceRange) return [bounds.min, bounds.max];
  const clamp = (n: number) => Math.min(Math.max(n, bounds.min), bounds.max);
  return [clamp(filters.priceRange[0]), clamp(filters.priceRange[1])];
}

function isPriceActive(filters: ProductFilters, bounds: PriceBounds): boolean {
  if (!filters.priceRange) return false;
  const [lo, hi] = priceRangeValue(filters, bounds);
  return lo > bounds.min || hi < bounds.max;
}

/**
 * Applies every filter. Within categories or brands any choice matches; chosen feature tags must all
 * match, since each narrows the list ('Organic' and 'Vegan' means both).
 */
export function filterProducts<T extends FilterableProduct>(products: readonly T[], filters: ProductFilters, featureTags: readonly FeatureTag[] = featureTagsFor(products)): T[] {
  const features = featureTags.filter((t) => filters.features.includes(t.id));
  const [lo, hi] = filters.priceRange ? [toPence(filters.priceRange[0]), toPence(filters.priceRange[1])] : [-Infinity, Infinity];
  return products.filter((p) => {
    if (filters.inStockOnly && !p.available) return false;
    if (filters.onSaleOnly && !((p.discount ?? 0) > 0)) return false;
    const price = effectivePence(p);
    if (price < lo || price > hi) return false;
    if (filters.categories.length > 0 && !filters.categories.includes(p.category)) return false;
    if (filters.brands.length > 0 && (p.brand === null || !filters.brands.includes(p.brand))) return false;
    return features.every((f) => matchesFeature(p, f));
  });
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** Sorts a copy; ties keep the listed order. 'Featured' (the default) puts featured products first. */
export function sortProducts<T extends FilterableProduct>(products: readonly T[], sort: SortOption): T[] {
  const out = [...products];
  switch (sort) {
    case 'priceLowToHigh':
      return out.sort((a, b) => effectivePence(a) - effectivePence(b));
    case 'priceHighToLow':
      return out.sort((a, b) => effectivePence(b) - effectivePence(a));
    case 'discountHighToLow':
      return out.sort((a, b) => (b.discount ?? 0) - (a.discount ?? 0));
    case 'nameAZ':
      return out.sort((a, b) => byName.compare(a.name, b.name));
    case 'nameZA':
      return out.sort((a, b) => byName.compare(b.name, a.name));
    default:
      return out.sort((a, b) => Number(b.featured) - Number(a.featured));
  }
}

export function applyFilters<T extends FilterableProduct>(products: readonly T[], filters: ProductFilters, featureTags?: readonly FeatureTag[]): T[] {
  return sortProducts(filterProducts(products, filters, featureTags), filters.sort);
}

export interface FilterOption {
  value: string;
  count: number;
}

/** The categories present, in the catalogue's order, with how many products each has. */
export function categoryOptions(products: readonly Pick<FilterableProduct, 'category'>[]): FilterOption[] {
  const counts = countBy(products.map((p) => p.category));
  const order = (name: string) => {
    const i = CATEGORIES.findIndex((c) => c.name === name);
    return i === -1 ? CATEGORIES.length : i;
  };
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => order(a.value) - order(b.value) || byName.compare(a.value, b.value));
}

/** The brands present, the most stocked first (the store's own brand), then by name. */
export function brandOptions(products: readonly Pick<FilterableProduct, 'brand'>[]): FilterOption[] {
  const counts = countBy(products.flatMap((p) => (p.brand ? [p.brand] : [])));
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || byName.compare(a.value, b.value));
}

function countBy(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

export type FilterChip =
  | { kind: 'onSale'; label: 'Special Offers' }
  | { kind: 'includeOutOfStock'; label: 'Include Out of Stock' }
  | { kind: 'price'; label: string }
  | { kind: 'category' | 'brand' | 'feature'; value: string; label: string };

/** One removable chip per active (non-default) filter; the sort is not a filter and has none. */
export function activeFilterChips(filters: ProductFilters, bounds: PriceBounds, featureTags: readonly FeatureTag[]): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.onSaleOnly) chips.push({ kind: 'onSale', label: 'Special Offers' });
  if (!filters.inStockOnly) chips.push({ kind: 'includeOutOfStock', label: 'Include Out of Stock' });
  if (isPriceActive(filters, bounds)) {
    const [lo, hi] = priceRangeValue(filters, bounds);
    chips.push({ kind: 'price', label: `${formatPence(toPence(lo))} - ${formatPence(toPence(hi))}` });
  }
  for (const c of filters.categories) chips.push({ kind: 'category', value: c, label: c });
  for (const b of filters.brands) chips.push({ kind: 'brand', value: b, label: b });
  for (const id of filters.features) chips.push({ kind: 'feature', value: id, label: featureTags.find((t) => t.id === id)?.label ?? id });
  return chips;
}

/** The filters with that one chip's filter back at its default. */
export function removeFilterChip(filters: ProductFilters, chip: FilterChip): ProductFilters {
  switch (chip.kind) {
    case 'onSale':
      return { ...filters, onSaleOnly: false };
    case 'includeOutOfStock':
      return { ...filters, inStockOnly: true };
    case 'price':
      return { ...filters, priceRange: null };
    case 'category':
      return { ...filters, categories: filters.categories.filter((c) => c !== chip.value) };
    case 'brand':
      return { ...filters, brands: filters.brands.filter((b) => b !== chip.value) };
    case 'feature':
      return { ...filters, features: filters.features.filter((f) => f !== chip.value) };
  }
}

/** Adds the value when absent, removes it when present (multi-select checkboxes). */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Each offered feature tag with how many of the products match it. */
export function featureOptions(products: readonly FilterableProduct[], featureTags: readonly FeatureTag[]): (FilterOption & { label: string })[] {
  return featureTags.map((t) => ({ value: t.id, label: t.label, count: products.filter((p) => matchesFeature(p, t)).length }));
}

/** Everything the filters offer for a list of products: the price slider's range, and each choice with its count. */
export interface FilterOptions {
  bounds: PriceBounds;
  featureTags: readonly FeatureTag[];
  categories: FilterOption[];
  brands: FilterOption[];
  features: (FilterOption & { label: string })[];
}

/**
 * Every category, brand and feature tag of the list stays on offer, in a stable order; each one's count is how
 * many products the list would show with it ticked on top of the other filters as they are. So the counts follow
 * the availability switch, the offers, the price and the other groups, and a count of 0 means ticking it shows
 * nothing. Within categories (or brands) choices add up, so a group's own choices do not narrow its counts;
 * feature tags narrow each other, so theirs count within what is shown.
 */
export function filterOptions(products: readonly FilterableProduct[], filters: ProductFilters = DEFAULT_FILTERS): FilterOptions {
  const featureTags = featureTagsFor(products);
  const passing = (patch: Partial<ProductFilters>) => filterProducts(products, { ...filters, ...patch }, featureTags);
  const recount = (options: FilterOption[], counts: Map<string, number>) => options.map((o) => ({ ...o, count: counts.get(o.value) ?? 0 }));
  return {
    bounds: priceBounds(products),
    featureTags,
    categories: recount(categoryOptions(products), countBy(passing({ categories: [] }).map((p) => p.category))),
    brands: recount(brandOptions(products), countBy(passing({ brands: [] }).flatMap((p) => (p.brand ? [p.brand] : [])))),
    features: featureOptions(passing({}), featureTags),
  };
}

/**
 * The filters and sort as URL search parameters, so a reload, a shared link and Back keep them. Only what differs
 * from the defaults is written: `stock=all`, `offers=1`, `price=lo-hi` (pounds), `category`, `brand` and `feature`
 * once per choice, `sort`. Any other parameter (such as `store`) is left as it is.
 */
export const FILTER_PARAMS = { stock: 'stock', offers: 'offers', price: 'price', category: 'category', brand: 'brand', feature: 'feature', sort: 'sort' } as const;

const isSortOption = (value: string | null): value is SortOption => SORT_OPTIONS.some((o) => o.value === value);

/** The filters a URL's parameters ask for; anything missing or malformed is the default. */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const sort = params.get(FILTER_PARAMS.sort);
  const price = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(params.get(FILTER_PARAMS.price) ?? '');
  const lo = price ? Number(price[1]) : NaN;
  const hi = price ? Number(price[2]) : NaN;
  const unique = (name: string) => [...new Set(params.getAll(name).filter((v) => v !== ''))];
  const filters: ProductFilters = {
    inStockOnly: params.get(FILTER_PARAMS.stock) !== 'all',
    onSaleOnly: params.get(FILTER_PARAMS.offers) === '1',
    priceRange: price && lo <= hi ? [lo, hi] : null,
    categories: unique(FILTER_PARAMS.category),
    brands: unique(FILTER_PARAMS.brand),
    features: unique(FILTER_PARAMS.feature),
    sort: isSortOption(sort) ? sort : 'default',
  };
  return isDefaultFilters(filters) ? DEFAULT_FILTERS : filters;
}

/** A copy of `params` with the filters written in (and any earlier filter parameters taken out). */
export function filtersToParams(filters: ProductFilters, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of Object.values(FILTER_PARAMS)) out.delete(name);
  if (!filters.inStockOnly) out.set(FILTER_PARAMS.stock, 'all');
  if (filters.onSaleOnly) out.set(FILTER_PARAMS.offers, '1');
  if (filters.priceRange) out.set(FILTER_PARAMS.price, filters.priceRange.map((n) => String(Math.round(n * 100) / 100)).join('-'));
  for (const c of filters.categories) out.append(FILTER_PARAMS.category, c);
  for (const b of filters.brands) out.append(FILTER_PARAMS.brand, b);
  for (const f of filters.features) out.append(FILTER_PARAMS.feature, f);
  if (filters.sort !== 'default') out.set(FILTER_PARAMS.sort, filters.sort);
  return out;
}

export function isDefaultFilters(filters: ProductFilters): boolean {
  return (
    filters === DEFAULT_FILTERS ||
    (filters.inStockOnly === DEFAULT_FILTERS.inStockOnly &&
      filters.onSaleOnly === DEFAULT_FILTERS.onSaleOnly &&
      filters.priceRange === null &&
      filters.categories.length === 0 &&
      filters.brands.length === 0 &&
      filters.features.length === 0 &&
      filters.sort === DEFAULT_FILTERS.sort)
  );
}

/**
 * What a list of products looks like before the shopper touches a filter: the filters' options, how many
 * products the default filters show, and the first `size` of them. A store's page is drawn from this first
 * (about a tenth of the whole list's bytes), and from the whole list once it has arrived: both draw the same.
 */
export interface FirstView<T> {
  options: FilterOptions;
  count: number;
  first: T[];
}

export function firstView<T extends FilterableProduct>(products: readonly T[], size: number): FirstView<T> {
  const options = filterOptions(products);
  const shown = applyFilters(products, DEFAULT_FILTERS, options.featureTags);
  return { options, count: shown.length, first: shown.slice(0, size) };
}
