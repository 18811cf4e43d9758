import { useCallback, useMemo, useState } from 'react';
import type { Product } from '@/contracts/product';
import {
  activeFilterChips,
  applyFilters,
  brandOptions,
  categoryOptions,
  DEFAULT_FILTERS,
  featureOptions,
  featureTagsFor,
  priceBounds,
  removeFilterChip,
  type FilterChip,
  type ProductFilters,
} from '@/domain/product-filters';

/** Filter state for one store's products plus everything derived from it; the rules live in the domain. */
export function useProductFilters(products: readonly Product[] | undefined) {
  const [filters, setFilters] = useState<ProductFilters>(DEFAULT_FILTERS);
  const list = useMemo(() => products ?? [], [products]);

  const options = useMemo(() => {
    const featureTags = featureTagsFor(list);
    return {
      bounds: priceBounds(list),
      featureTags,
      categories: categoryOptions(list),
      brands: brandOptions(list),
      features: featureOptions(list, featureTags),
    };
  }, [list]);

  const visible = useMemo(() => applyFilters(list, filters, options.featureTags), [list, filters, options.featureTags]);
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
    visible,
    chips,
  };
}

export type ProductFilterOptions = ReturnType<typeof useProductFilters>['options'];
