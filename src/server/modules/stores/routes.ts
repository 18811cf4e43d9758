import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { storeListQuerySchema } from '@/contracts/store';
import { catalogueKey, sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { listStoreProducts } from '../products/service';
import { listStores, storeRating } from './service';

export async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get('/api/stores', async (request, reply) => {
    const q = parseInput(storeListQuerySchema, request.query);
    reply.header('cache-control', 'no-cache');
    const from = q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined;
    return listStores(db, from);
  });

  app.get('/api/stores/:id/products', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    return sendCatalogue(app.catalogueCache, catalogueKey(`/api/stores/${id}/products`), request, reply, () => listStoreProducts(db, id));
  });

  app.get('/api/stores/:id/rating', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    reply.header('cache-control', 'no-cache');
    return storeRating(db, id);
  });
}
