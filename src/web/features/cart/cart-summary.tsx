import type { Cart } from '@/contracts/cart';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { TotalsList } from './totals-list';

/** Subtotal, Delivery Fee (£3.99 with any line), Total, what offers save (when they do) and 'Proceed to Checkout'. */
export function CartSummary({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  return (
    <div className="border-t border-gray-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <TotalsList
        subtotal={formatPounds(cart.subtotal)}
        deliveryFee={formatPounds(cart.deliveryFee)}
        total={formatPounds(cart.total)}
        saving={cart.saving > 0 ? formatPounds(cart.saving) : undefined}
        totalTestId="cart-total"
      />
      <Button size="lg" className="mt-3 w-full" onClick={onCheckout}>
        Proceed to Checkout
      </Button>
    </div>
  );
}
