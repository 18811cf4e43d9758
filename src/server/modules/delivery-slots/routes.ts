import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverySlotsQuerySchema } from '@/contracts/delivery-slots';
import { parseInput } from '../../http/errors';
import { listDeliverySlots, type SlotSettings } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Slot capacity, cut-off and clock, shared with order placement (tests change them before ready). */
    deliverySlotSettings: SlotSettings;
  }
}

/**
 * GET /api/delivery-slots?option=standard|express&postcode=...: public (nothing personal), never cached, since
 * what is left of a slot changes with every order. Registered with fastify-plugin so that order placement
 * reads the same settings.
 */
export const deliverySlotRoutes = fp(async (app: FastifyInstance) => {
  app.decorate('deliverySlotSettings', {
    capacity: app.env.DELIVERY_SLOT_CAPACITY,
    cutoffHours: app.env.DELIVERY_SLOT_CUTOFF_HOURS,
    now: () => new Date(),
  });

  app.get('/api/delivery-slots', async (request, reply) => {
    const { option, postcode } = parseInput(deliverySlotsQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return listDeliverySlots(app.database.db, app.deliverySlotSettings, option, postcode);
  });
});
