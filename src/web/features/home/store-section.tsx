import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Product } from '@/contracts/product';
import type { Store } from '@/contracts/store';
import { sectionType, selectSectionProducts } from '@/domain/home-sections';
import { ProductCard, ProductCardSkeleton } from '@/web/features/products';
import { Skeleton } from '@/web/components/ui/skeleton';
import { storeHref, StoreLogo } from '@/web/features/stores';
import { schemaQueryFn } from '@/web/lib/api';
import { SectionHeader } from './section-header';

const SKELETON_COUNT = 4;
const ITEM = 'w-40 shrink-0 sm:w-48';

/**
 * A promotional row for one store: 'Deals' first, 'Top Picks' second, then by store id. `chosen` is the row the
 * server already drew (home-pick.ts): then the store's whole list is not needed.
 */
export function StoreSection({ store, index, chosen }: { store: Store; index: number; chosen?: Product[] }) {
  const type = sectionType(index, store.id);
  const query = useQuery({
    queryKey: [`/api/stores/${store.id}/products`],
    queryFn: schemaQueryFn('productListSchema'),
    enabled: Boolean(type) && !chosen,
  });
  const { data } = query;
  const isPending = query.isPending && !chosen;
  const isError = query.isError && !chosen;
  // Chosen once per load, so the row does not reshuffle on every render.
  const drawn = useMemo(() => (data ? selectSectionProducts(data, type) : []), [data, type]);
  const products = chosen ?? drawn;
  const headingId = `home-section-${index}`;

  return (
    <section className="mx-auto w-full max-w-7xl px-4" aria-labelledby={headingId} data-testid="store-section">
      <SectionHeader
        id={headingId}
        title={`${store.name} ${type}`}
        icon={<StoreLogo store={store} size="sm" />}
        viewAllTo={storeHref(store.id)}
        viewAllLabel={`View all ${store.name} products`}
      />
      {isError ? (
        <p role="alert" className="text-red-700">
          Failed to load products
        </p>
      ) : (
        <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2" aria-label={`${store.name} ${type}`}>
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i} className={ITEM} aria-hidden="true">
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((p) => (
                <li key={p.id} className={ITEM}>
                  <ProductCard product={p} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

/** Stands in for a section while the stores load, at the same size. */
export function StoreSectionSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4" aria-hidden="true" data-testid="store-section-skeleton">
      <div className="mb-3 flex h-7 items-center gap-2">
        <Skeleton className="h-8 w-8 rounded-full" />
        <Skeleton className="h-6 w-40" />
      </div>
      <div className="-mx-4 flex gap-3 overflow-hidden px-4 pb-2">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <ProductCardSkeleton key={i} className={ITEM} />
        ))}
      </div>
    </div>
  );
}
