import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { FulfilmentOrder } from '@/contracts/fulfilment';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from '@/web/features/orders';

/**
 * The payment once delivery has tried to take it: a problem (the final total could not be captured) with its
 * two ways out, retry the capture or write it off; or how a problem ended. Nothing while the payment is as it
 * should be.
 */
export function PaymentPanel({ order, busy, onRetry, onWriteOff }: { order: FulfilmentOrder; busy: boolean; onRetry: () => void; onWriteOff: () => void }) {
  const { payment } = order;
  if (payment.state === 'payment_problem') {
    return (
      <section aria-labelledby="payment-heading" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 print:hidden">
        <h2 id="payment-heading" className="flex items-center gap-2 text-lg font-semibold">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          Payment problem
        </h2>
        <p className="mt-2 text-sm">
          The final total of {formatPounds(order.finalTotal)} could not be taken from the card (up to {formatPounds(payment.authorised)} was held). The shopper has been told.
        </p>
        <div className="mt-3 grid gap-2 sm:flex sm:flex-wrap">
          <Button size="lg" disabled={busy || !payment.canRetry} onClick={onRetry}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Retry payment
          </Button>
          <Button size="lg" variant="outline" className="text-red-800" disabled={busy || !payment.canWriteOff} onClick={onWriteOff}>
            Write off
          </Button>
        </div>
      </section>
    );
  }
  if (payment.state === 'written_off' && payment.writtenOff) {
    const { by, at } = payment.writtenOff;
    return <p className="mt-3 text-sm text-gray-800">Payment written off{by ? ` by ${by}` : ''} on {formatDateTime(at)}.</p>;
  }
  if (payment.state === 'captured' && order.status === 'Payment Taken') return <p className="mt-3 text-sm text-gray-800">Payment of {formatPounds(order.finalTotal)} taken after a retry.</p>;
  return null;
}
