import { describe, expect, it } from 'vitest';
import { isUkPhoneNumber, telHref } from './phone';

describe('UK phone numbers', () => {
  it('accepts landlines and mobiles written with spaces, hyphens, brackets or +44', () => {
    for (const n of ['0131 496 0000', '(0131) 496-0000', '+44 131 496 0000', '07700 900123', '0800 123 4567', '+447700900123']) {
      expect(isUkPhoneNumber(n), n).toBe(true);
    }
  });

  it('refuses other countries, short numbers and words', () => {
    for (const n of ['+1 212 555 0100', '0131 496', '131 496 0000', 'call us', '', '0131 496 0000 0000']) expect(isUkPhoneNumber(n), n).toBe(false);
  });

  it('links in international form', () => {
    expect(telHref('0131 496 0000')).toBe('tel:+441314960000');
    expect(telHref('(0131) 496-0000')).toBe('tel:+441314960000');
    expect(telHref('+44 7700 900123')).toBe('tel:+447700900123');
  });
});
