import type { FastifyInstance } from 'fastify';
import { favouriteParamsSchema } from '@/contracts/favourites';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { addFavourite, listFavourites, listRegulars, removeFavourite } from './service';

/**
 * Favourites and regulars (issue 35): signed-in shoppers only (a visitor is 401 before any 400), each only ever
 * their own; the shopper is the session's, never an id from the request.
 */
export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/favourites', async (request) => {
    const { userId } = await requireUserSession(request);
    return listFavourites(db, userId);
  });

  app.put('/api/favourites/:productId', async (request) => {
    const { userId } = await requireUserSession(request);
    const { productId } = parseInput(favouriteParamsSchema, request.params);
    return addFavourite(db, userId, productId);
  });

  app.delete('/api/favourites/:productId', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const { productId } = parseInput(favouriteParamsSchema, request.params);
    await removeFavourite(db, userId, productId);
    return reply.code(204).send();
  });

  app.get('/api/regulars', async (request) => {
    const { userId } = await requireUserSession(request);
    return listRegulars(db, userId);
  });
}
