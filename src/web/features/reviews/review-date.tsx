import { useId } from 'react';
import { fullDate, timeAgo } from '@/domain/reviews';
import { useNow } from '@/web/lib/use-now';

/** "5 minutes ago" moves on while the page stays open. */
const REFRESH_MS = 60_000;

/**
 * "3 days ago", with the full date on hover and on keyboard focus (a title alone shows on hover only). The tip is
 * display:none until then: an invisible one still widened a phone's page near the right edge.
 */
export function ReviewDate({ iso }: { iso: string }) {
  const tipId = useId();
  const now = useNow(REFRESH_MS);
  // Until the shopper's clock is known (server HTML, hydration) a blank of about the text's size: both the age
  // and the formatted date could differ between the server and the browser.
  if (!now) return <span aria-hidden="true" className="inline-block h-4 w-20 animate-pulse rounded bg-gray-200 align-middle" />;
  const full = fullDate(iso);
  return (
    <span className="group relative inline-block">
      <time dateTime={iso} tabIndex={0} aria-describedby={tipId} className="rounded text-sm text-gray-600 underline decoration-dotted underline-offset-2">
        {timeAgo(iso, now)}
      </time>
      <span
        id={tipId}
        role="tooltip"
        className="absolute left-0 top-full z-10 mt-1 hidden whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white group-focus-within:block group-hover:block"
      >
        {full}
      </span>
    </span>
  );
}
