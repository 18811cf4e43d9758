import { useEffect, useMemo, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useStores } from '@/web/features/stores';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { StoreChips } from './store-chips';
import { FOCUS_RESULTS, parseStoreParam, searchUrl, wantsResultsFocus } from './search-url';
import { useProductSearch } from './use-product-search';

/** /search?q={query}&store={storeId}: everything on screen comes from the URL, so back and forward replay it. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const storeId = parseStoreParam(params.get('store'));
  const search = useProductSearch(q);
  const { data: stores } = useStores();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // After a search the shopper made (not a reload or Back), focus moves to the results' heading.
  const focusResults = wantsResultsFocus(location.state);
  useEffect(() => {
    if (focusResults) heading.current?.focus();
  }, [focusResults, location.key]);

  const counts = useMemo(() => {
    if (!search.data) return null;
    const map = new Map<number, number>();
    for (const p of search.data) map.set(p.storeId, (map.get(p.storeId) ?? 0) + 1);
    return map;
  }, [search.data]);

  if (!q) return <Navigate to="/" replace />;

  const all = search.data ?? [];
  const results = storeId === null ? all : all.filter((p) => p.storeId === storeId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <title>{`${q} - Search Results | Everystore`}</title>
      <Link to="/" className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Shopping
      </Link>
      <h1 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl">
        Search Results
      </h1>
      <div className="mt-4 flex flex-col gap-4">
        <SearchForm key={q} initial={q} loading={search.isFetching} onSearch={(next) => void navigate(searchUrl(next, storeId), { state: FOCUS_RESULTS })} />
        <StoreChips stores={stores ?? []} selected={storeId} counts={counts} href={(id) => searchUrl(q, id)} />
        <SearchResults
          query={q}
          loading={search.isPending}
          failed={search.isError}
          results={results}
          more={search.hasMore ? { loading: search.loadingMore, onShowMore: search.showMore } : null}
        />
      </div>
    </div>
  );
}
