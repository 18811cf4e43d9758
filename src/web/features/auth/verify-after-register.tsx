import { useEffect, useRef } from 'react';
import { Button } from '@/web/components/ui/button';
import { VerifyEmailForm } from './verify-email-form';

/**
 * 'Verify Your Email', shown in place of the registration form once the account exists. The URL does not
 * change, so the route's scroll reset never runs: the page would stay scrolled down where the (long) form's
 * button was, with the heading out of view. On mount it goes back to the top and moves focus to the heading,
 * so keyboard and screen-reader users start from the new screen's title too.
 */
export function VerifyAfterRegister({ email, onSkip }: { email: string; onSkip: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <title>Verify Your Email | Everystore</title>
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-gray-900 outline-none">
          Verify Your Email
        </h1>
        <div className="mt-4">
          <VerifyEmailForm email={email} />
        </div>
        <Button variant="ghost" className="mt-2 w-full" onClick={onSkip}>
          Skip for now
        </Button>
      </div>
    </div>
  );
}
