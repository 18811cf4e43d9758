import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { priceHistoryQuerySchema } from '@/contracts/price-history';
import { catalogueKey, sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { priceHistory } from './history';

export async function priceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // A catalogue read: micro-cached like the product it belongs to, and emptied with it when prices change.
  app.get('/api/products/:id/price-history', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { days } = parseInput(priceHistoryQuerySchema, request.query);
    return sendCatalogue(app.catalogueCache, catalogueKey(`/api/products/${id}/price-history`, { days }), request, reply, () => priceHistory(db, id, days));
  });
}
