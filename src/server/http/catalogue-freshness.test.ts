import { describe, expect, it } from 'vitest';
import { MicroCache } from './cache';
import { CatalogueFreshness } from './catalogue-freshness';

describe('CatalogueFreshness', () => {
  it('reads the version at most once an interval, however many ask, and empties the caches when it moved', async () => {
    let now = 0;
    let version = 1;
    let reads = 0;
    let cleared = 0;
    const freshness = new CatalogueFreshness(
      async () => {
        reads += 1;
        return version;
      },
      () => (cleared += 1),
      1000,
      () => now,
    );
    expect(freshness.current()).toBe(false);
    await Promise.all([freshness.ensure(), freshness.ensure(), freshness.ensure()]);
    expect([reads, cleared, freshness.current()]).toEqual([1, 0, true]);
    version = 2;
    now = 999;
    await freshness.ensure();
    expect([reads, cleared]).toEqual([1, 0]);
    now = 1000;
    expect(freshness.current()).toBe(false);
    await freshness.ensure();
    expect([reads, cleared]).toEqual([2, 1]);
  });

  it('guards a micro-cache: the edge peeks only after a recent check, and a moved version empties it', async () => {
    let now = 0;
    let version = 1;
    const cache = new MicroCache(60_000, 10);
    const freshness = new CatalogueFreshness(async () => version, () => cache.clear(), 1000, () => now);
    cache.guardWith(freshness);
    let price = 100;
    const compute = async () => ({ price });
    expect(JSON.parse((await cache.get('/p', compute)).body.toString())).toEqual({ price: 100 });
    expect(cache.peek('/p')).toBeDefined();
    now = 1500;
    expect(cache.peek('/p')).toBeUndefined();
    version = 2;
    price = 90;
    expect(JSON.parse((await cache.get('/p', compute)).body.toString())).toEqual({ price: 90 });
  });

  it('an answer computed before a clear is not kept after it', async () => {
    const cache = new MicroCache(60_000, 10);
    let release!: () => void;
    const slow = cache.get('/p', () => new Promise((resolve) => (release = () => resolve({ price: 100 }))));
    cache.clear();
    release();
    await slow;
    expect(cache.peek('/p')).toBeUndefined();
  });
});
