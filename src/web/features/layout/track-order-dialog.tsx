import { ChevronRight, Loader2, Truck } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { OrderSummary } from '@/contracts/orders';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useUser } from '@/web/features/auth';
import { formatDate, OrderDialogs, OrderStatusBadge, storesOf, StoreDot, TrackLoginRequired, useOrderDialogs, useOrdersInProgress } from '@/web/features/orders';
import { useReturnFocus } from '@/web/lib/use-return-focus';

/**
 * Opened from the bottom tab bar's Track and the footer's Track Order. Signed out it is the accounts spec's
 * 'Login Required' prompt; signed in it lists the orders in progress, and choosing one swaps this dialog for
 * that order's tracking dialog (with its details and support dialogs), focus going back to Track after.
 */
export function TrackOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, isLoading } = useUser();
  const returnFocus = useReturnFocus(open);
  const dialogs = useOrderDialogs();
  const chosen = useRef<OrderSummary | null>(null);
  const close = () => onOpenChange(false);

  const choose = (order: OrderSummary) => {
    chosen.current = order;
    close();
  };
  // The tracking dialog opens once this one has handed focus back, so that it returns there when it closes.
  const onCloseAutoFocus = (event: Event) => {
    returnFocus(event);
    const order = chosen.current;
    chosen.current = null;
    if (order) dialogs.open('track', order);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid="track-order-dialog">
          {isLoading ? (
            <>
              <DialogTitle className="sr-only">Track Your Order</DialogTitle>
              <DialogDescription className="sr-only">Checking whether you are signed in.</DialogDescription>
              <div className="flex justify-center py-6" role="status" aria-label="Loading">
                <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
              </div>
            </>
          ) : user ? (
            <InProgressOrders onChoose={choose} onLeave={close} />
          ) : (
            <TrackLoginRequired onLeave={close} />
          )}
        </DialogContent>
      </Dialog>
      <OrderDialogs {...dialogs} />
    </>
  );
}

function InProgressOrders({ onChoose, onLeave }: { onChoose: (order: OrderSummary) => void; onLeave: () => void }) {
  const orders = useOrdersInProgress(true);
  const list = orders.data ?? [];
  return (
    <>
      <DialogHeader>
        <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50">
          <Truck className="h-6 w-6 text-brand-700" aria-hidden="true" />
        </span>
        <DialogTitle>Track Your Order</DialogTitle>
        <DialogDescription>
          {orders.isPending
            ? 'Finding your orders in progress.'
            : orders.isError
              ? 'Your orders could not be loaded just now.'
              : list.length === 0
                ? 'You have no orders in progress right now.'
                : 'Choose an order to follow it from the stores to your door.'}
        </DialogDescription>
      </DialogHeader>
      {orders.isPending ? (
        <div className="flex justify-center py-4" role="status" aria-label="Loading your orders">
          <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" />
        </div>
      ) : orders.isError ? (
        <Button variant="outline" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      ) : (
        list.length > 0 && (
          <ul aria-label="Orders in progress" className="space-y-2">
            {list.map((order) => (
              <li key={order.id}>
                <button
                  type="button"
                  onClick={() => onChoose(order)}
                  aria-label={`Track order ${order.orderNumber}`}
                  className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-gray-200 p-3 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2 font-semibold text-gray-900">
                      Order #{order.orderNumber}
                      <OrderStatusBadge badge={order.badge} />
                    </span>
                    <span className="mt-0.5 flex flex-wrap items-center gap-x-2 text-xs text-gray-700">
                      {storesOf(order.items).map((s) => (
                        <span key={s.storeId} className="inline-flex items-center gap-1">
                          <StoreDot color={s.storeColor} />
                          {s.storeName}
                        </span>
                      ))}
                    </span>
                    <span className="block text-xs text-gray-700">Estimated delivery {formatDate(order.estimatedDelivery)}</span>
                  </span>
                  <ChevronRight className="h-5 w-5 shrink-0 text-gray-500" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button asChild>
          <Link to="/orders" onClick={onLeave}>
            Go to My Orders
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}

export default TrackOrderDialog;
