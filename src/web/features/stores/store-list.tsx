import { useDeliveryLocation, useStoresByDistance } from '@/web/features/location';
import { StoreCard, StoreCardSkeleton } from './store-card';

const SKELETON_COUNT = 8;

/** /stores with no store chosen: the stores nearest the delivery location first. */
export function StoreList() {
  const { location } = useDeliveryLocation();
  const { data: stores, isPending, isError } = useStoresByDistance();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <title>Choose a Store | Everystore</title>
      <h1 className="text-2xl font-bold sm:text-3xl">Choose a Store</h1>
      <p className="mt-1 text-gray-700">
        Showing stores nearest to {location.streetName}, {location.city}
      </p>
      {isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load stores
        </p>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-5" aria-busy={isPending} aria-label="Stores">
          {isPending ? Array.from({ length: SKELETON_COUNT }, (_, i) => <StoreCardSkeleton key={i} />) : stores?.map((s) => <StoreCard key={s.id} store={s} />)}
        </ul>
      )}
    </div>
  );
}
