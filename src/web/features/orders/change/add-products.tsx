import { useQuery } from '@tanstack/react-query';
import { Loader2, Plus, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Product } from '@/contracts/product';
import { publicReadUrl } from '@/contracts/public-reads';
import { linePricePence } from '@/domain/cart';
import { formatPence, poundsToPence } from '@/domain/money';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search-text';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { useStores, UNKNOWN_STORE } from '@/web/features/stores';
import { getJson } from '@/web/lib/api';
import { multiBuyPence } from '@/web/lib/priced-line';
import { StoreDot } from '../store-dot';
import type { FoundProduct } from './draft';

/** Results shown for one search: enough to find the thing, short enough to scroll past on a phone. */
export const ADD_RESULTS_LIMIT = 8;

/** The catalogue's search (GET /api/products/search), as the search page asks it, under a key of the change screen's own. */
const searchUrl = (q: string) => publicReadUrl({ kind: 'search', q, limit: ADD_RESULTS_LIMIT });

interface Props {
  /** Chains already picking the order, by id, with the message that says so: nothing can be added from them. */
  locked: ReadonlyMap<number, string>;
  onAdd: (found: FoundProduct) => void;
}

/**
 * "Add products": searches the whole catalogue and adds a result to the order being changed (never the basket),
 * each result with its chain. A search goes out when the shopper submits it, so typing sends nothing.
 */
export function AddProducts({ locked, onAdd }: Props) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [added, setAdded] = useState('');
  const stores = useStores();
  const results = useQuery({
    queryKey: ['order-change-search', q],
    queryFn: ({ signal }) => getJson('productListSchema', searchUrl(q), signal),
    enabled: q.length > 0,
  });
  const chain = (storeId: number) => {
    const store = stores.data?.find((s) => s.id === storeId);
    return { storeName: store?.name ?? UNKNOWN_STORE, storeColor: store?.logoColor ?? '#4B5563' };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded('');
    setQ(text.trim());
  };
  const add = (product: Product) => {
    onAdd({
      productId: product.id,
      name: product.name,
      storeId: product.storeId,
      ...chain(product.storeId),
      today: { pricePence: linePricePence({ pricePence: poundsToPence(product.price), discountPercent: product.discount }), available: product.available, multiBuy: multiBuyPence(product.multiBuy) },
    });
    setAdded(`Added ${product.name} to your order`);
  };

  return (
    <section aria-labelledby={`${inputId}-heading`} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={`${inputId}-heading`} className="text-base font-semibold text-gray-900">
        Add products
      </h2>
      <form role="search" aria-label="Add products" onSubmit={submit} className="mt-2 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search products to add
        </label>
        <Input id={inputId} type="search" value={text} maxLength={SEARCH_QUERY_MAX_LENGTH} onChange={(e) => setText(e.target.value)} placeholder="Search products to add" className="min-w-0 flex-1" />
        <Button type="submit" variant="outline" aria-label="Search products">
          <Search className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Search</span>
        </Button>
      </form>
      <p role="status" className="mt-2 text-sm text-green-800 empty:hidden">
        {added}
      </p>
      {q && results.isPending && (
        <div role="status" aria-label="Searching" className="flex justify-center py-4">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" />
        </div>
      )}
      {results.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          The search failed. Please try again.
        </p>
      )}
      {results.data && results.data.length === 0 && <p className="mt-2 text-sm text-gray-700">No products found for “{q}”.</p>}
      {results.data && results.data.length > 0 && (
        <ul aria-label="Products to add" className="mt-2 divide-y divide-gray-100">
          {results.data.map((product) => {
            const { storeName, storeColor } = chain(product.storeId);
            const lockedMessage = locked.get(product.storeId);
            const price = linePricePence({ pricePence: poundsToPence(product.price), discountPercent: product.discount });
            return (
              <li key={product.id} className="flex items-center gap-3 py-2" data-testid="add-result">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-gray-900">{product.name}</p>
                  <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-gray-700">
                    <StoreDot color={storeColor} />
                    {storeName}
                    <span aria-hidden="true">·</span>
                    <span className="tabular-nums">{formatPence(price)}</span>
                  </p>
                  {(lockedMessage !== undefined || !product.available) && <p className="text-xs text-amber-800">{lockedMessage ?? 'Not available now'}</p>}
                </div>
                <Button type="button" size="sm" variant="outline" aria-label={`Add ${product.name} to order`} disabled={Boolean(lockedMessage) || !product.available} onClick={() => add(product)}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  Add
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
