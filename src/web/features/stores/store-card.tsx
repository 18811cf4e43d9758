import { Info, MapPin } from 'lucide-react';
import { lazy, useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Store } from '@/contracts/store';
import { distanceLabel } from '@/domain/distance';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { StarRating } from '@/web/components/star-rating';
import { StoreReviewsDialogLazy } from '@/web/features/reviews';
import { mountOnOpen } from '@/web/lib/mount-on-open';
import { OpenStatusBadge } from './open-status-badge';
import type { StoreInfoDialogProps } from './store-info-dialog';
import { storeHref } from './store-param';

/** A store in the 'Choose a Store' grid; a click anywhere on it (or on Shop Now) opens its products. */
export function StoreCard({ store }: { store: Store }) {
  const navigate = useNavigate();
  const [infoOpen, setInfoOpen] = useState(false);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const href = storeHref(store.id);

  const onCardClick = (event: MouseEvent) => {
    // Links and buttons inside the card do their own thing.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(href);
  };

  return (
    <li className="list-none">
      <article
        onClick={onCardClick}
        className="flex h-full cursor-pointer flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:flex-row"
        data-testid="store-card"
      >
        <div className="relative flex h-20 shrink-0 items-center justify-center sm:h-auto sm:w-36" style={{ backgroundColor: store.logoColor }}>
          <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full border-2 border-white/80 text-2xl font-bold text-white sm:h-16 sm:w-16 sm:text-3xl">
            {store.logoLetter}
          </span>
          <button
            type="button"
            onClick={() => setInfoOpen(true)}
            aria-label={`Store information for ${store.name}`}
            className="absolute right-1.5 top-1.5 flex h-9 w-9 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow-sm hover:bg-white focus-visible:outline-white"
          >
            <Info className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
          <h2 className="truncate text-base font-semibold sm:text-lg">{store.name}</h2>
          <StarRating rating={store.averageRating} count={store.totalReviews} onCountClick={() => setReviewsOpen(true)} />
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="flex items-center gap-1 text-sm text-gray-700">
              <MapPin className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
              {distanceLabel(store.distance)}
            </p>
            <OpenStatusBadge openingHours={store.openingHours} />
          </div>
          <p className="hidden truncate text-sm text-gray-600 sm:block">
            {store.address}, {store.postcode}
          </p>
          <Button asChild size="sm" className="mt-auto w-full sm:mt-2">
            <Link to={href}>Shop Now</Link>
          </Button>
        </div>
      </article>
      <StoreInfoDialogLazy store={store} open={infoOpen} onOpenChange={setInfoOpen} />
      <StoreReviewsDialogLazy store={store} open={reviewsOpen} onOpenChange={setReviewsOpen} />
    </li>
  );
}

/** Mounted (and its code and the dialog primitive fetched) only once opened, so eight cards keep none of it. */
const StoreInfoDialogLazy = mountOnOpen<StoreInfoDialogProps>(lazy(() => import('./store-info-dialog').then((m) => ({ default: m.StoreInfoDialog }))));

export function StoreCardSkeleton() {
  return (
    <li className="flex list-none flex-col overflow-hidden rounded-xl border border-gray-200 bg-white sm:flex-row" aria-hidden="true" data-testid="store-card-skeleton">
      <Skeleton className="h-20 w-full shrink-0 rounded-none sm:h-auto sm:w-36" />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-3.5 w-1/2" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="hidden h-4 w-3/4 sm:block" />
        <Skeleton className="mt-1 h-9 w-full sm:mt-2" />
      </div>
    </li>
  );
}
