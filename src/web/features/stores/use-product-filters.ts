import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '@/contracts/product';
import {
  activeFilterChips,
  applyFilters,
  DEFAULT_FILTERS,
  filterOptions,
  filtersFromParams,
  filtersToParams,
  isDefaultFilters,
  removeFilterChip,
  type FilterChip,
  type FirstView,
  type ProductFilters,
} from '@/domain/product-filters';

const NONE: readonly Product[] = [];

/** Marks a navigation that only changed the filters: the page keeps its scroll (see useScrollReset). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * Filter state for one store's products plus everything derived from it; the rules live in the domain.
 * The filters and sort live in the URL's search parameters (beside `store`), so a reload, a shared link and Back
 * keep them; a change replaces the history entry rather than adding one per tick.
 * Until the whole list has arrived, a server-rendered page draws from its first view (see StoreProducts):
 * with the default filters that is the same page; with any other, and while nothing has arrived, `visible` is null (not known yet).
 */
export function useProductFilters(products: readonly Product[] | undefined, first?: FirstView<Product>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = useCallback(
    (next: (current: ProductFilters) => ProductFilters) =>
      setParams((prev) => filtersToParams(next(filtersFromParams(prev)), prev), { replace: true, state: KEEP_SCROLL }),
    [setParams],
  );
  const preview = products === undefined ? first : undefined;

  const options = useMemo(() => {
    if (!products) return first?.options ?? filterOptions(NONE);
    // The same options as the first view's keep their identity: the side panel (a deferred part whose code may
    // still be on its way) is not re-rendered, so React keeps the server's HTML of it until the code arrives.
    const whole = filterOptions(products, filters);
    return first && JSON.stringify(whole) === JSON.stringify(first.options) ? first.options : whole;
  }, [products, first, filters]);
  const visible = useMemo(() => {
    if (products) return applyFilters(products, filters, options.featureTags);
    return preview && isDefaultFilters(filters) ? preview.first : null;
  }, [products, preview, filters, options.featureTags]);
  const count = preview && visible ? preview.count : (visible?.length ?? 0);
  const chips = useMemo(() => activeFilterChips(filters, options.bounds, options.featureTags), [filters, options]);

  // Stable callbacks: the side panel is a deferred part, memoised (src/web/lib/preloadable.tsx).
  const setFilters = useCallback((next: ProductFilters) => update(() => next), [update]);
  const reset = useCallback(() => update(() => DEFAULT_FILTERS), [update]);
  const removeChip = useCallback((chip: FilterChip) => update((f) => removeFilterChip(f, chip)), [update]);

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
