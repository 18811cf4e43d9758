import type { FastifyInstance } from 'fastify';
import { verifyEmailSchema, type SafeUser } from '@/contracts/auth';
import { parseInput } from '../../http/errors';
import { enforceLimit } from '../rate-limit/limits';
import { toSafeUser, userAwaitingVerification } from './service';
import { requireUserSession } from './session-helpers';
import { issueNewCode, verifyCode } from './verification';

/** E-mail verification for the signed-in user (registration signs the new user in). */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/verify-email', async (request): Promise<SafeUser> => {
    const { userId } = await requireUserSession(request);
    const { code } = parseInput(verifyEmailSchema, request.body);
    return toSafeUser(await verifyCode(db, userId, code));
  });

  app.post('/api/verify-email/resend', async (request) => {
    const { userId } = await requireUserSession(request);
    const user = await userAwaitingVerification(db, userId);
    await enforceLimit(request, 'resend', `user-${user.id}`);
    await issueNewCode(db, app.mailer, user);
    return { message: `We've sent a new code to ${user.email}.` };
  });
}
