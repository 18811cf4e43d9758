import { describe, expect, it, vi } from 'vitest';
import { MicroCache, pickEncoding } from './cache';

describe('MicroCache', () => {
  it('computes once per key until the entry expires', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache(1000, 10);
    const compute = vi.fn(async () => ({ n: 1 }));
    const a = await cache.get('k', compute);
    const b = await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(a.body).toBe('{"n":1}');
    expect(a.etag).toMatch(/^W\/".+"$/);
    vi.advanceTimersByTime(1001);
    await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new MicroCache(60_000, 2);
    const compute = vi.fn(async () => 1);
    await cache.get('a', compute);
    await cache.get('b', compute);
    await cache.get('c', compute);
    await cache.get('b', compute);
    expect(compute).toHaveBeenCalledTimes(3);
    await cache.get('a', compute);
    expect(compute).toHaveBeenCalledTimes(4);
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});
