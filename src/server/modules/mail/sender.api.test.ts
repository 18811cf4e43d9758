import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { emailOutbox } from '../../db/schema';
import { loadEnv } from '../../env';
import { registrationBody } from '../../test/auth-factories';
import { TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { Mailer, type MailTransport } from './mailer';
import { OutboxSender, backoffMs, type SenderOptions } from './sender';
import { smtpTransport } from './smtp-transport';

/** The outbox drained through a real SMTP conversation with a local server (smtp-server). */
let t: TestApp;
let smtp: TestSmtpServer;
const transports: MailTransport[] = [];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  smtp = await TestSmtpServer.start();
});
afterEach(async () => {
  for (const tr of transports.splice(0)) tr.close?.();
  // Each test starts with nothing due: a message one test left behind must not be claimed by the next.
  await t.database.db.execute(sql`UPDATE email_outbox SET failed_at = now() WHERE sent_at IS NULL AND failed_at IS NULL`);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const FROM = 'Everystore Test <shop@example.test>';
const db = () => t.database.db;
let seq = 0;

function transport(): MailTransport {
  const tr = smtpTransport(smtp.url, FROM);
  transports.push(tr);
  return tr;
}

/** Queues messages as the app does with a sender (sent_at left empty); nothing drains until the test says. */
async function queue(count: number, tag: string): Promise<{ ids: number[]; subjects: string[] }> {
  const mailer = new Mailer(db(), { wake() {} });
  const subjects = Array.from({ length: count }, () => `${tag} ${++seq}`);
  for (const subject of subjects) await mailer.send({ to: `${subject.replace(/\W/g, '')}@example.com`, subject, body: `Body of ${subject}` });
  const rows = await db().select({ id: emailOutbox.id }).from(emailOutbox).where(inArray(emailOutbox.subject, subjects));
  return { ids: rows.map((r) => r.id), subjects };
}

async function row(id: number) {
  const [r] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return r!;
}

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const sender = (options: SenderOptions = {}) => new OutboxSender(db(), transport(), options);

describe('the app with SMTP_URL', () => {
  it('sends a registration e-mail through SMTP with the configured From, the recipient, subject and body, and marks it sent', async () => {
    const before = smtp.received.length;
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: FROM });
    const app = await buildApp({ database: t.database, env, webRoot: null, logger: false });
    await app.ready();
    try {
      expect(app.mailSender).not.toBeNull();
      const body = registrationBody();
      const res = await app.inject({ method: 'POST', url: '/api/register', payload: body });
      expect(res.statusCode).toBe(201);
      await smtp.waitFor(before + 1);
      const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, body.email));
      const mail = smtp.received.find((m) => m.envelope.to.includes(body.email))!;
      expect(mail.envelope).toEqual({ from: 'shop@example.test', to: [body.email] });
      expect(mail.headers.from).toBe('Everystore Test <shop@example.test>');
      expect(mail.headers.to).toBe(body.email);
      expect(mail.headers.subject).toBe(outbox!.subject);
      expect(outbox!.subject).toMatch(/^Your Everystore verification code: \w{6}$/);
      expect(mail.body).toBe(outbox!.body);
      await expect.poll(async () => (await row(outbox!.id)).sentAt, { timeout: 15_000 }).not.toBeNull();
      expect(await row(outbox!.id)).toMatchObject({ attempts: 1, failedAt: null, lastError: null, lockedUntil: null });
    } finally {
      await app.close();
    }
  });

  it('two app instances on one database, both woken at once, send each queued message exactly once', async () => {
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtp.url, MAIL_FROM: FROM });
    const apps = await Promise.all([0, 1].map(() => buildApp({ database: t.database, env, webRoot: null, logger: false })));
    await Promise.all(apps.map((a) => a.ready()));
    try {
      const before = smtp.received.length;
      const { ids, subjects } = await queue(24, 'TwoApps');
      for (const a of apps) a.mailSender!.wake();
      await smtp.waitFor(before + 24);
      await expect.poll(async () => (await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids))).every((r) => r.sentAt !== null), { timeout: 15_000 }).toBe(true);
      // Both instances poll again meanwhile: still one delivery per message.
      for (const a of apps) a.mailSender!.wake();
      const claimed = async () => (await db().select({ id: emailOutbox.id }).from(emailOutbox).where(isNotNull(emailOutbox.lockedUntil))).length;
      await expect.poll(claimed, { timeout: 15_000 }).toBe(0);
      const got = smtp.received.slice(before).map((m) => m.headers.subject);
      expect(got.sort()).toEqual([...subjects].sort());
      const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
      expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    } finally {
      await Promise.all(apps.map((a) => a.close()));
    }
  });

  it('refuses a start-up with an SMTP_URL that is not smtp:// or smtps://, or a bad MAIL_FROM, naming the variable', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadEnv({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ MAIL_FROM: 'Everystore' })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(loadEnv({ SMTP_URL: 'smtps://user:pass@mail.example.com:465' }).SMTP_URL).toBe('smtps://user:pass@mail.example.com:465');
    expect(loadEnv({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(loadEnv({}).MAIL_FROM).toBe('Everystore <no-reply@everystore.local>');
  });
});

