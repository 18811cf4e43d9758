import { describe, expect, it } from 'vitest';
import { CENTRAL_EDINBURGH } from './location';
import { isValidPostcode, locationForPostcode, normalizePostcode, RECENT_LOCATIONS } from './postcode';

describe('postcode', () => {
  it.each(['EH1 3DX', 'eh1 3dx', 'EH13DX', 'SW1A 1AA', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', ' W1A 0AX '])('accepts %s', (pc) => {
    expect(isValidPostcode(pc)).toBe(true);
  });

  it.each(['', 'EH1', 'EH1 3D', '123 456', 'EHH1 3DX', 'EH1 3DXX', 'E!1 3DX'])('rejects %s', (pc) => {
    expect(isValidPostcode(pc)).toBe(false);
  });

  it('normalises to upper case with one space before the inward code', () => {
    expect(normalizePostcode('eh13dx')).toBe('EH1 3DX');
    expect(normalizePostcode('sw1a  1aa')).toBe('SW1A 1AA');
  });

  it('places known postcodes at fixed coordinates and others in central Edinburgh, as New Location', () => {
    expect(locationForPostcode('eh8 8aq')).toEqual({ streetName: 'New Location', city: 'Edinburgh', postcode: 'EH8 8AQ', coords: { lat: 55.9508, lng: -3.1792 } });
    expect(locationForPostcode('G1 1AA').coords).toEqual(CENTRAL_EDINBURGH);
    expect(RECENT_LOCATIONS.map((l) => l.streetName)).toEqual(['Princes Street', 'Canongate', 'Grassmarket', 'George Street']);
  });
});
