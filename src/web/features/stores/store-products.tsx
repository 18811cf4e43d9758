import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterDrawer } from './filter-drawer';
import { ProductsGrid, ProductsGridSkeleton } from './products-grid';
import { SortSelect } from './sort-select';
import { deferredPart } from '@/web/lib/preloadable';
import { useStoresByDistance } from '@/web/features/location';
import { useStoreFirstView, useStoreProducts } from './api';
import { UNKNOWN_STORE } from './store-chain';
import { useProductFilters } from './use-product-filters';

/**
 * The desktop side panel's filters (and the slider, switch, accordion and checkbox primitives under them) are
 * not in the page's first download: phones never show the panel, and a desktop hydrates it a moment later.
 */
const SidePanelFilters = deferredPart(
  () => import('./filter-panel'),
  'FilterPanel',
  <div className="space-y-3" aria-hidden="true">
    <Skeleton className="h-6 w-24" />
    <Skeleton className="h-40 w-full" />
    <Skeleton className="h-40 w-full" />
  </div>,
);

/** /stores?store={id}: the chosen store's products with filters (side panel on desktop, drawer on mobile). */
export function StoreProducts({ storeId }: { storeId: number }) {
  const stores = useStoresByDistance();
  const products = useStoreProducts(storeId);
  // A server-rendered page starts from its first view, and the whole list replaces it when it arrives.
  const first = useStoreFirstView(storeId);
  const { filters, setFilters, reset, removeChip, options, visible, count, chips } = useProductFilters(products.data, first);
  const store = stores.data?.find((s) => s.id === storeId);
  const name = store?.name ?? (stores.isPending ? null : UNKNOWN_STORE);
  const filterProps = { filters, onChange: setFilters, onReset: reset, options };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {name !== null && <title>{`${name} Products | Everystore`}</title>}
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" className="-ml-2 shrink-0">
          <Link to="/stores" aria-label="Back to stores">
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          </Link>
        </Button>
        {name === null ? <Skeleton className="h-8 w-56" /> : <h1 className="text-2xl font-bold sm:text-3xl">{name} Products</h1>}
      </div>

      {products.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load products
        </p>
      ) : (
        <div className="mt-4 flex gap-8">
          <aside className="hidden w-64 shrink-0 lg:block" aria-label="Product filters">
            <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4">
              <SidePanelFilters {...filterProps} />
            </div>
          </aside>
          <section className="min-w-0 flex-1" aria-label={`${name ?? 'Store'} products`}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              {visible === null ? (
                <Skeleton className="h-5 w-40" />
              ) : (
                <p className="text-gray-700" aria-live="polite">
                  Showing {count} products
                </p>
              )}
              <div className="flex min-w-0 items-center gap-2">
                <FilterDrawer {...filterProps} activeCount={chips.length} resultCount={visible === null ? null : count} />
                <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
              </div>
            </div>
            <div className="mt-3 empty:mt-0">
              <ActiveFilterChips chips={chips} onRemove={removeChip} />
            </div>
            <div className="mt-4">
              {visible === null ? (
                <ProductsGridSkeleton />
              ) : count === 0 ? (
                <EmptyState onReset={reset} />
              ) : (
                <ProductsGrid key={JSON.stringify(filters)} products={visible} total={count} />
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}

function EmptyState({ onReset }: { onReset: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-4 py-12 text-center">
      <SearchX className="h-10 w-10 text-gray-400" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">No products found</h2>
      <p className="mt-1 text-gray-700">Try adjusting your filters to find what you&apos;re looking for</p>
      <Button variant="outline" className="mt-4" onClick={onReset}>
        Reset filters
      </Button>
    </div>
  );
}
