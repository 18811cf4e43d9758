import { Eye, Headset } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useUser } from '@/web/features/auth';
import { isUnauthorized } from './api';
import { CancelOrderButton } from './cancel-order-button';
import { CollectionAgentCard } from './collection-agent-card';
import { formatDate } from './format';
import type { OrderDialogProps } from './order-dialogs';
import { OrderStatusBadge } from './order-badge';
import { TrackLoginRequired } from './track-login-required';
import { useTracking, useTrackingStream } from './tracking-api';
import { TrackingSummary } from './tracking-summary';
import { TrackingTimeline } from './tracking-timeline';

type Props = OrderDialogProps & { onViewDetails: () => void; onContactSupport: () => void };

/**
 * 'Track Order' (accounts spec section 2, issue 11): titled with the order number, the collection-agent
 * card, the real timeline with a row per chain, and the Order Summary after picking. It stays current while
 * open through the order's event stream, or a 30 s refetch while the stream is down; mounted only while open.
 */
export function TrackOrderTimelineDialog({ order, onOpenChange, onCloseAutoFocus, onViewDetails, onContactSupport }: Props) {
  const { user, isLoading: userLoading } = useUser();
  const signedIn = Boolean(user);
  const { fallback } = useTrackingStream(order.id, signedIn);
  const tracking = useTracking(order.id, { poll: signedIn && fallback, enabled: signedIn });
  const data = tracking.data;
  const storeColor = (storeId: number) => order.items.find((i) => i.storeId === storeId)?.storeColor;
  const loginRequired = (!userLoading && !signedIn) || isUnauthorized(tracking.error);

  return (
    <Dialog open onOpenChange={onOpenChange}>
      {/* Wider than the default from sm up: the agent card, a timeline row per chain and the summary's prices fit beside each other. */}
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="sm:max-w-2xl">
        {loginRequired ? (
          <TrackLoginRequired onLeave={() => onOpenChange(false)} />
        ) : (
          <>
            <DialogHeader>
              <div className="flex flex-wrap items-center gap-2 pr-8">
                <DialogTitle>Order #{order.orderNumber}</DialogTitle>
                {data && <OrderStatusBadge badge={data.badge} />}
              </div>
              <DialogDescription>
                {data && data.badge === 'In Progress' ? `Estimated delivery ${formatDate(data.estimatedDelivery)}.` : 'Follow your order from the stores to your door.'}
              </DialogDescription>
            </DialogHeader>

            {data ? (
              <>
                <CollectionAgentCard tracking={data} />
                <TrackingTimeline steps={data.steps} storeColor={storeColor} />
                <TrackingSummary tracking={data} />
              </>
            ) : tracking.isError ? (
              <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
                <p>We could not load this order's progress.</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => void tracking.refetch()}>
                  Try again
                </Button>
              </div>
            ) : (
              <div className="space-y-3" role="status" aria-label="Loading the order's progress">
                <Skeleton className="h-16 w-full rounded-xl" />
                <Skeleton className="h-48 w-full rounded-xl" />
              </div>
            )}

            <DialogFooter className="gap-2">
              {/* Cancelling follows the change window's rule (issue 34) where the order carries one. */}
              {data?.canCancel && order.changeWindow?.open !== false && <CancelOrderButton orderId={order.id} orderNumber={order.orderNumber} />}
              <Button variant="outline" onClick={onContactSupport}>
                <Headset className="h-4 w-4" aria-hidden="true" />
                Contact Support
              </Button>
              <Button onClick={onViewDetails}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View Order Details
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
