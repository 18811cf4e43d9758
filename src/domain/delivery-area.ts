import { DELIVERY_DISTRICTS, type District } from './delivery-districts';
import { distanceMiles, type Coords } from './distance';
import type { Location } from './location';
import { isValidPostcode, KNOWN_POSTCODES, normalizePostcode, outwardCode } from './postcode';

export type { District } from './delivery-districts';

const BY_DISTRICT = new Map(DELIVERY_DISTRICTS.map((d) => [d.district, d]));

/** The covered district a postcode lies in; undefined for an invalid postcode or one outside the delivery area. */
export function coveredDistrict(postcode: string): District | undefined {
  const outward = outwardCode(postcode);
  return outward === undefined ? undefined : BY_DISTRICT.get(outward);
}

/** Whether Everystore delivers to this postcode (a valid UK postcode in one of the covered districts). */
export function isCoveredPostcode(postcode: string): boolean {
  return coveredDistrict(postcode) !== undefined;
}

/** The answer to a valid UK postcode outside the covered districts (postcode shown as normalised). */
export function notDeliveredMessage(postcode: string): string {
  return `We don't deliver to ${normalizePostcode(postcode)} yet`;
}

/**
 * What registration and the profile say at once about a complete postcode we do not deliver to (the account is
 * still allowed: a shopper may move, or shop for someone in the area); null for one we cover or one not finished.
 */
export function deliveryAreaNote(postcode: string): string | null {
  if (!isValidPostcode(postcode) || isCoveredPostcode(postcode)) return null;
  return `${notDeliveredMessage(postcode)}: we deliver across Edinburgh, ${coveredRangeLabel()}. You can still save this address.`;
}

/**
 * Where a postcode is measured from: a known street's fixed point, else its district's centre;
 * undefined when the postcode is invalid or outside the delivery area (it has no place to measure from).
 */
export function postcodeCoords(postcode: string): Coords | undefined {
  const known = KNOWN_POSTCODES[normalizePostcode(postcode)];
  if (known && isValidPostcode(postcode)) return known.coords;
  const district = coveredDistrict(postcode);
  return district && { lat: district.lat, lng: district.lng };
}

/** Miles (1 decimal) from a postcode's point to `to`; undefined when the postcode is not covered. */
export function milesFromPostcode(postcode: string, to: Coords): number | undefined {
  const from = postcodeCoords(postcode);
  return from && distanceMiles(from, to);
}

/**
 * A delivery location for a typed postcode, in Edinburgh at its known point or its district's centre, named by
 * the street we know for it ('George Street'), else 'New Location'. Undefined for a postcode outside the covered
 * districts: it never silently becomes a 'New Location' in Edinburgh.
 */
export function locationForPostcode(value: string): Location | undefined {
  const coords = postcodeCoords(value);
  if (!coords) return undefined;
  const postcode = normalizePostcode(value);
  return { streetName: KNOWN_POSTCODES[postcode]?.streetName ?? 'New Location', city: 'Edinburgh', postcode, coords };
}

/** 'EH1 to EH17': the covered districts as one range, for the screens (follows the data). */
export function coveredRangeLabel(): string {
  return `${DELIVERY_DISTRICTS[0]!.district} to ${DELIVERY_DISTRICTS[DELIVERY_DISTRICTS.length - 1]!.district}`;
}

/**
 * A saved location as it should be read back: an uncovered one (saved before the delivery area existed)
 * is dropped; a typed 'New Location' is re-placed at its district's centre. Recent streets stay as saved.
 */
export function reviveSavedLocation(saved: Location): Location | undefined {
  if (!isCoveredPostcode(saved.postcode)) return undefined;
  if (saved.streetName !== 'New Location') return saved;
  return locationForPostcode(saved.postcode);
}
