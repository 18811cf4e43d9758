import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ForgotEmailForm } from './forgot-email-form';
import { ResetPasswordForm } from './reset-password-form';
import { safeRedirect } from './safe-redirect';

/**
 * /auth/forgot: the address, then the mailed code with a new password. A successful reset signs the shopper
 * in (the server ends every other session) and goes on to ?redirect= (default /).
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const signInHref = params.get('redirect') ? `/auth?redirect=${encodeURIComponent(redirect)}` : '/auth';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <title>Reset your password | Everystore</title>
      <div className="min-w-0 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">Reset your password</h1>
        <div className="mt-4">
          {sent ? (
            <ResetPasswordForm
              email={sent.email}
              notice={sent.message}
              onDone={() => void navigate(redirect, { replace: true })}
              onChangeEmail={() => setSent(null)}
            />
          ) : (
            <ForgotEmailForm defaultEmail={params.get('email') ?? ''} onSent={(email, message) => setSent({ email, message })} />
          )}
        </div>
        <p className="mt-4 text-center text-sm text-gray-700">
          Remembered it?{' '}
          <Link to={signInHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Back to sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
