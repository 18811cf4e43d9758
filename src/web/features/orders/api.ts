import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrdersPage, ReorderResult } from '@/contracts/orders';
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

/** Puts an order's lines back in the basket (server prices), says what changed and opens the basket. */
export function useReorder() {
  const client = useQueryClient();
  const { setOpen } = useCartDrawer();
  return useMutation<ReorderResult, Error, number>({
    mutationFn: (orderId) => apiJson('reorderResultSchema', 'POST', `/api/orders/${orderId}/reorder`),
    onSuccess: (result) => {
      setCart(client, result.cart);
      toast({ title: 'Re-order initiated', description: reorderDescription(result) });
      setOpen(true);
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'Re-order failed', description: message ?? 'Please try again.', variant: 'destructive' });
    },
  });
}
