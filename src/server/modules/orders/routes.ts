import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { ordersQuerySchema, type PlaceOrder, placeOrderSchema } from '@/contracts/orders';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/idempotency';
import { PER_REQUEST_COMPRESSION } from '../../http/compression';
import { HttpError, parseInput } from '../../http/errors';
import { deferredUserSession, requireUserSession } from '../auth/session-helpers';
import type { IdReserver } from '../../db/id-reserver';
import type { PaymentProvider } from '../payments/provider';
import { placeOrder, type OrderFaults } from './place-order';
import { getOrder, listOrders } from './queries';
import { reorder } from './reorder';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** Fault injection points for tests; nothing is set in production. */
    orderFaults: OrderFaults;
    /** Ids drawn ahead for orders, their lines and statuses, so an order is written in one statement. */
    orderIds: IdReserver;
  }
}

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    const message = 'Idempotency-Key must be 1 to 255 visible characters';
    throw new HttpError(400, message, { 'Idempotency-Key': message });
  }
  return value;
}

/** Checkout and orders: signed-in shoppers only, each only ever sees and changes their own. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { db, pipelined } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/orders', { compress: PER_REQUEST_COMPRESSION }, async (request, reply) => {
    // The session is checked in the order's first statement, not in a round trip of its own (a visitor without
    // a session cookie is refused at once). A refused session is still a 401 before a malformed request's 400.
    const session = deferredUserSession(request);
    let key: string | null;
    let body: PlaceOrder;
    try {
      key = idempotencyKeyOf(request.headers['idempotency-key']);
      body = parseInput(placeOrderSchema, request.body);
    } catch (error) {
      await requireUserSession(request);
      throw error;
    }
    const answer = await placeOrder(
      // Every statement of placing an order stands alone (no transaction): they go down the pipelined connections.
      { db: pipelined, payments: app.payments, mailer: app.mailer, faults: app.orderFaults, ids: app.orderIds, slots: app.deliverySlotSettings, logError: (err, msg) => request.log.error({ err }, msg) },
      { session },
      body,
      key,
    );
    reply.code(answer.status);
    return answer.json === undefined ? reply.send(answer.body) : reply.type('application/json; charset=utf-8').send(answer.json);
  });

  app.get('/api/orders', async (request) => {
    const { userId } = await requireUserSession(request);
    const { page, pageSize } = parseInput(ordersQuerySchema, request.query);
    return listOrders(db, userId, page, pageSize);
  });

  app.get('/api/orders/:id', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return getOrder(db, userId, id);
  });

  app.post('/api/orders/:id/reorder', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return reorder(db, userId, id);
  });
}
