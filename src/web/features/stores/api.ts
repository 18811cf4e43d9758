import { useQuery } from '@tanstack/react-query';
import { schemaQueryFn } from '@/web/lib/api';

export const STORES_QUERY_KEY = ['/api/stores'] as const;

export function useStores() {
  return useQuery({ queryKey: STORES_QUERY_KEY, queryFn: schemaQueryFn('storeListSchema') });
}
