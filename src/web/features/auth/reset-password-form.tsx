import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { resetPasswordSchema, type ResetPasswordInput } from '@/contracts/auth';
import { sanitizeCodeInput, VERIFICATION_CODE_LENGTH } from '@/domain/verification-code';
import { Button } from '@/web/components/ui/button';
import { setServerFieldErrors } from '@/web/lib/form-errors';
import { useForgotPassword, useResetPassword } from './api';
import { FormError, FormField } from './form-field';
import { PasswordChecklist } from './password-checklist';

/** Step two: the mailed code and a new password under the registration rules. */
export function ResetPasswordForm({ email, notice, onDone, onChangeEmail }: { email: string; notice: string; onDone: () => void; onChangeEmail: () => void }) {
  const resetPassword = useResetPassword();
  const resend = useForgotPassword();
  const empty: ResetPasswordInput = { email, code: '', newPassword: '', newPasswordConfirm: '' };
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: empty });

  const onSubmit = handleSubmit((values) =>
    resetPassword.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        setServerFieldErrors(setError, error.fields, empty, { shouldFocus: true });
        if (!error.fields) setError('root', { message: error.serverMessage ?? 'Something went wrong. Please try again.' });
      },
    }),
  );

  const field = (name: keyof ResetPasswordInput) => ({ id: `reset-${name}`, error: errors[name]?.message, ...register(name) });
  const code = register('code');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Set a new password">
      <p className="text-sm text-gray-700" role="status">
        {resend.data?.message ?? notice} Enter the {VERIFICATION_CODE_LENGTH}-digit code sent to{' '}
        <strong className="break-all font-semibold text-gray-900">{email}</strong>.
      </p>
      <FormError>{errors.root?.message ?? errors.email?.message}</FormError>
      <FormField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder="123456"
        className="max-w-[14rem]"
        {...field('code')}
        onChange={(event) => {
          event.target.value = sanitizeCodeInput(event.target.value);
          void code.onChange(event);
        }}
      />
      <FormField label="New password" type="password" autoComplete="new-password" hint={<PasswordChecklist password={watch('newPassword')} />} {...field('newPassword')} />
      <FormField label="Confirm new password" type="password" autoComplete="new-password" {...field('newPasswordConfirm')} />
      <Button type="submit" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {resetPassword.isPending ? 'Saving...' : 'Set new password'}
      </Button>
      <p className="flex flex-wrap justify-center gap-x-4 text-sm text-gray-700">
        <Button type="button" variant="link" className="h-auto p-0" disabled={resend.isPending} onClick={() => resend.mutate({ email })}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onChangeEmail}>
          Use a different e-mail
        </Button>
      </p>
    </form>
  );
}
