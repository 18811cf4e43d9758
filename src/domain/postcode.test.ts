import { describe, expect, it } from 'vitest';
import { isValidPostcode, normalizePostcode, outwardCode, RECENT_LOCATIONS } from './postcode';

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

  it('takes the outward code of a valid postcode only', () => {
    expect(outwardCode('eh10 4bf')).toBe('EH10');
    expect(outwardCode('EH14BF')).toBe('EH1');
    expect(outwardCode(' sw1a 1aa ')).toBe('SW1A');
    expect(outwardCode('EH1')).toBeUndefined();
    expect(outwardCode('not a postcode')).toBeUndefined();
  });

  it('lists the four recent Edinburgh streets', () => {
    expect(RECENT_LOCATIONS.map((l) => l.streetName)).toEqual(['Princes Street', 'Canongate', 'Grassmarket', 'George Street']);
  });
});
