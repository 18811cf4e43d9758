import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { setServerFieldErrors } from '@/web/lib/form-errors';
import { useForgotPassword } from './api';
import { FormError, FormField } from './form-field';

/** Step one of a forgotten password: the address the code goes to. */
export function ForgotEmailForm({ defaultEmail = '', onSent }: { defaultEmail?: string; onSent: (email: string, message: string) => void }) {
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: ({ message }) => onSent(values.email, message),
      onError: (error) => {
        setServerFieldErrors(setError, error.fields, { email: '' }, { shouldFocus: true });
        if (!error.fields?.email) setError('root', { message: error.serverMessage ?? 'Something went wrong. Please try again.' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot your password">
      <p className="text-sm text-gray-700">Enter the e-mail address of your account and we will send you a code to set a new password.</p>
      <FormError>{errors.root?.message}</FormError>
      <FormField id="forgot-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {forgot.isPending ? 'Sending...' : 'Send code'}
      </Button>
    </form>
  );
}
