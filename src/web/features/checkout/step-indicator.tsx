import { Check } from 'lucide-react';
import { cn } from '@/web/lib/cn';

export type CheckoutStep = 'details' | 'payment';

const STEPS: { id: CheckoutStep; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'payment', label: 'Payment' },
];

/** Where the shopper is: step 1 of 2 or 2 of 2, the current one marked for assistive technology too. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-3 text-sm">
      {STEPS.map((s, i) => {
        const done = i < current;
        return (
          <li key={s.id} aria-current={i === current ? 'step' : undefined} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true" className="h-px w-8 bg-gray-300" />}
            <span
              aria-hidden="true"
              className={cn(
                'flex h-7 w-7 items-center justify-center rounded-full border text-xs font-semibold',
                i === current ? 'border-brand-700 bg-brand-700 text-white' : done ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-gray-300 text-gray-600',
              )}
            >
              {done ? <Check className="h-4 w-4" /> : i + 1}
            </span>
            <span className={cn(i === current ? 'font-semibold text-gray-900' : 'text-gray-700')}>
              {s.label}
              {done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
