import type { QueryClient } from '@tanstack/react-query';
import type { PublicLoader } from '@/contracts/public-reads';

export type { PublicLoader };

/**
 * On the server, a GET of the API as the signed-in visitor of the request being rendered (their session cookie,
 * nobody else's): the JSON it answers; it rejects when the API refuses (signed out, not staff).
 */
export type SignedInLoader = (url: string) => Promise<unknown>;

/** What a server-rendered page puts in the query cache before it renders; it throws what the loader throws. */
export type Prefetch = (client: QueryClient, load: PublicLoader) => Promise<void>;

/**
 * Whether `error` is the loader saying the thing asked for does not exist: a service's not-found refusal
 * (src/domain/errors.ts), or an error carrying the API's 404.
 */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, kind } = error as { statusCode?: unknown; kind?: unknown };
  return statusCode === 404 || kind === 'not_found';
}

/**
 * The parts of a rendered page that may be a minute old and that shoppers notice: review averages (the store
 * list carries each store's). The browser asks for them again right after hydrating.
 */
export function isRefreshedAfterHydration(queryKey: readonly unknown[]): boolean {
  const url = String(queryKey[0]);
  return url === '/api/stores' || /^\/api\/products\/\d+\/rating$/.test(url);
}
