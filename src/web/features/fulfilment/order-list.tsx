import { ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { FulfilmentOrderSummary } from '@/contracts/fulfilment';
import { ListFailed, ListLoading } from './list-states';
import { formatDate } from '@/web/features/orders';
import { cn } from '@/web/lib/cn';
import { isForbidden, REPORTED_REVIEWS_HREF, useFulfilmentOrders, type ListView } from './api';
import { CHAIN_STATE_CLASS, CHAIN_STATE_LABEL } from './labels';
import { StaffOnly } from './staff-only';
import { StateChip } from './state-chip';

/**
 * The list by delivery slot ('Fri 27 Nov, 08:00–10:00'), or by day for orders placed before slots: the API
 * answers soonest slot first, so consecutive orders share a group.
 */
function byDay(orders: FulfilmentOrderSummary[]): { day: string; orders: FulfilmentOrderSummary[] }[] {
  const groups: { day: string; orders: FulfilmentOrderSummary[] }[] = [];
  for (const order of orders) {
    const day = order.deliverySlot?.label ?? formatDate(order.estimatedDelivery);
    const last = groups.at(-1);
    if (last?.day === day) last.orders.push(order);
    else groups.push({ day, orders: [order] });
  }
  return groups;
}

const VIEWS: { view: ListView; label: string }[] = [
  { view: 'open', label: 'Open' },
  { view: 'all', label: 'All' },
];

/** /fulfilment: the orders to work, soonest delivery first, each chain's state at a glance; Open or All. */
export function OrderList() {
  const [params, setParams] = useSearchParams();
  const view: ListView = params.get('view') === 'all' ? 'all' : 'open';
  const orders = useFulfilmentOrders(view);
  if (isForbidden(orders.error)) return <StaffOnly />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="text-2xl font-bold">Fulfilment</h1>
          <Link to={REPORTED_REVIEWS_HREF} className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
            Reported reviews
          </Link>
        </div>
        <div role="group" aria-label="Which orders" className="inline-flex rounded-lg border border-gray-300 p-0.5">
          {VIEWS.map((v) => (
            <button
              key={v.view}
              type="button"
              aria-pressed={view === v.view}
              onClick={() => setParams(v.view === 'open' ? {} : { view: v.view }, { replace: true })}
              className={cn(
                'h-10 min-w-20 rounded-md px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                view === v.view ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100',
              )}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-gray-700">{view === 'open' ? 'Orders still to collect or deliver, by delivery slot, soonest first.' : 'Every order, by delivery slot, soonest first.'}</p>

      {orders.isPending ? (
        <ListLoading label="Loading orders" />
      ) : orders.isError ? (
        <ListFailed text="The orders could not be loaded." onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <p className="mt-8 rounded-xl border border-gray-200 bg-white p-6 text-center text-gray-700">{view === 'open' ? 'No orders to work right now.' : 'No orders yet.'}</p>
      ) : (
        byDay(orders.data).map((group) => (
          <section key={group.day} aria-label={`Delivery ${group.day}`} className="mt-6">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-700">Delivery {group.day}</h2>
            <ul className="mt-2 space-y-2">
              {group.orders.map((order) => (
                <li key={order.id}>
                  <OrderRow order={order} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function OrderRow({ order }: { order: FulfilmentOrderSummary }) {
  return (
    <Link
      to={`/fulfilment/${order.id}`}
      aria-label={`Order ${order.orderNumber} for ${order.customerName}`}
      className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-testid="fulfilment-order"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-gray-900">
          #{order.orderNumber}
          <span className="text-sm font-normal text-gray-700">{order.customerName}</span>
        </p>
        <p className="text-sm text-gray-700">
          {order.status} · {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'} · {order.deliveryOption === 'express' ? 'Express' : 'Standard'} · {order.deliveryPostcode}
        </p>
        {order.revision > 1 && (
          <p className="mt-1">
            <StateChip className="bg-blue-100 text-blue-900">Changed: revision {order.revision}</StateChip>
          </p>
        )}
        {order.paymentState === 'payment_problem' && (
          <p className="mt-1">
            <StateChip className="bg-red-100 text-red-800">Payment problem: retry or write off</StateChip>
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Stores">
          {order.chains.map((c) => (
            <li key={c.storeId}>
              <StateChip className={CHAIN_STATE_CLASS[c.state]}>
                {c.storeName}: {CHAIN_STATE_LABEL[c.state]}
              </StateChip>
            </li>
          ))}
        </ul>
      </div>
      <ChevronRight className="h-5 w-5 shrink-0 text-gray-500" aria-hidden="true" />
    </Link>
  );
}
