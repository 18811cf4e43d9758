import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsInput } from '@/contracts/orders';
import type { SessionUser } from '@/web/features/auth';
import { loadCheckoutDetails, saveCheckoutDetails } from './details-storage';

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
    // The profile's date of birth once given (issue 38); the declaration is made for each order.
    dateOfBirth: user?.dateOfBirth ?? '',
    ageDeclaration: false,
  };
}

/**
 * Kept by the page, not the step, so Back to Details finds every value as it was left. It starts from what this tab
 * kept (details-storage.ts), else the profile, and keeps every change there, so the browser's Back and a reload
 * find the details as they were left.
 */
export function useCheckoutDetailsForm(user: SessionUser | null) {
  const userId = user?.id ?? null;
  const [defaultValues] = useState(() => {
    const values = { ...detailsFromUser(user), ...(userId !== null ? loadCheckoutDetails(userId) : null) };
    // The profile's date of birth stands (the server judges by it).
    return user?.dateOfBirth ? { ...values, dateOfBirth: user.dateOfBirth } : values;
  });
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({ resolver: zodResolver(checkoutDetailsSchema), defaultValues });
  useEffect(() => {
    if (userId === null) return;
    const subscription = form.watch((values) => saveCheckoutDetails(userId, values));
    return () => subscription.unsubscribe();
  }, [form, userId]);
  return form;
}

export type CheckoutDetailsForm = ReturnType<typeof useCheckoutDetailsForm>;
