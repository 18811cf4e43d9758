import type { QueryClient } from '@tanstack/react-query';
import { prefetchHome } from '@/web/features/home/home-pick';
import { prefetchOperator } from '@/web/features/legal/operator';
import { parseProductId } from '@/web/features/products/api';
import { prefetchProduct } from '@/web/features/products/ssr';
import { searchUrl } from '@/web/features/search/search-url';
import { parseStoreParam as parseSearchStore, prefetchSearch } from '@/web/features/search/use-product-search';
import { parseStoreParam, STORE_PARAM } from '@/web/features/stores/store-param';
import { prefetchStoreProducts, prefetchStores } from '@/web/features/stores/ssr';
import type { Prefetch, PublicLoader } from '@/web/lib/ssr';

/**
 * The pages the server renders (issue 17): the public routes, whose content is the same for every visitor.
 * Signed-in screens (profile, orders, checkout, fulfilment), the sign-in pages, /debug and unknown addresses
 * are not: they get the plain shell and render in the browser.
 */
export interface PublicPage {
  /**
   * The page's canonical URL: its path and only the parameters it reads, in a fixed order. The page is rendered
   * for this URL and cached under it, so `/search?q=milk&utm=x` and `/search?q=milk` share one rendering.
   */
  url: string;
  /** The route screen's module (relative to src/web, as the build manifest names it), preloaded before hydration. */
  module: string;
  /** Fills the query cache with what the page shows. */
  prefetch: Prefetch;
}

const nothing: Prefetch = async () => {};

function page(url: string, module: string, prefetch: Prefetch = nothing): PublicPage {
  return { url, module, prefetch };
}

/** The public page at `location`, or null when the server does not render it. */
export function publicPage(location: URL): PublicPage | null {
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const params = location.searchParams;
  if (path === '/') return page('/', 'features/home/home-page.tsx', prefetchHome);
  if (path === '/stores') {
    const storeId = parseStoreParam(params.get(STORE_PARAM));
    return storeId === null
      ? page('/stores', 'features/stores/stores-page.tsx', prefetchStores)
      : page(`/stores?${STORE_PARAM}=${storeId}`, 'features/stores/stores-page.tsx', prefetchStoreProducts(storeId));
  }
  const product = /^\/(products?)\/([^/]+)$/.exec(path);
  if (product) {
    const id = parseProductId(decodeURIComponent(product[2]!));
    return id === null ? null : page(`/${product[1]}/${id}`, 'features/products/product-page.tsx', prefetchProduct(id));
  }
  if (path === '/search') {
    const q = (params.get('q') ?? '').trim();
    if (!q) return null;
    return page(searchUrl(q, parseSearchStore(params.get('store'))), 'features/search/search-page.tsx', prefetchSearch(q));
  }
  if (path === '/faq') return page('/faq', 'features/help/faq-page.tsx');
  if (path === '/tutorial') return page('/tutorial', 'features/help/tutorial-page.tsx');
  const policy = /^\/policies\/([a-z-]+)$/.exec(path);
  if (policy) return page(`/policies/${policy[1]}`, 'features/legal/legal-page.tsx');
  return null;
}

/** What every server-rendered page shows besides its own content (the footer's contact details), then the page's. */
export async function prefetchPage(target: PublicPage, client: QueryClient, load: PublicLoader): Promise<void> {
  await Promise.all([prefetchOperator(client, load), target.prefetch(client, load)]);
}
