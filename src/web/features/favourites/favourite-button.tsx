import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { Product } from '@/contracts/product';
import { useRequireSignIn } from '@/web/features/auth';
import { cn } from '@/web/lib/cn';
import { useIsFavourite, useToggleFavourite } from './api';

/**
 * The heart on a product card and the product page: a toggle (aria-pressed) named for what it does next. A visitor
 * gets the sign-in prompt, and the product becomes a favourite once they have signed in.
 */
export function FavouriteButton({ product, size = 'sm', className }: { product: Product; size?: 'sm' | 'lg'; className?: string }) {
  const favourite = useIsFavourite(product.id);
  const toggle = useToggleFavourite();
  const requireSignIn = useRequireSignIn();

  const onClick = (event: MouseEvent) => {
    // It sits over the card's link: the press is its own.
    event.preventDefault();
    event.stopPropagation();
    requireSignIn(() => toggle.mutate({ product, favourite: !favourite }));
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favourite}
      aria-label={`${favourite ? 'Remove' : 'Add'} ${product.name} ${favourite ? 'from' : 'to'} favourites`}
      className={cn(
        'relative z-10 flex shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white/95 shadow-sm transition-colors hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        size === 'lg' ? 'h-11 w-11' : 'h-9 w-9',
        className,
      )}
      data-testid="favourite-button"
    >
      <Heart className={cn(size === 'lg' ? 'h-6 w-6' : 'h-5 w-5', favourite ? 'fill-rose-600 text-rose-600' : 'text-gray-700')} aria-hidden="true" />
    </button>
  );
}
