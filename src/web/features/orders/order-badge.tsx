import type { OrderSummary } from '@/contracts/orders';
import { Badge } from '@/web/components/ui/badge';

const BADGE_CLASSES: Record<OrderSummary['badge'], string> = {
  'In Progress': 'bg-blue-100 text-blue-800',
  Delivered: 'bg-green-100 text-green-800',
  Cancelled: 'bg-gray-200 text-gray-800',
};

/** The order's status badge: In Progress blue, Delivered green, Cancelled grey. */
export function OrderStatusBadge({ badge }: { badge: OrderSummary['badge'] }) {
  return (
    <Badge variant="secondary" className={BADGE_CLASSES[badge]} data-badge={badge}>
      {badge}
    </Badge>
  );
}
