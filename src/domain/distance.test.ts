import { describe, expect, it } from 'vitest';
import { distanceKm, distanceLabel, distanceMiles } from './distance';

describe('distance', () => {
  const waverley = { lat: 55.952, lng: -3.1895 };
  const haymarket = { lat: 55.9459, lng: -3.2184 };

  it('uses the haversine formula on a 6371 km earth, rounded to 1 decimal', () => {
    expect(distanceKm(waverley, haymarket)).toBe(1.9);
    expect(distanceMiles(waverley, haymarket)).toBe(1.2);
    expect(distanceKm(waverley, waverley)).toBe(0);
    // London to Edinburgh is about 534 km as the crow flies.
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 55.9533, lng: -3.1883 })).toBeCloseTo(534, -1);
  });

  it('labels 0.1 miles or less as Nearby', () => {
    expect(distanceLabel(0)).toBe('Nearby');
    expect(distanceLabel(0.1)).toBe('Nearby');
    expect(distanceLabel(0.2)).toBe('0.2 miles');
    expect(distanceLabel(3)).toBe('3.0 miles');
    expect(distanceLabel(1)).toBe('1.0 miles');
  });
});
