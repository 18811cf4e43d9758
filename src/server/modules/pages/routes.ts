import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedResponse, RenderedPage } from '../../http/cache';
import { PageDocument } from './document';
import { publicLoader } from './public-data';

/** The public routes the server renders (src/web/app/pages.ts decides which URLs under them it renders). */
export const RENDERED_PATHS = ['/', '/stores', '/products/:id', '/product/:id', '/search', '/faq', '/tutorial', '/policies/:policy'];

class PageNotFound extends Error {}

/**
 * Server-rendered public pages (issue 17, decision 012). A page is rendered once per canonical URL and kept in
 * a micro-cache of its own (app.pageCache) like a catalogue answer, so the edge answers it warm; it holds nothing of the
 * visitor's (the header's account and basket fill in in the browser). What the server does not render, or
 * cannot, gets the plain shell and renders in the browser as before.
 */
export async function pageRoutes(app: FastifyInstance, options: { webRoot: string }): Promise<void> {
  const page = PageDocument.load(options.webRoot);
  // Loaded here, not at the top: an API-only process never loads React's server renderer or the web app.
  const { canonicalPageUrl, renderApp, warmUp } = await import('@/web/entry-server');
  // The screens' code, loaded now rather than on the first visit to each page.
  await warmUp();
  const load = publicLoader(app);

  const shell = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.shell());

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = canonicalPageUrl(request.url);
    if (url === null) return shell(reply, 200);
    let entry;
    try {
      entry = await app.pageCache.get(url, async () => {
        const rendered = await renderApp(url, load);
        if (!rendered || rendered.status === 404) throw new PageNotFound();
        return new RenderedPage(page.compose(rendered));
      });
    } catch (error) {
      if (error instanceof PageNotFound) return shell(reply, 404);
      // The browser can still render the page: a failed server render costs speed, not the page.
      request.log.error({ err: error, url }, 'server rendering failed: sent the shell');
      return shell(reply, 200);
    }
    const answer = cachedResponse(entry, request.headers, 0);
    reply.code(answer.status).headers(answer.headers);
    return answer.body ? reply.send(answer.body) : reply.send();
  };

  for (const path of RENDERED_PATHS) app.get(path, { config: { databaseWork: true } }, render);
}
