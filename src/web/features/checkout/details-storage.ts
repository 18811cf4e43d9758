import type { DefaultValues } from 'react-hook-form';
import { checkoutDetailsSchema, type CheckoutDetails, type CheckoutDetailsInput } from '@/contracts/orders';
import { DELIVERY_OPTIONS } from '@/domain/cart';
import { CHECKOUT_DETAILS_KEY } from '@/web/lib/storage-keys';

/**
 * The details step kept in this tab's session storage while checkout is under way, so the browser's Back and a
 * reload find it as it was left. Only the details form's own fields are written, picked one by one: the card's
 * number, expiry and CVC live in the payment form and can never reach it. Stored with the shopper's id, so a
 * different shopper in the same tab starts from their own profile.
 */
const TEXT_FIELDS = ['email', 'phone', 'firstName', 'lastName', 'address1', 'address2', 'city', 'county', 'postcode', 'deliverySlot', 'notes'] as const;
const FLAGS = ['sameAsBilling', 'marketingConsent'] as const;

type Draft = DefaultValues<CheckoutDetailsInput>;

/** The details fields of `values` and nothing else, each only when it has the field's type. */
function pick(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (typeof value === 'string') draft[name] = value;
  }
  for (const name of FLAGS) {
    const value = values[name];
    if (typeof value === 'boolean') draft[name] = value;
  }
  if (values.acceptTerms === true) draft.acceptTerms = true;
  const option = DELIVERY_OPTIONS.find((o) => o === values.deliveryOption);
  if (option) draft.deliveryOption = option;
  return draft;
}

export function saveCheckoutDetails(userId: number, values: Record<string, unknown>): void {
  try {
    sessionStorage.setItem(CHECKOUT_DETAILS_KEY, JSON.stringify({ userId, values: pick(values) }));
  } catch {
    // Storage full or refused (a private window): checkout still works, it only forgets on reload.
  }
}

/** What this shopper left, or null (nothing kept, another shopper's, or unreadable). */
export function loadCheckoutDetails(userId: number): Draft | null {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DETAILS_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null || !('userId' in stored) || stored.userId !== userId || !('values' in stored)) return null;
    const values = stored.values;
    return typeof values === 'object' && values !== null ? pick(values as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function clearCheckoutDetails(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DETAILS_KEY);
  } catch {
    // Nothing to forget where storage is refused.
  }
}

/** The details if they pass the details step's checks (the payment step may be entered only with them), else null. */
export function validCheckoutDetails(values: unknown): CheckoutDetails | null {
  const parsed = checkoutDetailsSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
