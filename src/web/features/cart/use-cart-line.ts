import { useQuery } from '@tanstack/react-query';
import type { Cart, CartLine } from '@/contracts/cart';
import { schemaQueryFn } from '@/web/lib/api';
import { useHydrated } from '@/web/lib/use-hydrated';
import { CART_QUERY_KEY } from './api';

/**
 * The basket's line for one product, read from the cart the header already loads: it never fetches on its own
 * (a grid of cards would otherwise each ask), and it changes with every cart mutation, the drawer's included,
 * so a card's stepper and the drawer stay in step. While a server-rendered page hydrates it reads as no line (the
 * server's HTML shows Add, knowing no basket), even when the basket arrived first.
 */
export function useCartLine(productId: number): CartLine | undefined {
  const hydrated = useHydrated();
  const { data } = useQuery({
    queryKey: CART_QUERY_KEY,
    queryFn: schemaQueryFn('cartSchema'),
    enabled: false,
    select: (cart: Cart) => cart.items.find((l) => l.productId === productId),
  });
  return hydrated ? data : undefined;
}
