import { MailCheck } from 'lucide-react';
import { useId } from 'react';
import { VerifyEmailForm } from '@/web/features/auth';

export const VERIFY_TO_ORDER_HEADING = 'Verify your e-mail address';

/**
 * Only a verified address may order (the server answers 403 email_unverified otherwise): said before the details
 * step, and again if placing the order is refused for it, with the code box right here. The code was e-mailed at
 * registration; "Send the code again" mails a new one. Once verified, checkout carries on where it was.
 */
export function VerifyToOrder({ email, onVerified }: { email: string; onVerified: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 sm:p-5">
      <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <MailCheck className="h-5 w-5 shrink-0 text-amber-800" aria-hidden="true" />
        {VERIFY_TO_ORDER_HEADING}
      </h3>
      <p className="mb-4 mt-1 text-sm text-gray-800">Before you place an order, please confirm your e-mail address: your order confirmations are sent to it.</p>
      <VerifyEmailForm email={email} onVerified={onVerified} resendLabel="Send the code again" />
    </section>
  );
}
