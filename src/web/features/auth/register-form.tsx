import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { registerSchema, type RegisterInput } from '@/contracts/auth';
import { deliveryAreaNote } from '@/domain/delivery-area';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { setServerFieldErrors } from '@/web/lib/form-errors';
import { useRegister } from './api';
import { FormError, FormField } from './form-field';
import { PasswordChecklist } from './password-checklist';
import { describeRegistrationFailure } from './registration-error';
import { upperCaseWhileTyping } from './uppercase-input';

const EMPTY: RegisterInput = {
  email: '',
  password: '',
  passwordConfirm: '',
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  county: '',
  postcode: '',
  phoneNumber: '',
};

interface RegisterFormProps {
  /** Called as the request leaves, so the page knows to show 'Verify Your Email' when the user arrives. */
  onSubmitting?: () => void;
  onFailed?: () => void;
}

/** The Register tab of /auth, validated by the same schema the server uses. */
export function RegisterForm({ onSubmitting, onFailed }: RegisterFormProps) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: EMPTY });
  const postcode = register('postcode');

  const onSubmit = handleSubmit((values) => {
    onSubmitting?.();
    registration.mutate(values, {
      onError: (error) => {
        onFailed?.();
        const failure = describeRegistrationFailure(error);
        setServerFieldErrors(setError, failure.fields, EMPTY);
        if (failure.flagAddress) setError('addressLine1', { message: 'Please complete your address details' }, { shouldFocus: true });
        else setError('root', { message: 'Registration failed. Please check your information.' });
        toast({ title: 'Registration failed', description: failure.message, variant: 'destructive' });
      },
    });
  });

  const field = (name: keyof RegisterInput) => ({ id: `register-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Register">
      <FormError>{errors.root?.message}</FormError>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">Account</legend>
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Password" type="password" autoComplete="new-password" hint={<PasswordChecklist password={watch('password')} />} {...field('password')} />
        <FormField label="Confirm password" type="password" autoComplete="new-password" {...field('passwordConfirm')} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" {...field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <FormField label="Phone number" type="tel" autoComplete="tel" placeholder="07700 900123" {...field('phoneNumber')} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-gray-900">Delivery address</legend>
        <FormField label="Address line 1" autoComplete="address-line1" {...field('addressLine1')} />
        <FormField label="Address line 2" optional autoComplete="address-line2" {...field('addressLine2')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="City/Town" autoComplete="address-level2" {...field('city')} />
          <FormField label="County" optional autoComplete="address-level1" {...field('county')} />
        </div>
        <FormField
          {...field('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          placeholder="EH1 3DX"
          hint={deliveryAreaNote(watch('postcode') ?? '') ?? undefined}
          className="sm:[&_input]:max-w-[12rem]"
          onChange={(event) => {
            upperCaseWhileTyping(event);
            return postcode.onChange(event);
          }}
        />
      </fieldset>
      <p className="text-sm text-gray-700">
        By registering you agree to our{' '}
        <Link to="/policies/terms" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/policies/privacy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Privacy Policy
        </Link>
        .
      </p>
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {registration.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
