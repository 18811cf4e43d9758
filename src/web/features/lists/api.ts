import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddListItem, CreateListInput, ParsedList, ShoppingList, ToBasketInput, ToBasketResult, UpdateListItem } from '@/contracts/lists';
import { TOAST_DEFAULT_DURATION, toast } from '@/web/components/ui/use-toast';
import { setCart, useCartDrawer } from '@/web/features/cart';
import { toastAdded } from '@/web/features/products';
import { ApiRequestError, apiJson, apiRequest, schemaQueryFn } from '@/web/lib/api';

export const LISTS_QUERY_KEY = ['/api/lists'] as const;
export const listQueryKey = (id: number) => [`/api/lists/${id}`] as const;
export const sharedListQueryKey = (token: string) => [`/api/shared-lists/${encodeURIComponent(token)}`] as const;
/** Every "Fill my basket" preview of a list starts with this (the body follows). */
const fillQueryKey = (id: number) => [`/api/lists/${id}/to-basket`] as const;

/** The server's words for a refusal, or a plain retry message. */
export const problemOf = (error: unknown) => (error instanceof ApiRequestError && error.serverMessage) || 'Something went wrong. Please try again.';

export function useLists() {
  return useQuery({ queryKey: LISTS_QUERY_KEY, queryFn: schemaQueryFn('listSummariesSchema') });
}

/** One list; nothing is fetched for an id that cannot be one. */
export function useList(id: number) {
  return useQuery({ queryKey: listQueryKey(id), queryFn: schemaQueryFn('shoppingListSchema'), enabled: Number.isInteger(id) && id > 0 });
}

export function useSharedList(token: string) {
  return useQuery({ queryKey: sharedListQueryKey(token), queryFn: schemaQueryFn('sharedListSchema') });
}

/**
 * Every change to a list answers the whole list: it goes straight into the cache; the list of lists and the list's
 * "Fill my basket" totals are read again.
 */
function useListChange<V>(listId: number, send: (vars: V) => Promise<ShoppingList>) {
  const client = useQueryClient();
  return useMutation<ShoppingList, Error, V>({
    mutationFn: send,
    onSuccess: (list) => {
      client.setQueryData(listQueryKey(listId), list);
      void client.invalidateQueries({ queryKey: LISTS_QUERY_KEY, exact: true });
      void client.invalidateQueries({ queryKey: fillQueryKey(listId) });
    },
    onError: (error) => toast({ title: 'The list was not changed', description: problemOf(error), variant: 'destructive' }),
  });
}

export function useCreateList() {
  const client = useQueryClient();
  return useMutation<ShoppingList, Error, CreateListInput>({
    mutationFn: (body) => apiJson('shoppingListSchema', 'POST', '/api/lists', body),
    onSuccess: (list) => {
      client.setQueryData(listQueryKey(list.id), list);
      void client.invalidateQueries({ queryKey: LISTS_QUERY_KEY, exact: true });
    },
  });
}

export const useRenameList = (id: number) => useListChange(id, (name: string) => apiJson('shoppingListSchema', 'PATCH', `/api/lists/${id}`, { name }));
export const useAddListItem = (id: number) => useListChange(id, (item: AddListItem) => apiJson('shoppingListSchema', 'POST', `/api/lists/${id}/items`, item));
export const useUpdateListItem = (id: number) =>
  useListChange(id, ({ itemId, change }: { itemId: number; change: Partial<UpdateListItem> }) => apiJson('shoppingListSchema', 'PATCH', `/api/lists/${id}/items/${itemId}`, change));
export const useRemoveListItem = (id: number) => useListChange(id, (itemId: number) => apiJson('shoppingListSchema', 'DELETE', `/api/lists/${id}/items/${itemId}`));

export function useDeleteList() {
  const client = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: async (id) => void (await apiRequest('DELETE', `/api/lists/${id}`)),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: listQueryKey(id) });
      void client.invalidateQueries({ queryKey: LISTS_QUERY_KEY, exact: true });
    },
    onError: (error) => toast({ title: 'The list was not deleted', description: problemOf(error), variant: 'destructive' }),
  });
}

/** Turns the share link on (the one it has, or a new one) or off; the list's shareToken follows. */
export function useShareLink(id: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: listQueryKey(id) });
  const share = useMutation({ mutationFn: () => apiJson('listShareSchema', 'POST', `/api/lists/${id}/share`), onSuccess: refresh });
  const revoke = useMutation({ mutationFn: async () => void (await apiRequest('DELETE', `/api/lists/${id}/share`)), onSuccess: refresh });
  return { share, revoke };
}

export function useParseList() {
  return useMutation<ParsedList, Error, string>({ mutationFn: (text) => apiJson('parsedListSchema', 'POST', '/api/lists/parse', { text }) });
}

/** What filling the basket from the list costs each way (nothing changes). */
export function useFillPreview(id: number, body: Omit<ToBasketInput, 'confirm'>, enabled: boolean) {
  return useQuery({
    queryKey: [...fillQueryKey(id), body] as const,
    queryFn: () => apiJson('toBasketResultSchema', 'POST', `/api/lists/${id}/to-basket`, body),
    enabled,
  });
}

/** Puts the chosen way's lines in the basket and opens it. */
export function useFillBasket(id: number) {
  const client = useQueryClient();
  const { setOpen } = useCartDrawer();
  return useMutation<ToBasketResult, Error, Omit<ToBasketInput, 'confirm'>>({
    mutationFn: (body) => apiJson('toBasketResultSchema', 'POST', `/api/lists/${id}/to-basket`, { ...body, confirm: true }),
    onSuccess: (result) => {
      if (result.cart) setCart(client, result.cart);
      const capped = result.capped.length > 0 ? ` ${result.capped.map((c) => c.name).join(', ')}: the basket holds at most 99 of one item.` : '';
      const chosen = result.lines.flatMap((l) => (l.chosen ? [l.chosen] : []));
      toastAdded(chosen, `${result.summary}.${capped}`, { title: `Added ${chosen.length} ${chosen.length === 1 ? 'item' : 'items'} to your basket`, duration: TOAST_DEFAULT_DURATION });
      setOpen(true);
    },
    onError: (error) => toast({ title: 'Nothing was added', description: problemOf(error), variant: 'destructive' }),
  });
}

export function useCopySharedList() {
  const client = useQueryClient();
  return useMutation<ShoppingList, Error, string>({
    mutationFn: (token) => apiJson('shoppingListSchema', 'POST', `/api/shared-lists/${encodeURIComponent(token)}/copy`),
    onSuccess: (list) => {
      client.setQueryData(listQueryKey(list.id), list);
      void client.invalidateQueries({ queryKey: LISTS_QUERY_KEY, exact: true });
    },
    onError: (error) => toast({ title: 'The list was not copied', description: problemOf(error), variant: 'destructive' }),
  });
}
