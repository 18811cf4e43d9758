import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { productListQuerySchema, searchQuerySchema, suggestionsQuerySchema } from '@/contracts/product';
import { catalogueKey, sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { searchProducts, suggestProducts } from './search';
import { getProduct, listProducts, popularProducts, productRating } from './service';
import { similarProducts } from './similar';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const cache = app.catalogueCache;

  app.get('/api/products', async (request, reply) => {
    const page = parseInput(productListQuerySchema, request.query);
    return sendCatalogue(cache, catalogueKey('/api/products', { limit: page.limit, offset: page.offset }), request, reply, () =>
      listProducts(db, page),
    );
  });

  app.get('/api/products/search', async (request, reply) => {
    const q = parseInput(searchQuerySchema, request.query);
    // A catalogue read like the others: a repeated search (a popular word, the next page's first half) is answered
    // from the micro-cache, and by the edge before Fastify once asked by its canonical URL.
    const key = catalogueKey('/api/products/search', { q: q.q, store: q.store, limit: q.limit, offset: q.offset });
    return sendCatalogue(cache, key, request, reply, () => searchProducts(db, q.q, { storeId: q.store, limit: q.limit, offset: q.offset }));
  });

  app.get('/api/products/suggestions', async (request, reply) => {
    const q = parseInput(suggestionsQuerySchema, request.query);
    reply.header('cache-control', 'public, max-age=60');
    return suggestProducts(db, q.q);
  });

  app.get('/api/products/popular', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return popularProducts(db);
  });

  app.get('/api/products/:id', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    return sendCatalogue(cache, catalogueKey(`/api/products/${id}`), request, reply, () => getProduct(db, id));
  });

  app.get('/api/products/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    reply.header('cache-control', 'no-cache');
    return productRating(db, id);
  });

  app.get('/api/products/:id/similar', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    return sendCatalogue(cache, catalogueKey(`/api/products/${id}/similar`), request, reply, () => similarProducts(db, id));
  });
}
