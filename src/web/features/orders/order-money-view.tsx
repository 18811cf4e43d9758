import type { OrderItem, OrderSummary } from '@/contracts/orders';
import { formatPence, formatPounds } from '@/domain/money';
import { orderedItemPence, type OrderMoneyState } from '@/domain/order-money';

/**
 * An order's money and lines as the server's one rule (src/domain/order-money.ts) gives them in the orders
 * answers, for the order card and the details dialog. An answer from before those fields (a stored one) reads
 * as its badge says: cancelled costs nothing, anything else its total.
 */
export function moneyOfOrder(order: OrderSummary): { state: OrderMoneyState; finalTotal: number; refunded: number; changed: boolean } {
  const cancelled = order.badge === 'Cancelled';
  const state = order.moneyState ?? (cancelled ? 'cancelled' : order.badge === 'Delivered' ? 'delivered' : 'placed');
  const finalTotal = order.finalTotal ?? (cancelled ? 0 : order.total);
  return { state, finalTotal, refunded: order.refunded ?? (cancelled ? order.total : 0), changed: state === 'cancelled' || finalTotal !== order.total };
}

/** What picking did to a line: "Swapped for 1 × X" (with the other store), or unavailable and not charged. */
export function LineOutcomeNote({ item }: { item: OrderItem }) {
  // Issue 38: taken back at the door.
  if (item.refusedAtDoor) return <p className="text-xs text-red-800">Refused at the door (no valid ID / under age): not charged</p>;
  const sub = item.outcome === 'substituted' ? item.substitute : null;
  if (sub) {
    return (
      <p className="text-xs text-amber-800">
        Swapped for {sub.quantity} × {sub.name}
        {sub.storeId !== item.storeId && sub.storeName ? ` from ${sub.storeName}` : ''}
      </p>
    );
  }
  if (item.outcome === 'unavailable') return <p className="text-xs text-red-800">Unavailable: not charged</p>;
  return null;
}

/** What the line views read of a line: an order's item and a tracking line alike. */
type MoneyLine = Pick<OrderItem, 'quantity' | 'name' | 'price' | 'outcome' | 'multiBuy'> & { finalTotal?: number };

/** A line's name, struck through when it was unavailable. */
export function LineName({ item }: { item: MoneyLine }) {
  return (
    <span className={item.outcome === 'unavailable' ? 'text-gray-600 line-through' : 'text-gray-900'}>
      {item.quantity} × {item.name}
    </span>
  );
}

/** What the line costs now, with what it cost as ordered struck through when that changed. */
export function LineAmount({ item }: { item: MoneyLine }) {
  const ordered = formatPence(orderedItemPence(item));
  const final = item.finalTotal === undefined ? ordered : formatPounds(item.finalTotal);
  return (
    <span className="shrink-0 tabular-nums text-gray-900">
      {final !== ordered && (
        <>
          <span className="sr-only">was </span>
          <s className="mr-1.5 text-gray-500">{ordered}</s>
          <span className="sr-only"> now </span>
        </>
      )}
      {final}
    </span>
  );
}

/**
 * The money rows of a description list (grid of two columns): delivery fee (not on a cancelled order), what
 * was ordered when the total changed, the refund, and the total the shopper pays.
 */
export function OrderMoneyRows({ order }: { order: OrderSummary }) {
  const money = moneyOfOrder(order);
  return (
    <>
      {money.state !== 'cancelled' && (
        <>
          <dt className="text-gray-700">Delivery fee</dt>
          <dd className="text-right tabular-nums">{formatPounds(order.deliveryFee)}</dd>
        </>
      )}
      {money.changed && (
        <>
          <dt className="text-gray-700">Ordered</dt>
          <dd className="text-right tabular-nums text-gray-700">
            <span className="sr-only">was </span>
            <s>{formatPounds(order.total)}</s>
          </dd>
        </>
      )}
      {money.refunded > 0 && money.state !== 'cancelled' && (
        <>
          <dt className="text-green-800">{money.state === 'delivered' ? 'Refunded' : 'To be refunded'}</dt>
          <dd className="text-right tabular-nums text-green-800">{formatPounds(money.refunded)}</dd>
        </>
      )}
      <dt className="font-semibold text-gray-900">{money.state === 'delivered' && money.changed ? 'Final total' : 'Total'}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatPounds(money.finalTotal)}</dd>
    </>
  );
}

/** Said under a cancelled order's money. */
export const CANCELLED_NOTE = 'Cancelled: nothing to pay. Your payment was released.';
