import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlreadyInBasketError, OrdersPage, ReorderResult } from '@/contracts/orders';
import { ALREADY_IN_BASKET_CODE } from '@/domain/reorder';
import { toast } from '@/web/components/ui/use-toast';
import { setCart, useCartDrawer } from '@/web/features/cart';
import { ApiRequestError, apiJson, getJson, schemaQueryFn } from '@/web/lib/api';
import { reorderDescription } from './reorder-description';

export const ORDERS_PAGE_SIZE = 10;
/** Every orders-list query starts with this, so invalidating it refreshes the list. */
export const ORDERS_QUERY_KEY = ['/api/orders'] as const;

export const ORDERS_LIST_KEY = [...ORDERS_QUERY_KEY, { pageSize: ORDERS_PAGE_SIZE }] as const;

export const orderQueryKey = (id: number) => [`/api/orders/${id}`] as const;

/** The order history, newest first, a page at a time ('Load more orders'). */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: ORDERS_LIST_KEY,
    queryFn: ({ pageParam, signal }) => getJson('ordersPageSchema', `/api/orders?page=${pageParam}&pageSize=${ORDERS_PAGE_SIZE}`, signal),
    initialPageParam: 1,
    getNextPageParam: (last: OrdersPage) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/** One order in full; nothing is fetched while `id` is null. */
export function useOrder(id: number | null) {
  return useQuery({ queryKey: orderQueryKey(id ?? 0), queryFn: schemaQueryFn('orderDetailSchema'), enabled: id !== null });
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/** The lines an unconfirmed re-order found in the basket already (its 409 already_in_basket), or null for any other failure. */
export function linesAlreadyInBasket(error: unknown): AlreadyInBasketError['lines'] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const body = error.json as Partial<AlreadyInBasketError> | undefined;
  return body?.code === ALREADY_IN_BASKET_CODE && Array.isArray(body.lines) ? body.lines : null;
}

/**
 * Puts an order's lines back in the basket (server prices), says what changed and opens the basket. When the
 * basket already has some of them the server asks first (409): `asking` holds them until the shopper confirms
 * (the lines are added) or cancels (nothing happens).
 */
export function useReorder() {
  const client = useQueryClient();
  const { setOpen } = useCartDrawer();
  const [asking, setAsking] = useState<{ orderId: number; lines: AlreadyInBasketError['lines'] } | null>(null);
  const mutation = useMutation<ReorderResult, Error, { orderId: number; confirm?: true }>({
    mutationFn: ({ orderId, confirm }) => apiJson('reorderResultSchema', 'POST', `/api/orders/${orderId}/reorder`, confirm ? { confirm } : undefined),
    onSuccess: (result) => {
      setCart(client, result.cart);
      toast({ title: 'Re-order initiated', description: reorderDescription(result) });
      setOpen(true);
    },
    onError: (error, { orderId }) => {
      const lines = linesAlreadyInBasket(error);
      if (lines) {
        setAsking({ orderId, lines });
        return;
      }
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'Re-order failed', description: message ?? 'Please try again.', variant: 'destructive' });
    },
  });
  return {
    isPending: mutation.isPending,
    reorder: (orderId: number) => mutation.mutate({ orderId }),
    /** Lines already in the basket, while the shopper is being asked whether to add them again. */
    asking: asking?.lines ?? null,
    confirm: () => {
      if (!asking) return;
      setAsking(null);
      mutation.mutate({ orderId: asking.orderId, confirm: true });
    },
    cancel: () => setAsking(null),
  };
}
