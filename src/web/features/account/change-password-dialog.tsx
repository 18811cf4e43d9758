import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@/contracts/auth';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { FormField, PasswordChecklist, useChangePassword } from '@/web/features/auth';
import { setServerFieldErrors } from '@/web/lib/form-errors';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

/** Current password plus a new one under the registration rules; other devices are signed out. */
export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const close = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => close(false),
      onError: (error) => {
        setServerFieldErrors(setError, error.fields, EMPTY, { shouldFocus: true });
      },
    }),
  );

  const field = (name: keyof ChangePasswordInput) => ({ id: `password-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Change password</DialogTitle>
          <DialogDescription>You will stay signed in here; other devices will be signed out.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
          <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={<PasswordChecklist password={watch('newPassword')} />}
            {...field('newPassword')}
          />
          <FormField label="Confirm new password" type="password" autoComplete="new-password" {...field('newPasswordConfirm')} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
