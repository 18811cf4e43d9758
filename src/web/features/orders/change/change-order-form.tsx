import { useQueries, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader2, Lock } from 'lucide-react';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OrderDetail } from '@/contracts/orders';
import { publicReadKey } from '@/contracts/public-reads';
import { NOTES_MAX_LENGTH } from '@/contracts/orders';
import { linePricePence } from '@/domain/cart';
import { formatPence, formatPounds, poundsToPence } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { isSlotsQuery, SlotPicker } from '@/web/features/checkout';
import { schemaQueryFn } from '@/web/lib/api';
import { multiBuyPence } from '@/web/lib/priced-line';
import { cn } from '@/web/lib/cn';
import { orderQueryKey } from '../api';
import { StoreDot } from '../store-dot';
import { AddProducts } from './add-products';
import { describeChangeFailure, useChangeOrder } from './api';
import { ChangeLine, LockedLine } from './change-line';
import {
  addProduct,
  applyPriceChanges,
  atTodaysPrice,
  changeBody,
  draftFromOrder,
  draftLineTotalPence,
  draftTotals,
  groupByStore,
  pricesNeeded,
  rebaseDraft,
  removeLine,
  setQuantity,
  setRemember,
  setSubstitution,
  setTodayPrices,
  unitPricePence,
  type Draft,
  type TodayPrice,
} from './draft';

export const CHANGED_TOAST = 'Your order has been changed';

const card = 'rounded-2xl border border-gray-200 bg-white p-4 sm:p-5';
const noop = () => undefined;

/**
 * Today's prices of the ordered lines grown past their ordered quantity (they are charged at today's price):
 * fetched as the product page fetches them, and laid over the draft.
 */
function useTodayPrices(draft: Draft): { draft: Draft; checking: boolean; failed: string[] } {
  const ids = pricesNeeded(draft);
  const queries = useQueries({ queries: ids.map((id) => ({ queryKey: publicReadKey({ kind: 'product', id }), queryFn: schemaQueryFn('productSchema') })) });
  const prices = new Map<number, TodayPrice>();
  queries.forEach((q, i) => {
    if (q.data) prices.set(ids[i]!, { pricePence: linePricePence({ pricePence: poundsToPence(q.data.price), discountPercent: q.data.discount }), available: q.data.available, multiBuy: multiBuyPence(q.data.multiBuy) });
  });
  const failed = ids.filter((_id, i) => queries[i]!.isError).map((id) => draft.lines.find((l) => l.productId === id)!.name);
  return { draft: prices.size > 0 ? setTodayPrices(draft, prices) : draft, checking: queries.some((q) => q.isPending), failed };
}

