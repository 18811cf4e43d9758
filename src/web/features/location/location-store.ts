import { reviveSavedLocation } from '@/domain/delivery-area';
import { DEFAULT_LOCATION, type Location } from '@/domain/location';
import { LOCATION_KEY } from '@/web/lib/storage-keys';
import { subscribeToStorageKey } from '@/web/lib/storage-subscription';

/**
 * The saved delivery location in local storage, as an external store for useSyncExternalStore. The parsed
 * location is cached per stored text so React's snapshot stays stable while storage is unchanged.
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; location: Location } = { raw: null, location: DEFAULT_LOCATION };

function readRaw(): string | null {
  try {
    return localStorage.getItem(LOCATION_KEY);
  } catch (error) {
    console.error('Could not read the saved location', error);
    return null;
  }
}

function parse(raw: string | null): Location {
  if (!raw) return DEFAULT_LOCATION;
  try {
    const parsed = JSON.parse(raw) as Location;
    if (typeof parsed?.postcode === 'string' && typeof parsed?.coords?.lat === 'number' && typeof parsed?.coords?.lng === 'number') {
      return reviveSavedLocation(parsed) ?? DEFAULT_LOCATION;
    }
  } catch (error) {
    console.error('Could not read the saved location', error);
  }
  return DEFAULT_LOCATION;
}

export function getStoredLocation(): Location {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, location: parse(raw) };
  return cached.location;
}

/** The server has no storage: its HTML, and the hydration render after it, use the default location. */
export function getServerLocation(): Location {
  return DEFAULT_LOCATION;
}

/** Saves the shopper's choice and shows it at once, as chosen (even if storage refuses it, until storage changes). */
export function saveLocation(next: Location): void {
  let raw: string | null = JSON.stringify(next);
  try {
    localStorage.setItem(LOCATION_KEY, raw);
  } catch (error) {
    console.error('Could not save the location', error);
    raw = readRaw();
  }
  cached = { raw, location: next };
  for (const listener of listeners) listener();
}

/** Subscribes to changes from this tab and, through storage events, from other tabs. */
export function subscribeLocation(listener: () => void): () => void {
  return subscribeToStorageKey(LOCATION_KEY, listeners, listener);
}
