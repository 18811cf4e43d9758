import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useLogin } from './api';
import { FormError, FormField } from './form-field';

/** The Login tab of /auth. On success the page sends the user on to the redirect target. */
export function LoginForm() {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => {
        const message = error.serverMessage ?? 'Login failed';
        setError('root', { message });
        toast({ title: 'Login failed', description: message, variant: 'destructive' });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Login">
      <FormError>{errors.root?.message}</FormError>
      <FormField id="login-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
