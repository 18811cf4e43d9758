import { VERIFICATION_CODE_TTL_MS } from '@/domain/verification-code';
import type { MailMessage } from './mailer';

export function verificationMail(to: string, firstName: string, code: string): MailMessage {
  const minutes = Math.round(VERIFICATION_CODE_TTL_MS / 60_000);
  return {
    to,
    subject: `Your Everystore verification code: ${code}`,
    body: [
      `Hello ${firstName},`,
      '',
      `Your Everystore verification code is ${code}.`,
      `It expires in ${minutes} minutes. If you did not create an Everystore account, you can ignore this e-mail.`,
      '',
      'Everystore - One Order. Every Store.',
    ].join('\n'),
  };
}
