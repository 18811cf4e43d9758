import type { ReactNode } from 'react';
import type { OrderDetail } from '@/contracts/orders';
import { formatPounds } from '@/domain/money';
import { DELIVERY_LABELS } from '@/domain/order-status';
import { formatDate, formatDateTime, paymentLabel } from './format';
import { CANCELLED_NOTE, LineAmount, LineName, LineOutcomeNote, moneyOfOrder, OrderMoneyRows } from './order-money-view';
import { StoreDot } from './store-dot';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-gray-100 pt-3">
      <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
      <div className="mt-1 text-sm text-gray-800">{children}</div>
    </section>
  );
}

/** The order in full: lines by store, amounts, delivery, shipping, payment, notes and status history. */
export function OrderDetailsBody({ order }: { order: OrderDetail }) {
  const delivery = DELIVERY_LABELS[order.deliveryOption];
  const { address } = order.shippingDetails;
  return (
    <div className="space-y-4">
      {order.stores.map((store) => (
        <section key={store.storeId} aria-label={store.storeName} data-testid="order-store-group" className="rounded-xl border border-gray-200 p-3">
          <h3 className="flex items-center justify-between gap-2 text-sm font-semibold text-gray-900">
            <span className="flex items-center gap-2">
              <StoreDot color={store.storeColor} />
              {store.storeName}
            </span>
            <span className="tabular-nums">{formatPounds(store.subtotal)}</span>
          </h3>
          <ul className="mt-1 divide-y divide-gray-100 text-sm">
            {store.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-1.5" data-outcome={item.outcome ?? 'pending'}>
                <span className="min-w-0">
                  <LineName item={item} /> <span className="text-gray-600">({formatPounds(item.price)} each)</span>
                  <LineOutcomeNote item={item} />
                </span>
                <LineAmount item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      <div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-gray-800">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{formatPounds(order.subtotal)}</dd>
          <OrderMoneyRows order={order} />
        </dl>
        {moneyOfOrder(order).state === 'cancelled' && <p className="mt-2 text-sm font-medium text-gray-900">{CANCELLED_NOTE}</p>}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Section title="Delivery">
          <p>
            {delivery.name} ({delivery.timing})
          </p>
          {order.deliverySlot ? <p>Delivery slot {order.deliverySlot.label}</p> : <p>Estimated delivery {formatDate(order.estimatedDelivery)}</p>}
        </Section>
        <Section title="Payment">
          <p>{paymentLabel(order.payment)}</p>
        </Section>
        <Section title="Shipping details">
          <address className="not-italic">
            {[order.shippingDetails.name, address.line1, address.line2, address.city, address.county, address.postcode].filter(Boolean).map((line, i) => (
              <span key={i} className="block">
                {line}
              </span>
            ))}
            <span className="block break-all">{order.shippingDetails.email}</span>
            <span className="block">{order.shippingDetails.phone}</span>
          </address>
        </Section>
        {order.notes && (
          <Section title="Notes">
            <p className="whitespace-pre-line break-words">{order.notes}</p>
          </Section>
        )}
      </div>

      <Section title="Status history">
        <ol className="space-y-2" aria-label="Status history">
          {order.history.map((step) => (
            <li key={step.id} className="border-l-2 border-brand-700 pl-3">
              <p className="font-medium text-gray-900">{step.status}</p>
              {step.description && <p>{step.description}</p>}
              <p className="text-xs text-gray-700">
                <time dateTime={step.timestamp}>{formatDateTime(step.timestamp)}</time>
                {step.location && ` · ${step.location}`}
              </p>
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
