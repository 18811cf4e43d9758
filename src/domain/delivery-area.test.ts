import { describe, expect, it } from 'vitest';
import {
  coveredDistrict,
  coveredRangeLabel,
  isCoveredPostcode,
  locationForPostcode,
  milesFromPostcode,
  notDeliveredMessage,
  postcodeCoords,
  reviveSavedLocation,
} from './delivery-area';
import { DELIVERY_DISTRICTS } from './delivery-districts';
import { distanceMiles } from './distance';

const centre = (code: string) => DELIVERY_DISTRICTS.find((d) => d.district === code)!;

describe('delivery districts (the data)', () => {
  it('covers EH1 to EH17, each once', () => {
    const codes = DELIVERY_DISTRICTS.map((d) => d.district);
    expect(codes).toEqual(Array.from({ length: 17 }, (_, i) => `EH${i + 1}`));
  });

  it('puts every centre inside the City of Edinburgh, each in its own place with an area name', () => {
    for (const d of DELIVERY_DISTRICTS) {
      expect(d.lat, d.district).toBeGreaterThan(55.88);
      expect(d.lat, d.district).toBeLessThan(55.99);
      expect(d.lng, d.district).toBeGreaterThan(-3.33);
      expect(d.lng, d.district).toBeLessThan(-3.07);
      expect(d.name.length, d.district).toBeGreaterThan(3);
    }
    expect(new Set(DELIVERY_DISTRICTS.map((d) => `${d.lat},${d.lng}`)).size).toBe(DELIVERY_DISTRICTS.length);
  });

  it('keeps the geography the right way round: Leith north of the Old Town, Portobello east, Colinton south-west', () => {
    expect(centre('EH6').lat).toBeGreaterThan(centre('EH1').lat);
    expect(centre('EH15').lng).toBeGreaterThan(centre('EH1').lng);
    expect(centre('EH13').lat).toBeLessThan(centre('EH1').lat);
    expect(centre('EH13').lng).toBeLessThan(centre('EH1').lng);
  });
});

describe('coverage', () => {
  it.each(['EH1 3DX', 'eh10 4bf', 'EH104BF', 'EH17 7AA', ' eh9 1aa '])('covers %s', (pc) => {
    expect(isCoveredPostcode(pc)).toBe(true);
  });

  it.each(['SW1A 1AA', 'G1 1AA', 'EH18 1AA', 'EH21 6AA', 'EH99 1SP', 'E1 6AN', 'H1 1AA'])('does not cover %s', (pc) => {
    expect(isCoveredPostcode(pc)).toBe(false);
  });

  it('never covers an invalid postcode', () => {
    expect(isCoveredPostcode('EH1')).toBe(false);
    expect(isCoveredPostcode('EH1 3D')).toBe(false);
    expect(isCoveredPostcode('')).toBe(false);
  });

  it('tells EH1 from EH10 to EH17 by the whole outward code', () => {
    expect(coveredDistrict('EH1 1AA')?.district).toBe('EH1');
    expect(coveredDistrict('EH10 1AA')?.district).toBe('EH10');
    expect(coveredDistrict('eh111aa')).toMatchObject({ district: 'EH11', name: 'Dalry, Gorgie and Sighthill' });
  });

  it('answers an uncovered postcode with the normalised postcode', () => {
    expect(notDeliveredMessage('sw1a1aa')).toBe("We don't deliver to SW1A 1AA yet");
  });
});

describe('distances from the entered postcode', () => {
  it('measures a known street from its own point and any other covered postcode from its district centre', () => {
    expect(postcodeCoords('eh2 2er')).toEqual({ lat: 55.9537, lng: -3.199 });
    expect(postcodeCoords('EH15 2AA')).toEqual({ lat: centre('EH15').lat, lng: centre('EH15').lng });
    expect(postcodeCoords('SW1A 1AA')).toBeUndefined();
  });

  it('gives miles between district centres that match the map', () => {
    const store = { lat: centre('EH1').lat, lng: centre('EH1').lng };
    expect(milesFromPostcode('EH1 1AA', store)).toBe(0);
    expect(milesFromPostcode('EH2 1AA', store)).toBe(0.3);
    // Portobello is about three miles east of the Old Town; Gilmerton about three and a half south-east.
    expect(milesFromPostcode('EH15 1AA', store)).toBeCloseTo(3.1, 1);
    expect(milesFromPostcode('EH17 8AA', store)).toBeGreaterThan(3);
    expect(milesFromPostcode('EH17 8AA', store)).toBeLessThan(4);
    expect(milesFromPostcode('G1 1AA', store)).toBeUndefined();
  });

  it('ranks districts by distance consistently with the haversine rule', () => {
    const store = { lat: 55.9437, lng: -3.2058 };
    const miles = DELIVERY_DISTRICTS.map((d) => milesFromPostcode(`${d.district} 1AA`, store)!);
    expect(miles).toEqual(DELIVERY_DISTRICTS.map((d) => distanceMiles(d, store)));
    expect(Math.max(...miles)).toBeLessThan(6);
  });
});

describe('locationForPostcode', () => {
  it("makes a covered postcode a 'New Location' in Edinburgh at its district centre", () => {
    expect(locationForPostcode('eh16 5aa')).toEqual({
      streetName: 'New Location',
      city: 'Edinburgh',
      postcode: 'EH16 5AA',
      coords: { lat: centre('EH16').lat, lng: centre('EH16').lng },
    });
    expect(locationForPostcode('eh8 8aq')?.coords).toEqual({ lat: 55.9508, lng: -3.1792 });
  });

  it('never turns an uncovered or invalid postcode into a location', () => {
    expect(locationForPostcode('SW1A 1AA')).toBeUndefined();
    expect(locationForPostcode('EH1')).toBeUndefined();
  });
});

describe('reviveSavedLocation', () => {
  it('drops an uncovered location saved before the delivery area existed', () => {
    expect(reviveSavedLocation({ streetName: 'New Location', city: 'Edinburgh', postcode: 'SW1A 1AA', coords: { lat: 55.9533, lng: -3.1883 } })).toBeUndefined();
  });

  it("re-places a typed 'New Location' at its district centre and keeps a recent street as saved", () => {
    const oldNew = { streetName: 'New Location', city: 'Edinburgh', postcode: 'EH4 1AA', coords: { lat: 55.9533, lng: -3.1883 } };
    expect(reviveSavedLocation(oldNew)?.coords).toEqual({ lat: centre('EH4').lat, lng: centre('EH4').lng });
    const street = { streetName: 'Canongate', city: 'Edinburgh', postcode: 'EH8 8AQ', coords: { lat: 55.9508, lng: -3.1792 } };
    expect(reviveSavedLocation(street)).toBe(street);
  });

  it('names the covered range from the data', () => {
    expect(coveredRangeLabel()).toBe('EH1 to EH17');
  });
});
