import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expires: number;
  /** Compressed once per entry, on first demand, instead of once per response. */
  gzip?: Buffer;
  br?: Buffer;
}

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024;

/**
 * A short-lived cache of serialised catalogue answers. Catalogue data changes only when the catalogue is
 * seeded, so a minute of staleness is harmless; it holds nothing that matters (every instance rebuilds it
 * from the database), and its size is bounded.
 */
export class MicroCache {
  private entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, compute: () => Promise<unknown>): Promise<Entry> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit;
    const body = JSON.stringify(await compute());
    const entry: Entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, expires: now + this.ttlMs };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The best encoding the client accepts, among those we pre-compress. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
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

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body, { level: 6 });
  return entry.gzip;
}

/** Sends a cacheable catalogue answer with ETag and Cache-Control, or 304 when the client's copy is current. */
export async function sendCatalogue(
  cache: MicroCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
  maxAgeSeconds = 60,
): Promise<FastifyReply> {
  const entry = await cache.get(key, compute);
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}, stale-while-revalidate=300`);
  reply.header('etag', entry.etag);
  reply.header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = entry.body.length >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(compressed(entry, encoding));
}
