import type { Store } from '@/contracts/store';
import { isOpenAt, OPEN_STATUS_REFRESH_MS } from '@/domain/opening-hours';
import { Badge } from '@/web/components/ui/badge';
import { useNow } from './use-now';

/** 'Open' or 'Closed' for the local day and time, recomputed every 60 s. */
export function OpenStatusBadge({ openingHours, className }: { openingHours: Store['openingHours']; className?: string }) {
  const now = useNow(OPEN_STATUS_REFRESH_MS);
  const open = isOpenAt(openingHours, now);
  return (
    <Badge variant={open ? 'success' : 'destructive'} className={className}>
      {open ? 'Open' : 'Closed'}
    </Badge>
  );
}
