import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/web/features/auth';
import { apiJson, apiRequest, schemaQueryFn } from '@/web/lib/api';

export const PAYMENT_METHODS_URL = '/api/payment-methods';
/** Keyed by the shopper: another shopper signing in on this tab never sees the last one's cards. */
export const paymentMethodsKey = (userId: number) => [PAYMENT_METHODS_URL, { userId }] as const;

/** The signed-in shopper's saved cards (none asked for a visitor). */
export function usePaymentMethods(enabled = true) {
  const { user } = useUser();
  return useQuery({ queryKey: paymentMethodsKey(user?.id ?? 0), queryFn: schemaQueryFn('paymentMethodListSchema'), enabled: enabled && user !== null });
}

/** Makes a card the default; the answer is the list as it now is. */
export function useSetDefaultPaymentMethod() {
  const client = useQueryClient();
  const { user } = useUser();
  return useMutation({
    mutationFn: (id: string) => apiJson('paymentMethodListSchema', 'PATCH', `${PAYMENT_METHODS_URL}/${encodeURIComponent(id)}`, { default: true }),
    onSuccess: (cards) => client.setQueryData(paymentMethodsKey(user?.id ?? 0), cards),
  });
}

/** Removes a card; the list is read again (the default may have moved to another card). */
export function useRemovePaymentMethod() {
  const client = useQueryClient();
  const { user } = useUser();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${PAYMENT_METHODS_URL}/${encodeURIComponent(id)}`),
    onSettled: () => client.invalidateQueries({ queryKey: paymentMethodsKey(user?.id ?? 0) }),
  });
}