describe('the outbox sender', () => {
  it('after a temporary refusal (451) waits its backoff, then retries and marks the message sent', async () => {
    const { ids: [id] } = await queue(1, 'Retry');
    const s = sender({ backoffBaseMs: 2000 });
    const before = smtp.received.length;
    smtp.refuse(1, 451);

    expect(await s.drainOnce()).toBe(1);
    const failed = await row(id!);
    expect(smtp.refused.at(-1)).toBe(451);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
    expect(failed.lastError).toMatch(/451/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is claimed.
    expect(await s.drainOnce()).toBe(0);

    await expect.poll(() => s.drainOnce(), { timeout: 15_000, interval: 100 }).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)!.headers.subject).toBe(failed.subject);
    const sent = await row(id!);
    expect(sent).toMatchObject({ attempts: 2, failedAt: null, lastError: null });
    expect(sent.sentAt).not.toBeNull();
  });

  it('gives up after the last attempt, and at once on a permanent refusal (5xx), recording the error', async () => {
    const { ids: [id] } = await queue(1, 'GiveUp');
    const s = sender({ backoffBaseMs: 1, maxAttempts: 2 });
    smtp.refuse(2, 452);
    expect(await s.drainOnce()).toBe(1);
    await expect.poll(() => s.drainOnce(), { timeout: 15_000, interval: 20 }).toBe(1);
    const given = await row(id!);
    expect(given).toMatchObject({ attempts: 2, sentAt: null });
    expect(given.failedAt).not.toBeNull();
    expect(given.lastError).toMatch(/452/);
    expect(await s.drainOnce()).toBe(0);

    const { ids: [permanent] } = await queue(1, 'Permanent');
    smtp.refuse(1, 550);
    expect(await s.drainOnce()).toBe(1);
    expect(await row(permanent!)).toMatchObject({ attempts: 1, sentAt: null, failedAt: expect.any(Date), lastError: expect.stringMatching(/550/) });
  });

  it('doubles the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, 1000, 10_000))).toEqual([1000, 2000, 4000, 8000, 10_000]);
  });

  it('with two senders draining one database at once, delivers every message exactly once', async () => {
    const { ids, subjects } = await queue(40, 'Concurrent');
    const before = smtp.received.length;
    const delivered = [0, 0];
    const senders = [0, 1].map((n) => {
      const inner = transport();
      const counting: MailTransport = {
        name: 'counting',
        async deliver(m) {
          await inner.deliver(m);
          delivered[n]!++;
        },
      };
      return new OutboxSender(db(), counting, { batchSize: 3 });
    });
    const drainAll = async (s: OutboxSender) => {
      while ((await s.drainOnce()) > 0);
    };
    await Promise.all(senders.map(drainAll));

    const got = smtp.received.slice(before).map((m) => m.headers.subject);
    expect(got).toHaveLength(40);
    expect(new Set(got)).toEqual(new Set(subjects));
    expect(delivered[0]! + delivered[1]!).toBe(40);
    expect(delivered[0]).toBeGreaterThan(0);
    expect(delivered[1]).toBeGreaterThan(0);
    const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('takes over a message whose claim lease ran out (its instance died mid-send)', async () => {
    const { ids: [id] } = await queue(1, 'Lease');
    const hung: MailTransport = { name: 'hung', deliver: () => new Promise(() => {}) };
    const dead = new OutboxSender(db(), hung, { leaseMs: 2000 });
    void dead.drainOnce();
    await expect.poll(async () => (await row(id!)).lockedUntil, { timeout: 15_000 }).not.toBeNull();
    const alive = sender();
    expect(await alive.drainOnce()).toBe(0);
    await expect.poll(() => alive.drainOnce(), { timeout: 15_000, interval: 100 }).toBe(1);
    expect(await row(id!)).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });

  it('on stop, still sends what was queued while a delivery was under way (the last requests\' mail)', async () => {
    const inner = transport();
    const first = signal();
    const release = signal();
    const gated: MailTransport = {
      name: 'gated',
      async deliver(m) {
        if (m.subject === 'StopFirst') {
          first.resolve();
          await release.promise;
        }
        await inner.deliver(m);
      },
    };
    const s = new OutboxSender(db(), gated, { pollMs: 60_000 });
    const mailer = new Mailer(db(), s);
    s.start();
    await mailer.send({ to: 'stop-first@example.com', subject: 'StopFirst', body: 'Being delivered when the app closes' });
    await first.promise;
    await mailer.send({ to: 'stop-second@example.com', subject: 'StopSecond', body: 'Queued while the first was being delivered' });
    const stopped = s.stop();
    release.resolve();
    await stopped;
    const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.subject, ['StopFirst', 'StopSecond']));
    expect(rows.map((r) => [r.subject, r.sentAt !== null, r.lockedUntil])).toEqual(
      expect.arrayContaining([
        ['StopFirst', true, null],
        ['StopSecond', true, null],
      ]),
    );
  });

  it('on stop, gives up after flushMs when a delivery hangs, handing back the claimed messages it had not tried', async () => {
    const { ids } = await queue(3, 'Hung');
    const entered = signal();
    let tried = '';
    const hung: MailTransport = {
      name: 'hung',
      deliver: (m) => {
        tried = m.subject;
        entered.resolve();
        return new Promise(() => {});
      },
    };
    const warnings: string[] = [];
    const s = new OutboxSender(db(), hung, { flushMs: 300, log: (_level, _fields, message) => warnings.push(message) });
    s.start();
    await entered.promise;
    await s.stop();
    expect(warnings).toEqual([expect.stringContaining('a delivery under way')]);
    const rows = await db().select().from(emailOutbox).where(inArray(emailOutbox.id, ids));
    // The one being delivered keeps its claim (it may have reached the mail server); the others are due again, no attempt counted.
    expect(rows.map((r) => [r.subject === tried, r.attempts, r.lockedUntil !== null, r.sentAt]).sort()).toEqual([
      [false, 0, false, null],
      [false, 0, false, null],
      [true, 1, true, null],
    ]);
  }, 10_000);

  it('when started, drains what is already due, and a wake sends a newly queued message without waiting for the poll', async () => {
    const { ids: [early] } = await queue(1, 'Early');
    const s = sender({ pollMs: 60_000 });
    s.start();
    try {
      await expect.poll(async () => (await row(early!)).sentAt, { timeout: 15_000 }).not.toBeNull();
      const mailer = new Mailer(db(), s);
      await mailer.send({ to: 'woken@example.com', subject: 'Woken', body: 'Sent at once' });
      await expect.poll(async () => (await db().select().from(emailOutbox).where(eq(emailOutbox.subject, 'Woken')))[0]?.sentAt, { timeout: 15_000 }).not.toBeNull();
    } finally {
      await s.stop();
    }
    // Stopped: a wake does nothing.
    const { ids: [late] } = await queue(1, 'Late');
    s.wake();
    await new Promise((r) => setTimeout(r, 100));
    expect(await row(late!)).toMatchObject({ sentAt: null, attempts: 0 });
  });
});
