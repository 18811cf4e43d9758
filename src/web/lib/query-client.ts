import { QueryClient } from '@tanstack/react-query';
import { missingQueryFn } from './api';

/**
 * The spec's data-loading defaults: no retries, no refetch on focus, no polling, never stale. No default
 * loader: each query reads its answer with its contract (schemaQueryFn).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: missingQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
