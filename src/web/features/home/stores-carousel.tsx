import { useRef } from 'react';
import { Link } from 'react-router';
import type { Store } from '@/contracts/store';
import { distanceLabel } from '@/domain/distance';
import { Skeleton } from '@/web/components/ui/skeleton';
import { storeHref, StoreLogo } from '@/web/features/stores';
import { useStoresByDistance } from '@/web/features/location';
import { CAROUSEL_REPEAT } from './auto-scroller';
import { SectionHeader } from './section-header';
import { useAutoScroll } from './use-auto-scroll';

const SKELETON_COUNT = 6;

/**
 * 'Stores Near You': the store list repeated three times so the auto-scroll can loop seamlessly. Tiles snap
 * to the start (inset like the heading), so it opens, and settles after a touch, on a whole tile.
 */
export function StoresCarousel() {
  const { data: stores, isPending, isError } = useStoresByDistance();
  const scroller = useRef<HTMLUListElement>(null);
  useAutoScroll(scroller, Boolean(stores?.length));

  return (
    <section className="mx-auto w-full max-w-7xl px-4" aria-labelledby="stores-near-you">
      <SectionHeader id="stores-near-you" title="Stores Near You" viewAllTo="/stores" viewAllLabel="View all stores" />
      {isError ? (
        <p role="alert" className="text-red-700">
          Failed to load stores
        </p>
      ) : (
        <ul ref={scroller} className="-mx-4 flex snap-x snap-mandatory scroll-pl-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none]" aria-label="Nearby stores" data-testid="stores-carousel">
          {isPending
            ? Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <li key={i} aria-hidden="true" className="flex h-36 w-28 shrink-0 flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-3" data-testid="store-tile-skeleton">
                  <Skeleton className="h-16 w-16 rounded-full" />
                  <Skeleton className="h-4 w-16" />
                  <Skeleton className="h-3 w-12" />
                </li>
              ))
            : Array.from({ length: CAROUSEL_REPEAT }, (_, copy) => stores?.map((s) => <StoreTile key={`${copy}-${s.id}`} store={s} duplicate={copy > 0} />))}
        </ul>
      )}
    </section>
  );
}

/** The copies after the first are only there for the loop: hidden from screen readers and the tab order. */
function StoreTile({ store, duplicate }: { store: Store; duplicate: boolean }) {
  return (
    <li className="shrink-0 snap-start" aria-hidden={duplicate || undefined}>
      <Link
        to={storeHref(store.id)}
        tabIndex={duplicate ? -1 : undefined}
        draggable={false}
        className="flex h-36 w-28 flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-3 text-center shadow-sm hover:shadow-md"
      >
        <StoreLogo store={store} size="lg" />
        <span className="line-clamp-1 text-sm font-semibold text-gray-900">{store.name}</span>
        <span className="text-xs text-gray-600">{distanceLabel(store.distance)}</span>
      </Link>
    </li>
  );
}
