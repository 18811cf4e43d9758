import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Skeleton } from '@/web/components/ui/skeleton';
import { changeUntilText } from '@/domain/order-change';
import { useNow } from '@/web/lib/use-now';
import { useOrder } from './api';
import { ChangeOrderLink } from './change-order-link';
import { formatDate, formatDateTime } from './format';
import { OrderStatusBadge } from './order-badge';
import { OrderDetailsBody } from './order-details-body';
import type { OrderDialogProps } from './order-dialogs';

/** 'View Details': the whole order, fetched when the dialog opens. */
export function OrderDetailsDialog({ order, onOpenChange, onCloseAutoFocus }: OrderDialogProps) {
  const { data, isPending, isError } = useOrder(order.id);
  const now = useNow(30_000);
  // The full order once loaded (fresher than the list's), the list's meanwhile.
  const current = data ?? order;
  const until = current.changeWindow?.open && current.changeWindow.until ? new Date(current.changeWindow.until) : null;
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={onCloseAutoFocus} aria-busy={isPending}>
        <DialogHeader>
          <div className="flex flex-wrap items-center gap-2">
            <DialogTitle>Order #{order.orderNumber}</DialogTitle>
            <OrderStatusBadge badge={order.badge} />
          </div>
          <DialogDescription>Placed {formatDate(order.date)}</DialogDescription>
          {(current.revision ?? 1) > 1 && current.amendedAt && (
            <p className="text-sm text-gray-700" data-testid="order-changed-at">
              Changed <time dateTime={current.amendedAt}>{formatDateTime(current.amendedAt)}</time>
            </p>
          )}
        </DialogHeader>
        {current.changeWindow?.open && (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm text-gray-900">
            {until && now && <p>{changeUntilText(until, now)}</p>}
            <ChangeOrderLink order={current} />
          </div>
        )}
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
