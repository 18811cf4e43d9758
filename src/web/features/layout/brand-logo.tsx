import { cn } from '@/web/lib/cn';

/** The basket mark (same drawing as the favicon), decorative wherever the name is written beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('h-8 w-8 shrink-0', className)} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M16 22h5l5 22h18l4-15H24" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="28" cy="50" r="3.5" fill="#fff" />
      <circle cx="42" cy="50" r="3.5" fill="#fff" />
    </svg>
  );
}

export function BetaBadge({ className }: { className?: string }) {
  return (
    <span className={cn('rounded bg-brand-100 px-1.5 py-0.5 text-[0.625rem] font-bold leading-none tracking-wide text-brand-900', className)}>
      BETA
    </span>
  );
}

/** Mark + wordmark. The visible text is the accessible name, so links around it need no label. */
export function BrandWordmark({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark className={markClassName} />
      <span className="text-xl font-extrabold tracking-tight text-brand-800">Everystore</span>
    </span>
  );
}
