import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_PAGES, resolvePage, resolveSignedInPage, SIGNED_IN_PAGES, type PageParams, type PublicPage, type SignedInPage } from '@/web/app/page-table';
import { SESSION_COOKIE } from '../session/service';
import { cachedResponse, RenderedPage } from '../../http/cache';
import { PageDocument } from './document';
import { publicReads } from './service';

/** The paths the server renders: the public pages' (src/web/app/page-table.ts, which the router's routes come from too). */
export const RENDERED_PATHS = PUBLIC_PAGES.map((page) => page.path);

/** The signed-in pages' paths (decision 014): rendered for each request, never cached. */
export const SIGNED_IN_PATHS: readonly string[] = SIGNED_IN_PAGES.map((page) => page.path);

/** Every answer on a signed-in page's path: it may carry the visitor's own data, so no cache keeps it, shared or not. */
export const SIGNED_IN_CACHE_CONTROL = 'private, no-store';

class PageNotFound extends Error {}

/** A read the API refused the visitor (signed out, not staff): the page is not rendered for them. */
class ReadRefused extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`GET ${url} answered ${status}`);
  }
}

const hasSession = (cookie: string | undefined) => cookie !== undefined && new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`).test(cookie);

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

  /*
   * Signed-in pages (issue 39, decision 014). Each request is rendered afresh from what the API answers this
   * request's own session cookie (the same routes, checks and shapes the browser's fetches get: an in-process
   * request, no socket), into a query cache made for it alone; the page never enters the page cache, and its
   * answer is `private, no-store`. No session, a refused read (signed out, a shopper on a staff page) or a failed
   * render: the plain shell, and the browser does as it always did (signs in, says the page is for staff).
   */
  const { renderSignedIn } = await import('@/web/entry-server');
  const privateShell = (reply: FastifyReply) => reply.code(200).header('cache-control', SIGNED_IN_CACHE_CONTROL).type('text/html; charset=utf-8').send(page.shell());

  const renderForVisitor = async (signedInPage: SignedInPage, request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.headers.cookie;
    if (!hasSession(cookie)) return privateShell(reply);
    const target = resolveSignedInPage(signedInPage, request.url, request.params as PageParams, new URL(request.url, 'http://localhost').searchParams);
    if (target === null) return privateShell(reply);
    const get = async (url: string): Promise<unknown> => {
      // Only the session cookie goes with it: the read is the visitor's, as their browser would make it.
      const answer = await app.inject({ method: 'GET', url, headers: { cookie: cookie!, accept: 'application/json' } });
      if (answer.statusCode !== 200) throw new ReadRefused(url, answer.statusCode);
      return answer.json();
    };
    let html: string;
    try {
      html = page.compose(await renderSignedIn(target, get));
    } catch (error) {
      if (!(error instanceof ReadRefused && (error.status === 401 || error.status === 403))) {
        request.log.error({ err: error, path: signedInPage.path }, 'server rendering failed: sent the shell');
      }
      return privateShell(reply);
    }
    return reply.code(200).header('cache-control', SIGNED_IN_CACHE_CONTROL).type('text/html; charset=utf-8').send(html);
  };

  // No database slot of its own: the reads it makes are requests that each take theirs.
  for (const signedInPage of SIGNED_IN_PAGES) app.get(signedInPage.path, (request, reply) => renderForVisitor(signedInPage, request, reply));
}
