import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { idParamSchema } from '@/contracts/common';
import { parseInput } from '../../http/errors';
import { requireUserSession } from '../auth/session-helpers';
import { cancelByShopper } from '../fulfilment/service';
import { OrderEvents } from './events';
import { getTracking } from './service';
import { trackingStream } from './stream';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tracking streams this process holds open now (being set up or streaming), for metrics. Read-only. */
    openTrackingStreams: () => number;
  }
}

/**
 * The shopper's side of fulfilment: their order's tracking, its live stream, and cancelling before collection.
 * Registered with fastify-plugin so that `openTrackingStreams` is seen app-wide; the routes themselves sit in a
 * scope of their own (their no-store header is theirs alone).
 */
export const trackingRoutes = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    // One per app: a single LISTEN for the process, however many streams are open.
    const events = new OrderEvents(app.database);
    app.addHook('onClose', async () => events.close());
    const stream = trackingStream(app, events);
    app.decorate('openTrackingStreams', () => stream.hub.open);

    await app.register(async (scope) => {
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });

      scope.get('/api/orders/:id/tracking', async (request) => {
        const { userId } = await requireUserSession(request);
        const { id } = parseInput(idParamSchema, request.params);
        return getTracking(db, userId, id);
      });

      scope.get('/api/orders/:id/tracking/stream', stream.handler);

      /** 200 with the tracking once cancelled (payment voided); 409 once any chain has started collecting. */
      scope.post('/api/orders/:id/cancel', async (request) => {
        const { userId } = await requireUserSession(request);
        const { id } = parseInput(idParamSchema, request.params);
        await cancelByShopper({ db, payments: app.payments, mailer: app.mailer, logError: (err, msg) => request.log.error({ err }, msg) }, id, userId, app.deliverySlotSettings);
        return getTracking(db, userId, id);
      });
    });
  },
  { name: 'tracking-routes' },
);
