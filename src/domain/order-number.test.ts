import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateOrderNumber, ORDER_NUMBER_ALPHABET, ORDER_NUMBER_PATTERN } from './order-number';

describe('order numbers', () => {
  it('reads ES- and six unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(generateOrderNumber((n) => randomBytes(n))).toMatch(ORDER_NUMBER_PATTERN);
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('maps bytes to characters deterministically', () => {
    expect(generateOrderNumber(() => new Uint8Array([7, 18, 3, 23, 9, 22]))).toBe('ES-7J3Q9P');
    expect(generateOrderNumber(() => new Uint8Array([0, 31, 32, 63, 255, 1]))).toBe('ES-0Z0ZZ1');
  });

  it('rejects look-alikes in the pattern', () => {
    expect('ES-7K3Q9O').not.toMatch(ORDER_NUMBER_PATTERN);
    expect('ES-7K3Q9').not.toMatch(ORDER_NUMBER_PATTERN);
    expect('ES-7k3q9p').not.toMatch(ORDER_NUMBER_PATTERN);
  });
});
