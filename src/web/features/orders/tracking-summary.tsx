import { useId } from 'react';
import type { OrderTracking } from '@/contracts/fulfilment';
import { formatPounds } from '@/domain/money';
import { cn } from '@/web/lib/cn';
import { LineAmount, LineName } from './order-money-view';
import { lineOutcomeText } from './tracking-steps';

/**
 * Order Summary with what picking did to each line (substitutions and refunds, line by line), then the
 * money: what the lines now cost, delivery, the final total, and what was authorised and refunded.
 */
export function TrackingSummary({ tracking }: { tracking: OrderTracking }) {
  const headingId = useId();
  const { lines } = tracking;
  const changed = tracking.refund > 0 || tracking.originalTotal !== tracking.finalTotal;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-gray-50 p-3 text-sm">
      <h3 id={headingId} className="font-semibold text-gray-900">
        Order Summary
      </h3>
      <ul className="mt-2 divide-y divide-gray-200" aria-label="Items">
        {lines.map((line) => {
          const note = lineOutcomeText(line);
          return (
            <li key={line.id} className="py-1.5" data-testid="tracking-line" data-outcome={line.outcome}>
              <div className="flex justify-between gap-3">
                <span className="min-w-0">
                  <LineName item={line} />
                </span>
                <LineAmount item={line} />
              </div>
              {note && <p className={cn('text-xs', line.outcome === 'unavailable' ? 'text-red-800' : 'text-amber-800')}>{note}</p>}
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-gray-200 pt-2">
        <dt className="text-gray-700">Subtotal</dt>
        <dd className="text-right tabular-nums">{formatPounds(tracking.subtotal)}</dd>
        <dt className="text-gray-700">Delivery fee</dt>
        <dd className="text-right tabular-nums">{formatPounds(tracking.deliveryFee)}</dd>
        {changed && (
          <>
            <dt className="text-gray-700">Ordered</dt>
            <dd className="text-right tabular-nums">{formatPounds(tracking.originalTotal)}</dd>
            <dt className="text-green-800">Refund</dt>
            <dd className="text-right tabular-nums text-green-800">{formatPounds(tracking.refund)}</dd>
          </>
        )}
        <dt className="font-semibold text-gray-900">{changed ? 'Final total' : 'Total'}</dt>
        <dd className="text-right font-semibold tabular-nums">{formatPounds(tracking.finalTotal)}</dd>
      </dl>
    </section>
  );
}
