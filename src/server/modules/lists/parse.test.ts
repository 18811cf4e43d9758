import { describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { searchCache } from './parse';

const found = (name: string) => [{ name } as Product];

describe('searchCache: what search answered for a line, kept a while', () => {
  it('answers a query until its time is up, then forgets it', () => {
    const cache = searchCache({ ttlMs: 1000 });
    cache.set('milk', found('Whole Milk'), 0);
    expect(cache.get('milk', 999)).toEqual(found('Whole Milk'));
    expect(cache.get('milk', 1000)).toBeUndefined();
    expect(cache.get('bread', 0)).toBeUndefined();
  });

  it('keeps at most maxEntries, the oldest going first', () => {
    const cache = searchCache({ maxEntries: 2 });
    cache.set('a', found('A'), 0);
    cache.set('b', found('B'), 0);
    cache.set('a', found('A2'), 0);
    cache.set('c', found('C'), 0);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toEqual(found('A2'));
    expect(cache.get('c', 0)).toEqual(found('C'));
  });

  it('forgets everything when the catalogue moves, and does not keep an answer searched before that', () => {
    const cache = searchCache();
    cache.set('milk', found('Whole Milk'), 0);
    const before = cache.generation;
    cache.clear();
    expect(cache.get('milk', 0)).toBeUndefined();
    cache.set('bread', found('Old Bread'), 0, before);
    expect(cache.get('bread', 0)).toBeUndefined();
    cache.set('bread', found('Bread'), 0, cache.generation);
    expect(cache.get('bread', 0)).toEqual(found('Bread'));
  });
});
