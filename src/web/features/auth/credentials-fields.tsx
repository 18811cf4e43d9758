import { Loader2 } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { FormError, FormField } from './form-field';

interface Credentials {
  email: string;
  password: string;
}

/** Email, password and the Sign In button: the /auth login tab and the sign-in modal share them. */
export function CredentialsFields({
  idPrefix,
  register,
  errors,
  pending,
}: {
  idPrefix: string;
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
  pending: boolean;
}) {
  return (
    <>
      <FormError>{errors.root?.message}</FormError>
      <FormField id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {pending ? 'Signing in...' : 'Sign In'}
      </Button>
    </>
  );
}
