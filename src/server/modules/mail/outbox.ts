import { and, desc, eq, isNull } from 'drizzle-orm';
import type { OutboxResponse } from '@/contracts/auth';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The latest 20 messages to one address, newest first: the development outbox. */
export async function latestMessagesTo(db: Db, to: string): Promise<OutboxResponse> {
  const rows = await db
    .select({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject, body: emailOutbox.body, createdAt: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), isNull(emailOutbox.suppressedAt)))
    .orderBy(desc(emailOutbox.id))
    .limit(20);
  return { messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
}
