import type { FastifyInstance } from 'fastify';
import { moderationParamsSchema } from '@/contracts/reviews';
import { parseInput } from '../../http/errors';
import { requireStaff } from '../fulfilment/staff';
import { KIND_OF } from './kinds';
import { listReportedReviews, removeReview, restoreReview } from './moderation';

/**
 * Staff moderation of reported reviews (401 for visitors, 403 for shoppers, as /api/fulfilment): the queue, and
 * restore or remove one review of either kind. Never cached.
 */
export async function reviewModerationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/staff/reviews/reported', async (request) => {
    await requireStaff(request);
    return listReportedReviews(db);
  });

  app.post('/api/staff/reviews/:kind/:id/restore', async (request) => {
    await requireStaff(request);
    const { kind, id } = parseInput(moderationParamsSchema, request.params);
    return restoreReview(db, KIND_OF[kind], id);
  });

  app.post('/api/staff/reviews/:kind/:id/remove', async (request) => {
    await requireStaff(request);
    const { kind, id } = parseInput(moderationParamsSchema, request.params);
    return removeReview(db, KIND_OF[kind], id);
  });
}
