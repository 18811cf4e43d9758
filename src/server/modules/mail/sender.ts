import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { wantsMail } from '../notifications/preferences';
import type { MailMessage, MailTransport, OutboxDrain } from './mailer';

export interface SenderOptions {
  /** How often the outbox is polled for messages other instances queued, or whose retry came due. */
  pollMs?: number;
  /** Messages claimed per statement. */
  batchSize?: number;
  /** How long a claim holds a message; past it (the instance died mid-send) another instance takes it over. */
  leaseMs?: number;
  /** Attempts before the message is given up (failed_at). */
  maxAttempts?: number;
  /** The wait after the first failure, doubled after each further one, up to backoffCapMs. */
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** On stop, how long the sender may go on delivering what is due before it lets the process go. */
  flushMs?: number;
  /** Told of failures (and of messages given up). */
  log?: (level: 'warn' | 'error', fields: Record<string, unknown>, message: string) => void;
}

interface Claimed extends MailMessage {
  id: number;
  attempts: number;
}

const DEFAULTS = { pollMs: 2_000, batchSize: 20, leaseMs: 120_000, maxAttempts: 8, backoffBaseMs: 30_000, backoffCapMs: 3_600_000, flushMs: 3_000 };

/** The wait before attempt `attempts + 1`: base x 2^(attempts - 1), capped. */
export function backoffMs(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A refusal the server will repeat (5xx: unknown mailbox, refused sender): retrying would only repeat it. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Drains the outbox through a transport. Messages are claimed with one UPDATE over a `FOR UPDATE SKIP
 * LOCKED` pick that also takes a lease (locked_until) and counts the attempt, so any number of instances
 * draining one database never send a message twice; a claim whose instance died is taken over once its
 * lease runs out. A failure sets the next attempt with exponential backoff; the last one sets failed_at.
 */
export class OutboxSender implements OutboxDrain {
  private readonly options: typeof DEFAULTS;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** Past this time (set by stop) a claimed message is handed back instead of delivered. */
  private deadline = Infinity;
  /** Claimed messages whose delivery has not begun. */
  private readonly untried = new Set<Claimed>();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    options: SenderOptions = {},
  ) {
    const { log, ...rest } = options;
    this.options = { ...DEFAULTS, ...rest };
    this.log = log ?? (() => {});
  }

  private readonly log: NonNullable<SenderOptions['log']>;

  /** Starts polling, beginning with what is already due (messages queued before a restart). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.deadline = Infinity;
    this.wake();
  }

  /**
   * Stops polling and sends what is due now, within `flushMs`: the drain under way goes on, then one more
   * takes whatever was queued while it ran (the app's last requests), batch after batch. Past the bound,
   * claimed messages not yet tried are handed back for the next start or another instance; a delivery still
   * under way is left to its claim (retried once the lease runs out) and stop() returns.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const { flushMs } = this.options;
    this.deadline = Date.now() + flushMs;
    const flushed = (async () => {
      await this.running;
      await this.loop();
    })();
    let expiry: NodeJS.Timeout | undefined;
    const expired = new Promise<false>((resolve) => {
      expiry = setTimeout(resolve, flushMs, false);
    });
    const done = await Promise.race([flushed.then(() => true), expired]);
    clearTimeout(expiry);
    if (done) return;
    await this.handBack();
    this.log('warn', { flushMs }, `the mail sender stopped after ${flushMs} ms with a delivery under way; it is retried once its claim runs out`);
  }

  /** Drains now (a message was just queued on this instance); a drain in progress runs once more after. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.loop().finally(() => {
      this.running = null;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.timer = setTimeout(() => this.wake(), this.options.pollMs);
        this.timer.unref();
      }
    });
  }

  private async loop(): Promise<void> {
    try {
      // A full batch suggests more are due: claim again at once.
      while (Date.now() < this.deadline && (await this.drainOnce()) === this.options.batchSize);
    } catch (error) {
      this.log('error', { err: error }, 'the mail sender could not read the outbox');
    }
  }

  /** Claims one batch of due messages and delivers them; answers how many it claimed. */
  async drainOnce(): Promise<number> {
    const claimed = await this.claim();
    for (const message of claimed) this.untried.add(message);
    for (const message of claimed) {
      if (Date.now() >= this.deadline) break;
      // Skipped if stop() handed it back while an earlier one was being delivered.
      if (this.untried.delete(message)) await this.deliver(message);
    }
    if (Date.now() >= this.deadline) await this.handBack();
    return claimed.length;
  }

  private async claim(): Promise<Claimed[]> {
    const { batchSize, leaseMs } = this.options;
    // The shopper's choice is asked when the message is due, not only when it was queued: one turned off since
    // is suppressed, not sent (issue 36).
    await this.db.execute(sql`
      UPDATE email_outbox SET suppressed_at = now()
      WHERE sent_at IS NULL AND failed_at IS NULL AND suppressed_at IS NULL AND kind <> 'service' AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now()) AND NOT ${wantsMail(sql`email_outbox.user_id`, sql`email_outbox.kind`)}`);
    const rows = await rowsOf<Claimed>(
      this.db,
      sql`
      UPDATE email_outbox SET attempts = attempts + 1, locked_until = now() + ${leaseMs} * interval '1 millisecond'
      WHERE id IN (
        SELECT id FROM email_outbox
        WHERE sent_at IS NULL AND failed_at IS NULL AND suppressed_at IS NULL AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
        ORDER BY next_attempt_at, id
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, "to", subject, body, headers, attempts`,
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts), headers: r.headers ?? undefined }));
  }

  /** Hands the claimed messages not yet tried back: no attempt counted, due again at once. */
  private async handBack(): Promise<void> {
    if (this.untried.size === 0) return;
    const ids = [...this.untried].map((m) => m.id);
    this.untried.clear();
    await this.db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} - 1`, lockedUntil: null })
      .where(inArray(emailOutbox.id, ids));
  }

  private async deliver(message: Claimed): Promise<void> {
    try {
      await this.transport.deliver(message);
    } catch (error) {
      await this.failed(message, error);
      return;
    }
    await this.db.execute(sql`UPDATE email_outbox SET sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = ${message.id}`);
  }

  private async failed(message: Claimed, error: unknown): Promise<void> {
    const { maxAttempts, backoffBaseMs, backoffCapMs } = this.options;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = isPermanentFailure(error) || message.attempts >= maxAttempts;
    const waitMs = backoffMs(message.attempts, backoffBaseMs, backoffCapMs);
    await this.db.execute(sql`
      UPDATE email_outbox SET locked_until = NULL, last_error = ${reason},
        failed_at = ${giveUp ? sql`now()` : null},
        next_attempt_at = now() + ${giveUp ? 0 : waitMs} * interval '1 millisecond'
      WHERE id = ${message.id}`);
    const fields = { mail: { id: message.id, to: message.to, attempts: message.attempts }, reason };
    if (giveUp) this.log('error', fields, `e-mail ${message.id} to ${message.to} given up after ${message.attempts} attempt(s)`);
    else this.log('warn', { ...fields, retryInMs: waitMs }, `e-mail ${message.id} to ${message.to} failed; retrying in ${Math.round(waitMs / 1000)} s`);
  }
}
