import { ShoppingCart } from 'lucide-react';
import { cartBadgeLabel } from '@/domain/cart';
import { useCart, useCartDrawer } from '@/web/features/cart';

/** Opens the cart drawer; the badge shows the item count ('99+' above 99). */
export function CartButton() {
  const { cart } = useCart();
  const { open, setOpen } = useCartDrawer();
  const count = cart.itemCount;
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-label={`Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative flex h-10 w-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
    >
      <ShoppingCart className="h-6 w-6" aria-hidden="true" />
      {count > 0 && (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[0.6875rem] font-bold leading-none text-white ring-2 ring-white"
        >
          {cartBadgeLabel(count)}
        </span>
      )}
    </button>
  );
}
