/**
 * The web app's server entry (issue 17): the server imports this module to render a public page to HTML with
 * the same components the browser hydrates. It never runs in the browser.
 */
import { Writable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import { prefetchPage, prefetchSignedInPage } from './app/page-prefetch';
import { PUBLIC_PAGES, resolvePage, type PageTarget, type SignedInTarget } from './app/page-table';
import { Providers } from './app/providers';
import { AppRoutes, preloadRenderedScreens } from './app/router';
import { createQueryClient } from './lib/query-client';
import { isNotFound, type PublicLoader, type SignedInLoader } from './lib/ssr';

export type { PageTarget, PublicLoader, SignedInLoader, SignedInTarget };
/** Loads the code of every server-rendered screen (once, at start-up). */
export const warmUp = preloadRenderedScreens;

export interface RenderedApp {
  /** 200, or 404 when what the page shows does not exist (then there is no html: the browser renders it). */
  status: 200 | 404;
  /** The app's markup, to go inside <div id="root">. */
  html: string;
  /** The query cache the page was rendered from, as JSON, for the browser to hydrate from. */
  state: string;
  /** The route screen's module (src/web-relative), for the build manifest. */
  module: string;
  /** Other modules whose chunks hydration needs (a signed-in page's protected route). */
  alsoModules?: string[];
}

/**
 * The public page at `url` (path and query), matched as the router matches it; null when the server does not
 * render it. The server's routes resolve their page themselves (they know which entry matched): this is for
 * callers holding only a URL (the render benchmark, tests).
 */
export function publicPageAt(url: string): PageTarget | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return resolvePage(page, match.params, searchParams);
  }
  return null;
}

/** The longest a render may take before it is abandoned (and the browser renders the page instead). */
const RENDER_TIMEOUT_MS = 5_000;

function renderToText(client: QueryClient, url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failure: unknown;
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={url}>
          <Providers client={client}>
            <AppRoutes />
          </Providers>
        </StaticRouter>
      </StrictMode>,
      {
        // Piped once everything is ready (the data is already in the cache, and the lazy screens load once per
        // process), and no finished boundary is held back to be revealed later (React outlines large ones behind
        // an inline script): the page needs no inline script, so the CSP stays strict.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          if (failure) reject(failure);
          else stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          // An error inside a boundary would leave a client-rendered hole: the whole page is then rendered in the browser.
          failure ??= error;
        },
      },
    );
    const timer = setTimeout(() => {
      stream.abort(new Error(`rendering ${url} took longer than ${RENDER_TIMEOUT_MS} ms`));
      reject(new Error(`rendering ${url} took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}

/** Escapes what would end the JSON's script element early; JSON.parse reads the escapes back unchanged. */
function scriptSafe(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Renders a public page (app/page-table.ts, resolved for its URL) with what it prefetches read through `load`.
 * Throws when loading or rendering fails.
 */
export async function renderApp(target: PageTarget, load: PublicLoader): Promise<RenderedApp> {
  const client = createQueryClient();
  try {
    await prefetchPage(target, client, load);
  } catch (error) {
    if (isNotFound(error)) return { status: 404, html: '', state: '', module: target.module };
    throw error;
  }
  const html = await renderToText(client, target.url);
  return { status: 200, html, state: scriptSafe(JSON.stringify(dehydrate(client))), module: target.module };
}

/**
 * Renders a signed-in page (decision 014) for one request, from what `get` answers the visitor's own session: a
 * fresh query cache each time, so nothing of one visitor's can reach another's page. Throws when a read is
 * refused or rendering fails.
 */
export async function renderSignedIn(target: SignedInTarget, get: SignedInLoader): Promise<RenderedApp> {
  const client = createQueryClient();
  await prefetchSignedInPage(target, client, get);
  const html = await renderToText(client, target.url);
  const [module, ...alsoModules] = target.modules;
  return { status: 200, html, state: scriptSafe(JSON.stringify(dehydrate(client))), module: module!, alsoModules };
}
