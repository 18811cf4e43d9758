import { cn } from '@/web/lib/cn';
import type { HelpStep } from './steps';

/** Numbered steps as an ordered list, so screen readers announce 'n of N'. `stacked` puts the icon above the text from 768 px, for narrow columns. */
export function StepList({ steps, className, stacked = false }: { steps: readonly HelpStep[]; className?: string; stacked?: boolean }) {
  return (
    <ol className={cn('grid gap-4', className)}>
      {steps.map((step, i) => (
        <li key={step.title} className={cn('flex gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm', stacked && 'md:flex-col md:gap-3 md:p-5')}>
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
            <step.icon className="h-5 w-5" />
          </span>
          <div>
            <h3 className="font-semibold text-gray-900">
              <span className="text-brand-700">{i + 1}. </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm leading-6 text-gray-700">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
