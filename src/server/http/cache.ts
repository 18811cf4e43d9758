import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueFreshness } from './catalogue-freshness';

type Encoding = 'br' | 'gzip';

export interface CachedAnswer {
  /** The JSON answer, serialised once. */
  body: Buffer;
  etag: string;
  expires: number;
  /** Compressed once per entry, on first demand, instead of once per response. */
  gzip?: Buffer;
  br?: Buffer;
  /** Brotli answers served from this entry: only entries that have proved hot are re-packed at quality 11. */
  brHits?: number;
  /** A rendered page (text/html, revalidated on every visit) instead of a JSON answer. */
  page?: true;
}

/** What a computation gives the cache: a value to serialise as JSON, or a rendered page as it is. */
export class RenderedPage {
  constructor(readonly html: string) {}
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;
/** Brotli at quality 5 answers the first request quickly; bodies this large are then re-packed at 11 off the event loop. */
const REPACK_THRESHOLD = 16 * 1024;
/** An entry is re-packed once it has answered this many brotli requests (a one-off URL never is). */
const REPACK_AFTER_HITS = 3;
/** At most this many re-packs (~0.3 s of a pool thread each) start per minute, whatever the traffic. */
const REPACKS_PER_MINUTE = 20;
const brotliCompressAsync = promisify(brotliCompress);

/**
 * What an entry may cost: its body plus room for its compressed forms (gzip and brotli of JSON together stay
 * well under the body's size), so the byte bound holds before compression happens.
 */
const entryCost = (body: Buffer) => body.length * 2;

/**
 * A short-lived cache of serialised catalogue answers, keyed by the route's canonical key (catalogueKey: the
 * path and the parsed, known parameters only, so junk parameters cannot mint entries). A minute of staleness
 * is harmless for catalogue data; it holds nothing that matters (every instance rebuilds it from the
 * database), and it is bounded in entries and in bytes, the oldest entries going first.
 */
export class MicroCache {
  private entries = new Map<string, CachedAnswer>();
  private inflight = new Map<string, Promise<CachedAnswer>>();
  private usedBytes = 0;
  /** Counts clear()s: an answer computed before one is not kept after it (it may hold the prices cleared). */
  private generation = 0;
  /** Whether the catalogue may have changed since the last look (http/catalogue-freshness.ts); none: never. */
  private freshness: Pick<CatalogueFreshness, 'current' | 'ensure'> | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** Answers only after asking `freshness` (which empties the cache when the catalogue moved). */
  guardWith(freshness: Pick<CatalogueFreshness, 'current' | 'ensure'>): void {
    this.freshness = freshness;
  }

  /** The entry for `key` if it is still fresh (and the catalogue was checked lately: the edge cannot wait for a check). */
  peek(key: string, now = Date.now()): CachedAnswer | undefined {
    if (this.freshness && !this.freshness.current()) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expires > now ? hit : undefined;
  }

  async get(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    if (this.freshness) await this.freshness.ensure();
    const previous = this.entries.get(key);
    if (previous && previous.expires > Date.now()) return previous;
    // One computation per key at a time: a crowd missing together (a cold start, an expiry) shares one query,
    // and while it runs an expired answer is served as it is (the headers allow stale-while-revalidate).
    const pending = this.inflight.get(key);
    if (pending) return previous ?? pending;
    const refreshed: Promise<CachedAnswer> = this.refresh(key, previous, compute).finally(() => {
      if (this.inflight.get(key) === refreshed) this.inflight.delete(key);
    });
    this.inflight.set(key, refreshed);
    return refreshed;
  }

