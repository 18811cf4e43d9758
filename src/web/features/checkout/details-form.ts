import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsInput } from '@/contracts/orders';
import type { SessionUser } from '@/web/features/auth';
import { useHydrated } from '@/web/lib/use-hydrated';
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

export type CheckoutDetailsForm = UseFormReturn<CheckoutDetailsInput, unknown, CheckoutDetails>;

/**
 * Kept by the page, not the step, so Back to Details finds every value as it was left. It starts from what this tab
 * kept (details-storage.ts), else the profile, and keeps every change there, so the browser's Back and a reload
 * find the details as they were left. `restored` is false only while a page the server rendered hydrates, until
 * what this tab kept is put in: what depends on it (the payment step's delivery fee, whether the payment step
 * may show at all) waits for it.
 */
export function useCheckoutDetailsForm(user: SessionUser | null): { form: CheckoutDetailsForm; restored: boolean } {
  const userId = user?.id ?? null;
  // Hydrating the page the server rendered (decision 014), the form starts from the profile as the server's did:
  // what this tab kept is put in right after, since the server never sees it.
  const hydrated = useHydrated();
  // The profile's date of birth stands (the server judges by it).
  const profileBirth = user?.dateOfBirth ?? null;
  const [defaultValues] = useState(() => ({ ...detailsFromUser(user), ...(hydrated && userId !== null ? loadCheckoutDetails(userId) : null), ...(profileBirth ? { dateOfBirth: profileBirth } : null) }));
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({ resolver: zodResolver(checkoutDetailsSchema), defaultValues });
  const keptToRestore = useRef(!hydrated);
  const [restored, setRestored] = useState(hydrated);
  useEffect(() => {
    if (!keptToRestore.current) return;
    keptToRestore.current = false;
    const kept = userId !== null ? loadCheckoutDetails(userId) : null;
    if (kept) form.reset({ ...defaultValues, ...kept, ...(profileBirth ? { dateOfBirth: profileBirth } : null) });
    setRestored(true);
  }, [form, userId, defaultValues, profileBirth]);
  useEffect(() => {
    if (userId === null) return;
    const subscription = form.watch((values) => saveCheckoutDetails(userId, values));
    return () => subscription.unsubscribe();
  }, [form, userId]);
  return { form, restored };
}
