import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import { priceHistoryQuerySchema } from '@/contracts/price-history';
import { catalogueKey, sendCatalogue } from '../../http/cache';
import { parseInput } from '../../http/errors';
import { PRICE_ALERTS_LOCK, sendPriceAlerts } from './alerts';
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

/**
 * The price-drop alerts on a timer (PRICE_ALERTS_MINUTES): each instance ticks, the one that takes the cluster-wide
 * lock runs the job, the others skip that tick; the job itself sends at most one e-mail a shopper a day.
 */
export async function priceAlertsTimer(app: FastifyInstance): Promise<void> {
  const minutes = app.env.PRICE_ALERTS_MINUTES;
  if (minutes === 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || app.shuttingDown) return;
    running = app.database
      .tryWithLock(PRICE_ALERTS_LOCK, () => sendPriceAlerts(app.database.db, app.mailer))
      .catch((error: unknown) => app.log.error(error, 'price alerts failed'))
      .finally(() => (running = null));
  }, minutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
