import { useEffect, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { AGE_DECLARATION_TEXT, NOTES_MAX_LENGTH, type CheckoutDetails, type CheckoutDetailsInput } from '@/contracts/orders';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { FormField, upperCaseWhileTyping } from '@/web/features/auth';
import { CheckboxField } from './checkbox-field';
import { DeliveryOptions } from './delivery-options';
import type { CheckoutDetailsForm } from './details-form';
import { SlotPicker } from './slot-picker';

/** Registered in place (not ahead of the others), so the first invalid field in reading order takes focus. */
function upperCased<T extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }>(registration: T): T {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      upperCaseWhileTyping(event);
      return registration.onChange(event);
    },
  };
}

type TextField = Exclude<keyof CheckoutDetailsInput, 'sameAsBilling' | 'deliveryOption' | 'deliverySlot' | 'acceptTerms' | 'marketingConsent' | 'restrictedAge' | 'ageDeclaration'>;

/** Step 1: contact, address, delivery option and slot, notes and the terms (section 5, "Checkout details"). */
export function DetailsStep({
  form,
  onValid,
  restrictedAge = null,
  dateOfBirthOnProfile = false,
}: {
  form: CheckoutDetailsForm;
  onValid: (details: CheckoutDetails) => void;
  /** The age the basket's restricted lines ask for (issue 38): 18 means alcohol, the only 18 rule; null for none. */
  restrictedAge?: number | null;
  /** The profile has the shopper's date of birth: shown, not asked again. */
  dateOfBirthOnProfile?: boolean;
}) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = form;
  // The schema asks for the date of birth and declaration only when the basket has restricted lines.
  useEffect(() => setValue('restrictedAge', restrictedAge), [setValue, restrictedAge]);
  // The starting value is in the markup too (not only set by the form once the script runs), so the page the
  // server renders shows the profile's details in its first paint (decision 014).
  const field = (name: TextField) => ({ id: `checkout-${name}`, error: errors[name]?.message, defaultValue: form.formState.defaultValues?.[name] ?? undefined, ...register(name) });
  const [deliveryOption, postcode] = useWatch({ control, name: ['deliveryOption', 'postcode'] });

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-6" aria-label="Delivery details">
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-gray-900">Contact</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" {...field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
          <FormField label="Phone number" type="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-semibold text-gray-900">Delivery address</legend>
        <FormField label="Address" autoComplete="address-line1" {...field('address1')} />
        <FormField label="Address line 2" optional autoComplete="address-line2" {...field('address2')} />
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="City" autoComplete="address-level2" {...field('city')} />
          <FormField label="County" optional autoComplete="address-level1" {...field('county')} />
          <FormField label="Postcode" autoComplete="postal-code" autoCapitalize="characters" {...upperCased(field('postcode'))} />
        </div>
        <Controller
          control={control}
          name="sameAsBilling"
          render={({ field: f }) => (
            <CheckboxField id="checkout-sameAsBilling" label="My billing address is the same as my delivery address" checked={f.value} onCheckedChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref} />
          )}
        />
      </fieldset>

      <DeliveryOptions registration={register('deliveryOption')} error={errors.deliveryOption?.message} />
      <Controller
        control={control}
        name="deliverySlot"
        render={({ field: f }) => (
          <SlotPicker
            option={deliveryOption ?? 'standard'}
            postcode={postcode ?? ''}
            value={f.value ?? ''}
            onChange={f.onChange}
            onBlur={f.onBlur}
            inputRef={f.ref}
            error={errors.deliverySlot?.message}
            alcohol={restrictedAge === 18}
          />
        )}
      />

      {restrictedAge !== null && (
        <fieldset className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="age-check">
          <legend className="px-1 text-sm font-semibold text-gray-900">Age-restricted items</legend>
          <p className="text-sm text-amber-950">
            Your basket has items you must be {restrictedAge} or over to buy. ID will be checked on delivery (Challenge 25: if you look under 25, please have ID ready).
          </p>
          <FormField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            readOnly={dateOfBirthOnProfile}
            hint={dateOfBirthOnProfile ? 'From your profile' : 'Asked once: we keep it on your profile'}
            {...field('dateOfBirth')}
          />
          <Controller
            control={control}
            name="ageDeclaration"
            render={({ field: f }) => (
              <CheckboxField
                id="checkout-ageDeclaration"
                label={AGE_DECLARATION_TEXT}
                checked={f.value === true}
                onCheckedChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={errors.ageDeclaration?.message}
              />
            )}
          />
        </fieldset>
      )}

      <div className="space-y-1.5">
        <Label htmlFor="checkout-notes">
          Delivery notes<span className="ml-1 font-normal text-gray-600">(optional)</span>
        </Label>
        <textarea
          id="checkout-notes"
          rows={3}
          maxLength={NOTES_MAX_LENGTH}
          placeholder="For example: leave with the neighbour at number 4"
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={errors.notes ? 'checkout-notes-error' : undefined}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:text-sm"
          {...register('notes')}
        />
        {errors.notes && (
          <p id="checkout-notes-error" className="text-sm font-medium text-red-700">
            {errors.notes.message}
          </p>
        )}
      </div>

      <div className="space-y-3">
        <Controller
          control={control}
          name="acceptTerms"
          render={({ field: f }) => (
            <CheckboxField
              id="checkout-acceptTerms"
              label="I accept the terms and conditions"
              checked={f.value === true}
              onCheckedChange={f.onChange}
              onBlur={f.onBlur}
              inputRef={f.ref}
              error={errors.acceptTerms?.message}
              extra={
                <>
                  {' '}
                  (read our{' '}
                  <Link to="/policies/terms" target="_blank" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    Terms of Service
                    <span className="sr-only"> (opens in a new tab)</span>
                  </Link>
                  )
                </>
              }
            />
          )}
        />
        <Controller
          control={control}
          name="marketingConsent"
          render={({ field: f }) => (
            <CheckboxField id="checkout-marketingConsent" label="Email me offers and news from Everystore" checked={f.value} onCheckedChange={f.onChange} onBlur={f.onBlur} inputRef={f.ref} />
          )}
        />
      </div>

      <Button type="submit" size="lg" className="w-full sm:w-auto">
        Continue to Payment
      </Button>
    </form>
  );
}
