import { describe, expect, it } from 'vitest';
import { hashSeed, seededRandom } from './seeded-random';

describe('seeded random', () => {
  it('hashes the same text to the same 32-bit seed, and different texts apart', () => {
    expect(hashSeed('431:Heinz Baked Beans')).toBe(hashSeed('431:Heinz Baked Beans'));
    expect(hashSeed('431:Heinz Baked Beans')).not.toBe(hashSeed('432:Heinz Baked Beans'));
    expect(hashSeed('')).toBe(0x811c9dc5);
    expect(Number.isInteger(hashSeed('x')) && hashSeed('x') >= 0 && hashSeed('x') < 2 ** 32).toBe(true);
  });

  it('repeats the same sequence for the same seed, in [0, 1)', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBe(50);
  });

  it('gives a different sequence for a different seed', () => {
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
