import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CLIENT_PAGES } from '@/web/app/page-table';
import { pageRoutes, SIGNED_IN_PATHS } from '../modules/pages/routes';
import { BUILT_WEB_ROOT } from '../paths';

/** The folder to serve: WEB_ROOT (relative to the working directory) when set, else the build's output (dist/web). */
export function webRootFrom(configured: string | undefined): string {
  return configured ? resolve(configured) : BUILT_WEB_ROOT;
}

/**
 * The built web app and the SPA fallback: hashed assets cached for a year, the public pages rendered on the
 * server, other client routes answered with the shell, unknown /api paths (and everything when there is no
 * build) a JSON 404. Register after the API routes.
 */
export async function serveWebApp(app: FastifyInstance, webRoot: string | null): Promise<void> {
  const indexHtml = webRoot !== null && existsSync(`${webRoot}/index.html`);
  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      wildcard: false,
      setHeaders(res, path) {
        // Hashed build assets never change; everything else revalidates.
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The public pages, rendered on the server (modules/pages).
    await app.register(pageRoutes, { webRoot });
  }

  if (indexHtml) {
    // The screens only the browser renders get the app's shell (the signed-in pages the server renders have theirs).
    for (const path of Object.values(CLIENT_PAGES).filter((p) => !SIGNED_IN_PATHS.includes(p))) app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // Any other address is not a page: 404, with the shell, whose router shows the not-found screen.
    return reply.code(404).header('cache-control', 'no-cache').sendFile('index.html');
  });
}
