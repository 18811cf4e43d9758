import type { QueryClient } from '@tanstack/react-query';
import { publicReadKey } from '@/contracts/public-reads';
import { prefetchHome } from '@/web/features/home/home-pick';
import { prefetchSearch } from '@/web/features/search/use-product-search';
import { prefetchStoreFirstView } from '@/web/features/stores/ssr';
import type { Prefetch, PublicLoader } from '@/web/lib/ssr';
import type { PagePrefetch, PageTarget, PageView } from './page-table';

/**
 * How each view of app/page-table.ts is made. Here and not in the table because the views' code lives in the
 * features, beside the hooks that read them (React modules the table must not load); keyed by the table's
 * types, so a view without its maker does not compile.
 */
const VIEWS: { [K in PageView['kind']]: (view: Extract<PageView, { kind: K }>) => Prefetch } = {
  'home-pick': () => prefetchHome,
  'store-first-view': ({ storeId }) => prefetchStoreFirstView(storeId),
  'search-first-page': ({ q }) => prefetchSearch(q),
};

const isView = (item: PagePrefetch): item is PageView => Object.hasOwn(VIEWS, item.kind);

/**
 * Fills the query cache with what the page lists, all at once: a read's answer under the key the browser's hook
 * asks for (publicReadKey), a view as its feature keeps it.
 */
export async function prefetchPage(target: PageTarget, client: QueryClient, load: PublicLoader): Promise<void> {
  await Promise.all(
    target.prefetch.map(async (item) => {
      if (isView(item)) return (VIEWS[item.kind] as (view: PageView) => Prefetch)(item)(client, load);
      client.setQueryData(publicReadKey(item), await load(item));
    }),
  );
}
