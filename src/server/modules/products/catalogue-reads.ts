import type { SearchQuery } from '@/contracts/product';
import type { Db } from '../../db/client';
import { catalogueKey } from '../../http/cache';
import { withSameProductKey } from './mapper';
import { searchProducts } from './search';
import { getProduct, listStoreProducts } from './service';
import { similarProducts } from './similar';

/** A micro-cached catalogue read: the cache key (the canonical URL) and how to compute the answer on a miss. */
export interface CatalogueRead {
  key: string;
  compute: () => Promise<unknown>;
}

/**
 * The catalogue reads that go through the micro-cache, defined once for the API routes that answer them and
 * for the server-rendered pages that read them in process (modules/pages), so both share one entry per URL.
 */
export function catalogueReads(db: Db) {
  return {
    storeProducts: (storeId: number): CatalogueRead => ({
      key: catalogueKey(`/api/stores/${storeId}/products`),
      compute: () => listStoreProducts(db, storeId),
    }),
    product: (id: number): CatalogueRead => ({ key: catalogueKey(`/api/products/${id}`), compute: () => getProduct(db, id) }),
    similar: (id: number): CatalogueRead => ({ key: catalogueKey(`/api/products/${id}/similar`), compute: () => similarProducts(db, id) }),
    search: (q: SearchQuery): CatalogueRead => ({
      // A repeated search (a popular word, the next page's first half) is answered from the micro-cache, and by
      // the edge before Fastify once asked by its canonical URL.
      key: catalogueKey('/api/products/search', { q: q.q, store: q.store, limit: q.limit, offset: q.offset }),
      // Each result says which product it is across chains, so the shop can put the same product's chains together.
      compute: async () => (await searchProducts(db, q.q, { storeId: q.store, limit: q.limit, offset: q.offset })).map(withSameProductKey),
    }),
  };
}
