import type { Store } from '@/contracts/store';
import { isOpenAt, OPEN_STATUS_REFRESH_MS, opensText } from '@/domain/opening-hours';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { useNow } from '@/web/lib/use-now';

/**
 * 'Open' or 'Closed' for the local day and time, recomputed every 60 s. A closed store says when it opens
 * ('Closed · opens 8:00'), in a quiet colour: its shelves are still open for orders, collected once it opens.
 */
export function OpenStatusBadge({ openingHours, className }: { openingHours: Store['openingHours']; className?: string }) {
  const now = useNow(OPEN_STATUS_REFRESH_MS);
  // Until the shopper's clock is known (the server's HTML, hydration), a blank pill of about the badge's size.
  if (!now) return <Badge variant="secondary" aria-hidden="true" className={cn('w-14 animate-pulse bg-gray-200', className)}>{'\u00a0'}</Badge>;
  if (isOpenAt(openingHours, now)) {
    return (
      <Badge variant="success" className={className}>
        Open
      </Badge>
    );
  }
  const opens = opensText(openingHours, now);
  return (
    <Badge variant="secondary" className={cn('bg-gray-200 text-gray-800', className)} title="You can still order: we collect once it opens">
      {opens ? `Closed · ${opens}` : 'Closed'}
      <span className="sr-only">. You can still order: we collect once it opens.</span>
    </Badge>
  );
}
