import { ArrowLeft } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Back to wherever the shopper came from; a page opened directly (no history in this app) goes to the
 * store list instead. It stays a real link so it works without JavaScript and shows its target.
 */
export function BackLink({ fallback = '/stores', children = 'Back' }: { fallback?: string; children?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  const onClick = (event: MouseEvent) => {
    if (!hasHistory) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={fallback} onClick={onClick} className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
