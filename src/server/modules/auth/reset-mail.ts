import { PASSWORD_RESET_TTL_MS } from '@/domain/password-reset';
import type { MailMessage } from '../mail/mailer';

export function passwordResetMail(to: string, firstName: string, code: string): MailMessage {
  const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
  return {
    to,
    subject: `Your Everystore password reset code: ${code}`,
    body: [
      `Hello ${firstName},`,
      '',
      `Someone (we hope you) asked to reset the password of your Everystore account. Your code is ${code}.`,
      `It works once and expires in ${minutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
      '',
      'Everystore - One Order. Every Store.',
    ].join('\n'),
  };
}
