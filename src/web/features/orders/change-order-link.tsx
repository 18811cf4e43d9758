import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import type { OrderSummary } from '@/contracts/orders';
import { Button } from '@/web/components/ui/button';

export const changeOrderHref = (orderId: number) => `/orders/${orderId}/change`;

/** Whether the shopper may change (or cancel) the order now: the server's change window (issue 34). */
export const canChangeOrder = (order: Pick<OrderSummary, 'changeWindow'>) => order.changeWindow?.open === true;

/** "Change order", to the change screen: only while the order can be changed. */
export function ChangeOrderLink({ order, size = 'sm' }: { order: Pick<OrderSummary, 'id' | 'orderNumber' | 'changeWindow'>; size?: 'sm' | 'default' }) {
  if (!canChangeOrder(order)) return null;
  return (
    <Button asChild variant="outline" size={size}>
      <Link to={changeOrderHref(order.id)} aria-label={`Change order ${order.orderNumber}`}>
        <PencilLine className="h-4 w-4" aria-hidden="true" />
        Change order
      </Link>
    </Button>
  );
}
