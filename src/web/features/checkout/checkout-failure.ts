import { slotUnavailableErrorSchema } from '@/contracts/delivery-slots';
import {
  basketChangedErrorSchema,
  emailUnverifiedErrorSchema,
  orderLimitErrorSchema,
  paymentDeclinedErrorSchema,
  type PaymentForm,
  paymentTokenErrorSchema,
  priceChangedErrorSchema,
  unavailableErrorSchema,
  type PriceChangedError,
  type UnavailableError,
} from '@/contracts/orders';
import { ApiRequestError } from '@/web/lib/api';
import { CardRefusedError } from './api';

/** Section 8's failure toast; the server's reason, when there is one, follows it. */
export const CHECKOUT_FAILED_TITLE = 'Checkout failed';
export const CHECKOUT_FAILED_MESSAGE = 'There was a problem processing your order. Please try again.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
/** A 409 without a code: the server still holds this press's key (say, after a restart mid-order). */
export const STILL_PROCESSING_MESSAGE = 'We are still confirming your order. Check Your Orders in a minute before trying again.';

/** What the payment step shows inline, beside the button, so the shopper can act on it. */
export type CheckoutProblem =
  | { kind: 'price-changed'; changes: PriceChangedError['changes'] }
  | { kind: 'unavailable'; lines: UnavailableError['lines'] }
  /** The basket changed in another window (or another tab ordered it): the summary now shows it as it is. */
  | { kind: 'basket-changed'; message: string }
  | { kind: 'declined'; message: string }
  /** The processor refused the card itself: said under the card's fields, as the form's own checks are. */
  | { kind: 'card'; fields: Partial<Record<keyof PaymentForm, string>> }
  /** The card's token was spent or expired before the order took it: the card is entered again. */
  | { kind: 'payment-token'; message: string }
  /** The delivery slot filled (or closed) while the shopper paid: back to the picker, refreshed. */
  | { kind: 'slot-unavailable'; message: string }
  /** The account's address is not verified yet: the code box is shown, then the shopper places the order again. */
  | { kind: 'email-unverified'; message: string }
  | { kind: 'signed-out' };

export interface CheckoutFailure {
  reason?: string;
  problem?: CheckoutProblem;
  /** The basket on the server differs from the one shown: fetch it again. */
  refreshCart: boolean;
}

/** The one mapping from a failed press (the card's token, then POST /api/orders) to what the shopper is told. */
export function describeCheckoutFailure(error: unknown): CheckoutFailure {
  if (error instanceof CardRefusedError) return { reason: error.message, problem: { kind: 'card', fields: error.fields }, refreshCart: false };
  if (!(error instanceof ApiRequestError)) return { refreshCart: false };
  if (error.status === 401) return { reason: SESSION_ENDED_MESSAGE, problem: { kind: 'signed-out' }, refreshCart: false };
  const body = error.json;
  const priceChanged = priceChangedErrorSchema.safeParse(body);
  if (error.status === 409 && priceChanged.success) {
    return { reason: priceChanged.data.message, problem: { kind: 'price-changed', changes: priceChanged.data.changes }, refreshCart: true };
  }
  const unavailable = unavailableErrorSchema.safeParse(body);
  if (error.status === 409 && unavailable.success) {
    return { reason: unavailable.data.message, problem: { kind: 'unavailable', lines: unavailable.data.lines }, refreshCart: true };
  }
  const basketChanged = basketChangedErrorSchema.safeParse(body);
  if (error.status === 409 && basketChanged.success) {
    return { reason: basketChanged.data.message, problem: { kind: 'basket-changed', message: basketChanged.data.message }, refreshCart: true };
  }
  const slot = slotUnavailableErrorSchema.safeParse(body);
  if (error.status === 409 && slot.success) {
    return { reason: slot.data.message, problem: { kind: 'slot-unavailable', message: slot.data.message }, refreshCart: false };
  }
  const unverified = emailUnverifiedErrorSchema.safeParse(body);
  if (error.status === 403 && unverified.success) {
    return { reason: unverified.data.message, problem: { kind: 'email-unverified', message: unverified.data.message }, refreshCart: false };
  }
  // Three open orders already for the slot's day: back to the picker, with the reason, to choose another day.
  const limit = orderLimitErrorSchema.safeParse(body);
  if (error.status === 409 && limit.success && limit.data.code === 'day_order_limit') {
    return { reason: limit.data.message, problem: { kind: 'slot-unavailable', message: limit.data.message }, refreshCart: false };
  }
  const declined = paymentDeclinedErrorSchema.safeParse(body);
  if (error.status === 402 && declined.success) {
    return { reason: declined.data.message, problem: { kind: 'declined', message: declined.data.message }, refreshCart: false };
  }
  const token = paymentTokenErrorSchema.safeParse(body);
  if (error.status === 402 && token.success) {
    return { reason: token.data.message, problem: { kind: 'payment-token', message: token.data.message }, refreshCart: false };
  }
  if (error.status === 409 && !(body && typeof body === 'object' && 'code' in body)) return { reason: STILL_PROCESSING_MESSAGE, refreshCart: false };
  // A 5xx body is not meant for shoppers; 4xx messages (a decline, a bad field) are.
  return { reason: error.status < 500 ? error.serverMessage : undefined, refreshCart: false };
}

export function failureDescription(reason: string | undefined): string {
  if (!reason) return CHECKOUT_FAILED_MESSAGE;
  return `${CHECKOUT_FAILED_MESSAGE} ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;
}
