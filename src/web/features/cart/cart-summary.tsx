import type { Cart } from '@/contracts/cart';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';

/** Subtotal, Delivery Fee (£3.99 with any line), Total and 'Proceed to Checkout'. */
export function CartSummary({ cart, onCheckout }: { cart: Cart; onCheckout: () => void }) {
  return (
    <div className="border-t border-gray-200 bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <dl className="space-y-1 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-700">Subtotal</dt>
          <dd className="tabular-nums">{formatPounds(cart.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-700">Delivery Fee</dt>
          <dd className="tabular-nums">{formatPounds(cart.deliveryFee)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-100 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {formatPounds(cart.total)}
          </dd>
        </div>
      </dl>
      <Button size="lg" className="mt-3 w-full" onClick={onCheckout}>
        Proceed to Checkout
      </Button>
    </div>
  );
}
