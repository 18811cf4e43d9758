import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '@/domain/errors';
import { users } from '../../db/schema';
import { requireUserSession } from '../auth/session-helpers';

export const STAFF_ONLY_MESSAGE = 'This is for Everystore staff only';

/** The signed-in staff member: 401 for a visitor, 403 for a shopper. The role is read fresh on every request. */
export async function requireStaff(request: FastifyRequest): Promise<{ userId: number }> {
  const { userId } = await requireUserSession(request);
  const [user] = await request.server.database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (user?.role !== 'staff') throw forbidden(STAFF_ONLY_MESSAGE);
  return { userId };
}
