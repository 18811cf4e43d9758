import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { loginModalSchema } from '@/contracts/auth';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useLogin } from './api';
import { CredentialsFields } from './credentials-fields';
import { forgotPasswordHref } from './forgot-password-href';
import { signInModal } from './sign-in-modal-store';

const MODAL_ERROR = 'Invalid email or password.';

/** The modal itself; loaded by SignInModalHost the first time it is asked for. */
export default function SignInModal({ open }: { open: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && signInModal.cancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Sign in to continue</DialogTitle>
          <DialogDescription>Sign in to your Everystore account to do this.</DialogDescription>
        </DialogHeader>
        {open && <SignInModalForm />}
      </DialogContent>
    </Dialog>
  );
}

function SignInModalForm() {
  const login = useLogin();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginModalSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => signInModal.succeed()?.(),
      onError: () => {
        setError('root', { message: MODAL_ERROR });
        toast({ title: 'Error', description: MODAL_ERROR, variant: 'destructive' });
      },
    }),
  );

  const here = `${location.pathname}${location.search}`;
  const registerHref = `/auth?tab=register&redirect=${encodeURIComponent(here)}`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      <CredentialsFields idPrefix="modal" register={register} errors={errors} pending={login.isPending} />
      <p className="text-center text-sm">
        <Link
          to={forgotPasswordHref(here)}
          onClick={() => signInModal.cancel()}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Forgot your password?
        </Link>
      </p>
      <p className="text-center text-sm text-gray-700">
        Don&apos;t have an account?{' '}
        <Link to={registerHref} onClick={() => signInModal.cancel()} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Register Now
        </Link>
      </p>
    </form>
  );
}
