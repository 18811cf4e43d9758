import { useCallback, useMemo, useState } from 'react';
import type { Product } from '@/contracts/product';
import {
  activeFilterChips,
  applyFilters,
  DEFAULT_FILTERS,
  filterOptions,
  removeFilterChip,
  type FilterChip,
  type FirstView,
  type ProductFilters,
} from '@/domain/product-filters';

const NONE: readonly Product[] = [];
const DEFAULT_JSON = JSON.stringify(DEFAULT_FILTERS);
const isDefault = (filters: ProductFilters) => filters === DEFAULT_FILTERS || JSON.stringify(filters) === DEFAULT_JSON;

/**
 * Filter state for one store's products plus everything derived from it; the rules live in the domain.
 * Until the whole list has arrived, a server-rendered page draws from its first view (see StoreProducts):
 * with the default filters that is the same page; with any other, and while nothing has arrived, `visible` is null (not known yet).
 */
export function useProductFilters(products: readonly Product[] | undefined, first?: FirstView<Product>) {
  const [filters, setFilters] = useState<ProductFilters>(DEFAULT_FILTERS);
  const preview = products === undefined ? first : undefined;

  const options = useMemo(() => {
    if (!products) return first?.options ?? filterOptions(NONE);
    // The same options as the first view's keep their identity: the side panel (a deferred part whose code may
    // still be on its way) is not re-rendered, so React keeps the server's HTML of it until the code arrives.
    const whole = filterOptions(products);
    return first && JSON.stringify(whole) === JSON.stringify(first.options) ? first.options : whole;
  }, [products, first]);
  const visible = useMemo(() => {
    if (products) return applyFilters(products, filters, options.featureTags);
    return preview && isDefault(filters) ? preview.first : null;
  }, [products, preview, filters, options.featureTags]);
  const count = preview && visible ? preview.count : (visible?.length ?? 0);
  const chips = useMemo(() => activeFilterChips(filters, options.bounds, options.featureTags), [filters, options]);

  // Stable callbacks: the side panel is a deferred part, memoised (src/web/lib/preloadable.tsx).
  const reset = useCallback(() => setFilters(DEFAULT_FILTERS), []);
  const removeChip = useCallback((chip: FilterChip) => setFilters((f) => removeFilterChip(f, chip)), []);

  return {
    filters,
    setFilters,
    reset,
    removeChip,
    options,
    /** The products to show, in order (only the first ones on a first view); null while they are not known. */
    visible,
    /** How many products the filters let through. */
    count,
    chips,
  };
}
