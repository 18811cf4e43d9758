import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamSchema } from '@/contracts/common';
import {
  productReviewInputSchema,
  productReviewsQuerySchema,
  reviewIdParamSchema,
  storeReviewInputSchema,
  storeReviewsQuerySchema,
} from '@/contracts/reviews';
import { parseInput } from '../../http/errors';
import { markHelpful, unmarkHelpful } from './helpful';
import { PRODUCT_KIND, STORE_KIND, type ReviewKind } from './kinds';
import { enforceReviewLimit, requireReporter, requireReviewer, SIGN_IN_TO_CHANGE, SIGN_IN_TO_MARK, SIGN_IN_TO_REVIEW } from './posting';
import {
  assertProductReviewable,
  createProductReview,
  deleteProductReview,
  listProductReviews,
  updateProductReview,
} from './product-reviews';
import { reportReview } from './reports';
import { assertStoreReviewable, createStoreReview, deleteStoreReview, listStoreReviews, updateStoreReview } from './store-reviews';

async function viewerOf(request: FastifyRequest): Promise<number | null> {
  return (await request.getSession())?.userId ?? null;
}

/**
 * Store and product reviews (accounts-reviews-orders.md sections 3-9). Lists are read fresh on every request
 * (no-cache: never micro-cached, so a change shows at once); the author is always the session's user.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/stores/:id/reviews', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    const query = parseInput(storeReviewsQuerySchema, request.query);
    reply.header('cache-control', 'no-cache');
    return listStoreReviews(db, id, query, await viewerOf(request));
  });

  app.get('/api/products/:id/reviews', async (request, reply) => {
    const { id } = parseInput(idParamSchema, request.params);
    const query = parseInput(productReviewsQuerySchema, request.query);
    reply.header('cache-control', 'no-cache');
    return listProductReviews(db, id, query, await viewerOf(request));
  });

  app.post('/api/stores/:id/reviews', async (request, reply) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_REVIEW);
    const { id } = parseInput(idParamSchema, request.params);
    const body = parseInput(storeReviewInputSchema, request.body);
    await assertStoreReviewable(db, userId, id);
    await enforceReviewLimit(db, userId);
    return reply.code(201).send(await createStoreReview(db, userId, id, body));
  });

  app.post('/api/products/:id/reviews', async (request, reply) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_REVIEW);
    const { id } = parseInput(idParamSchema, request.params);
    const body = parseInput(productReviewInputSchema, request.body);
    await assertProductReviewable(db, userId, id);
    await enforceReviewLimit(db, userId);
    return reply.code(201).send(await createProductReview(db, userId, id, body));
  });

  app.put('/api/reviews/:reviewId', async (request) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_CHANGE);
    const { reviewId } = parseInput(reviewIdParamSchema, request.params);
    return updateStoreReview(db, reviewId, userId, parseInput(storeReviewInputSchema, request.body));
  });

  app.put('/api/products/reviews/:reviewId', async (request) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_CHANGE);
    const { reviewId } = parseInput(reviewIdParamSchema, request.params);
    return updateProductReview(db, reviewId, userId, parseInput(productReviewInputSchema, request.body));
  });

  app.delete('/api/reviews/:reviewId', async (request, reply) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_CHANGE);
    const { reviewId } = parseInput(reviewIdParamSchema, request.params);
    await deleteStoreReview(db, reviewId, userId);
    return reply.code(204).send();
  });

  app.delete('/api/products/reviews/:reviewId', async (request, reply) => {
    const userId = await requireReviewer(request, SIGN_IN_TO_CHANGE);
    const { reviewId } = parseInput(reviewIdParamSchema, request.params);
    await deleteProductReview(db, reviewId, userId);
    return reply.code(204).send();
  });

  // Helpful marks and reports: the same routes for both kinds, under /api/reviews and /api/products/reviews.
  const kinds: [string, ReviewKind][] = [
    ['/api/reviews', STORE_KIND],
    ['/api/products/reviews', PRODUCT_KIND],
  ];
  for (const [prefix, kind] of kinds) {
    app.post(`${prefix}/:reviewId/helpful`, async (request) => {
      const userId = await requireReviewer(request, SIGN_IN_TO_MARK);
      const { reviewId } = parseInput(reviewIdParamSchema, request.params);
      return markHelpful(db, kind, reviewId, userId);
    });

    app.delete(`${prefix}/:reviewId/helpful`, async (request) => {
      const userId = await requireReviewer(request, SIGN_IN_TO_MARK);
      const { reviewId } = parseInput(reviewIdParamSchema, request.params);
      return unmarkHelpful(db, kind, reviewId, userId);
    });

    app.post(`${prefix}/:reviewId/report`, async (request) => {
      const userId = await requireReporter(request);
      const { reviewId } = parseInput(reviewIdParamSchema, request.params);
      return reportReview(db, kind, reviewId, userId);
    });
  }
}
