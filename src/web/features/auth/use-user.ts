import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SafeUser } from '@/contracts/auth';
import { schemaQueryFn } from '@/web/lib/api';
import { noteSessionUser } from '@/web/lib/shopper-state';

/** The user as the server sends it (src/contracts/auth.ts): no hash, no verification secret. */
export type SessionUser = SafeUser;

export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The signed-in user, or null when signed out (a 401 is no user, not an error). What the server answers also
 * settles whose per-shopper state the browser may keep (a session that ended without signing out).
 */
export function useUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: schemaQueryFn('safeUserSchema', { on401: 'returnNull' }),
  });
  const userId = query.isSuccess ? (query.data?.id ?? null) : undefined;
  useEffect(() => {
    if (userId !== undefined) noteSessionUser(userId);
  }, [userId]);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
