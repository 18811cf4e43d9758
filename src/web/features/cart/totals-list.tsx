import { cn } from '@/web/lib/cn';

/** Subtotal, Delivery Fee and Total, already formatted: the basket drawer and the checkout summary show the same three. */
export function TotalsList({ subtotal, deliveryFee, total, className, totalTestId }: { subtotal: string; deliveryFee: string; total: string; className?: string; totalTestId?: string }) {
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
    </dl>
  );
}
