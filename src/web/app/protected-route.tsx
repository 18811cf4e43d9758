import { Loader2 } from 'lucide-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useUser } from '@/web/features/auth/use-user';

/**
 * Spinner while the session loads; signed out goes to /auth?redirect={current path}. The spinner takes the
 * screen's height, so the footer is below the fold until the page arrives rather than pushed down by it.
 */
export function ProtectedRoute() {
  const { user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) {
    return (
      <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Loading">
        <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      </div>
    );
  }
  if (!user) {
    const redirect = `${location.pathname}${location.search}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
