import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chainParamsSchema,
  deliverInputSchema,
  fulfilmentListQuerySchema,
  fulfilmentOrderParamsSchema,
  lineOutcomeInputSchema,
  lineParamsSchema,
  paymentRetrySchema,
  paymentWriteOffSchema,
  staffCancelSchema,
} from '@/contracts/fulfilment';
import type { Move } from '@/domain/fulfilment';
import { parseInput } from '../../http/errors';
import { getWork, listWork } from './queries';
import { retryPayment, writeOffPayment } from './payment';
import { moveOrder, recordOutcome, type FulfilmentDeps } from './service';
import { requireStaff } from './staff';

/**
 * Staff only (401 for visitors, 403 for shoppers): the orders to work, one order's picking lists, every move
 * of its life, and a payment problem's retry or write-off. Each move answers the order as the staff screen shows
 * it after the move; a move the order's state does not allow is 409 { message, code: 'illegal_move' }.
 */
export async function fulfilmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const deps = (request: FastifyRequest): FulfilmentDeps => ({
    db,
    payments: app.payments,
    mailer: app.mailer,
    logError: (err, msg) => request.log.error({ err }, msg),
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/fulfilment/orders', async (request) => {
    await requireStaff(request);
    const { view } = parseInput(fulfilmentListQuerySchema, request.query);
    return listWork(db, view);
  });

  app.get('/api/fulfilment/orders/:id', async (request) => {
    await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    return getWork(db, id);
  });

  /** A move of the whole order or of one chain; the answer is the order after it. */
  const move = async (request: FastifyRequest, id: number, m: Move, userId: number) => {
    await moveOrder(deps(request), id, { role: 'staff', userId }, m);
    return getWork(db, id);
  };

  app.post('/api/fulfilment/orders/:id/chains/:storeId/start', async (request) => {
    const { userId } = await requireStaff(request);
    const { id, storeId } = parseInput(chainParamsSchema, request.params);
    return move(request, id, { type: 'start_chain', storeId }, userId);
  });

  app.post('/api/fulfilment/orders/:id/chains/:storeId/collect', async (request) => {
    const { userId } = await requireStaff(request);
    const { id, storeId } = parseInput(chainParamsSchema, request.params);
    return move(request, id, { type: 'collect_chain', storeId }, userId);
  });

  app.post('/api/fulfilment/orders/:id/lines/:lineId', async (request) => {
    const { userId } = await requireStaff(request);
    const { id, lineId } = parseInput(lineParamsSchema, request.params);
    const body = parseInput(lineOutcomeInputSchema, request.body);
    await recordOutcome({ db }, id, lineId, userId, body);
    return getWork(db, id);
  });

  app.post('/api/fulfilment/orders/:id/out-for-delivery', async (request) => {
    const { userId } = await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    return move(request, id, { type: 'out_for_delivery' }, userId);
  });

  app.post('/api/fulfilment/orders/:id/deliver', async (request) => {
    const { userId } = await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    // With age-restricted lines, what the ID check at the door found (issue 38); nothing for other orders.
    const { idCheck } = parseInput(deliverInputSchema, request.body ?? {});
    return move(request, id, { type: 'deliver', idCheck: idCheck ?? null }, userId);
  });

  app.post('/api/fulfilment/orders/:id/cancel', async (request) => {
    const { userId } = await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    const { reason } = parseInput(staffCancelSchema, request.body);
    return move(request, id, { type: 'cancel', by: 'staff', reason }, userId);
  });

  /** A payment problem: capture the final total again (409 capture_failed, nothing changed, if it still fails). */
  app.post('/api/fulfilment/orders/:id/payment/retry', async (request) => {
    const { userId } = await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    parseInput(paymentRetrySchema, request.body);
    await retryPayment(deps(request), id, userId);
    return getWork(db, id);
  });

  /** A payment problem given up: nothing more is charged, the hold is released; the status row records who and when. */
  app.post('/api/fulfilment/orders/:id/payment/write-off', async (request) => {
    const { userId } = await requireStaff(request);
    const { id } = parseInput(fulfilmentOrderParamsSchema, request.params);
    const { reason } = parseInput(paymentWriteOffSchema, request.body);
    await writeOffPayment(deps(request), id, userId, reason);
    return getWork(db, id);
  });
}
