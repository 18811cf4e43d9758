import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AddCartItem, Cart, CartLine } from '@/contracts/cart';
import type { SubstitutionPreferenceInput } from '@/contracts/fulfilment';
import type { Product } from '@/contracts/product';
import { cartTotals, linePricePence, lineTotalPence } from '@/domain/cart';
import type { SubstitutionPreference } from '@/domain/fulfilment';
import { penceToPounds } from '@/domain/money';
import { lineSavingPence, offerSavingPence } from '@/domain/offer-savings';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError, apiJson, schemaQueryFn } from '@/web/lib/api';
import { pricedLineOf } from '@/web/lib/priced-line';

export const CART_QUERY_KEY = ['/api/cart'] as const;
export const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotal: 0, deliveryFee: 0, total: 0, saving: 0 };
/** A new line's "If unavailable" until the server answers (the domain's default; spelt here so the first page load skips that module). */
const BEST_MATCH: SubstitutionPreference = { kind: 'best_match' };

export function useCart() {
  const query = useQuery({ queryKey: CART_QUERY_KEY, queryFn: schemaQueryFn('cartSchema') });
  return { ...query, cart: query.data ?? EMPTY_CART };
}

/** Recomputes totals of an optimistic cart with the same rules the server uses. */
function withTotals(items: CartLine[]): Cart {
  const lines = items.map((l) => pricedLineOf(l.product, l.quantity));
  const totals = cartTotals(lines);
  return {
    items: items.map((l, i) => {
      const line = lines[i]!;
      const unit = linePricePence(line);
      // The product's honest "was" (issue 37), as the server sends it.
      return { ...l, unitPrice: penceToPounds(unit), wasUnitPrice: l.product.wasPrice, lineTotal: penceToPounds(lineTotalPence(line)), lineSaving: penceToPounds(lineSavingPence(line)) };
    }),
    itemCount: totals.itemCount,
    subtotal: penceToPounds(totals.subtotalPence),
    deliveryFee: penceToPounds(totals.deliveryFeePence),
    total: penceToPounds(totals.totalPence),
    saving: penceToPounds(offerSavingPence(lines)),
  };
}

/**
 * Every change to the basket shares one mutation scope, so the browser sends them one at a time in the order the
 * shopper made them: a quick minus then remove can never reach the server, or come back, the other way round.
 */
export const CART_MUTATION_KEY = ['cart'] as const;
export const CART_MUTATION_SCOPE = { id: 'cart' } as const;

/** Whether a basket change other than the one answering is still queued or in flight. */
function othersPending(client: QueryClient): boolean {
  return client.isMutating({ mutationKey: CART_MUTATION_KEY }) > 1;
}

/** Clients whose queue of basket changes saw a refusal that was not rolled back (later changes were waiting). */
const refusedInQueue = new WeakSet<QueryClient>();

/**
 * Shared optimistic-update wiring: apply the change to the cached cart at once, roll back with a toast if
 * the server refuses, and take the server's cart (the authority on prices) when it answers. While later changes
 * are queued, an earlier answer is not shown (it would undo their optimistic state for a moment): the last
 * answer is the basket. When the last change is refused it rolls back; if an earlier one in the same queue was
 * refused too, the basket is asked for again, since the rolled-back state still held that earlier change.
 */
function useCartMutation<V>(mutationFn: (vars: V) => Promise<Cart>, optimistic: (cart: Cart, vars: V) => Cart, failure: string) {
  const client = useQueryClient();
  return useMutation<Cart, Error, V, { previous: Cart | undefined }>({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_MUTATION_SCOPE,
    mutationFn,
    onMutate: async (vars) => {
      await client.cancelQueries({ queryKey: CART_QUERY_KEY });
      const previous = client.getQueryData<Cart>(CART_QUERY_KEY);
      client.setQueryData<Cart>(CART_QUERY_KEY, optimistic(previous ?? EMPTY_CART, vars));
      return { previous };
    },
    onError: (error, _vars, context) => {
      toast({ title: failure, description: serverMessage(error), variant: 'destructive' });
      if (othersPending(client)) {
        refusedInQueue.add(client);
        return;
      }
      client.setQueryData(CART_QUERY_KEY, context?.previous ?? EMPTY_CART);
      if (refusedInQueue.delete(client)) void client.invalidateQueries({ queryKey: CART_QUERY_KEY });
    },
    onSuccess: (cart) => {
      if (othersPending(client)) return;
      refusedInQueue.delete(client);
      setCart(client, cart);
    },
  });
}

function serverMessage(error: Error): string {
  return (error instanceof ApiRequestError ? error.serverMessage : undefined) ?? 'Please try again.';
}

export function setCart(client: QueryClient, cart: Cart): void {
  client.setQueryData(CART_QUERY_KEY, cart);
}

/** Add a product (whole product known to the caller, so the line shows at once). */
export function useAddToCart() {
  return useCartMutation<{ product: Product; quantity: number }>(
    ({ product, quantity }) => apiJson('cartSchema', 'POST', '/api/cart/items', { productId: product.id, quantity } satisfies AddCartItem),
    (cart, { product, quantity }) => {
      const existing = cart.items.find((l) => l.productId === product.id);
      const items = existing
        ? cart.items.map((l) => (l === existing ? { ...l, quantity: l.quantity + quantity } : l))
        : [...cart.items, { id: -Date.now(), productId: product.id, quantity, product, unitPrice: 0, wasUnitPrice: null, lineTotal: 0, lineSaving: 0, substitution: BEST_MATCH, addedUnitPrice: null }];
      return withTotals(items);
    },
    'Could not add to cart',
  );
}

export function useUpdateCartItem() {
  return useCartMutation<{ id: number; quantity: number }>(
    ({ id, quantity }) => apiJson('cartSchema', 'PATCH', `/api/cart/items/${id}`, { quantity }),
    (cart, { id, quantity }) => withTotals(cart.items.map((l) => (l.id === id ? { ...l, quantity } : l))),
    'Could not update your cart',
  );
}

/** "If unavailable" for one basket line: PATCH with the preference alone, shown at once. */
export function useUpdateCartSubstitution() {
  return useCartMutation<{ id: number; substitution: SubstitutionPreference }>(
    ({ id, substitution }) => apiJson('cartSchema', 'PATCH', `/api/cart/items/${id}`, { substitution: substitution satisfies SubstitutionPreferenceInput }),
    (cart, { id, substitution }) => ({ ...cart, items: cart.items.map((l) => (l.id === id ? { ...l, substitution } : l)) }),
    'Could not save your substitution choice',
  );
}

export function useRemoveCartItem() {
  return useCartMutation<{ id: number }>(
    ({ id }) => apiJson('cartSchema', 'DELETE', `/api/cart/items/${id}`),
    (cart, { id }) => withTotals(cart.items.filter((l) => l.id !== id)),
    'Could not remove the item',
  );
}

export function useClearCart() {
  return useCartMutation<void>(
    () => apiJson('cartSchema', 'DELETE', '/api/cart'),
    () => EMPTY_CART,
    'Could not clear your cart',
  );
}
