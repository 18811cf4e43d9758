import { useQuery } from '@tanstack/react-query';
import type { SafeUser } from '@/contracts/auth';
import { schemaQueryFn } from '@/web/lib/api';

/** The user as the server sends it (src/contracts/auth.ts): no hash, no verification secret. */
export type SessionUser = SafeUser;

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when signed out (a 401 is no user, not an error). */
export function useUser() {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: schemaQueryFn('safeUserSchema', { on401: 'returnNull' }),
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