  private async refresh(key: string, previous: CachedAnswer | undefined, compute: () => Promise<unknown>): Promise<CachedAnswer> {
    const generation = this.generation;
    const value = await compute();
    const page = value instanceof RenderedPage;
    const body = Buffer.from(page ? value.html : JSON.stringify(value));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const now = Date.now();
    // An unchanged answer keeps its compressed forms: no work is repeated when an entry merely expires.
    const entry: CachedAnswer =
      previous?.etag === etag
        ? { ...previous, expires: now + this.ttlMs }
        : { body, etag, expires: now + this.ttlMs, ...(page ? { page: true as const } : {}) };
    if (generation !== this.generation) return entry;
    this.remove(key);
    const cost = entryCost(entry.body);
    if (cost > this.maxBytes) return entry;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.usedBytes + cost > this.maxBytes)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    this.entries.set(key, entry);
    this.usedBytes += cost;
    return entry;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.usedBytes -= entryCost(entry.body);
  }

  /** Entries held and the bytes reserved for them. */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.usedBytes };
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.inflight.clear();
    this.usedBytes = 0;
  }
}

/**
 * A cache key from a route's path and its parsed, known parameters in a fixed order (undefined ones left
 * out): `/api/products?cb=1` and `/api/products` share one entry. It is also the URL our own pages request,
 * so the edge (catalogue-edge.ts), which looks up the raw URL, answers them without Fastify.
 */
export function catalogueKey(path: string, params: Record<string, string | number | undefined> = {}): string {
  const query = Object.entries(params)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

const acceptCache = new Map<string, Encoding | null>();

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * The best encoding the client accepts, among those we pre-compress. Browsers send one of a handful of
 * Accept-Encoding values, so answers are remembered (a bounded table: odd values are parsed every time).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = acceptCache.get(acceptEncoding);
  if (known !== undefined) return known;
  const picked = parseAcceptEncoding(acceptEncoding);
  if (acceptCache.size < 64 && acceptEncoding.length <= 200) acceptCache.set(acceptEncoding, picked);
  return picked;
}

function compressed(entry: CachedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return entry.gzip;
  }
  entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  entry.brHits = (entry.brHits ?? 0) + 1;
  if (entry.brHits === REPACK_AFTER_HITS && entry.body.length >= REPACK_THRESHOLD && repackBudget.take()) void repack(entry);
  return entry.br;
}

/** A fixed window of re-pack starts: the expensive work cannot be driven faster than this by any traffic. */
export const repackBudget = {
  windowStart: 0,
  used: 0,
  take(now = Date.now()): boolean {
    if (now - this.windowStart >= 60_000) {
      this.windowStart = now;
      this.used = 0;
    }
    if (this.used >= REPACKS_PER_MINUTE) return false;
    this.used += 1;
    return true;
  },
};

/** Brotli 11 takes ~0.3 s for a chain's list: done in the thread pool, swapped in when ready (about 15 % smaller). */
async function repack(entry: CachedAnswer): Promise<void> {
  try {
    const best = await brotliCompressAsync(entry.body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    });
    if (best.length < (entry.br?.length ?? Infinity)) entry.br = best;
  } catch {
    // Keep the quality-5 form.
  }
}

/** Everything a cached answer's response carries, for a client asking with these request headers. */
export function cachedResponse(
  entry: CachedAnswer,
  requestHeaders: FastifyRequest['headers'],
  maxAgeSeconds: number,
): { status: 200 | 304; headers: OutgoingHttpHeaders; body: Buffer | null } {
  const headers: OutgoingHttpHeaders = {
    // A page names this build's hashed scripts, so a browser asks again each visit (a 304 while unchanged).
    'cache-control': entry.page ? 'no-cache' : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`,
    etag: entry.etag,
    vary: 'accept-encoding',
  };
  if (requestHeaders['if-none-match'] === entry.etag) return { status: 304, headers, body: null };
  headers['content-type'] = entry.page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(requestHeaders['accept-encoding']) : null;
  const body = encoding ? compressed(entry, encoding) : entry.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  return { status: 200, headers, body };
}

export const CATALOGUE_MAX_AGE_SECONDS = 60;

/** Sends a cacheable catalogue answer with ETag and Cache-Control, or 304 when the client's copy is current. */
export async function sendCatalogue(
  cache: MicroCache,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const entry = await cache.get(key, compute);
  const answer = cachedResponse(entry, request.headers, CATALOGUE_MAX_AGE_SECONDS);
  reply.code(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}
