import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UnsubscribeTokens } from '../notifications/unsubscribe-tokens';
import { Mailer, type MailMessage, type MailTransport } from './mailer';
import { OutboxSender, type SenderOptions } from './sender';
import { smtpTransport } from './smtp-transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Signs and checks the unsubscribe links of optional e-mails (issue 36). */
    unsubscribeTokens: UnsubscribeTokens;
    /** Drains the outbox when SMTP_URL is set; null otherwise. */
    mailSender: OutboxSender | null;
  }
}

/**
 * Registers the mailer. With SMTP_URL set, a sender drains the outbox through SMTP (polling, and woken at
 * once by a message queued on this instance); when the app closes, after its last request, the sender sends what
 * is due then (at most its flushMs, sender.ts) and stops. Without it every message
 * (recipient, subject, body: a verification code too) is written to the server's log at info level, so
 * someone running `npm start` can read what would have been sent.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: { transport?: MailTransport; sender?: SenderOptions }) => {
  const transport = options.transport ?? (app.env.SMTP_URL ? smtpTransport(app.env.SMTP_URL, app.env.MAIL_FROM) : undefined);
  const tokens = await UnsubscribeTokens.load(app.database.db);
  app.decorate('unsubscribeTokens', tokens);
  const links = { tokens, origin: app.env.PUBLIC_URL ?? `http://localhost:${app.env.PORT}` };
  if (!transport) {
    const announce = (m: MailMessage) => app.log.info({ mail: { to: m.to, subject: m.subject } }, `e-mail to ${m.to}: ${m.subject}\n${m.body}`);
    app.decorate('mailer', new Mailer(app.database.db, null, announce, links));
    app.decorate('mailSender', null);
    return;
  }
  const sender = new OutboxSender(app.database.db, transport, { log: (level, fields, message) => app.log[level](fields, message), ...options.sender });
  app.decorate('mailer', new Mailer(app.database.db, sender, undefined, links));
  app.decorate('mailSender', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('onClose', async () => {
    await sender.stop();
    transport.close?.();
  });
});
