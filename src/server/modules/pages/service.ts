import type { OperatorDetails } from '@/contracts/config';
import { searchQuerySchema } from '@/contracts/product';
import type { PublicAnswers, PublicLoader, PublicRead, PublicReadKind } from '@/contracts/public-reads';
import { invalid } from '@/domain/errors';
import type { Db } from '../../db/client';
import type { MicroCache } from '../../http/cache';
import { catalogueReads, type CatalogueRead } from '../products/catalogue-reads';
import { productRating } from '../products/service';
import { listStores } from '../stores/service';

/** What the reads need: the database, the catalogue's micro-cache (shared with the API routes) and the operator. */
export interface PublicReadDeps {
  db: Db;
  catalogueCache: MicroCache;
  operator: OperatorDetails;
}

type Readers = { [K in PublicReadKind]: (read: Extract<PublicRead, { kind: K }>) => Promise<PublicAnswers[K]> };

/**
 * What a server-rendered page may read (src/contracts/public-reads.ts): each kind answered by the service its API
 * route calls, through the same micro-cache entry for the catalogue's reads, and shaped exactly as the API sends
 * it (serialised and read back, so a Date is a string as in the browser). Nothing here depends on who is asking:
 * no session, no basket, no user. A refusal is the service's (a product that does not exist is not_found).
 */
export function publicReads({ db, catalogueCache, operator }: PublicReadDeps): PublicLoader {
  const reads = catalogueReads(db);
  const cached = async <T>(read: CatalogueRead): Promise<T> => JSON.parse((await catalogueCache.get(read.key, read.compute)).body.toString('utf8')) as T;
  const asSent = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  const readers: Readers = {
    stores: async () => asSent(await listStores(db)),
    operator: async () => asSent(operator),
    product: ({ id }) => cached(reads.product(id)),
    'product-rating': async ({ id }) => asSent(await productRating(db, id)),
    similar: ({ id }) => cached(reads.similar(id)),
    'store-products': ({ storeId }) => cached(reads.storeProducts(storeId)),
    search: async ({ q, limit, offset }) => {
      // Read as the API route reads its query (the same limits, the same cache key), so a page and the browser's
      // request for the same results share one micro-cache entry.
      const parsed = searchQuerySchema.safeParse({ q, limit, offset });
      if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid search');
      return cached(reads.search(parsed.data));
    },
  };
  return ((read: PublicRead) => (readers[read.kind] as (read: PublicRead) => Promise<unknown>)(read)) as PublicLoader;
}
