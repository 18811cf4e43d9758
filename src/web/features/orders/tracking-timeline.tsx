import { Check, PencilLine } from 'lucide-react';
import type { TimelineStepView } from '@/contracts/fulfilment';
import { cn } from '@/web/lib/cn';
import { StoreDot } from './store-dot';
import { CHAIN_STATE_TEXT, connectorReached, isChangeEvent, STEP_STATE_TEXT, stepTimeText } from './tracking-steps';

const CHAIN_CHIP: Record<NonNullable<TimelineStepView['chainState']>, string> = {
  pending: 'bg-gray-100 text-gray-800',
  collecting: 'bg-blue-100 text-blue-800',
  collected: 'bg-green-100 text-green-800',
};

/**
 * The consolidated order's timeline as the API gives it: done steps ticked, the current one pulsing (still
 * when the shopper prefers reduced motion), estimated ones with their expected time; one row per chain; each
 * change the shopper made an event with what changed and when.
 */
export function TrackingTimeline({ steps, storeColor }: { steps: TimelineStepView[]; storeColor: (storeId: number) => string | undefined }) {
  return (
    <ol aria-label="Order progress">
      {steps.map((step, i) => {
        const reached = step.state !== 'estimated';
        const next = steps[i + 1];
        const color = step.storeId !== null ? storeColor(step.storeId) : undefined;
        return (
          <li
            // An order changed twice has two 'Order Changed' steps: their times tell them apart.
            key={`${step.title}-${step.storeId ?? ''}-${isChangeEvent(step) ? step.time : ''}`}
            className="relative flex gap-3 pb-4 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            data-testid="tracking-step"
          >
            {next && <span aria-hidden="true" className={cn('absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5', connectorReached(step, next) ? 'bg-brand-700' : 'bg-gray-200')} />}
            <span
              aria-hidden="true"
              className={cn(
                'relative flex h-6 w-6 shrink-0 items-center justify-center rounded-full',
                reached ? 'bg-brand-700 text-white' : 'border-2 border-gray-300 bg-white',
                step.state === 'current' && 'ring-4 ring-brand-700/30 motion-safe:animate-pulse',
              )}
            >
              {/* A change is an event, not a stage: a pencil rather than a tick. */}
              {step.state === 'done' && (isChangeEvent(step) ? <PencilLine className="h-3.5 w-3.5" /> : <Check className="h-3.5 w-3.5" />)}
              {step.state === 'current' && <span className="h-2 w-2 rounded-full bg-white" />}
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className={cn('flex items-center gap-1.5 font-medium', reached ? 'text-gray-900' : 'text-gray-700')}>
                  {color && <StoreDot color={color} />}
                  <span data-testid="step-title">{step.title}</span>
                  <span className="sr-only"> ({STEP_STATE_TEXT[step.state]})</span>
                </p>
                {step.chainState && (
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', CHAIN_CHIP[step.chainState])} data-testid="chain-state">
                    {CHAIN_STATE_TEXT[step.chainState]}
                  </span>
                )}
              </div>
              {step.description && reached && <p className="text-xs text-gray-700">{step.description}</p>}
              {step.time !== null && (
                <p className="text-xs text-gray-600">{step.state === 'estimated' ? stepTimeText(step) : <time dateTime={step.time}>{stepTimeText(step)}</time>}</p>
              )}
              {step.location && <p className="text-xs text-gray-600">{step.location}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
