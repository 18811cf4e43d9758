import { ageRestrictionLabel } from '@/domain/age-notice';
import type { AgeRestriction } from '@/domain/restricted-sales-rules';
import { cn } from '@/web/lib/cn';

/**
 * '18+' or '16+' on an age-restricted product (issue 38), named for a reader 'Age restricted: 18 or over'; nothing
 * for anything else. A product kept from before the API said (recently viewed) has no age: no badge until it is read again.
 */
export function AgeBadge({ age, className }: { age: AgeRestriction | null | undefined; className?: string }) {
  if (!age) return null;
  const label = ageRestrictionLabel(age);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex items-center rounded-full border-2 border-gray-900 bg-white px-1.5 py-0.5 text-xs font-bold leading-none text-gray-900', className)}
      data-testid="age-badge"
    >
      {age}+
    </span>
  );
}
