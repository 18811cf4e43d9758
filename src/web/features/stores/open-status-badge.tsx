import type { Store } from '@/contracts/store';
import { isOpenAt, OPEN_STATUS_REFRESH_MS } from '@/domain/opening-hours';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';
import { useNow } from '@/web/lib/use-now';

/** 'Open' or 'Closed' for the local day and time, recomputed every 60 s. */
export function OpenStatusBadge({ openingHours, className }: { openingHours: Store['openingHours']; className?: string }) {
  const now = useNow(OPEN_STATUS_REFRESH_MS);
  // Until the shopper's clock is known (the server's HTML, hydration), a blank pill of about the badge's size.
  if (!now) return <Badge variant="secondary" aria-hidden="true" className={cn('w-14 animate-pulse bg-gray-200', className)}>{'\u00a0'}</Badge>;
  const open = isOpenAt(openingHours, now);
  return (
    <Badge variant={open ? 'success' : 'destructive'} className={className}>
      {open ? 'Open' : 'Closed'}
    </Badge>
  );
}
