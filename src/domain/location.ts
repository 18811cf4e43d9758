import type { Coords } from './distance';

export interface Location {
  streetName: string;
  city: string;
  postcode: string;
  coords: Coords;
}

/** Central Edinburgh: where an unknown postcode is placed, and the default delivery point. */
export const CENTRAL_EDINBURGH: Coords = { lat: 55.9533, lng: -3.1883 };

export const DEFAULT_LOCATION: Location = {
  streetName: 'Princes Street',
  city: 'Edinburgh',
  postcode: 'EH1 3DX',
  coords: CENTRAL_EDINBURGH,
};
