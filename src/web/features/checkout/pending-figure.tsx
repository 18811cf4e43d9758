import { cn } from '@/web/lib/cn';

/**
 * A sum not known yet: on a payment step the server rendered, the delivery fee and what it adds up to depend on
 * the delivery option this tab kept, which the server never sees (decision 014). A bar as wide as `sample` (the
 * figure for the standard option, in the same digits) holds its place, so nothing moves when the figure comes.
 */
export function PendingFigure({ sample, className }: { sample: string; className?: string }) {
  return (
    <span aria-hidden="true" data-pending-figure="" className={cn('rounded bg-gray-200 text-transparent', className)}>
      {sample}
    </span>
  );
}
