import { Eye, Headset, Loader2, RotateCcw, Truck } from 'lucide-react';
import { useId } from 'react';
import type { OrderSummary } from '@/contracts/orders';
import { Button } from '@/web/components/ui/button';
import { useReorder } from './api';
import { ChangeOrderLink } from './change-order-link';
import { formatDate } from './format';
import { OrderStatusBadge } from './order-badge';
import { ReorderConfirmDialog } from './reorder-confirm-dialog';
import type { OrderDialogKind } from './order-dialogs';
import { CANCELLED_NOTE, LineAmount, LineName, LineOutcomeNote, moneyOfOrder, OrderMoneyRows } from './order-money-view';
import { StoreDot } from './store-dot';

/** Long orders show their first lines here; the details dialog has them all. */
export const CARD_LINE_LIMIT = 5;

export function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: (kind: OrderDialogKind, order: OrderSummary) => void }) {
  const headingId = useId();
  const reorder = useReorder();
  const shown = order.items.slice(0, CARD_LINE_LIMIT);
  const hidden = order.items.length - shown.length;
  const n = order.orderNumber;
  const cancelled = moneyOfOrder(order).state === 'cancelled';

  const details = (variant: 'default' | 'outline') => (
    <Button variant={variant} size="sm" aria-label={`View details of order ${n}`} onClick={() => onOpen('details', order)}>
      <Eye className="h-4 w-4" aria-hidden="true" />
      View Details
    </Button>
  );

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5" data-testid="order-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-gray-900">
            Order #{n}
          </h2>
          <p className="text-sm text-gray-700">Placed {formatDate(order.date)}</p>
        </div>
        <OrderStatusBadge badge={order.badge} />
      </header>

      <ul className="mt-3 divide-y divide-gray-100 border-y border-gray-100 text-sm">
        {shown.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-2" data-outcome={item.outcome ?? 'pending'}>
            <div className="min-w-0">
              <p>
                <LineName item={item} />
              </p>
              <LineOutcomeNote item={item} />
              <p className="flex items-center gap-1.5 text-xs text-gray-700">
                <StoreDot color={item.storeColor} />
                {item.storeName}
              </p>
            </div>
            <LineAmount item={item} />
          </li>
        ))}
      </ul>
      {hidden > 0 && <p className="mt-2 text-xs text-gray-700">and {hidden} more {hidden === 1 ? 'item' : 'items'}: see View Details</p>}

      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <OrderMoneyRows order={order} />
        {!cancelled && (
          <>
            <dt className="text-gray-700">{order.deliverySlot ? 'Delivery slot' : 'Estimated delivery'}</dt>
            <dd className="text-right">{order.deliverySlot ? order.deliverySlot.label : formatDate(order.estimatedDelivery)}</dd>
          </>
        )}
      </dl>
      {cancelled && <p className="mt-2 text-sm font-medium text-gray-900">{CANCELLED_NOTE}</p>}

      <div className="mt-4 flex flex-wrap gap-2 [&>a]:grow [&>button]:grow sm:[&>a]:grow-0 sm:[&>button]:grow-0">
        {order.badge === 'In Progress' && (
          <Button size="sm" aria-label={`Track order ${n}`} onClick={() => onOpen('track', order)}>
            <Truck className="h-4 w-4" aria-hidden="true" />
            Track Order
          </Button>
        )}
        <ChangeOrderLink order={order} />
        {details(order.badge === 'Delivered' ? 'default' : 'outline')}
        <Button variant="outline" size="sm" aria-label={`Re-order ${n}`} disabled={reorder.isPending} onClick={() => reorder.reorder(order.id)}>
          {reorder.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <RotateCcw className="h-4 w-4" aria-hidden="true" />}
          Re-order
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Contact support about order ${n}`} onClick={() => onOpen('support', order)}>
          <Headset className="h-4 w-4" aria-hidden="true" />
          Contact Support
        </Button>
      </div>
      <ReorderConfirmDialog lines={reorder.asking} onConfirm={reorder.confirm} onCancel={reorder.cancel} />
    </article>
  );
}
