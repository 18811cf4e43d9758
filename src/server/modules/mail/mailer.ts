import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Delivers one message (SMTP, an e-mail API...). The outbox is written first either way, so a failed
 * delivery is never lost and can be retried.
 */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage): Promise<void>;
}

/** Development and tests: nothing leaves the machine; the outbox row is the delivered message. */
export const outboxOnlyTransport: MailTransport = {
  name: 'outbox',
  async deliver() {},
};

export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport = outboxOnlyTransport,
    /** Told of every message the outbox-only transport keeps (the server writes them to its log). */
    private readonly announce?: (message: MailMessage) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const { statement, needsDelivery } = this.outboxInsert(message);
    const res = (await this.db.execute(statement)) as unknown as { rows: { id: number }[] };
    if (needsDelivery) await this.deliverQueued(Number(res.rows[0]!.id), message);
    else this.written(message);
  }

  /** After the statement holding outboxInsert committed, when nothing is left to deliver: the message is told to the log. */
  written(message: MailMessage): void {
    this.announce?.(message);
  }

  /**
   * The outbox INSERT as a statement to embed in a larger one (a data-modifying CTE), returning id. With the
   * outbox-only transport the row is the delivery, so it is written as sent and nothing is left to deliver.
   */
  outboxInsert(message: MailMessage): { statement: SQL; needsDelivery: boolean } {
    const needsDelivery = this.transport !== outboxOnlyTransport;
    return {
      needsDelivery,
      statement: sql`INSERT INTO email_outbox ("to", subject, body, sent_at) VALUES (${message.to}, ${message.subject}, ${message.body}, ${needsDelivery ? null : sql`now()`}) RETURNING id`,
    };
  }

  async deliverQueued(id: number, message: MailMessage): Promise<void> {
    await this.transport.deliver(message);
    await this.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, id));
  }
}
