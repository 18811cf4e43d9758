import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@/contracts/auth';
import { toast } from '@/web/components/ui/use-toast';
import { useLogin } from './api';
import { CredentialsFields } from './credentials-fields';

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
      <CredentialsFields idPrefix="login" register={register} errors={errors} pending={login.isPending} />
    </form>
  );
}
