import type { Location } from './location';
import type { Coords } from './distance';

/** One or two letters, a digit, an optional letter or digit, optional space, a digit, two letters. */
export const UK_POSTCODE_PATTERN = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
export const INVALID_POSTCODE_MESSAGE = 'Please enter a valid UK postcode';

export function isValidPostcode(value: string): boolean {
  return UK_POSTCODE_PATTERN.test(value.trim());
}

/** Upper-cased as 'OUTWARD INWARD' (the last three characters are the inward code). */
export function normalizePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  if (compact.length < 5) return compact;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The outward code of a valid UK postcode ('eh10 4bf' -> 'EH10'), or undefined when it is not one. */
export function outwardCode(value: string): string | undefined {
  if (!isValidPostcode(value)) return undefined;
  return value.replace(/\s+/g, '').toUpperCase().slice(0, -3);
}

/** The five Edinburgh postcodes with fixed coordinates; any other covered one is placed at its district's centre (delivery-area.ts). */
export const KNOWN_POSTCODES: Record<string, { streetName: string; coords: Coords }> = {
  'EH1 3DX': { streetName: 'Princes Street', coords: { lat: 55.9533, lng: -3.1883 } },
  'EH8 8AQ': { streetName: 'Canongate', coords: { lat: 55.9508, lng: -3.1792 } },
  'EH1 2JU': { streetName: 'Grassmarket', coords: { lat: 55.9474, lng: -3.1962 } },
  'EH2 2ER': { streetName: 'George Street', coords: { lat: 55.9537, lng: -3.1990 } },
  'EH3 9DR': { streetName: 'Lauriston Place', coords: { lat: 55.9440, lng: -3.1970 } },
};

/** The spec's 'Recent Locations': four Edinburgh streets. */
export const RECENT_LOCATIONS: Location[] = (['EH1 3DX', 'EH8 8AQ', 'EH1 2JU', 'EH2 2ER'] as const).map((postcode) => ({
  streetName: KNOWN_POSTCODES[postcode]!.streetName,
  city: 'Edinburgh',
  postcode,
  coords: KNOWN_POSTCODES[postcode]!.coords,
}));
