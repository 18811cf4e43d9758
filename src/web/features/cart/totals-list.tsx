import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

interface TotalsListProps {
  subtotal: string;
  /** A node, not only text: the checkout holds their place while the delivery option is not known yet. */
  deliveryFee: ReactNode;
  total: ReactNode;
  /** What offers save on the basket, formatted; the row shows only when given (the subtotal is already after it). */
  saving?: string;
  className?: string;
  totalTestId?: string;
}

/** Subtotal, Delivery Fee and Total, already formatted: the basket drawer and the checkout summary show the same three. */
export function TotalsList({ subtotal, deliveryFee, total, saving, className, totalTestId }: TotalsListProps) {
  return (
    <dl className={cn('space-y-1 text-sm', className)}>
      <div className="flex justify-between">
        <dt className="text-gray-700">Subtotal</dt>
        <dd className="tabular-nums">{subtotal}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-gray-700">Delivery Fee</dt>
        <dd className="tabular-nums">{deliveryFee}</dd>
      </div>
      <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid={totalTestId}>
          {total}
        </dd>
      </div>
      {saving && (
        <div className="flex justify-between font-semibold text-red-700" data-testid="offer-saving">
          <dt>Your savings on offers</dt>
          <dd className="tabular-nums">{saving}</dd>
        </div>
      )}
    </dl>
  );
}
