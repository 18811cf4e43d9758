import type { RatingSummary } from './common';
import type { OperatorDetails } from './config';
import type { Product, SimilarProduct } from './product';
import type { Store } from './store';

/**
 * The public API reads a server-rendered page may make, as typed descriptors rather than URL strings: the web app
 * names what it wants, the server (modules/pages/service.ts) answers each kind with the service its API route
 * calls, and nobody parses a URL back into a call. Each kind is one GET of the public API, and publicReadUrl
 * spells it: the browser fetches that URL, and the query cache keeps the answer under it.
 */
export type PublicRead =
  | { kind: 'stores' }
  | { kind: 'operator' }
  | { kind: 'product'; id: number }
  | { kind: 'product-rating'; id: number }
  | { kind: 'similar'; id: number }
  | { kind: 'store-products'; storeId: number }
  | { kind: 'search'; q: string; limit: number; offset?: number };

export type PublicReadKind = PublicRead['kind'];

/** Each kind's answer, as the API sends it. */
export interface PublicAnswers {
  stores: Store[];
  operator: OperatorDetails;
  product: Product;
  'product-rating': RatingSummary;
  similar: SimilarProduct[];
  'store-products': Product[];
  search: Product[];
}

export type PublicAnswer<R extends PublicRead> = PublicAnswers[R['kind']];

/**
 * On the server, a read made in process: the very JSON value the API answers, without a request to ourselves. It
 * rejects as the API would refuse (a not-found error for a product that does not exist).
 */
export type PublicLoader = <R extends PublicRead>(read: R) => Promise<PublicAnswer<R>>;

/** The API URL a read stands for (the one the browser fetches). */
export function publicReadUrl(read: PublicRead): string {
  switch (read.kind) {
    case 'stores':
      return '/api/stores';
    case 'operator':
      return '/api/config/operator';
    case 'product':
      return `/api/products/${read.id}`;
    case 'product-rating':
      return `/api/products/${read.id}/rating`;
    case 'similar':
      return `/api/products/${read.id}/similar`;
    case 'store-products':
      return `/api/stores/${read.storeId}/products`;
    case 'search': {
      const params = new URLSearchParams({ q: read.q, limit: String(read.limit) });
      if (read.offset) params.set('offset', String(read.offset));
      return `/api/products/search?${params.toString()}`;
    }
  }
}

/**
 * The query key a read's answer is kept under, in the browser and in a server render's cache alike: its URL, as
 * every query key in the app starts. One function for both is what lets hydration find the server's data.
 * (Search results are kept page by page under a key of their own: src/web/features/search.)
 */
export const publicReadKey = (read: PublicRead) => [publicReadUrl(read)] as const;
