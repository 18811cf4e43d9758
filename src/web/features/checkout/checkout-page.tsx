import { Link } from 'react-router';
import { formatPounds } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { useCart } from '@/web/features/cart/api';

/**
 * Checkout's entry point. Placing orders is not live yet (it is its own piece of work), so this screen is
 * honest about it: it shows the empty-cart state of the spec, or the basket's summary and says that ordering
 * opens soon, rather than taking details it cannot act on.
 */
export function CheckoutPage() {
  const { cart, isLoading } = useCart();
  if (isLoading) return <div className="mx-auto max-w-3xl px-4 py-8" aria-busy="true" />;
  if (cart.items.length === 0) {
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Your Cart is Empty</h1>
        <p className="mt-2 text-gray-700">Add items from any of our stores to check out.</p>
        <Button asChild className="mt-6">
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Checkout</h1>
      <section aria-labelledby="order-summary" className="mt-6 rounded-xl border border-gray-200 bg-white p-4">
        <h2 id="order-summary" className="font-semibold">
          Order Summary
        </h2>
        <ul className="mt-3 max-h-72 divide-y divide-gray-100 overflow-y-auto text-sm">
          {cart.items.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 truncate">
                {line.quantity} × {line.product.name}
              </span>
              <span className="tabular-nums">{formatPounds(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatPounds(cart.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Delivery Fee</dt>
            <dd className="tabular-nums">{formatPounds(cart.deliveryFee)}</dd>
          </div>
          <div className="flex justify-between font-bold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPounds(cart.total)}</dd>
          </div>
        </dl>
      </section>
      <p className="mt-4 rounded-lg bg-brand-50 p-4 text-sm text-brand-900" role="status">
        Ordering opens soon: during the beta you can build and keep your basket, and it will be here when checkout goes live.
      </p>
      <Button asChild variant="outline" className="mt-4">
        <Link to="/stores">Continue Shopping</Link>
      </Button>
    </div>
  );
}
