import { useId } from 'react';
import { fullDate, timeAgo } from '@/domain/reviews';

/**
 * "3 days ago", with the full date on hover and on keyboard focus (a title alone shows on hover only). The tip is
 * display:none until then: an invisible one still widened a phone's page near the right edge.
 */
export function ReviewDate({ iso }: { iso: string }) {
  const tipId = useId();
  const full = fullDate(iso);
  return (
    <span className="group relative inline-block">
      <time dateTime={iso} tabIndex={0} aria-describedby={tipId} className="rounded text-sm text-gray-600 underline decoration-dotted underline-offset-2">
        {timeAgo(iso)}
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
