import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { loginSchema } from '@/contracts/auth';
import { toast } from '@/web/components/ui/use-toast';
import { useLogin } from './api';
import { CredentialsFields } from './credentials-fields';
import { forgotPasswordHref } from './forgot-password-href';

/** The Login tab of /auth. On success the page sends the user on to the redirect target. */
export function LoginForm() {
  const login = useLogin();
  const [params] = useSearchParams();
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
      <CredentialsFields idPrefix="login" register={register} errors={errors} pending={login.isPending} />
      <p className="text-center text-sm">
        <Link to={forgotPasswordHref(params.get('redirect'))} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Forgot your password?
        </Link>
      </p>
    </form>
  );
}
