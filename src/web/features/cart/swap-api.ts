import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplySwaps, Cart } from '@/contracts/cart';
import { formatPence, poundsToPence } from '@/domain/money';
import { toast } from '@/web/components/ui/use-toast';
import { ApiRequestError, apiJson, getJson } from '@/web/lib/api';
import { CART_MUTATION_KEY, CART_MUTATION_SCOPE, CART_QUERY_KEY, setCart, useCart } from './api';

export const SAVINGS_QUERY_KEY = ['/api/cart/savings'] as const;

export interface SavingsOptions {
  sameOnly: boolean;
  maxStores: number | null;
}

export const DEFAULT_SAVINGS_OPTIONS: SavingsOptions = { sameOnly: false, maxStores: null };

function savingsUrl({ sameOnly, maxStores }: SavingsOptions): string {
  const query = new URLSearchParams();
  if (sameOnly) query.set('sameOnly', 'true');
  if (maxStores !== null) query.set('maxStores', String(maxStores));
  const text = query.toString();
  return `/api/cart/savings${text ? `?${text}` : ''}`;
}

/**
 * The basket's "Swap to save" answer for the given options. Keyed on the basket's lines, so any change to the
 * basket asks again; not asked while an optimistic line is waiting for its id.
 */
export function useCartSavings(options: SavingsOptions = DEFAULT_SAVINGS_OPTIONS) {
  const { cart } = useCart();
  const settled = cart.items.length > 0 && cart.items.every((l) => l.id > 0);
  const url = savingsUrl(options);
  return useQuery({ queryKey: cartSavingsKey(cart, options), queryFn: ({ signal }) => getJson('cartSavingsSchema', url, signal), enabled: settled });
}

/** Where the answer for this basket and options is kept (the checkout the server renders puts it there too). */
export function cartSavingsKey(cart: Pick<Cart, 'items'>, options: SavingsOptions = DEFAULT_SAVINGS_OPTIONS) {
  const basket = cart.items.map((l) => `${l.id}:${l.productId}:${l.quantity}`).join(',');
  return [...SAVINGS_QUERY_KEY, savingsUrl(options), basket] as const;
}

/** Applies the chosen swaps; the basket updates in place and a toast says what the shopper saved. */
export function useApplySwaps() {
  const client = useQueryClient();
  return useMutation<Cart, Error, ApplySwaps['swaps']>({
    mutationKey: CART_MUTATION_KEY,
    scope: CART_MUTATION_SCOPE,
    mutationFn: (swaps) => apiJson('cartSchema', 'POST', '/api/cart/swaps', { swaps } satisfies ApplySwaps),
    onSuccess: (cart) => {
      const before = client.getQueryData<Cart>(CART_QUERY_KEY);
      setCart(client, cart);
      void client.invalidateQueries({ queryKey: SAVINGS_QUERY_KEY });
      const saved = before ? poundsToPence(before.total) - poundsToPence(cart.total) : 0;
      toast({ title: saved > 0 ? `Swaps applied: you saved ${formatPence(saved)}` : 'Swaps applied' });
    },
    onError: (error) => {
      void client.invalidateQueries({ queryKey: SAVINGS_QUERY_KEY });
      const message = error instanceof ApiRequestError ? error.serverMessage : undefined;
      toast({ title: 'Could not apply the swaps', description: message ?? 'Please try again.', variant: 'destructive' });
    },
  });
}
