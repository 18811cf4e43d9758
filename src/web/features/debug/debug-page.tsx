import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@/web/components/not-found-page';
import { DEBUG_PAGE_SIZE, useAppConfig, useProductPage } from './api';
import { Pagination } from './pagination';
import { ProductList } from './product-list';
import { StorageTools } from './storage-tools';

/** /debug: only when the server says so (GET /api/config); otherwise it is a 404 like any unknown path. */
export function DebugPage() {
  const config = useAppConfig();
  if (config.isPending) return <Loading label="Loading…" />;
  if (config.isError) {
    return (
      <p role="alert" className="mx-auto max-w-3xl px-4 py-8 text-red-700">
        Failed to load the debug configuration: {config.error.message}
      </p>
    );
  }
  if (!config.data.debugEnabled) return <NotFoundPage />;
  return <DebugTools />;
}

function DebugTools() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const offset = (page - 1) * DEBUG_PAGE_SIZE;
  const products = useProductPage(offset);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    // Move focus (and the view) to the top of the list, so the bottom controls do not strand anyone.
    listHeading.current?.focus();
  };

  const rows = products.data ?? [];
  const hasNext = rows.length === DEBUG_PAGE_SIZE;
  const range = rows.length > 0 ? `Showing products ${offset + 1}–${offset + rows.length}` : 'No products on this page';

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <title>Debug | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Debug</h1>
      <p className="mt-2 text-sm text-gray-700">Catalogue data as the API sends it, and tools for this browser&apos;s storage. No account, session or order data is shown here.</p>

      <div className="mt-6">
        <StorageTools />
      </div>

      <section aria-labelledby="debug-products-heading" className="mt-8">
        <h2 id="debug-products-heading" ref={listHeading} tabIndex={-1} className="scroll-mt-20 text-lg font-semibold text-gray-900 focus:outline-none">
          Products
        </h2>
        <p className="mt-1 text-sm text-gray-700" aria-live="polite">
          {products.isFetching ? 'Loading products…' : products.isError ? '' : range}
        </p>
        {products.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            Failed to load products: {products.error.message}
          </p>
        ) : products.isPending ? (
          <Loading label="Loading products…" />
        ) : (
          <div className="mt-4 space-y-4">
            <Pagination page={page} hasNext={hasNext} label="Product pages, top" onChange={goTo} />
            <ProductList products={rows} firstIndex={offset} />
            <Pagination page={page} hasNext={hasNext} label="Product pages, bottom" onChange={goTo} />
          </div>
        )}
      </section>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-gray-700">
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" />
      {label}
    </div>
  );
}
