import { Plus } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Product } from '@/contracts/product';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useAddToCart } from '@/web/features/cart';
import { cn } from '@/web/lib/cn';

/** How long the 'Added to cart' toast stays (shopping.md section 9). */
export const ADD_TOAST_MS = 3000;

/** Adds one of the product; it sits over the card's link, so the click must not reach it. */
export function AddToCartButton({ product, className }: { product: Product; className?: string }) {
  const addToCart = useAddToCart();
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    addToCart.mutate({ product, quantity: 1 });
    toast({ title: 'Added to cart', description: product.name, duration: ADD_TOAST_MS });
  };
  return (
    <Button type="button" size="sm" onClick={onClick} aria-label={`Add ${product.name} to cart`} className={cn('relative z-10 h-9 shrink-0 px-3', className)}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      Add
    </Button>
  );
}
