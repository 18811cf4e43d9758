import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/**
 * 'Your Orders'. Orders cannot be placed yet (checkout is its own piece of work), so every account truly has
 * none: the spec's empty state, not sample data.
 */
export function OrdersPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">Your Orders</h1>
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-8 text-center">
        <Package className="mx-auto h-10 w-10 text-gray-500" aria-hidden="true" />
        <h2 className="mt-3 text-lg font-semibold">No orders yet</h2>
        <p className="mt-1 text-gray-700">Start shopping to create your first order</p>
        <Button asChild className="mt-6">
          <Link to="/stores">Start Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
