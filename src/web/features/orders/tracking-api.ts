import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrderTracking } from '@/contracts/fulfilment';
import type { OrderSummary } from '@/contracts/orders';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError, apiJson, getJson, schemaQueryFn } from '@/web/lib/api';
import { ORDERS_QUERY_KEY, orderQueryKey } from './api';

/** While the stream is down, the dialog asks again this often. */
export const TRACKING_POLL_MS = 30_000;

export const trackingQueryKey = (orderId: number) => [`/api/orders/${orderId}/tracking`] as const;
export const trackingStreamUrl = (orderId: number) => `/api/orders/${orderId}/tracking/stream`;

/**
 * The order's tracking while its dialog is open. `poll` turns on the 30 s refetch (the stream's fallback);
 * the query is unmounted with the dialog, so nothing polls once it is closed.
 */
export function useTracking(orderId: number, { poll, enabled = true }: { poll: boolean; enabled?: boolean }) {
  return useQuery<OrderTracking>({
    queryKey: trackingQueryKey(orderId),
    queryFn: schemaQueryFn('orderTrackingSchema'),
    enabled,
    // Not an order of this shopper's (404) or no session (401): asking again will not help.
    refetchInterval: (query) => (poll && !isGone(query.state.error) ? TRACKING_POLL_MS : false),
  });
}

const isGone = (error: unknown) => error instanceof ApiRequestError && (error.status === 401 || error.status === 404);

/** A new status moves the order's card and details too: refresh them when the tracking's status changes. */
function useApplyTracking(orderId: number) {
  const client = useQueryClient();
  return (next: OrderTracking) => {
    const previous = client.getQueryData<OrderTracking>(trackingQueryKey(orderId));
    client.setQueryData(trackingQueryKey(orderId), next);
    if (previous && previous.status !== next.status) {
      void client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    }
  };
}

/**
 * One server-sent event stream per open tracking dialog, closed with it. Each `tracking` event carries the
 * whole tracking view and replaces the cached one. While the stream is down (an error, or a browser with
 * no EventSource) it answers `fallback: true` and the dialog polls; a reconnect turns polling off again. The
 * server's `closing` event (a restart) is not a failure: nothing is shown, and EventSource comes back by itself.
 */
export function useTrackingStream(orderId: number, enabled: boolean): { fallback: boolean } {
  const apply = useApplyTracking(orderId);
  const [fallback, setFallback] = useState(false);
  const applyRef = useLatest(apply);

  useEffect(() => {
    if (!enabled) return;
    if (typeof EventSource === 'undefined') {
      setFallback(true);
      return;
    }
    const source = new EventSource(trackingStreamUrl(orderId), { withCredentials: true });
    const onTracking = (event: MessageEvent<string>) => {
      try {
        applyRef.current(JSON.parse(event.data) as OrderTracking);
      } catch {
        // A garbled event is skipped; the next one (or the poll) brings the truth.
      }
    };
    // A server shutting down ends the stream with `event: closing` (`data: {"retry":true}`, and a `retry:` delay):
    // EventSource reconnects by itself, to another instance, so the error that follows is expected and the dialog
    // does not fall back to polling for it. A reconnection that fails then is an ordinary error.
    let closing = false;
    const onClosing = () => {
      closing = true;
    };
    source.addEventListener('tracking', onTracking);
    source.addEventListener('closing', onClosing);
    source.onopen = () => {
      closing = false;
      setFallback(false);
    };
    source.onerror = () => {
      if (closing) {
        closing = false;
        return;
      }
      setFallback(true);
    };
    return () => {
      source.removeEventListener('tracking', onTracking);
      source.removeEventListener('closing', onClosing);
      source.close();
    };
  }, [orderId, enabled, applyRef]);

  return { fallback };
}

function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The shopper cancels while no chain has started collecting; a 409 (collection started) says why and refreshes. */
export function useCancelOrder(orderId: number) {
  const client = useQueryClient();
  const apply = useApplyTracking(orderId);
  return useMutation<OrderTracking, Error>({
    mutationFn: () => apiJson('orderTrackingSchema', 'POST', `/api/orders/${orderId}/cancel`),
    onSuccess: (tracking) => {
      apply(tracking);
      void client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      toast({ title: 'Order cancelled', description: 'Your payment has been released.' });
    },
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'Could not cancel the order', description: message ?? 'Please try again.', variant: 'destructive' });
      void client.invalidateQueries({ queryKey: trackingQueryKey(orderId) });
    },
  });
}

/** Pages read looking for orders in progress, 50 orders each (the API's largest page). */
const IN_PROGRESS_PAGES = 3;

/**
 * The shopper's orders still in progress, newest first, for the Track entry. Orders in progress are the
 * recent ones, so reading stops at a page that has none (or after three pages); fresh each time it opens.
 */
export function useOrdersInProgress(enabled: boolean) {
  return useQuery<OrderSummary[]>({
    queryKey: [...ORDERS_QUERY_KEY, 'in-progress'],
    enabled,
    refetchOnMount: 'always',
    queryFn: async ({ signal }) => {
      const found: OrderSummary[] = [];
      for (let page = 1; page <= IN_PROGRESS_PAGES; page++) {
        const answer = await getJson('ordersPageSchema', `/api/orders?page=${page}&pageSize=50`, signal);
        const inProgress = answer.orders.filter((o) => o.badge === 'In Progress');
        found.push(...inProgress);
        if (!answer.hasMore || inProgress.length === 0) break;
      }
      return found;
    },
  });
}
