import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CATALOGUE_MAX_AGE_SECONDS, cachedResponse, type MicroCache } from './cache';

export type EdgeHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The in-process equivalent of a reverse proxy's micro-cache, in front of Fastify: a GET for a URL that a
 * catalogue route (or a server-rendered page) answered in the last minute is answered here with the very bytes and headers that route
 * sent (security headers included), without Fastify's per-request work (request objects, logger child,
 * hooks, handler). Anything else, or any GET while the server is shutting down, returns false and goes to
 * Fastify as usual.
 */
export function catalogueEdge(
  caches: readonly MicroCache[],
  securityHeaders: Readonly<OutgoingHttpHeaders>,
  isShuttingDown: () => boolean,
): EdgeHandler {
  return (req, res) => {
    if (req.method !== 'GET' || req.url === undefined || isShuttingDown()) return false;
    const url = req.url;
    let entry;
    for (const cache of caches) if ((entry = cache.peek(url))) break;
    if (!entry) return false;
    const answer = cachedResponse(entry, req.headers, CATALOGUE_MAX_AGE_SECONDS);
    res.writeHead(answer.status, { ...securityHeaders, ...answer.headers });
    res.end(answer.body ?? undefined);
    return true;
  };
}
