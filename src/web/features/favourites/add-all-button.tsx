import { ShoppingBasket } from 'lucide-react';
import type { Product } from '@/contracts/product';
import { Button } from '@/web/components/ui/button';
import { useAddToCart, useCart } from '@/web/features/cart';
import { toastAdded } from '@/web/features/products';

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * "Add all available to basket": one of each product in stock that the basket does not hold yet (pressing twice
 * does not double the basket), through the basket's own add, so each line shows at once and the adds reach the
 * server in order.
 */
export function AddAllButton({ products, listName }: { products: readonly Product[]; /** Said in the button's name: 'your favourites'. */ listName: string }) {
  const { cart } = useCart();
  const addToCart = useAddToCart();
  const inBasket = new Set(cart.items.map((l) => l.productId));
  const addable = products.filter((p) => p.available && !inBasket.has(p.id));

  const addAll = () => {
    for (const product of addable) addToCart.mutate({ product, quantity: 1 });
    toastAdded(addable, `${items(addable.length)} from ${listName}`);
  };

  return (
    <div className="flex flex-col items-stretch gap-1 sm:items-end">
      <Button type="button" onClick={addAll} disabled={addable.length === 0}>
        <ShoppingBasket className="h-4 w-4" aria-hidden="true" />
        Add all available to basket
      </Button>
      <p className="text-xs text-gray-700 sm:text-right" aria-live="polite">
        {addable.length > 0 ? `${items(addable.length)} to add` : products.some((p) => p.available) ? 'Everything available is in your basket' : 'None in stock today'}
      </p>
    </div>
  );
}
