import { Check, Eye, Headset, UserRound } from 'lucide-react';
import { useId } from 'react';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';
import { useOrder } from './api';
import { formatDate, formatDateTime } from './format';
import type { OrderDialogProps } from './order-dialogs';
import { trackingSteps, type TrackingStep } from './tracking-steps';

const STATE_TEXT = { done: 'done', current: 'done, current step', estimated: 'estimated' } as const;

function StepTime({ step, last }: { step: TrackingStep; last: boolean }) {
  if (step.state !== 'estimated') return step.time ? <time dateTime={step.time}>{formatDateTime(step.time)}</time> : null;
  return <>{last && step.time ? `Estimated ${formatDate(step.time)}` : 'Estimated'}</>;
}

/** 'Track Order': the accounts spec's timeline, collection-agent card and Order Summary. */
export function TrackOrderTimelineDialog({ order, onOpenChange, onCloseAutoFocus, onViewDetails, onContactSupport }: OrderDialogProps & { onViewDetails: () => void; onContactSupport: () => void }) {
  // The list row has no history; the confirmed time comes from the order's own (placed time until it loads).
  const { data } = useOrder(order.id);
  const steps = trackingSteps(order, data?.history ?? []);
  const summaryId = useId();

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Order #{order.orderNumber}</DialogTitle>
          <DialogDescription>Follow your order from the stores to your door.</DialogDescription>
        </DialogHeader>

        <section aria-label="Collection agent" className="flex items-center gap-3 rounded-xl border border-gray-200 p-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50">
            <UserRound className="h-5 w-5 text-brand-700" aria-hidden="true" />
          </span>
          <div className="text-sm">
            <p className="font-semibold text-gray-900">Collection agent</p>
            <p className="text-gray-700">An agent will be assigned when collection starts.</p>
          </div>
        </section>

        <ol aria-label="Order progress" className="space-y-0">
          {steps.map((step, i) => {
            const reached = step.state !== 'estimated';
            const last = i === steps.length - 1;
            return (
              <li key={step.label} className="relative flex gap-3 pb-4 last:pb-0" aria-current={step.state === 'current' ? 'step' : undefined} data-state={step.state}>
                {!last && <span aria-hidden="true" className={cn('absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5', reached ? 'bg-brand-700' : 'bg-gray-200')} />}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
                    reached ? 'bg-brand-700 text-white' : 'border-2 border-gray-300 bg-white',
                    step.state === 'current' && 'ring-4 ring-brand-700/30 motion-safe:animate-pulse',
                  )}
                >
                  {reached && <Check className="h-3.5 w-3.5" />}
                </span>
                <div className="min-w-0 text-sm">
                  <p className={cn('font-medium', reached ? 'text-gray-900' : 'text-gray-700')}>
                    {step.label}
                    <span className="sr-only"> ({STATE_TEXT[step.state]})</span>
                  </p>
                  <p className="text-xs text-gray-700">
                    <StepTime step={step} last={last} />
                  </p>
                </div>
              </li>
            );
          })}
        </ol>

        <section aria-labelledby={summaryId} className="rounded-xl bg-gray-50 p-3 text-sm">
          <h3 id={summaryId} className="font-semibold text-gray-900">
            Order Summary
          </h3>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-y-1">
            <dt className="text-gray-700">Items</dt>
            <dd className="text-right tabular-nums">{order.itemCount}</dd>
            <dt className="font-semibold text-gray-900">Total</dt>
            <dd className="text-right font-semibold tabular-nums">{formatPounds(order.total)}</dd>
          </dl>
        </section>

        <DialogFooter>
          <Button variant="outline" onClick={onContactSupport}>
            <Headset className="h-4 w-4" aria-hidden="true" />
            Contact Support
          </Button>
          <Button onClick={onViewDetails}>
            <Eye className="h-4 w-4" aria-hidden="true" />
            View Order Details
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
