import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { changeOrderSchema, ordersQuerySchema, placeOrderSchema, reorderInputSchema } from '@/contracts/orders';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/idempotency';
import { PER_REQUEST_COMPRESSION } from '../../http/compression';
import { HttpError, parseInput } from '../../http/errors';
import type { OrderLimits } from '@/domain/order-limits';
import { requireAccount, requireUserSession } from '../auth/session-helpers';
import { IdReserver } from '../../db/id-reserver';
import type { PaymentProvider } from '../payments/provider';
import { setPreference } from '../notifications/preferences';
import { changeOrder } from './change-order';
import { placeOrder } from './place-order';
import { getOrder, listOrders } from './queries';
import { reorder } from './reorder';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
    /** How much one account may order (from the environment; tests change them on the app). */
    orderLimits: OrderLimits;
    /** Called once for each order placed and acknowledged as new (never for a replayed answer); app.ts wires it. */
    orderPlaced: () => void;
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
  // Ids drawn ahead for orders, their lines and statuses, so an order is written in one statement.
  const ids = new IdReserver(pipelined);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/orders', { compress: PER_REQUEST_COMPRESSION }, async (request, reply) => {
    // Who orders is the session's user, never an id from the request (a visitor is 401, before any 400); the
    // account's address and its verification are read with the session.
    const shopper = await requireAccount(request);
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    const body = parseInput(placeOrderSchema, request.body);
    // Placing an order runs no transaction: each of its statements stands alone, so they share the pipelined connections.
    const deps = { db: pipelined, payments: app.payments, mailer: app.mailer, ids, slots: app.deliverySlotSettings, limits: app.orderLimits, placed: app.orderPlaced, logError: (err: unknown, msg: string) => request.log.error({ err }, msg) };
    const answer = await placeOrder(deps, shopper, body, key);
    // The checkout's marketing box and the settings' "Offers and news" are one record (issue 36): ticked, it is on.
    if (answer.status === 201 && body.marketingConsent) {
      await setPreference(db, shopper.userId, 'offers', true, 'checkout').catch((err: unknown) => request.log.error({ err }, 'could not record the marketing consent'));
    }
    reply.code(answer.status);
    return answer.json === undefined ? reply.send(answer.body) : reply.type('application/json; charset=utf-8').send(answer.json);
  });

  /** The clock and cut-off each order's change window is judged by. */
  const clock = () => ({ now: app.deliverySlotSettings.now(), cutoffHours: app.deliverySlotSettings.cutoffHours });

  app.get('/api/orders', async (request) => {
    const { userId } = await requireUserSession(request);
    const { page, pageSize } = parseInput(ordersQuerySchema, request.query);
    return listOrders(db, userId, page, pageSize, clock());
  });

  app.get('/api/orders/:id', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return getOrder(db, userId, id, clock());
  });

  /** Changing an order until its cut-off (change-order.ts); the key is required: a change moves money. */
  app.patch('/api/orders/:id', async (request, reply) => {
    const shopper = await requireAccount(request);
    const { id } = parseInput(idParamSchema, request.params);
    const key = idempotencyKeyOf(request.headers['idempotency-key']);
    if (key === null) {
      const message = 'Idempotency-Key is required to change an order';
      throw new HttpError(400, message, { 'Idempotency-Key': message });
    }
    const body = parseInput(changeOrderSchema, request.body);
    const deps = { db, payments: app.payments, mailer: app.mailer, slots: app.deliverySlotSettings, logError: (err: unknown, msg: string) => request.log.error({ err }, msg) };
    const answer = await changeOrder(deps, shopper, id, body, key);
    return reply.code(answer.status).send(answer.body);
  });

  app.post('/api/orders/:id/reorder', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    const { confirm = false } = parseInput(reorderInputSchema, request.body);
    return reorder(db, userId, id, { confirm });
  });
}
