import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues } from 'react-hook-form';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsInput } from '@/contracts/orders';
import type { SessionUser } from '@/web/features/auth';

/** The details step starts from the shopper's profile; terms are never pre-accepted. */
export function detailsFromUser(user: SessionUser | null): DefaultValues<CheckoutDetailsInput> {
  return {
    email: user?.email ?? '',
    phone: user?.phoneNumber ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    address1: user?.addressLine1 ?? '',
    address2: user?.addressLine2 ?? '',
    city: user?.city ?? '',
    county: user?.county ?? '',
    postcode: user?.postcode ?? '',
    sameAsBilling: true,
    deliveryOption: 'standard',
    deliverySlot: '',
    notes: '',
    marketingConsent: false,
  };
}

/** Kept by the page, not the step, so Back to Details finds every value as it was left. */
export function useCheckoutDetailsForm(user: SessionUser | null) {
  return useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({ resolver: zodResolver(checkoutDetailsSchema), defaultValues: detailsFromUser(user) });
}

export type CheckoutDetailsForm = ReturnType<typeof useCheckoutDetailsForm>;
