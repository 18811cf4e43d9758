import type { QueryClient } from '@tanstack/react-query';
import { DomainError } from '@/domain/errors';

/**
 * On the server, an in-process read of a public API URL (`/api/stores`, `/api/products/12`, ...): the very JSON
 * value the API answers, from the same services and micro-cache, without a request to ourselves. It rejects as
 * the services refuse (a DomainError of kind `not_found` for a product that does not exist), or with an error
 * carrying the HTTP status the API would answer (`statusCode`).
 */
export type PublicLoader = <T>(url: string) => Promise<T>;

/** What a server-rendered page puts in the query cache before it renders; it throws what the loader throws. */
export type Prefetch = (client: QueryClient, load: PublicLoader) => Promise<void>;

/** Whether `error` is the loader saying the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  if (error instanceof DomainError) return error.kind === 'not_found';
  return typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 404;
}

/**
 * The parts of a rendered page that may be a minute old and that shoppers notice: review averages (the store
 * list carries each store's). The browser asks for them again right after hydrating.
 */
export function isRefreshedAfterHydration(queryKey: readonly unknown[]): boolean {
  const url = String(queryKey[0]);
  return url === '/api/stores' || /^\/api\/products\/\d+\/rating$/.test(url);
}
