import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Mailer, type MailTransport } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Registers the mailer; pass a real transport (SMTP) in production, the outbox is the default. */
export const mailPlugin = fp(async (app: FastifyInstance, options: { transport?: MailTransport }) => {
  app.decorate('mailer', new Mailer(app.database.db, options.transport));
});
