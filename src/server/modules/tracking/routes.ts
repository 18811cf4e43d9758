import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { moveOrder } from '../fulfilment/service';
import { OrderEvents } from './events';
import { getTracking } from './service';
import { trackingStream } from './stream';

/** The shopper's side of fulfilment: their order's tracking, its live stream, and cancelling before collection. */
export async function trackingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // One per app: a single LISTEN for the process, however many streams are open.
  const events = new OrderEvents(app.database);
  app.addHook('onClose', async () => events.close());

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/orders/:id/tracking', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    return getTracking(db, userId, id);
  });

  app.get('/api/orders/:id/tracking/stream', trackingStream(app, events));

  /** 200 with the tracking once cancelled (payment voided); 409 once any chain has started collecting. */
  app.post('/api/orders/:id/cancel', async (request) => {
    const { userId } = await requireUserSession(request);
    const { id } = parseInput(idParamSchema, request.params);
    await moveOrder(
      { db, payments: app.payments, mailer: app.mailer, logError: (err, msg) => request.log.error({ err }, msg) },
      id,
      { role: 'shopper', userId },
      { type: 'cancel', by: 'shopper' },
    );
    return getTracking(db, userId, id);
  });
}
