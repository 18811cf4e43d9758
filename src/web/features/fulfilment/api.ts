import type { IdCheck } from '@/domain/age-restrictions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentOrder, LineOutcomeInput } from '@/contracts/fulfilment';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError, apiJson, getJson, schemaQueryFn } from '@/web/lib/api';

export type ListView = 'open' | 'all';

/** The staff page of reported reviews (reported-reviews-page.tsx). */
export const REPORTED_REVIEWS_HREF = '/fulfilment/reviews';

/** Every fulfilment query starts with this, so one invalidation refreshes lists and orders. */
export const FULFILMENT_QUERY_KEY = ['/api/fulfilment/orders'] as const;
export const fulfilmentListKey = (view: ListView) => [...FULFILMENT_QUERY_KEY, { view }] as const;
export const fulfilmentOrderKey = (id: number) => [`/api/fulfilment/orders/${id}`] as const;

/** The orders to work, soonest delivery first. Fresh each time the list is shown: other pickers move orders too. */
export function useFulfilmentOrders(view: ListView) {
  return useQuery({
    queryKey: fulfilmentListKey(view),
    queryFn: ({ signal }) => getJson('fulfilmentOrderListSchema', `/api/fulfilment/orders?view=${view}`, signal),
    refetchOnMount: 'always',
  });
}

export function useFulfilmentOrder(id: number) {
  return useQuery({ queryKey: fulfilmentOrderKey(id), queryFn: schemaQueryFn('fulfilmentOrderSchema'), refetchOnMount: 'always' });
}

/** A staff move: where to POST under the order, and the body when the move has one. */
export type Move =
  | { kind: 'start'; storeId: number }
  | { kind: 'collect'; storeId: number }
  | { kind: 'line'; lineId: number; body: LineOutcomeInput }
  | { kind: 'out-for-delivery' }
  | { kind: 'deliver'; idCheck?: IdCheck }
  | { kind: 'cancel'; reason: string }
  | { kind: 'retry-payment' }
  | { kind: 'write-off'; reason: string };

function request(move: Move): { path: string; body?: unknown } {
  switch (move.kind) {
    case 'start':
      return { path: `/chains/${move.storeId}/start` };
    case 'collect':
      return { path: `/chains/${move.storeId}/collect` };
    case 'line':
      return { path: `/lines/${move.lineId}`, body: move.body };
    case 'out-for-delivery':
      return { path: '/out-for-delivery' };
    case 'deliver':
      return { path: '/deliver', ...(move.idCheck && { body: { idCheck: move.idCheck } }) };
    case 'cancel':
      return { path: '/cancel', body: { reason: move.reason } };
    case 'retry-payment':
      return { path: '/payment/retry' };
    case 'write-off':
      return { path: '/payment/write-off', body: { reason: move.reason } };
  }
}

/**
 * Every move answers the order as it now is, which replaces the cached one. A refused move (409: someone
 * else got there first, or the order moved on) is said in a toast and the order is read again.
 */
export function useFulfilmentMove(orderId: number) {
  const client = useQueryClient();
  return useMutation<FulfilmentOrder, Error, Move>({
    mutationFn: (move) => {
      const { path, body } = request(move);
      return apiJson('fulfilmentOrderSchema', 'POST', `/api/fulfilment/orders/${orderId}${path}`, body);
    },
    onSuccess: (order) => {
      client.setQueryData(fulfilmentOrderKey(orderId), order);
      void client.invalidateQueries({ queryKey: FULFILMENT_QUERY_KEY });
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'That could not be done', description: message ?? 'Please try again.', variant: 'destructive' });
      void client.invalidateQueries({ queryKey: fulfilmentOrderKey(orderId) });
    },
  });
}

export const isForbidden = (error: unknown) => error instanceof ApiRequestError && error.status === 403;
