import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { searchQuerySchema } from '@/contracts/product';
import type { PublicLoader } from '@/web/lib/ssr';
import { parseInput } from '../../http/errors';
import { catalogueReads, type CatalogueRead } from '../products/catalogue-reads';
import { productRating } from '../products/service';
import { listStores } from '../stores/service';

/**
 * What a server-rendered page may read (src/web/lib/ssr.ts): the public API answers, computed in process by the
 * services the API routes call, through the same micro-cache entries, and shaped exactly as the API sends them
 * (serialised and read back). Nothing here depends on who is asking: no session, no basket, no user.
 */
export function publicLoader(app: FastifyInstance): PublicLoader {
  const { db } = app.database;
  const reads = catalogueReads(db);
  const cached = async (read: CatalogueRead): Promise<unknown> => JSON.parse((await app.catalogueCache.get(read.key, read.compute)).body.toString('utf8'));
  const asSent = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
  const id = (raw: string) => parseInput(idParamSchema, { id: raw }).id;

  const read = async (url: string): Promise<unknown> => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/stores') return asSent(await listStores(db));
    if (pathname === '/api/config/operator') return asSent(app.env.operator);
    if (pathname === '/api/products/search') return cached(reads.search(parseInput(searchQuerySchema, Object.fromEntries(searchParams))));
    let match = /^\/api\/stores\/([^/]+)\/products$/.exec(pathname);
    if (match) return cached(reads.storeProducts(id(match[1]!)));
    match = /^\/api\/products\/([^/]+)(\/similar|\/rating)?$/.exec(pathname);
    if (match?.[2] === '/rating') return asSent(await productRating(db, id(match[1]!)));
    if (match) return cached(match[2] ? reads.similar(id(match[1]!)) : reads.product(id(match[1]!)));
    throw new Error(`${url} is not a public read a page may make`);
  };
  return read as PublicLoader;
}
