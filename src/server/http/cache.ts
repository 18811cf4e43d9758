import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/**
 * A short-lived cache of serialised catalogue answers. Catalogue data changes rarely, so a few seconds of
 * staleness is harmless; it holds nothing that matters (every instance rebuilds it from the database).
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
    const entry = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`, expires: now + this.ttlMs };
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
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
