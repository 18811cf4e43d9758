import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { CartLine } from '@/contracts/cart';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { useRemoveCartItem } from '@/web/features/cart';
import { SESSION_ENDED_MESSAGE, type CheckoutProblem } from './checkout-failure';

const linkClass = 'font-medium text-red-900 underline underline-offset-2 hover:text-red-950';

/** The failures the shopper can act on, said where the button is (the toast alone goes away). */
export function CheckoutProblemAlert({ problem, lines, onResolved }: { problem: CheckoutProblem | null; lines: readonly CartLine[]; onResolved: () => void }) {
  const remove = useRemoveCartItem();
  // A refused card is said under its fields.
  if (!problem || problem.kind === 'card') return null;
  const removeUnavailable = (productIds: number[]) => {
    for (const line of lines) if (productIds.includes(line.productId)) remove.mutate({ id: line.id });
    onResolved();
  };
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{body(problem, removeUnavailable)}</div>
    </div>
  );
}

function body(problem: Exclude<CheckoutProblem, { kind: 'card' }>, removeUnavailable: (productIds: number[]) => void) {
  switch (problem.kind) {
    case 'price-changed':
      return (
        <>
          <p className="font-medium">Some prices have changed since you added them to your basket:</p>
          <ul className="mt-1 list-disc pl-5">
            {problem.changes.map((c) => (
              <li key={c.productId}>{`${c.name}: was ${formatPounds(c.expectedLineTotal ?? c.expected)}, now ${formatPounds(c.currentLineTotal ?? c.current)}`}</li>
            ))}
          </ul>
          <p className="mt-1">Your order summary now shows the new total. Check it, then place your order again.</p>
        </>
      );
    case 'unavailable':
      return (
        <>
          <p className="font-medium">These items are no longer available:</p>
          <ul className="mt-1 list-disc pl-5">
            {problem.lines.map((l) => (
              <li key={l.productId}>{l.name}</li>
            ))}
          </ul>
          <p className="mt-1">Remove them from your basket, then place your order again.</p>
          <Button type="button" variant="outline" size="sm" className="mt-2" onClick={() => removeUnavailable(problem.lines.map((l) => l.productId))}>
            Remove unavailable items
          </Button>
        </>
      );
    case 'declined':
      return (
        <>
          <p className="font-medium">{problem.message}.</p>
          <p className="mt-1">Nothing was charged and your basket is kept. Check the card details or use another card, then place your order again.</p>
        </>
      );
    case 'basket-changed':
      return (
        <>
          <p className="font-medium">{problem.message}.</p>
          <p className="mt-1">Nothing was charged. Your order summary now shows your basket as it is: check it, then place your order.</p>
        </>
      );
    case 'payment-token':
      return (
        <>
          <p className="font-medium">{problem.message}</p>
          <p className="mt-1">Nothing was charged and your basket is kept.</p>
        </>
      );
    case 'slot-unavailable':
      return <p className="font-medium">{problem.message}</p>;
    case 'email-unverified':
      return (
        <p>
          <span className="font-medium">{problem.message}.</span> Enter the code from the e-mail above, then place your order again.
        </p>
      );
    case 'signed-out':
      return (
        <p>
          {SESSION_ENDED_MESSAGE}{' '}
          <Link to="/auth?redirect=/checkout" className={linkClass}>
            Sign in
          </Link>{' '}
          and your basket will be waiting.
        </p>
      );
  }
}
