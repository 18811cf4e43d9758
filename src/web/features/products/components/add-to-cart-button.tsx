import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef, type FocusEvent, type MouseEvent, type RefObject } from 'react';
import type { CartLine } from '@/contracts/cart';
import type { Product } from '@/contracts/product';
import { CART_MAX_QUANTITY } from '@/domain/cart';
import { Button } from '@/web/components/ui/button';
import { useAddToCart, useCartLine, useRemoveCartItem, useUpdateCartItem } from '@/web/features/cart';
import { cn } from '@/web/lib/cn';
import { toastAdded } from './added-toast';

/** The control sits over the card's link, so its clicks must not reach it. */
function own(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/**
 * 'Add' while the product is not in the basket; once it is, a stepper (- n +) in its place, as the big shops
 * do. Both read and change the same cached cart as the drawer. When one replaces the other under the shopper's
 * hand, focus moves to its counterpart (Add -> plus, minus to zero -> Add) so the keyboard never loses its place.
 */
export function AddToCartButton({ product, storeName, className }: { product: Product; /** Said in Add's name where the chain is a choice: 'Add {name} from {store} to cart'. */ storeName?: string; className?: string }) {
  const line = useCartLine(product.id);
  const addToCart = useAddToCart();
  const refocus = useRef(false);
  // Whether the keyboard's focus was last on this control: a refused add rolls the stepper back under it.
  const focusedHere = useRef(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const plusRef = useRef<HTMLButtonElement>(null);
  const inBasket = line !== undefined;

  useEffect(() => {
    const lost = focusedHere.current && (document.activeElement === null || document.activeElement === document.body);
    if (!refocus.current && !lost) return;
    refocus.current = false;
    (inBasket ? plusRef : addRef).current?.focus();
  }, [inBasket]);

  const tracking = {
    onFocus: () => (focusedHere.current = true),
    // A removed element loses focus without a blur event, so focus left this control only when one fires.
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedHere.current = false;
    },
  };

  if (line) return <CardStepper line={line} product={product} plusRef={plusRef} onEmptied={() => (refocus.current = true)} focusTracking={tracking} className={className} />;

  const onClick = (event: MouseEvent) => {
    own(event);
    refocus.current = true;
    addToCart.mutate({ product, quantity: 1 });
    toastAdded(product, product.name);
  };
  return (
    <Button ref={addRef} type="button" size="sm" onClick={onClick} {...tracking} aria-label={`Add ${product.name}${storeName ? ` from ${storeName}` : ''} to cart`} className={cn('relative z-10 h-9 shrink-0 px-3', className)}>
      {/* A box of Add's own width: a page drawn before its HTML has all come may show the icon before the word,
          and the centred icon must not move when the word arrives. */}
      <span className="inline-flex w-13 items-center gap-2">
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add
      </span>
    </Button>
  );
}

const stepButton =
  'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

interface CardStepperProps {
  line: CartLine;
  product: Product;
  plusRef: RefObject<HTMLButtonElement | null>;
  onEmptied: () => void;
  focusTracking: { onFocus: () => void; onBlur: (event: FocusEvent) => void };
  className?: string;
}

/** Minus at one removes the line (the card goes back to 'Add'); plus stops at the basket's limit. */
function CardStepper({ line, product, plusRef, onEmptied, focusTracking, className }: CardStepperProps) {
  const addToCart = useAddToCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  // A line added a moment ago carries a temporary id until the server answers: minus needs the real one.
  const saved = line.id > 0;

  const decrease = (event: MouseEvent) => {
    own(event);
    if (line.quantity > 1) update.mutate({ id: line.id, quantity: line.quantity - 1 });
    else {
      onEmptied();
      remove.mutate({ id: line.id });
    }
  };
  const increase = (event: MouseEvent) => {
    own(event);
    addToCart.mutate({ product, quantity: 1 });
  };

  return (
    <div
      role="group"
      aria-label={`Quantity of ${product.name} in basket`}
      className={cn('relative z-10 flex h-9 shrink-0 items-center justify-between rounded-lg bg-brand-700 text-white', className)}
      {...focusTracking}
      data-testid="card-stepper"
    >
      <button type="button" onClick={decrease} disabled={!saved} aria-label={`Decrease quantity of ${product.name}`} className={stepButton}>
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <output aria-live="polite" className="min-w-8 px-1 text-center text-sm font-semibold tabular-nums" data-testid="card-quantity">
        {line.quantity}
        <span className="sr-only"> in basket</span>
      </output>
      <button
        ref={plusRef}
        type="button"
        onClick={increase}
        disabled={line.quantity >= CART_MAX_QUANTITY}
        aria-label={`Increase quantity of ${product.name}`}
        className={stepButton}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
