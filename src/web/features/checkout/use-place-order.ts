import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartLine } from '@/contracts/cart';
import type { CheckoutDetails } from '@/contracts/orders';
import { toast } from '@/web/components/ui/use-toast';
import { USER_QUERY_KEY } from '@/web/features/auth';
import { CART_QUERY_KEY, EMPTY_CART } from '@/web/features/cart';
import { ORDERS_QUERY_KEY } from '@/web/features/orders';
import { PAYMENT_METHODS_URL } from '@/web/features/payment-methods';
import { newIdempotencyKey } from '@/web/lib/idempotency-key';
import { placeOrder, tokenizeCard } from './api';
import { buildOrder, type CheckoutPayment, type OrderPayment } from './build-order';
import { clearCheckoutDetails } from './details-storage';
import { isSlotsQuery } from './slot-picker';
import { CHECKOUT_FAILED_TITLE, describeCheckoutFailure, failureDescription, type CheckoutProblem } from './checkout-failure';

interface Attempt {
  lines: readonly CartLine[];
  details: CheckoutDetails;
  payment: CheckoutPayment;
  idempotencyKey: string;
}

/** A saved card pays as it is; a card typed in goes to the processor for a token first. */
const orderPaymentOf = async (payment: CheckoutPayment): Promise<OrderPayment> =>
  'savedCardId' in payment ? { paymentMethodId: payment.savedCardId } : { paymentToken: await tokenizeCard(payment.card), ...(payment.saveCard ? { saveCard: true } : {}) };

/** Places the order (section 4: the second submit) and tells the shopper how it went (section 8). */
export function usePlaceOrder() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const mutation = useMutation({
    // The card to the processor for a token (or a saved card), then the order paid with it (its retries reuse both key and token).
    mutationFn: async ({ lines, details, payment, idempotencyKey }: Attempt) => placeOrder(buildOrder(lines, details, await orderPaymentOf(payment)), { idempotencyKey }),
    onMutate: () => setProblem(null),
    onSuccess: (order) => {
      // The details were for this order: the next checkout starts from the profile again.
      clearCheckoutDetails();
      toast({ title: 'Order placed successfully!', description: `Your order #${order.orderNumber} has been placed.` });
      navigate(`/orders?success=true&order=${order.id}`);
      client.setQueryData(CART_QUERY_KEY, EMPTY_CART);
      void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
      void client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      // A card saved with this order is offered next time.
      void client.invalidateQueries({ queryKey: [PAYMENT_METHODS_URL] });
    },
    onError: (error) => {
      const failure = describeCheckoutFailure(error);
      // A card the processor refused is said under its field, as the form's own checks are.
      if (failure.problem?.kind !== 'card') toast({ title: CHECKOUT_FAILED_TITLE, description: failureDescription(failure.reason), variant: 'destructive' });
      setProblem(failure.problem ?? null);
      if (failure.refreshCart) void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
      // The slot filled while the shopper paid: the picker shows what is left now.
      if (failure.problem?.kind === 'slot-unavailable') void client.invalidateQueries({ predicate: (q) => isSlotsQuery(q.queryKey) });
      // The server says the address is not verified: the user as cached may be out of date.
      if (failure.problem?.kind === 'email-unverified') void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });

  /** One press of the button: a fresh key and a fresh token, so a retry of this press (and only of it) is recognised. */
  const place = (lines: readonly CartLine[], details: CheckoutDetails, payment: CheckoutPayment) => {
    if (mutation.isPending) return;
    mutation.mutate({ lines, details, payment, idempotencyKey: newIdempotencyKey() });
  };

  return { place, isPending: mutation.isPending, problem, clearProblem: () => setProblem(null) };
}
