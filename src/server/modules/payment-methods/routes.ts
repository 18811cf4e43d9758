import type { FastifyInstance } from 'fastify';
import { paymentMethodParamsSchema, savePaymentMethodSchema, updatePaymentMethodSchema } from '@/contracts/payment-methods';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { listPaymentMethods, makeDefault, removePaymentMethod, savePaymentMethod } from './service';

/**
 * The shopper's saved cards (issue 36): signed-in shoppers only (a visitor is 401 before any 400), each only ever
 * their own; cross-site writes are refused by the session plugin (403).
 */
export async function paymentMethodRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/payment-methods', async (request) => {
    const { userId } = await requireUserSession(request);
    return listPaymentMethods(app.payments, userId);
  });

  app.post('/api/payment-methods', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const { token } = parseInput(savePaymentMethodSchema, request.body);
    const card = await savePaymentMethod(app.payments, userId, token);
    reply.code(201);
    return card;
  });

  app.patch('/api/payment-methods/:id', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(paymentMethodParamsSchema, request.params);
    parseInput(updatePaymentMethodSchema, request.body);
    return makeDefault(app.payments, userId, id);
  });

  app.delete('/api/payment-methods/:id', async (request, reply) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(paymentMethodParamsSchema, request.params);
    await removePaymentMethod(db, app.payments, userId, id);
    return reply.code(204).send();
  });
}
