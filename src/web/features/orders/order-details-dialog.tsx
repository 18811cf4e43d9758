import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useOrder } from './api';
import { formatDate } from './format';
import { OrderStatusBadge } from './order-badge';
import { OrderDetailsBody } from './order-details-body';
import type { OrderDialogProps } from './order-dialogs';

/** 'View Details': the whole order, fetched when the dialog opens. */
export function OrderDetailsDialog({ order, onOpenChange, onCloseAutoFocus }: OrderDialogProps) {
  const { data, isPending, isError } = useOrder(order.id);
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus} aria-busy={isPending}>
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>Order #{order.orderNumber}</DialogTitle>
            <OrderStatusBadge badge={order.badge} />
          </div>
          <DialogDescription>Placed {formatDate(order.date)}</DialogDescription>
        </DialogHeader>
        {data ? (
          <OrderDetailsBody order={data} />
        ) : isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            We could not load this order. Please try again later.
          </p>
        ) : (
          isPending && (
            <div className="space-y-3" data-testid="order-details-loading">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
