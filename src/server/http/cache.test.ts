import { describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { cachedResponse, MicroCache, pickEncoding } from './cache';

describe('MicroCache', () => {
  it('computes once per key until the entry expires', async () => {
    vi.useFakeTimers();
    const cache = new MicroCache(1000, 10);
    const compute = vi.fn(async () => ({ n: 1 }));
    const a = await cache.get('k', compute);
    const b = await cache.get('k', compute);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(a.body.toString()).toBe('{"n":1}');
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

describe('MicroCache.peek', () => {
  it('returns fresh entries only', async () => {
    const cache = new MicroCache(1000, 10);
    expect(cache.peek('k')).toBeUndefined();
    const entry = await cache.get('k', async () => [1]);
    expect(cache.peek('k')).toBe(entry);
    expect(cache.peek('k', entry.expires)).toBeUndefined();
  });

  it('keeps the compressed forms when an expired answer is recomputed unchanged, and drops them when it changed', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache(1000, 10);
      let value = 'x'.repeat(5000);
      const first = await cache.get('k', async () => ({ value }));
      const packed = cachedResponse(first, { 'accept-encoding': 'gzip' }, 60).body;
      vi.advanceTimersByTime(1001);
      const same = await cache.get('k', async () => ({ value }));
      expect(same).not.toBe(first);
      expect(same.gzip).toBe(packed);
      value = 'y'.repeat(5000);
      vi.advanceTimersByTime(1001);
      const changed = await cache.get('k', async () => ({ value }));
      expect(changed.etag).not.toBe(first.etag);
      expect(changed.gzip).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cachedResponse', () => {
  it('answers 304 without a body when the client holds the current ETag', async () => {
    const entry = await new MicroCache(1000, 10).get('k', async () => ({ a: 1 }));
    const answer = cachedResponse(entry, { 'if-none-match': entry.etag }, 60);
    expect(answer.status).toBe(304);
    expect(answer.body).toBeNull();
    expect(answer.headers.etag).toBe(entry.etag);
    expect(answer.headers['content-type']).toBeUndefined();
  });

  it('compresses large answers in the encoding the client prefers, small ones never', async () => {
    const cache = new MicroCache(1000, 10);
    const big = await cache.get('big', async () => ({ text: 'grocery '.repeat(500) }));
    const gz = cachedResponse(big, { 'accept-encoding': 'gzip' }, 60);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body!).equals(big.body)).toBe(true);
    expect(gz.headers['content-length']).toBe(gz.body!.length);
    expect(cachedResponse(big, { 'accept-encoding': 'gzip, br' }, 60).headers['content-encoding']).toBe('br');
    const plain = cachedResponse(big, {}, 60);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big.body);
    const small = await cache.get('small', async () => ({ a: 1 }));
    expect(cachedResponse(small, { 'accept-encoding': 'gzip, br' }, 60).headers['content-encoding']).toBeUndefined();
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
    // Remembered answers stay right when asked again.
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
  });
});
