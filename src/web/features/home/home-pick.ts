import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Product } from '@/contracts/product';
import { HOME_SECTION_COUNT, pickRandom, sectionType, selectSectionProducts } from '@/domain/home-sections';
import type { Prefetch } from '@/web/lib/ssr';
import { STORES_QUERY_KEY } from '@/web/features/stores';

/**
 * The home page's random choices (its two stores and each section's products), made where the page is first
 * rendered. On the server they travel to the browser in the query cache, so hydration draws exactly what the
 * server drew instead of drawing again; a later visit within the app draws afresh.
 */
export const HOME_PICK_KEY = ['home:featured'] as const;

export interface HomePick {
  storeId: number;
  /** The section's products, already chosen (at most SECTION_PRODUCT_LIMIT), not the store's whole list. */
  products: Product[];
}

export const prefetchHome: Prefetch = async (client, load) => {
  const stores = await load({ kind: 'stores' });
  client.setQueryData(STORES_QUERY_KEY, stores);
  const featured = pickRandom(stores, HOME_SECTION_COUNT);
  const pick = await Promise.all(
    featured.map(async (store, index): Promise<HomePick> => {
      const products = await load({ kind: 'store-products', storeId: store.id });
      return { storeId: store.id, products: selectSectionProducts(products, sectionType(index, store.id)) };
    }),
  );
  client.setQueryData(HOME_PICK_KEY, pick);
};

/** The pick the server rendered this page with, once: null when the page was not rendered on the server. */
export function useServerHomePick(): HomePick[] | null {
  const client = useQueryClient();
  const [pick] = useState(() => client.getQueryData<HomePick[]>(HOME_PICK_KEY) ?? null);
  // Leaving the page forgets it, so coming back draws new stores as a fresh visit does.
  useEffect(() => () => client.removeQueries({ queryKey: HOME_PICK_KEY, exact: true }), [client]);
  return pick;
}
