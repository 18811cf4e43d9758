import { useMemo } from 'react';
import type { CartLine } from '@/contracts/cart';
import { lineTotalPence, type CartTotals } from '@/domain/cart';
import { formatPence } from '@/domain/money';
import { pricedLineOf } from '@/web/lib/priced-line';
import { groupCartLines, SubstitutionSelect, SwapBanner, TotalsList, useUpdateCartSubstitution } from '@/web/features/cart';
import { useStores } from '@/web/features/stores';
import { PendingFigure } from './pending-figure';

/** The line's total by the rule the server charges (with its multi-buy): cart.ts `lineTotalPence`. */
const lineTotalOf = (line: CartLine): number => lineTotalPence(pricedLineOf(line.product, line.quantity));

/**
 * The basket by store (names truncated, the list scrolls past a height) and the totals for the chosen delivery;
 * `deliveryPending`: the delivery option is not known yet (pending-figure.tsx), so neither is the fee nor the total.
 */
export function OrderSummary({ lines, totals, deliveryPending = false }: { lines: readonly CartLine[]; totals: CartTotals; deliveryPending?: boolean }) {
  const { data: stores } = useStores();
  const groups = useMemo(() => groupCartLines(lines, stores), [lines, stores]);
  const substitute = useUpdateCartSubstitution();
  return (
    <section aria-labelledby="order-summary-title" className="rounded-xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24">
      <div className="flex items-baseline justify-between">
        <h2 id="order-summary-title" className="text-lg font-semibold">
          Order Summary
        </h2>
        <span className="text-sm text-gray-600">{totals.itemCount === 1 ? '1 item' : `${totals.itemCount} items`}</span>
      </div>
      {/* Focusable so the list can be scrolled from the keyboard. */}
      <div role="region" aria-label="Items in your order" tabIndex={0} className="mt-3 max-h-72 space-y-3 overflow-y-auto overscroll-contain pr-1">
        {groups.map((group) => (
          <div key={group.storeId} data-testid="summary-store-group">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
              <span aria-hidden="true" className="flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold text-white" style={{ backgroundColor: group.logoColor }}>
                {group.logoLetter}
              </span>
              {group.name}
            </h3>
            <ul className="mt-1 divide-y divide-gray-100">
              {group.lines.map((line) => (
                <li key={line.id} className="py-1.5 text-sm">
                  <div className="flex justify-between gap-3">
                    <span className="min-w-0 truncate text-gray-800" title={line.product.name}>
                      {line.quantity} × {line.product.name}
                    </span>
                    <span className="tabular-nums">{formatPence(lineTotalOf(line))}</span>
                  </div>
                  <SubstitutionSelect
                    className="mt-1"
                    value={line.substitution}
                    productName={line.product.name}
                    onChange={(substitution) => substitute.mutate({ id: line.id, substitution })}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <SwapBanner className="mt-3" />
      <TotalsList
        className="mt-3 border-t border-gray-200 pt-3"
        subtotal={formatPence(totals.subtotalPence)}
        deliveryFee={deliveryPending ? <PendingFigure sample={formatPence(totals.deliveryFeePence)} /> : formatPence(totals.deliveryFeePence)}
        total={deliveryPending ? <PendingFigure sample={formatPence(totals.totalPence)} /> : formatPence(totals.totalPence)}
      />
      <p className="mt-2 text-xs text-gray-600">Prices include VAT.</p>
    </section>
  );
}
