import type { FastifyInstance } from 'fastify';

/**
 * Reads a shopper's first minute makes, asked once before the port opens. The first time a path runs it pays for
 * things no later request does: the page renderer's modules loading, the JIT compiling the route's code, the
 * embedded database compiling the WebAssembly of a query plan it has not run yet. Paid by the first crowd, those
 * came in one block (5.7 s of event loop on the embedded database): every connection opened meanwhile waited for it
 * (issue 32). Paid here, the port opens on a server that answers at its usual pace. Reads only: nothing written,
 * no session made, and a failure only costs the warmth (it is logged, never fatal).
 */
export const WARM_UP_PATHS = [
  '/api/stores',
  '/api/stores/1/products',
  '/api/stores/5/products?page=2',
  '/api/products/search?q=milk',
  '/api/products/search?q=tea%20bags&store=2',
  '/api/products/search?q=bananna',
  '/api/products/suggestions?q=bre',
  '/api/products/popular',
  '/api/products/1',
  '/api/products/1/rating',
  '/api/products/1/similar',
  '/api/stores/1/reviews',
  '/',
  '/search?q=milk',
  '/products/1',
  '/stores',
  '/no-such-page',
] as const;

/** Asks each warm-up path once, in order; returns how long it took (ms) and each path's status (0: it threw). */
export async function warmUp(app: FastifyInstance, paths: readonly string[] = WARM_UP_PATHS): Promise<{ ms: number; statuses: Record<string, number> }> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  // The warm-up's own requests stay out of the access log (it runs before the port opens: no one else's are hidden).
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await askEach(app, paths, statuses);
  } finally {
    app.log.level = level;
  }
  return { ms: performance.now() - started, statuses };
}

async function askEach(app: FastifyInstance, paths: readonly string[], statuses: Record<string, number>): Promise<void> {
  for (const url of paths) {
    try {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: url.startsWith('/api/') ? 'application/json' : 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
      statuses[url] = answer.statusCode;
      if (answer.statusCode >= 500) app.log.warn({ url, status: answer.statusCode }, 'warm-up: a read failed (the server starts anyway)');
    } catch (error) {
      statuses[url] = 0;
      app.log.warn({ err: error, url }, 'warm-up: a read failed (the server starts anyway)');
    }
  }
}
