import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { ProductCard } from '@/web/features/products';
import { cn } from '@/web/lib/cn';
import { useSavedSearch } from './use-saved-search';

/** The last search's results, shown on the home page once a search has completed. */
export function SearchResultsBlock() {
  const { search, completions, fading, clear } = useSavedSearch();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (completions > 0) ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [completions]);

  if (!search) return null;
  const count = search.results.length;
  return (
    <section
      ref={ref}
      aria-labelledby="search-results-title"
      className={cn('mx-auto w-full max-w-7xl scroll-mt-4 px-4 transition-opacity duration-300', fading && 'opacity-0')}
      data-testid="search-results-block"
    >
      <div className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="search-results-title" className="text-xl font-bold">
              Search Results <span className="font-normal text-gray-700">for &ldquo;{search.query}&rdquo;</span>
            </h2>
            <p className="text-sm text-gray-700">{count} item(s) found</p>
          </div>
          <Button variant="ghost" size="sm" onClick={clear} aria-label="Clear search results" disabled={fading}>
            <X className="h-4 w-4" aria-hidden="true" />
            Clear
          </Button>
        </div>
        {count > 0 && (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {search.results.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
