import { Loader2, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Product } from '@/contracts/product';
import { Button, buttonVariants } from '@/web/components/ui/button';
import { EAGER_CARDS, ProductCard, ProductCardSkeleton } from '@/web/features/products';
import { ProductGroupCard } from './product-group-card';
import { groupSameProducts } from './same-product-groups';
import { useSearchView } from './use-search-view';
import { ViewSwitch } from './view-switch';

/** Loading placeholders on the search page (shopping.md section 2). */
export const SEARCH_SKELETONS = 8;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4';
/** One card per product holds its chains' prices: wider cards, fewer to a row. */
const GROUP_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3';

interface SearchResultsProps {
  query: string;
  loading: boolean;
  failed: boolean;
  results: Product[];
  /** A next page exists: 'Show more' loads it below the results. */
  more?: { loading: boolean; onShowMore: () => void } | null;
}

/**
 * The results: the same product at several chains together, cheapest first, as a card per chain's product (the
 * default) or one card per product with its chains to choose from (the shopper's choice, remembered).
 */
export function SearchResults({ query, loading, failed, results, more = null }: SearchResultsProps) {
  const [view, setView] = useSearchView();
  const groups = useMemo(() => groupSameProducts(results), [results]);
  if (loading) {
    return (
      <div aria-busy="true">
        <p role="status" className="mb-4 flex items-center gap-2 text-gray-700">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" />
          Searching across all stores...
        </p>
        <div className={GRID}>
          {Array.from({ length: SEARCH_SKELETONS }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }

  if (results.length === 0 && !more) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-gray-200 bg-white px-4 py-12 text-center">
        <SearchX className="h-12 w-12 text-gray-500" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-semibold text-gray-900">No results found</h2>
        {!failed && <p className="mt-2 text-gray-700">No products found matching &quot;{query}&quot;</p>}
        <p className="mt-1 text-gray-700">Try a different search term or check other stores</p>
        <Link to="/stores" className={buttonVariants({ className: 'mt-6' })}>
          Browse all products
        </Link>
      </div>
    );
  }

  return (
    <section aria-labelledby="results-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="results-heading" className="text-lg font-semibold text-gray-900">
          Results ({results.length}) <span className="font-normal text-gray-700">for &quot;{query}&quot;</span>
        </h2>
        <ViewSwitch view={view} onChange={setView} />
      </div>
      {view === 'per-product' ? (
        <ul className={GROUP_GRID} data-testid="product-groups">
          {groups.map((group, i) => (
            <li key={group.key}>
              <ProductGroupCard group={group} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={GRID}>
          {groups
            .flatMap((group) => group.products)
            .map((product, i) => (
              <li key={product.id}>
                <ProductCard product={product} eager={i < EAGER_CARDS} />
              </li>
            ))}
        </ul>
      )}
      {more && (
        <div className="mt-6 flex justify-center">
          <Button type="button" variant="outline" onClick={more.onShowMore} disabled={more.loading} aria-busy={more.loading}>
            {more.loading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {more.loading ? 'Loading more...' : 'Show more'}
          </Button>
        </div>
      )}
    </section>
  );
}
