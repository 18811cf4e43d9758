import type { FastifyInstance } from 'fastify';
import { cardTokenRequestSchema, type CardToken } from '@/contracts/test-processor';
import { parseInput } from '../../http/errors';
import { enforceLimit } from '../rate-limit/limits';
import { issueToken } from './service';

/**
 * The test card processor's API, which the browser calls as a processor's client library would. It needs no
 * session (the card is tokenised whoever is signed in); cross-site requests are refused like every other write
 * (session plugin), and each address may tokenise a few cards a minute. The body is the card: nothing here logs it.
 */
export async function testProcessorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/test-processor/tokens', async (request, reply): Promise<CardToken> => {
    const card = parseInput(cardTokenRequestSchema, request.body);
    await enforceLimit(request, 'cardToken');
    const token = await issueToken(db, card);
    reply.code(201);
    return token;
  });
}
