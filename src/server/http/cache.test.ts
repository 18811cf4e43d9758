import { describe, expect, it, vi } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { brotliDecompressSync } from 'node:zlib';
import { cachedResponse, catalogueKey, MicroCache, pickEncoding, repackBudget } from './cache';

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

describe('MicroCache byte bound', () => {
  it('drops the oldest entries to stay within its bytes, and never holds an entry larger than the whole', async () => {
    const cache = new MicroCache(60_000, 1000, 10_000);
    const kb = (n: number) => async () => 'x'.repeat(n * 1000);
    await cache.get('a', kb(2));
    await cache.get('b', kb(2));
    expect(cache.stats.entries).toBe(2);
    await cache.get('c', kb(2));
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('c')).toBeDefined();
    const huge = await cache.get('huge', kb(6));
    expect(huge.body.length).toBeGreaterThan(6000);
    expect(cache.peek('huge')).toBeUndefined();
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
  });

  it('accounts a recomputed entry once', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache(1000, 10, 1_000_000);
      let n = 1;
      await cache.get('k', async () => 'y'.repeat(100 * n));
      vi.advanceTimersByTime(1001);
      n = 2;
      await cache.get('k', async () => 'y'.repeat(100 * n));
      expect(cache.stats).toEqual({ entries: 1, bytes: 2 * JSON.stringify('y'.repeat(200)).length });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('catalogueKey', () => {
  it('is the path and the known parameters in a fixed order, undefined ones left out', () => {
    expect(catalogueKey('/api/products', { limit: 20, offset: undefined })).toBe('/api/products?limit=20');
    expect(catalogueKey('/api/products', { limit: 20, offset: 40 })).toBe('/api/products?limit=20&offset=40');
    expect(catalogueKey('/api/products/12')).toBe('/api/products/12');
  });
});

describe('brotli re-packing', () => {
  it('waits for an entry to prove hot, and is budgeted per minute', async () => {
    const cache = new MicroCache(60_000, 100);
    const text = () => async () => ({ text: Array.from({ length: 4000 }, (_, i) => `word${i % 97}`).join(' ') });
    const entry = await cache.get('hot', text());
    const first = cachedResponse(entry, { 'accept-encoding': 'br' }, 60).body!;
    expect(brotliDecompressSync(first).equals(entry.body)).toBe(true);
    cachedResponse(entry, { 'accept-encoding': 'br' }, 60);
    expect(entry.brHits).toBe(2);
    expect(entry.br).toBe(first);
    const before = repackBudget.used;
    cachedResponse(entry, { 'accept-encoding': 'br' }, 60);
    expect(repackBudget.used).toBe(before + 1);
    // The budget: once spent, no entry is re-packed until the next window.
    repackBudget.used = 20;
    const other = await cache.get('other', text());
    for (let i = 0; i < 5; i += 1) cachedResponse(other, { 'accept-encoding': 'br' }, 60);
    expect(repackBudget.used).toBe(20);
    expect(repackBudget.take(repackBudget.windowStart + 60_000)).toBe(true);
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

describe('MicroCache under a crowd', () => {
  it('shares one computation among concurrent misses, and serves the expired answer while it is recomputed', async () => {
    vi.useFakeTimers();
    try {
      const cache = new MicroCache(1000, 10);
      let release: (v: unknown) => void = () => {};
      const compute = vi.fn(() => new Promise((resolve) => (release = resolve)));
      const crowd = Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute)));
      release({ n: 1 });
      const answers = await crowd;
      expect(compute).toHaveBeenCalledTimes(1);
      expect(new Set(answers).size).toBe(1);

      vi.advanceTimersByTime(1001);
      const again = cache.get('k', compute);
      const meanwhile = await cache.get('k', compute);
      expect(meanwhile).toBe(answers[0]);
      expect(compute).toHaveBeenCalledTimes(2);
      release({ n: 2 });
      expect((await again).body.toString()).toBe('{"n":2}');
      expect((await cache.get('k', compute)).body.toString()).toBe('{"n":2}');
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed computation is not remembered', async () => {
    const cache = new MicroCache(1000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => 1)).body.toString()).toBe('1');
  });
});
