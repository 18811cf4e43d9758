import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { schemaQueryFn } from '@/web/lib/api';

export const DEBUG_PAGE_SIZE = 50;

export function useAppConfig() {
  return useQuery({ queryKey: ['/api/config'], queryFn: schemaQueryFn('appConfigSchema') });
}

export function productPageUrl(offset: number): string {
  return `/api/products?limit=${DEBUG_PAGE_SIZE}&offset=${offset}`;
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export function useProductPage(offset: number) {
  return useQuery({ queryKey: [productPageUrl(offset)], queryFn: schemaQueryFn('productListSchema'), placeholderData: keepPreviousData });
}
