import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { profileUpdateSchema, type ProfileUpdateInput, type SafeUser } from '@/contracts/auth';
import { deliveryAreaNote } from '@/domain/delivery-area';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { FormField, upperCaseWhileTyping, useUpdateProfile } from '@/web/features/auth';
import { setServerFieldErrors } from '@/web/lib/form-errors';

const REQUIRED: (keyof ProfileUpdateInput)[] = ['firstName', 'lastName', 'phoneNumber', 'addressLine1', 'city', 'postcode'];

function valuesOf(user: SafeUser): ProfileUpdateInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    addressLine1: user.addressLine1,
    addressLine2: user.addressLine2 ?? '',
    city: user.city,
    county: user.county ?? '',
    postcode: user.postcode,
  };
}

/** The editable profile. Email is shown read-only and never sent. */
export function ProfileForm({ user }: { user: SafeUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(profileUpdateSchema), defaultValues: valuesOf(user) });
  const postcode = register('postcode');

  const onSubmit = handleSubmit(
    (values) =>
      update.mutate(values, {
        onSuccess: (saved) => reset(valuesOf(saved)),
        onError: (error) => {
          setServerFieldErrors(setError, error.fields, valuesOf(user));
        },
      }),
    () => {
      const values = getValues();
      if (REQUIRED.some((field) => !String(values[field] ?? '').trim())) {
        toast({ title: 'Missing information', description: 'Please fill in all required fields', variant: 'destructive' });
      }
    },
  );

  const field = (name: keyof ProfileUpdateInput) => ({ id: `profile-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Profile">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" {...field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <FormField
        id="profile-email"
        label="Email"
        type="email"
        value={user.email}
        readOnly
        aria-readonly="true"
        className="[&_input]:bg-gray-100 [&_input]:text-gray-700"
        hint="Email cannot be changed"
      />
      <FormField label="Phone number" type="tel" autoComplete="tel" {...field('phoneNumber')} />
      <FormField label="Address line 1" autoComplete="address-line1" {...field('addressLine1')} />
      <FormField label="Address line 2" optional autoComplete="address-line2" {...field('addressLine2')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="City" autoComplete="address-level2" {...field('city')} />
        <FormField label="County" optional autoComplete="address-level1" {...field('county')} />
        <FormField
          {...field('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          autoCapitalize="characters"
          hint={deliveryAreaNote(watch('postcode') ?? '') ?? undefined}
          onChange={(event) => {
            upperCaseWhileTyping(event);
            return postcode.onChange(event);
          }}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !isDirty} className="w-full sm:w-auto">
          {update.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
