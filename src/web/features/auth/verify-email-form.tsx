import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { verifyEmailSchema } from '@/contracts/auth';
import { INVALID_CODE_MESSAGE, sanitizeCodeInput, VERIFICATION_CODE_LENGTH } from '@/domain/verification-code';
import { Button } from '@/web/components/ui/button';
import { useResendCode, useVerifyEmail } from './api';
import { FormField } from './form-field';

interface VerifyEmailFormProps {
  email: string;
  onVerified?: () => void;
  /** The resend button's words ('Resend code' on the verification screen). */
  resendLabel?: string;
}

/** The 6-digit code from the verification e-mail. The button stays disabled until six digits are in. */
export function VerifyEmailForm({ email, onVerified, resendLabel = 'Resend code' }: VerifyEmailFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useVerifyEmail();
  const resend = useResendCode();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailSchema.safeParse({ code });
    if (!parsed.success) {
      setError(INVALID_CODE_MESSAGE);
      return;
    }
    verify.mutate(parsed.data, {
      onSuccess: () => onVerified?.(),
      onError: (e) => setError(e.fields?.code ?? e.serverMessage ?? INVALID_CODE_MESSAGE),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Verify your email">
      <p className="text-sm text-gray-700">
        We&apos;ve sent a {VERIFICATION_CODE_LENGTH}-digit code to <strong className="break-all font-semibold text-gray-900">{email}</strong>. Enter it below to
        confirm your email address.
      </p>
      <FormField
        id="verification-code"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="123456"
        className="max-w-[14rem]"
        value={code}
        error={error}
        onChange={(event) => {
          setCode(sanitizeCodeInput(event.target.value));
          setError(undefined);
        }}
      />
      <Button type="submit" className="w-full" disabled={code.length !== VERIFICATION_CODE_LENGTH || verify.isPending}>
        {verify.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {verify.isPending ? 'Verifying...' : 'Verify Email'}
      </Button>
      <p className="text-center text-sm text-gray-700">
        Didn&apos;t get the e-mail?{' '}
        <Button type="button" variant="link" className="h-auto p-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Sending...' : resendLabel}
        </Button>
      </p>
    </form>
  );
}
