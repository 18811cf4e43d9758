import { Loader2 } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { useStores } from '@/web/features/stores';
import { cn } from '@/web/lib/cn';
import { useCart } from './api';
import { useCartDrawer } from './cart-drawer-context';
import { CartEmptyState } from './cart-empty-state';
import { CartStoreGroup } from './cart-store-group';
import { CartSummary } from './cart-summary';
import { groupCartLines } from './group-cart-lines';
import { SwapBanner } from './swap-banner';
import { useMediaQuery } from './use-media-query';

/** Tailwind's md breakpoint: a side drawer from here up, a bottom sheet below. */
const DESKTOP_QUERY = '(min-width: 768px)';

/** The cart drawer (shopping.md section 2). Loaded on first open; stays mounted afterwards. */
export function CartDrawer() {
  const { open, setOpen } = useCartDrawer();
  const { cart, isLoading, isError, refetch } = useCart();
  const { data: stores } = useStores();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const navigate = useNavigate();
  const returnFocus = useReturnFocus(open);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const groups = useMemo(() => groupCartLines(cart.items, stores), [cart.items, stores]);

  const goTo = (path: string) => {
    setOpen(false);
    navigate(path);
  };

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side={desktop ? 'right' : 'bottom'}
        onCloseAutoFocus={returnFocus}
        // Focus starts on the heading, which names the basket, never on a line's first button (its Remove).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          titleRef.current?.focus();
        }}
        className={cn('gap-0', !desktop && 'max-h-[88dvh]')}
        data-testid="cart-drawer"
      >
        {!desktop && <span aria-hidden="true" className="mx-auto mt-2 h-1.5 w-10 rounded-full bg-gray-300" />}
        <SheetHeader>
          <SheetTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">{`Shopping Cart (${cart.itemCount})`}</SheetTitle>
          <SheetDescription className="sr-only">Your items, grouped by store, with the delivery fee and total.</SheetDescription>
        </SheetHeader>

        {isLoading ? (
          <div className="flex flex-1 items-center justify-center py-12" role="status" aria-label="Loading your cart">
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
          </div>
        ) : isError ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-12 text-center">
            <p className="text-sm text-gray-700">Your cart could not be loaded.</p>
            <Button variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : cart.items.length === 0 ? (
          <CartEmptyState onBrowse={() => goTo('/stores')} />
        ) : (
          <>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pb-2">
              {groups.map((group) => (
                <CartStoreGroup key={group.storeId} group={group} />
              ))}
            </div>
            <SwapBanner className="mx-4 mb-2 w-auto" />
            <CartSummary cart={cart} onCheckout={() => goTo('/checkout')} />
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

export default CartDrawer;
