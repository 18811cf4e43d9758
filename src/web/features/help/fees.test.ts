import { describe, expect, it } from 'vitest';
import { formatFee } from './fees';

describe('formatFee', () => {
  it('drops the pence from whole pounds', () => {
    expect(formatFee(5000)).toBe('£50');
    expect(formatFee(2000)).toBe('£20');
  });

  it('keeps two decimals otherwise', () => {
    expect(formatFee(499)).toBe('£4.99');
    expect(formatFee(250)).toBe('£2.50');
    expect(formatFee(5999)).toBe('£59.99');
  });
});
