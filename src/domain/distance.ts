export interface Coords {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Great-circle distance in kilometres, rounded to 1 decimal as the spec shows it. */
export function distanceKm(a: Coords, b: Coords): number {
  return round1(rawKm(a, b));
}

/** Distance in miles, rounded to 1 decimal. */
export function distanceMiles(a: Coords, b: Coords): number {
  return round1(rawKm(a, b) / KM_PER_MILE);
}

function rawKm(a: Coords, b: Coords): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const NEARBY_MILES = 0.1;

/** 'Nearby' at 0.1 miles or less, otherwise 'N miles'. */
export function distanceLabel(miles: number): string {
  return miles <= NEARBY_MILES ? 'Nearby' : `${miles.toFixed(1)} miles`;
}
