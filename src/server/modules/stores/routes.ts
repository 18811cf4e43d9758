import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { storeListQuerySchema } from '@/contracts/store';
import { sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { catalogueReads } from '../products/catalogue-reads';
import { listStores, storeRating } from './service';

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const reads = catalogueReads(db);

  app.get('/api/stores', async (request, reply) => {
    const q = parseInput(storeListQuerySchema, request.query);
    reply.header('cache-control', 'no-cache');
    const from = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
    return listStores(db, from);
  });

  app.get('/api/stores/:id/products', async (request, reply) => {
    const read = reads.storeProducts(parseInput(idParamSchema, request.params).id);
    return sendCatalogue(app.catalogueCache, read.key, request, reply, read.compute);
  });

  app.get('/api/stores/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    reply.header('cache-control', 'no-cache');
    return storeRating(db, id);
  });
}
