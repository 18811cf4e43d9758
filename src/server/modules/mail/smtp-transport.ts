import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/**
 * Delivers through an SMTP server (nodemailer): SMTP_URL carries host, port, user and password
 * (smtps:// for TLS from the first byte; smtp:// upgrades with STARTTLS when the server offers it).
 * The timeouts stay well inside the sender's claim lease.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }, { from });
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ to: message.to, subject: message.subject, text: message.body, ...(message.headers && { headers: message.headers }) });
    },
    close() {
      transporter.close();
    },
  };
}
