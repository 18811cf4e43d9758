import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/web/lib/api';

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  county: string | null;
  postcode: string;
  emailVerified: boolean;
}

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The signed-in user, or null when signed out (a 401 is no user, not an error). */
export function useUser() {
  const query = useQuery<SessionUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
