import { QueryClient } from '@tanstack/react-query';
import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicAnswers, PublicLoader, PublicRead } from '@/contracts/public-reads';
import { HOME_PICK_KEY } from '@/web/features/home/home-pick';
import { OPERATOR_QUERY_KEY } from '@/web/features/legal/operator';
import { EMPTY_RATING, productKey, ratingKey, similarKey } from '@/web/features/products/api';
import { searchKey, searchPageUrl } from '@/web/features/search/use-product-search';
import { STORES_QUERY_KEY, storeFirstViewKey, storeProductsUrl } from '@/web/features/stores/api';
import type { Preloadable } from '@/web/lib/preloadable';
import { makeProduct, makeStore, OPERATOR } from '@/web/testing';
import { PUBLIC_ROUTE_MODULES } from '../../../scripts/initial-js-report';
import { prefetchPage } from './page-prefetch';
import { PROTECTED_ROUTE, PUBLIC_PAGES, resolvePage, SIGNED_IN_PAGES, type PageTarget } from './page-table';
import { APP_ROUTES } from './router';

/** A URL each public page renders, by path: a page added to the table without one here fails the first test. */
const SAMPLES: Record<string, string> = {
  '/': '/',
  '/stores': '/stores?store=1',
  '/products/:id': '/products/5',
  '/product/:id': '/product/5',
  '/search': '/search?q=milk',
  '/faq': '/faq',
  '/tutorial': '/tutorial',
  '/policies/:policy': '/policies/privacy',
};

/** The table's page at `url`, resolved as the server resolves it. */
function targetAt(url: string): PageTarget | null {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  for (const page of PUBLIC_PAGES) {
    const match = matchPath(page.path, pathname);
    if (match) return resolvePage(page, match.params, searchParams);
  }
  return null;
}

describe('the public page table', () => {
  it("is what the router routes: each page's path shows the table's screen, from the module the build manifest names", async () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(PUBLIC_PAGES.map((page) => page.path).sort());
    for (const page of PUBLIC_PAGES) {
      const sample = SAMPLES[page.path]!;
      const matches = matchRoutes(APP_ROUTES, sample);
      const leaf = matches?.at(-1)?.route;
      expect(leaf?.path === '*', sample).toBe(false);
      const shown = await (leaf?.element as { type: Preloadable<object> } | undefined)?.type.preload();
      const module = (await import(/* @vite-ignore */ `../${page.screen.module}`)) as Record<string, unknown>;
      expect(shown, `${sample} shows ${page.screen.module}`).toBe(module[page.screen.name]);
      expect(targetAt(sample), sample).not.toBeNull();
    }
  });

  it("is what the router routes for the signed-in pages too: each path shows the table's screen, under the protected route", async () => {
    for (const page of SIGNED_IN_PAGES) {
      const matches = matchRoutes(APP_ROUTES, page.path);
      const [parent, leaf] = [matches?.at(-2)?.route, matches?.at(-1)?.route];
      const shown = await (leaf?.element as { type: Preloadable<object> } | undefined)?.type.preload();
      const module = (await import(/* @vite-ignore */ `../${page.screen.module}`)) as Record<string, unknown>;
      expect(shown, `${page.path} shows ${page.screen.module}`).toBe(module[page.screen.name]);
      const guard = await (parent?.element as { type: Preloadable<object> } | undefined)?.type.preload();
      expect(guard, page.path).toBe(((await import(/* @vite-ignore */ `../${PROTECTED_ROUTE.module}`)) as Record<string, unknown>)[PROTECTED_ROUTE.name]);
    }
  });

  it("is what the build's size report measures (scripts/initial-js-report.ts, which Vite's config loads and cannot import it)", () => {
    expect(new Set(PUBLIC_ROUTE_MODULES.map(({ module }) => module))).toEqual(new Set(PUBLIC_PAGES.map((page) => page.screen.module)));
  });

  it('leaves addresses outside it to the browser, and renders each page under one canonical URL', () => {
    for (const url of ['/checkout', '/orders', '/auth', '/search', '/search?q=%20', '/products/abc', '/products/0', '/policies/A1', '/no-such-page']) {
      expect(targetAt(url), url).toBeNull();
    }
    expect(targetAt('/stores/?store=01&utm=x')?.url).toBe('/stores?store=1');
    // A store's page with filters or a sort in its URL is drawn by the browser (the server has only the unfiltered first view).
    for (const url of ['/stores?store=1&offers=1', '/stores?store=1&category=Pantry&sort=priceLowToHigh', '/stores?store=1&stock=all']) {
      expect(targetAt(url), url).toBeNull();
    }
    expect(targetAt('/stores?store=1&sort=nonsense')?.url).toBe('/stores?store=1');
    expect(targetAt('/search?utm=x&q=red+wine&store=2')?.url).toBe('/search?q=red%20wine&store=2');
    expect(targetAt('/product/7')).toEqual({
      url: '/product/7',
      module: 'features/products/product-page.tsx',
      prefetch: [{ kind: 'operator' }, { kind: 'product', id: 7 }, { kind: 'product-rating', id: 7 }, { kind: 'similar', id: 7 }, { kind: 'stores' }],
    });
  });

  it('keeps the query keys and URLs the API contract and the hydrated cache have always used', () => {
    expect(STORES_QUERY_KEY).toEqual(['/api/stores']);
    expect(OPERATOR_QUERY_KEY).toEqual(['/api/config/operator']);
    expect(productKey(5)).toEqual(['/api/products/5']);
    expect(ratingKey(5)).toEqual(['/api/products/5/rating']);
    expect(similarKey(5)).toEqual(['/api/products/5/similar']);
    expect(storeProductsUrl(3)).toBe('/api/stores/3/products');
    expect(searchPageUrl('red wine', 0)).toBe('/api/products/search?q=red+wine&limit=49');
    expect(searchPageUrl('tea', 48)).toBe('/api/products/search?q=tea&limit=49&offset=48');
  });

  it("puts what a page lists under the keys the browser's hooks read, so hydration finds it", async () => {
    const product = makeProduct({ id: 5, storeId: 1 });
    const answers: PublicAnswers = {
      stores: [makeStore({ id: 1, name: 'Tesco' }), makeStore({ id: 2, name: 'Asda' })],
      operator: OPERATOR,
      product,
      'product-rating': EMPTY_RATING,
      similar: [],
      'store-products': [product],
      search: [product],
    };
    const reads: PublicRead[] = [];
    const load = (async (read: PublicRead) => {
      reads.push(read);
      return answers[read.kind];
    }) as PublicLoader;

    for (const url of Object.values(SAMPLES)) {
      const client = new QueryClient();
      await prefetchPage(targetAt(url)!, client, load);
      const keys = client.getQueryCache().getAll().map((query) => query.queryKey);
      expect(keys, url).toContainEqual(OPERATOR_QUERY_KEY);
      if (url === '/') expect(keys).toEqual(expect.arrayContaining([STORES_QUERY_KEY, HOME_PICK_KEY]));
      if (url === '/stores?store=1') expect(keys).toEqual(expect.arrayContaining([STORES_QUERY_KEY, storeFirstViewKey(1)]));
      if (url === '/products/5') expect(keys).toEqual(expect.arrayContaining([productKey(5), ratingKey(5), similarKey(5), STORES_QUERY_KEY]));
      if (url === '/search?q=milk') expect(keys).toEqual(expect.arrayContaining([searchKey('milk'), STORES_QUERY_KEY]));
    }
    expect(reads).toContainEqual({ kind: 'search', q: 'milk', limit: 49 });
    expect(reads).toContainEqual({ kind: 'store-products', storeId: 1 });
  });
});
