import { CircleCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatPounds } from '@/domain/money';
import { useOrder } from './api';
import { formatDate } from './format';

export { successOrderId } from './success-url';

/**
 * The confirmation after checkout. The order is fetched by id, so an id that is not the shopper's (404) or
 * not an order shows nothing. The live region is there from the start so the thank-you is announced.
 */
export function SuccessBanner({ orderId, onDismiss }: { orderId: number; onDismiss: () => void }) {
  const { data: order } = useOrder(orderId);
  const banner = useRef<HTMLDivElement>(null);
  const loaded = order !== undefined;
  // Focus moves to the confirmation once it shows (the checkout's Place Order button is gone).
  useEffect(() => {
    if (loaded) banner.current?.focus();
  }, [loaded, orderId]);
  return (
    <div role="status">
      {order && (
        <div
          ref={banner}
          tabIndex={-1}
          className="mt-4 flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 text-green-900 focus:outline-2 focus:outline-offset-2 focus:outline-green-700">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold">Thank you! Your order <span className="whitespace-nowrap">#{order.orderNumber}</span> has been placed.</p>
            <p className="mt-1">
              Total {formatPounds(order.total)} · {order.deliverySlot ? `Delivery slot ${order.deliverySlot.label}` : `Estimated delivery ${formatDate(order.estimatedDelivery)}`}
            </p>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="-m-1 rounded-md p-1 text-green-800 hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-green-800"
            aria-label="Dismiss order confirmation"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
