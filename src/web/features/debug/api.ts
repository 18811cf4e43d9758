import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@/contracts/config';
import type { Product } from '@/contracts/product';

export const DEBUG_PAGE_SIZE = 50;

export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: ['/api/config'] });
}

export function productPageUrl(offset: number): string {
  return `/api/products?limit=${DEBUG_PAGE_SIZE}&offset=${offset}`;
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export function useProductPage(offset: number) {
  return useQuery<Product[]>({ queryKey: [productPageUrl(offset)], placeholderData: keepPreviousData });
}
