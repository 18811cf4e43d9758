import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Location } from '@/domain/location';
import { getServerLocation, getStoredLocation, saveLocation, subscribeLocation } from './location-store';

interface LocationContextValue {
  location: Location;
  setLocation: (location: Location) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

/**
 * The delivery location: chosen by postcode, kept in local storage. The server's HTML and the hydration
 * render show the default location; a saved one follows right after.
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(subscribeLocation, getStoredLocation, getServerLocation);
  const value = useMemo(() => ({ location, setLocation: saveLocation }), [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useDeliveryLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useDeliveryLocation must be used inside LocationProvider');
  return value;
}