/** The editable part of the change screen, for an order that can be changed now. */
export function ChangeOrderForm({ order }: { order: OrderDetail }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const notesId = useId();
  const hintId = useId();
  const itemsId = useId();
  const [edited, setDraft] = useState(() => draftFromOrder(order));
  const [problem, setProblem] = useState<string | null>(null);
  // The order moved on (a refetch, or the current order a refused change answered with): the draft follows it.
  if (edited.base !== order) setDraft(rebaseDraft(edited, order));
  const priced = useTodayPrices(edited);
  const draft = priced.draft;

  const locked = useMemo(() => new Map((order.changeWindow?.lockedStores ?? []).map((s) => [s.storeId, s.message])), [order.changeWindow]);
  const totals = draftTotals(draft);
  const body = changeBody(draft);
  const changed = Object.keys(body).length > 0;

  const change = useChangeOrder(order.id, {
    onSuccess: (updated) => {
      client.setQueryData(orderQueryKey(order.id), updated);
      toast({ title: CHANGED_TOAST });
      void navigate('/orders');
    },
    onError: (error) => {
      const failure = describeChangeFailure(error);
      setProblem(failure.message);
      if (failure.kind === 'order') client.setQueryData(orderQueryKey(order.id), failure.order);
      if (failure.kind === 'refresh') void client.invalidateQueries({ queryKey: orderQueryKey(order.id), exact: true });
      if (failure.kind === 'price-changed') setDraft((d) => applyPriceChanges(d, failure.changes));
      // The slot filled or closed meanwhile: the picker shows what is left now.
      if (failure.kind === 'slot-unavailable') void client.invalidateQueries({ predicate: (q) => isSlotsQuery(q.queryKey) });
    },
  });

  const edit = (next: (d: Draft) => Draft) => {
    setDraft(next);
    setProblem(null);
  };
  const currentSlot = order.deliverySlot;
  const bookedId = currentSlot?.id ?? null;
  // Stable, and a no-op when nothing moves: the picker calls it from an effect whenever its slots are read.
  const onSlot = useCallback(
    (slotId: string) =>
      setDraft((d) => {
        const next = slotId || bookedId;
        return next === d.slotId ? d : { ...d, slotId: next };
      }),
    [bookedId],
  );
  const empty = draft.lines.length === 0;
  const canConfirm = changed && !empty && totals !== null && !change.isPending;
  const hint = empty
    ? 'Your order needs at least one item. To remove everything, cancel the order instead.'
    : priced.failed.length > 0
      ? `We could not check today's price of ${priced.failed.join(', ')}. Please try again later.`
      : !changed
        ? 'Nothing has changed yet.'
        : null;

  return (
    // Not a <form>: "Add products" is one of its own, and forms do not nest. From lg up the summary stays in
    // view beside the lines while they change.
    <div className="mt-6 space-y-5 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6 lg:space-y-0">
      <div className="min-w-0 space-y-5">
        <section aria-labelledby={itemsId} className="space-y-3">
          <h2 id={itemsId} className="sr-only">
            Items
          </h2>
          {groupByStore(draft.lines).map((group) => {
            const lockedMessage = locked.get(group.storeId);
            return (
              <section key={group.storeId} aria-label={group.storeName} className={card} data-testid="change-store-group">
                <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
                  <StoreDot color={group.storeColor} />
                  {group.storeName}
                </h3>
                {lockedMessage ? (
                  <>
                    <p className="mt-2 flex items-center gap-2 rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-800" data-testid="locked-message">
                      <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
                      {lockedMessage}
                    </p>
                    <ul className="mt-1 divide-y divide-gray-100">
                      {group.lines.map((line) => (
                        <LockedLine key={line.productId} line={line} unitPence={unitPricePence(draft, line)} totalPence={draftLineTotalPence(draft, line)} />
                      ))}
                    </ul>
                  </>
                ) : (
                  <ul className="divide-y divide-gray-100">
                    {group.lines.map((line) => (
                      <ChangeLine
                        key={line.productId}
                        line={line}
                        unitPence={unitPricePence(draft, line)}
                        totalPence={draftLineTotalPence(draft, line)}
                        todaysPrice={atTodaysPrice(draft, line)}
                        onQuantity={(quantity) => edit((d) => setQuantity(d, line.productId, quantity))}
                        onRemove={() => edit((d) => removeLine(d, line.productId))}
                        onSubstitution={(substitution) => edit((d) => setSubstitution(d, line.productId, substitution))}
                        onRemember={(remember) => edit((d) => setRemember(d, line.productId, remember))}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
          {empty && <p className="rounded-2xl border border-dashed border-gray-300 p-4 text-sm text-gray-700">No items left in this order.</p>}
        </section>

        <AddProducts locked={locked} onAdd={(found) => edit((d) => addProduct(d, found))} />

        <section className={card} aria-label="Delivery">
          {currentSlot && (
            <p className="mb-3 text-sm text-gray-700">
              Booked slot: <span className="font-medium text-gray-900">{currentSlot.label}</span>
            </p>
          )}
          <SlotPicker
            option={order.deliveryOption}
            postcode={order.shippingDetails.address.postcode}
            value={draft.slotId ?? ''}
            // A slot the picker no longer offers (the booked one, full now that it holds this order) leaves the booking as it is.
            onChange={onSlot}
            onBlur={noop}
            inputRef={null}
          />
          <div className="mt-4 space-y-1.5">
            <Label htmlFor={notesId}>
              Delivery notes<span className="ml-1 font-normal text-gray-600">(optional)</span>
            </Label>
            <textarea
              id={notesId}
              rows={3}
              maxLength={NOTES_MAX_LENGTH}
              value={draft.notes}
              onChange={(e) => {
                const notes = e.target.value;
                edit((d) => ({ ...d, notes }));
              }}
              className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:text-sm"
            />
          </div>
        </section>
      </div>

      <section className={cn(card, 'lg:sticky lg:top-24')} aria-label="Summary">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm text-gray-800" data-testid="change-summary">
          <dt>Subtotal</dt>
          <dd className="text-right tabular-nums">{totals ? formatPence(totals.subtotalPence) : '…'}</dd>
          <dt>Delivery fee</dt>
          <dd className="text-right tabular-nums">{totals ? formatPence(totals.deliveryFeePence) : '…'}</dd>
          <dt className="text-base font-semibold text-gray-900">New total</dt>
          <dd className="text-right text-base font-semibold tabular-nums text-gray-900" aria-live="polite">
            {totals ? formatPence(totals.totalPence) : '…'}
          </dd>
          <dt>Was</dt>
          <dd className="text-right tabular-nums">{formatPounds(order.total)}</dd>
        </dl>
        {problem && (
          <div role="alert" className="mt-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <p className="min-w-0">{problem}</p>
          </div>
        )}
        {hint && (
          <p id={hintId} className="mt-3 text-sm text-gray-700">
            {hint}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center lg:flex-col lg:items-stretch">
          <Button type="button" disabled={!canConfirm} onClick={() => change.confirm(body)} aria-describedby={hint ? hintId : undefined} aria-busy={change.isPending || undefined}>
            {(change.isPending || priced.checking) && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            Confirm changes
          </Button>
          <Button asChild variant="outline">
            <Link to="/orders">Keep my order as it is</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
