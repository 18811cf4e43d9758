import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer, type MailMessage, type MailTransport } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Registers the mailer; pass a real transport (SMTP) in production, the outbox is the default. Without a
 * transport every message (recipient, subject, body: a verification code too) is written to the server's log
 * at info level, so someone running `npm start` can read what would have been sent.
 */
export const mailPlugin = fp(async (app: FastifyInstance, options: { transport?: MailTransport }) => {
  const announce = options.transport ? undefined : (m: MailMessage) => app.log.info({ mail: { to: m.to, subject: m.subject } }, `e-mail to ${m.to}: ${m.subject}\n${m.body}`);
  app.decorate('mailer', new Mailer(app.database.db, options.transport, announce));
});
