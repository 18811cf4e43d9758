import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { productListQuerySchema, searchQuerySchema, suggestionsQuerySchema } from '@/contracts/product';
import { catalogueKey, sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { catalogueReads, type CatalogueRead } from './catalogue-reads';
import { suggestProducts } from './search';
import { listProducts, popularProducts, productRating } from './service';

export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const cache = app.catalogueCache;
  const reads = catalogueReads(db);
  const send = (read: CatalogueRead, request: FastifyRequest, reply: FastifyReply) => sendCatalogue(cache, read.key, request, reply, read.compute);

  app.get('/api/products', async (request, reply) => {
    const page = parseInput(productListQuerySchema, request.query);
    return sendCatalogue(cache, catalogueKey('/api/products', { limit: page.limit, offset: page.offset }), request, reply, () =>
      listProducts(db, page),
    );
  });

  app.get('/api/products/search', async (request, reply) => {
    return send(reads.search(parseInput(searchQuerySchema, request.query)), request, reply);
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
    return send(reads.product(parseInput(idParamSchema, request.params).id), request, reply);
  });

  app.get('/api/products/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    reply.header('cache-control', 'no-cache');
    return productRating(db, id);
  });

  app.get('/api/products/:id/similar', async (request, reply) => {
    return send(reads.similar(parseInput(idParamSchema, request.params).id), request, reply);
  });
}
