import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SafeUser } from '@/contracts/auth';
import type { FavouriteList } from '@/contracts/favourites';
import type { Product } from '@/contracts/product';
import { toast } from '@/web/components/ui/use-toast';
import { USER_QUERY_KEY, useUser } from '@/web/features/auth';
import { ApiRequestError, apiJson, apiRequest, schemaQueryFn } from '@/web/lib/api';

const FAVOURITES_URL = '/api/favourites';
const REGULARS_URL = '/api/regulars';

/**
 * Keyed by the shopper as well as the URL: the cache is never stale, so another shopper signing in on this tab
 * must not be shown the last one's list.
 */
export const favouritesQueryKey = (userId: number) => [FAVOURITES_URL, { userId }] as const;
export const regularsQueryKey = (userId: number) => [REGULARS_URL, { userId }] as const;

/** The signed-in shopper's favourites, newest first; nothing is fetched for a visitor. */
export function useFavourites() {
  const { user } = useUser();
  const query = useQuery({ queryKey: favouritesQueryKey(user?.id ?? 0), queryFn: schemaQueryFn('favouriteListSchema'), enabled: user !== null });
  return { ...query, favourites: query.data ?? [] };
}

/**
 * Whether the product is one of the shopper's favourites (false for a visitor, and until the list arrives, as
 * the server renders it). Each card re-renders only when its own answer changes.
 */
export function useIsFavourite(productId: number): boolean {
  const { user } = useUser();
  const select = useCallback((list: FavouriteList) => list.some((p) => p.id === productId), [productId]);
  const { data } = useQuery({ queryKey: favouritesQueryKey(user?.id ?? 0), queryFn: schemaQueryFn('favouriteListSchema'), enabled: user !== null, select });
  return data ?? false;
}

/** What the shopper buys again, most-bought first. */
export function useRegulars() {
  const { user } = useUser();
  const query = useQuery({ queryKey: regularsQueryKey(user?.id ?? 0), queryFn: schemaQueryFn('regularListSchema'), enabled: user !== null });
  return { ...query, regulars: query.data ?? [] };
}

/** Toggles share one scope, so a quick add-remove-add reaches the server in the order the shopper pressed. */
const FAVOURITES_MUTATION_KEY = ['favourites'] as const;

/**
 * Adds (PUT) or removes (DELETE) a favourite, shown at once: the list changes before the server answers, goes back
 * with a toast if it refuses, and is read again once the last toggle has settled (the server's list, today's prices).
 */
export function useToggleFavourite() {
  const client = useQueryClient();
  return useMutation<unknown, Error, { product: Product; favourite: boolean }, { key: readonly unknown[]; previous: FavouriteList | undefined }>({
    mutationKey: FAVOURITES_MUTATION_KEY,
    scope: { id: 'favourites' },
    mutationFn: ({ product, favourite }) =>
      favourite ? apiJson('productSchema', 'PUT', `${FAVOURITES_URL}/${product.id}`) : apiRequest('DELETE', `${FAVOURITES_URL}/${product.id}`),
    onMutate: async ({ product, favourite }) => {
      // The shopper as the cache knows them now: a visitor's press runs right after they sign in, before a render.
      const key = favouritesQueryKey(client.getQueryData<SafeUser | null>(USER_QUERY_KEY)?.id ?? 0);
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FavouriteList>(key);
      const others = (previous ?? []).filter((p) => p.id !== product.id);
      client.setQueryData<FavouriteList>(key, favourite ? [product, ...others] : others);
      return { key, previous };
    },
    onError: (error, { favourite }, context) => {
      toast({
        title: favourite ? 'Could not add to favourites' : 'Could not remove from favourites',
        description: (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? 'Please try again.',
        variant: 'destructive',
      });
      if (context) client.setQueryData(context.key, context.previous);
    },
    onSettled: (_data, _error, _vars, context) => {
      if (context && client.isMutating({ mutationKey: FAVOURITES_MUTATION_KEY }) <= 1) void client.invalidateQueries({ queryKey: context.key });
    },
  });
}
