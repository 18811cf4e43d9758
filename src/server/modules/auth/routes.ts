import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  EMAIL_LOCKED_MESSAGE,
  loginSchema,
  missingRegisterFields,
  profileUpdateSchema,
  registerSchema,
  type RegisterResponse,
  type SafeUser,
} from '@/contracts/auth';
import { missingFieldsMessage } from '@/domain/field-label';
import { asHttpError, HttpError, parseInput } from '../../http/errors';
import { enforceLimit } from '../rate-limit/limits';
import { changePasswordAndSignOutOthers, logIn, register, signedInUser, toSafeUser, updateProfile } from './service';
import { requireUserSession, signIn } from './session-helpers';

/** Section 7's account calls: register, login, logout, user, profile; plus the password change. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post('/api/register', async (request, reply): Promise<RegisterResponse> => {
    let data;
    try {
      data = parseInput(registerSchema, request.body);
    } catch (error) {
      const missing = missingRegisterFields(request.body);
      const refused = asHttpError(error);
      if (!refused || missing.length === 0) throw error;
      // The list lets the client say 'Please complete all required fields: ...' (section 8).
      return reply.code(400).send({ message: missingFieldsMessage(missing), fields: refused.fields, missingFields: missing });
    }
    await enforceLimit(request, 'register', data.email);
    const user = await register(db, app.mailer, data);
    await signIn(request, reply, user.id);
    reply.code(201);
    return { ...toSafeUser(user), message: `We've sent a 6-digit verification code to ${user.email}.` };
  });

  app.post('/api/login', async (request, reply): Promise<SafeUser> => {
    const body = parseInput(loginSchema, request.body);
    const keys = await enforceLimit(request, 'login', body.email);
    const user = await logIn(db, body.email, body.password, keys);
    await signIn(request, reply, user.id);
    return toSafeUser(user);
  });

  app.post('/api/logout', async (request, reply) => {
    await request.endSession(reply);
    return { message: 'Logged out' };
  });

  app.get('/api/user', async (request): Promise<SafeUser> => {
    const session = await request.getSession();
    return toSafeUser(await signedInUser(db, session?.userId ?? null));
  });

  app.put('/api/profile', async (request): Promise<SafeUser> => {
    const { userId } = await requireUserSession(request);
    if (request.body && typeof request.body === 'object' && 'email' in request.body) {
      throw new HttpError(400, EMAIL_LOCKED_MESSAGE, { email: EMAIL_LOCKED_MESSAGE });
    }
    const body = parseInput(profileUpdateSchema, request.body);
    return toSafeUser(await updateProfile(db, userId, body));
  });

  app.post('/api/password', async (request) => {
    const session = await requireUserSession(request);
    const body = parseInput(changePasswordSchema, request.body);
    await enforceLimit(request, 'password', `user-${session.userId}`);
    await changePasswordAndSignOutOthers(db, session.userId, session.idHash, body);
    return { message: 'Password changed. You have been signed out on your other devices.' };
  });
}
