import { ArrowLeft, CircleCheck, Loader2, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { FulfilmentOrder } from '@/contracts/fulfilment';
import { ID_CHECK_CHOICES, ID_CHECK_VALUES, type IdCheck } from '@/domain/age-restrictions';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { formatDate, formatDateTime } from '@/web/features/orders';
import { ApiRequestError } from '@/web/lib/api';
import { isForbidden, useFulfilmentMove, useFulfilmentOrder } from './api';
import { CancelOrderDialog, WriteOffDialog } from './order-dialogs';
import { StateChip } from './state-chip';
import { PaymentPanel } from './payment-panel';
import { PickingListCard } from './picking-list-card';
import { StaffOnly } from './staff-only';
import { usePrintChain } from './use-print-chain';

/** /fulfilment/:id: one order, a picking list per chain, then out for delivery and delivered (or cancel). */
export function OrderWork({ orderId }: { orderId: number }) {
  const query = useFulfilmentOrder(orderId);
  const move = useFulfilmentMove(orderId);
  const { printing, print } = usePrintChain();
  const [cancelling, setCancelling] = useState(false);
  const [writingOff, setWritingOff] = useState(false);
  const order = query.data;

  if (isForbidden(query.error)) return <StaffOnly />;
  const back = (
    <Link to="/fulfilment" className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline print:hidden">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      All orders
    </Link>
  );
  if (!order) {
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        {back}
        {query.isPending ? (
          <div className="flex justify-center py-12" role="status" aria-label="Loading the order">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
          </div>
        ) : (
          <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
            <p>{missing || orderId === 0 ? 'There is no such order.' : 'The order could not be loaded.'}</p>
            {!missing && (
              <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </div>
        )}
      </div>
    );
  }

  const busy = move.isPending;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 print:max-w-none print:p-0">
      {back}
      <header className="mt-2 print:hidden">
        <h1 className="text-2xl font-bold">Order #{order.orderNumber}</h1>
        <p className="text-gray-700">
          {order.customerName} · {order.status}
        </p>
        <p className="text-sm text-gray-700">
          {order.deliveryOption === 'express' ? 'Express' : 'Standard'} delivery {order.deliverySlot ? `in the slot ${order.deliverySlot.label}` : `by ${formatDate(order.estimatedDelivery)}`} to {order.deliveryPostcode} · {order.itemCount}{' '}
          {order.itemCount === 1 ? 'item' : 'items'}
        </p>
        {order.revision > 1 && (
          <p className="mt-2">
            <StateChip className="bg-blue-100 text-blue-900">
              Changed by the shopper{order.amendedAt && ` ${formatDateTime(order.amendedAt)}`}: revision {order.revision}
            </StateChip>
          </p>
        )}
        {order.notes && <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">Shopper’s note: {order.notes}</p>}
      </header>

      <div className="mt-4 space-y-4 print:mt-0">
        {order.pickingLists.map((list) => (
          <PickingListCard key={list.storeId} list={list} order={order} printing={printing} onPrint={() => print(list.storeId)} busy={busy} onMove={(m) => move.mutate(m)} />
        ))}
      </div>

      <Delivery order={order} busy={busy} onMove={(m) => move.mutate(m)} onCancel={() => setCancelling(true)} />
      <PaymentPanel order={order} busy={busy} onRetry={() => move.mutate({ kind: 'retry-payment' })} onWriteOff={() => setWritingOff(true)} />

      {writingOff && (
        <WriteOffDialog
          open
          orderNumber={order.orderNumber}
          amount={formatPounds(order.finalTotal)}
          onOpenChange={setWritingOff}
          onWriteOff={(reason) => {
            setWritingOff(false);
            move.mutate({ kind: 'write-off', reason });
          }}
        />
      )}
      {cancelling && (
        <CancelOrderDialog
          open
          orderNumber={order.orderNumber}
          onOpenChange={setCancelling}
          onCancel={(reason) => {
            setCancelling(false);
            move.mutate({ kind: 'cancel', reason });
          }}
        />
      )}
    </div>
  );
}

/** The names of the lines the ID check is for. */
const restrictedNames = (order: FulfilmentOrder) =>
  order.pickingLists
    .flatMap((list) => list.lines)
    .filter((l) => l.ageRestriction && l.outcome !== 'unavailable' && !l.refusedAtDoor)
    .map((l) => `${l.substitute?.name ?? l.name} (${l.ageRestriction}+)`)
    .join(', ');

function Delivery({ order, busy, onMove, onCancel }: { order: FulfilmentOrder; busy: boolean; onMove: ReturnType<typeof useFulfilmentMove>['mutate']; onCancel: () => void }) {
  const finished = !order.can.cancel;
  // Issue 38: an order with age-restricted lines is delivered only once the ID check's outcome is chosen.
  const [idCheck, setIdCheck] = useState<IdCheck | null>(null);
  const needsIdCheck = order.can.deliver && order.idCheckRequired === true;
  return (
    <section aria-labelledby="delivery-heading" className="mt-6 rounded-xl border border-gray-200 bg-white p-4 print:hidden">
      <h2 id="delivery-heading" className="text-lg font-semibold">
        Delivery
      </h2>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt className="text-gray-700">Ordered</dt>
        <dd className="text-right tabular-nums">{formatPounds(order.originalTotal)}</dd>
        <dt className="text-gray-700">Refund</dt>
        <dd className="text-right tabular-nums">{formatPounds(order.refund)}</dd>
        <dt className="font-semibold">Final total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatPounds(order.finalTotal)}</dd>
        <dt className="text-gray-700">Held on the card (up to)</dt>
        <dd className="text-right tabular-nums">{formatPounds(order.payment.authorised)}</dd>
      </dl>
      {order.payment.state === 'payment_problem' ? null : finished ? (
        <p className="mt-3 text-sm text-gray-800">This order is {order.status === 'Cancelled' ? 'cancelled' : 'delivered'}: nothing more to do.</p>
      ) : (
        <>
          {!order.can.outForDelivery && !order.can.deliver && <p className="mt-3 text-sm text-gray-700">Out for Delivery opens once every store is collected.</p>}
          {needsIdCheck && (
            <fieldset className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="id-check">
              <legend className="px-1 text-sm font-semibold text-gray-900">ID check at the door</legend>
              <p className="text-sm text-amber-950">
                This order has age-restricted items: {restrictedNames(order)}. Ask anyone who looks under 25 for ID.
              </p>
              {ID_CHECK_VALUES.map((value) => (
                <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md bg-white px-3 text-sm font-medium text-gray-900">
                  <input type="radio" name="id-check" value={value} checked={idCheck === value} onChange={() => setIdCheck(value)} className="h-5 w-5 accent-brand-700" />
                  {ID_CHECK_CHOICES[value]}
                </label>
              ))}
              {idCheck === 'refused' && <p className="text-sm text-amber-950">The age-restricted items go back with you and are not charged; the rest is delivered.</p>}
            </fieldset>
          )}
          <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
            <Button size="lg" disabled={busy || !order.can.outForDelivery} onClick={() => onMove({ kind: 'out-for-delivery' })}>
              <Truck className="h-4 w-4" aria-hidden="true" />
              Out for Delivery
            </Button>
            <Button
              size="lg"
              disabled={busy || !order.can.deliver || (needsIdCheck && idCheck === null)}
              onClick={() => onMove(needsIdCheck && idCheck ? { kind: 'deliver', idCheck } : { kind: 'deliver' })}
            >
              <CircleCheck className="h-4 w-4" aria-hidden="true" />
              Delivered
            </Button>
            <Button size="lg" variant="outline" className="text-red-800 sm:ml-auto" disabled={busy} onClick={onCancel}>
              <XCircle className="h-4 w-4" aria-hidden="true" />
              Cancel order
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
