import { describe, expect, it } from 'vitest';
import { discountedPence, discountedPrice, formatPence, formatPounds, penceToPounds, poundsToPence } from './money';

describe('money', () => {
  it('converts pence to pounds and back without drift', () => {
    expect(penceToPounds(140)).toBe(1.4);
    expect(poundsToPence('1.40')).toBe(140);
    expect(poundsToPence('0.1')).toBe(10);
    expect(poundsToPence(0.29)).toBe(29);
    expect(poundsToPence('12')).toBe(1200);
    expect(() => poundsToPence('1.234')).toThrow();
    expect(() => poundsToPence('-1')).toThrow();
  });

  it('formats with a pound sign and two decimals', () => {
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(1479)).toBe('£14.79');
    expect(formatPence(-250)).toBe('-£2.50');
    expect(formatPounds(3.99)).toBe('£3.99');
    expect(formatPounds(0.1 + 0.2)).toBe('£0.30');
  });

  it('applies a discount only when the percent is positive, rounded to the penny', () => {
    expect(discountedPence(199, 25)).toBe(149);
    expect(discountedPence(199, 0)).toBe(199);
    expect(discountedPence(199, -10)).toBe(199);
    expect(discountedPence(199, undefined)).toBe(199);
    expect(discountedPrice(2.5, 33)).toBe(1.68);
    expect(discountedPrice(1, 100)).toBe(0);
  });
});
