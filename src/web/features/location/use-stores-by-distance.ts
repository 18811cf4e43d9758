import { useMemo } from 'react';
import type { Store } from '@/contracts/store';
import { distanceKm, distanceMiles, type Coords } from '@/domain/distance';
import { useStores } from '@/web/features/stores';
import { useDeliveryLocation } from './location-context';

/** A store with its distance from the chosen delivery location: `distance` in miles (as the API gives it) plus km. */
export type StoreWithDistance = Store & { distanceKm: number };

/**
 * Distances recomputed on the client from `from` (haversine, 6371 km, 1 decimal) and the stores sorted
 * nearest first; equal distances keep store-id order so the list does not shuffle between renders.
 */
export function storesByDistance(stores: readonly Store[], from: Coords): StoreWithDistance[] {
  return stores
    .map((store) => {
      const at = { lat: store.lat, lng: store.lng };
      return { ...store, distance: distanceMiles(from, at), distanceKm: distanceKm(from, at) };
    })
    .sort((a, b) => a.distance - b.distance || a.distanceKm - b.distanceKm || a.id - b.id);
}

/**
 * useStores() re-sorted for the current delivery location: a drop-in for useStores() whose `data` holds
 * StoreWithDistance[], so changing the postcode re-sorts every store list at once without a refetch.
 */
export function useStoresByDistance() {
  const query = useStores();
  const { location } = useDeliveryLocation();
  const { lat, lng } = location.coords;
  const data = useMemo(() => (query.data ? storesByDistance(query.data, { lat, lng }) : undefined), [query.data, lat, lng]);
  return { ...query, data };
}
