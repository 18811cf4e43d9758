import { useMemo } from 'react';
import type { Store } from '@/contracts/store';
import { distanceMiles } from '@/domain/distance';
import { useDeliveryLocation } from '@/web/features/location/location-context';
import { useStores } from './api';

/**
 * The stores nearest first, with distances from the chosen delivery location.
 * Stand-in until the shell's useStoresByDistance() lands in features/location; then this delegates to it.
 */
export function useNearestStores() {
  const query = useStores();
  const { location } = useDeliveryLocation();
  const data = useMemo<Store[] | undefined>(
    () =>
      query.data
        ?.map((s) => ({ ...s, distance: distanceMiles(location.coords, { lat: s.lat, lng: s.lng }) }))
        .sort((a, b) => a.distance - b.distance),
    [query.data, location.coords],
  );
  return { ...query, data };
}
