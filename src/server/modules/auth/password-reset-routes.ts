import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, resetPasswordSchema, type ResetPasswordResponse } from '@/contracts/auth';
import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_REQUESTED_MESSAGE } from '@/domain/password-reset';
import { parseInput } from '../../http/errors';
import { enforceLimit } from '../rate-limit/limits';
import { requestPasswordReset, resetPassword } from './password-reset';
import { toSafeUser } from './service';
import { signIn } from './session-helpers';

/** Forgotten passwords: a code by e-mail, then a new password with it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  /** Codes still being written and mailed after their answer went out; closing the app waits for them. */
  const pending = new Set<Promise<void>>();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  app.post('/api/password/forgot', async (request, reply) => {
    const { email } = parseInput(forgotPasswordSchema, request.body);
    await enforceLimit(request, 'reset', email);
    // The code is made and mailed after the answer, so the answer and its timing are the same whether or not
    // the address has an account.
    const task = requestPasswordReset(db, app.mailer, email)
      .catch((error: unknown) => request.log.error({ err: error }, 'password reset code not sent'))
      .finally(() => pending.delete(task));
    pending.add(task);
    reply.code(202);
    return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
  });

  app.post('/api/password/reset', async (request, reply): Promise<ResetPasswordResponse> => {
    const body = parseInput(resetPasswordSchema, request.body);
    await enforceLimit(request, 'resetCode', body.email);
    const user = await resetPassword(db, body.email, body.code, body.newPassword);
    await signIn(request, reply, user.id);
    return { ...toSafeUser(user), message: PASSWORD_RESET_DONE_MESSAGE };
  });
}
