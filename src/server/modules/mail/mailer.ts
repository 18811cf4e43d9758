import { type Placeholder, sql } from 'drizzle-orm';
import { unsubscribeFooter, type OptionalMailKind } from '@/domain/notifications';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { wantsMail } from '../notifications/preferences';
import type { UnsubscribeTokens } from '../notifications/unsubscribe-tokens';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /**
   * A kind the shopper can turn off (issue 36), and whose choice decides: such a message carries one-click
   * unsubscribe headers and a link, and is sent only if the shopper still wants it when it is due. Absent: a
   * service message, always sent.
   */
  optional?: { kind: OptionalMailKind; userId: number };
  /** Extra headers (the unsubscribe ones, set by the mailer). */
  headers?: Record<string, string>;
}

/** Where unsubscribe links point, and how their tokens are signed. */
export interface UnsubscribeLinks {
  tokens: UnsubscribeTokens;
  /** The shop's public origin, e.g. https://everystore.example (PUBLIC_URL). */
  origin: string;
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

/**
 * An optional message's outbox row: its kind, shopper and headers. Without a sender the row is the delivery, so the
 * shopper's choice is asked now: written as sent, or as suppressed.
 */
function optionalInsertQuery(db: Db, message: MailMessage & { optional: NonNullable<MailMessage['optional']> }, queued: boolean) {
  const wants = wantsMail(sql`${message.optional.userId}::int`, sql`${message.optional.kind}::text`);
  return db
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      body: message.body,
      kind: message.optional.kind,
      userId: message.optional.userId,
      headers: message.headers ?? null,
      sentAt: queued ? null : sql`CASE WHEN ${wants} THEN now() END`,
      suppressedAt: queued ? null : sql`CASE WHEN NOT ${wants} THEN now() END`,
    })
    .returning({ id: emailOutbox.id, suppressed: sql<boolean>`${emailOutbox.suppressedAt} IS NOT NULL` });
}

export class Mailer {
  constructor(
    private readonly db: Db,
    /** The sender draining the outbox; null when nothing leaves the machine and the row is the delivered message. */
    private readonly drain: OutboxDrain | null = null,
    /** Told of every message kept in the outbox only (the server writes them to its log). */
    private readonly announce?: (message: MailMessage) => void,
    /** Unsubscribe links for optional messages; without them (some tests) optional mail carries none. */
    private readonly links?: UnsubscribeLinks,
  ) {}

  /** Optional messages not written as sent (their shopper had turned the kind off): nothing to announce. */
  private readonly suppressed = new WeakSet<MailMessage>();

  /** An optional message with its unsubscribe link in the body and its one-click headers (RFC 8058). */
  private withUnsubscribe(message: MailMessage): MailMessage {
    if (!message.optional || !this.links) return message;
    const token = encodeURIComponent(this.links.tokens.sign(message.optional.userId, message.optional.kind));
    const page = `${this.links.origin}/unsubscribe?token=${token}`;
    return {
      ...message,
      body: `${message.body}\n\n${unsubscribeFooter(message.optional.kind, page)}`,
      headers: { 'List-Unsubscribe': `<${this.links.origin}/api/unsubscribe?token=${token}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

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
    if (message.optional) {
      const [row] = await optionalInsertQuery(db, { ...this.withUnsubscribe(message), optional: message.optional }, this.needsDelivery);
      if (row!.suppressed) this.suppressed.add(message);
      return row!.id;
    }
    const [row] = await outboxInsertQuery(db, { ...message, queued: this.needsDelivery });
    return row!.id;
  }

  /** After the statement holding the outbox row committed, when nothing is left to deliver: the message is told to the log. */
  written(message: MailMessage): void {
    if (!this.suppressed.has(message)) this.announce?.(message);
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
