import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { reviveSavedLocation } from '@/domain/delivery-area';
import { DEFAULT_LOCATION, type Location } from '@/domain/location';
import { LOCATION_KEY } from '@/web/lib/storage-keys';

interface LocationContextValue {
  location: Location;
  setLocation: (location: Location) => void;
}

const LocationContext = createContext<LocationContextValue | null>(null);

function readStored(): Location {
  try {
    const raw = localStorage.getItem(LOCATION_KEY);
    if (!raw) return DEFAULT_LOCATION;
    const parsed = JSON.parse(raw) as Location;
    if (typeof parsed?.postcode === 'string' && typeof parsed?.coords?.lat === 'number' && typeof parsed?.coords?.lng === 'number') {
      return reviveSavedLocation(parsed) ?? DEFAULT_LOCATION;
    }
  } catch (error) {
    console.error('Could not read the saved location', error);
  }
  return DEFAULT_LOCATION;
}

/** The delivery location: chosen by postcode, kept in local storage. */
export function LocationProvider({ children }: { children: ReactNode }) {
  const [location, setState] = useState<Location>(readStored);
  const setLocation = useCallback((next: Location) => {
    setState(next);
    try {
      localStorage.setItem(LOCATION_KEY, JSON.stringify(next));
    } catch (error) {
      console.error('Could not save the location', error);
    }
  }, []);
  const value = useMemo(() => ({ location, setLocation }), [location, setLocation]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function useDeliveryLocation(): LocationContextValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('useDeliveryLocation must be used inside LocationProvider');
  return value;
}
