import { useQuery } from '@tanstack/react-query';
import type { Store } from '@/contracts/store';

export const STORES_QUERY_KEY = ['/api/stores'] as const;

export function useStores() {
  return useQuery<Store[]>({ queryKey: STORES_QUERY_KEY });
}
