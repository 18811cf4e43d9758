import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Param } from '../../db/prepared';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * Delivers one message (SMTP, an e-mail API...). The outbox row is written first, in the transaction of
 * whatever caused the mail, and the sender (sender.ts) delivers it afterwards, so a failed delivery is
 * never lost and is retried.
 */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}

/** What the mailer tells when a row is waiting: the sender polling the outbox (woken at once). */
export interface OutboxDrain {
  wake(): void;
}

/**
 * The outbox INSERT, returning id, with its values or a statement template's placeholders (db/prepared.ts):
 * a `queued` row waits for the sender, any other is written as sent.
 */
export function outboxInsertStatement(message: { to: Param<string>; subject: Param<string>; body: Param<string> }, queued: Param<boolean>): SQL {
  return sql`INSERT INTO email_outbox ("to", subject, body, sent_at)
    VALUES (${message.to}, ${message.subject}, ${message.body}, CASE WHEN ${queued}::boolean THEN NULL ELSE now() END) RETURNING id`;
}

export class Mailer {
  constructor(
    private readonly db: Db,
    /** The sender draining the outbox; null when nothing leaves the machine and the row is the delivered message. */
    private readonly drain: OutboxDrain | null = null,
    /** Told of every message kept in the outbox only (the server writes them to its log). */
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
   * The outbox INSERT as a statement to embed in a larger one (a data-modifying CTE), returning id. Without
   * a sender the row is the delivery, so it is written as sent and nothing is left to deliver.
   */
  outboxInsert(message: MailMessage): { statement: SQL; needsDelivery: boolean } {
    return { needsDelivery: this.needsDelivery, statement: outboxInsertStatement(message, this.needsDelivery) };
  }

  /** Whether a sender delivers the outbox's rows (otherwise a row is the delivered message). */
  get needsDelivery(): boolean {
    return this.drain !== null;
  }

  /**
   * After the row committed: hands it to the sender, which claims and delivers it at once (or, on another
   * instance, at its next poll). The request never waits on the mail server.
   */
  async deliverQueued(_id: number, _message: MailMessage): Promise<void> {
    this.drain?.wake();
  }
}
