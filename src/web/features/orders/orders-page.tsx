import { Loader2, Package } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { isUnauthorized, useOrders } from './api';
import { LoginRequired } from './login-required-dialog';
import { OrderCard } from './order-card';
import { OrderDialogs, useOrderDialogs } from './order-dialogs';
import { SuccessBanner, successOrderId } from './success-banner';

function EmptyOrders() {
  return (
    <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-8 text-center">
      <Package className="mx-auto h-10 w-10 text-gray-500" aria-hidden="true" />
      <h2 className="mt-3 text-lg font-semibold">No orders yet</h2>
      <p className="mt-1 text-gray-700">Start shopping to create your first order</p>
      <Button asChild className="mt-6">
        <Link to="/stores">Start Shopping</Link>
      </Button>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div className="mt-6 space-y-4" role="status" aria-label="Loading your orders">
      {[0, 1].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** /orders, 'Your Orders': the shopper's orders, newest first, with tracking, details, re-order and support. */
export function OrdersPage() {
  const orders = useOrders();
  const dialogs = useOrderDialogs();
  const [params, setParams] = useSearchParams();
  const successId = successOrderId(params);

  const dismissBanner = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('success');
        next.delete('order');
        return next;
      },
      { replace: true },
    );

  const list = orders.data?.pages.flatMap((p) => p.orders) ?? [];
  const totalCount = orders.data?.pages.at(-1)?.totalCount ?? 0;

  let content;
  if (orders.isPending) content = <OrdersSkeleton />;
  else if (isUnauthorized(orders.error)) content = <LoginRequired />;
  else if (orders.isError)
    content = (
      <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p>We could not load your orders. Please try again.</p>
        <Button variant="outline" className="mt-4" onClick={() => void orders.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (list.length === 0) content = <EmptyOrders />;
  else
    content = (
      <>
        <ul className="mt-6 space-y-4" aria-label="Orders">
          {list.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} onOpen={dialogs.open} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center gap-3 text-sm text-gray-700">
          <p>
            Showing {list.length} of {totalCount} {totalCount === 1 ? 'order' : 'orders'}
          </p>
          {orders.isFetchNextPageError && <p role="alert">Could not load more orders. Please try again.</p>}
          {orders.hasNextPage && (
            <Button variant="outline" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage} aria-busy={orders.isFetchingNextPage}>
              {orders.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              Load more orders
            </Button>
          )}
        </div>
      </>
    );

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <title>Your Orders | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Your Orders</h1>
      {successId !== null && <SuccessBanner key={successId} orderId={successId} onDismiss={dismissBanner} />}
      {content}
      <OrderDialogs {...dialogs} />
    </div>
  );
}
