import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

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

/** A message's outbox row, its values or placeholders: a `queued` row waits for the sender, any other is written as sent. */
export interface OutboxValues {
  to: string | Placeholder;
  subject: string | Placeholder;
  body: string | Placeholder;
  queued: boolean | Placeholder;
}

/** The outbox INSERT, returning id, as a query builder: to run, or to embed in a larger statement (a data-modifying CTE). */
export function outboxInsertQuery(db: Db, message: OutboxValues) {
  return db
    .insert(emailOutbox)
    .values({ to: message.to, subject: message.subject, body: message.body, sentAt: sql`CASE WHEN ${message.queued}::boolean THEN NULL ELSE now() END` })
    .returning({ id: emailOutbox.id });
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
    const id = await this.queue(this.db, message);
    if (this.needsDelivery) await this.deliverQueued(id, message);
    else this.written(message);
  }

  /**
   * Writes the message's outbox row on `db` (a transaction's, so the mail is kept exactly when what caused it
   * commits) and returns its id. Without a sender the row is the delivery: it is written as sent.
   */
  async queue(db: Db, message: MailMessage): Promise<number> {
    const [row] = await outboxInsertQuery(db, { ...message, queued: this.needsDelivery });
    return row!.id;
  }

  /** After the statement holding the outbox row committed, when nothing is left to deliver: the message is told to the log. */
  written(message: MailMessage): void {
    this.announce?.(message);
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
