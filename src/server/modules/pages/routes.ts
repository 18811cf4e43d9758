import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES, resolvePage, type PageParams, type PublicPage } from '@/web/app/page-table';
import { cachedResponse, RenderedPage } from '../../http/cache';
import { PageDocument } from './document';
import { publicReads } from './service';

/** The paths the server renders: the public pages' (src/web/app/page-table.ts, which the router's routes come from too). */
export const RENDERED_PATHS = PUBLIC_PAGES.map((page) => page.path);

class PageNotFound extends Error {}

/**
 * Server-rendered public pages (issue 17, decision 012). A page is rendered once per canonical URL and kept in
 * a micro-cache of its own (app.pageCache) like a catalogue answer, so the edge answers it warm; it holds nothing of the
 * visitor's (the header's account and basket fill in in the browser). What the server does not render, or
 * cannot, gets the plain shell and renders in the browser as before.
 */
export async function pageRoutes(app: FastifyInstance, options: { webRoot: string }): Promise<void> {
  const page = PageDocument.load(options.webRoot);
  // Loaded here, not at the top: an API-only process never loads React's server renderer or the screens (the
  // page table above holds none: only their import()s).
  const { renderApp, warmUp } = await import('@/web/entry-server');
  // The screens' code, loaded now rather than on the first visit to each page.
  await warmUp();
  const load = publicReads({ db: app.database.db, catalogueCache: app.catalogueCache, operator: app.env.operator });

  const shell = (reply: FastifyReply, status: number) => reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.shell());

  // Fastify matched the page's path (and decoded its params); the table says which URLs under it are rendered.
  const render = async (publicPage: PublicPage, request: FastifyRequest, reply: FastifyReply) => {
    const target = resolvePage(publicPage, request.params as PageParams, new URL(request.url, 'http://localhost').searchParams);
    if (target === null) return shell(reply, 200);
    const { url } = target;
    let entry;
    try {
      entry = await app.pageCache.get(url, async () => {
        const rendered = await renderApp(target, load);
        if (rendered.status === 404) throw new PageNotFound();
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

  for (const publicPage of PUBLIC_PAGES) app.get(publicPage.path, { config: { databaseWork: true } }, (request, reply) => render(publicPage, request, reply));
}
