import { cn } from '@/web/lib/cn';

/** A small rounded label: a chain's state or a line's outcome. The text carries the meaning, the colour helps. */
export function StateChip({ className, children, ...rest }: { className: string; children: React.ReactNode } & React.HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', className)} {...rest}>
      {children}
    </span>
  );
}
