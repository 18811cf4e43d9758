import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { OrderDetail } from '@/contracts/orders';
import { parseIdText } from '@/domain/ids';
import { changeUntilText, deadlineText, TOO_LATE } from '@/domain/order-change';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { schemaQueryFn } from '@/web/lib/api';
import { useNow } from '@/web/lib/use-now';
import { isUnauthorized, orderQueryKey } from '../api';
import { LoginRequired } from '../login-required-dialog';
import { ChangeOrderForm } from './change-order-form';

/** The time left is said to the minute: the clock moves it on while the screen is open. */
const CLOCK_MS = 30_000;

/** The reason a closed order gives, without repeating the heading ('Too late to change this order: changes closed ...'). */
function reasonText(reason: string): string {
  const rest = reason.startsWith(`${TOO_LATE}: `) ? reason.slice(TOO_LATE.length + 2) : reason;
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}${/[.!?]$/.test(rest) ? '' : '.'}`;
}

function BackToOrders({ className }: { className?: string }) {
  return (
    <Button asChild variant="outline" className={className}>
      <Link to="/orders">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to your orders
      </Link>
    </Button>
  );
}

function TooLate({ reason }: { reason: string | null }) {
  return (
    <div className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950" data-testid="too-late">
      <h2 className="text-lg font-semibold">{TOO_LATE}</h2>
      {reason && <p className="mt-1 text-sm">{reasonText(reason)}</p>}
      <BackToOrders className="mt-4" />
    </div>
  );
}

/** Whether the order can be changed at `now`: the server's window, and its cut-off not passed since it was read. */
function windowAt(order: OrderDetail, now: Date) {
  const { changeWindow } = order;
  const until = changeWindow?.until ? new Date(changeWindow.until) : null;
  if (!changeWindow?.open) return { open: false as const, reason: changeWindow?.reason ?? null };
  if (until && now.getTime() >= until.getTime()) return { open: false as const, reason: `${TOO_LATE}: changes closed at ${deadlineText(until, now)}` };
  return { open: true as const, until };
}

/**
 * /orders/:id/change (issue 34): the order's lines by chain to change, products to add, the slot and notes, and
 * the new total against the old; a chain already picking is shown locked. Fetched afresh on arrival, so a
 * chain that started since the list was read is locked from the start.
 */
export function ChangeOrderPage() {
  const { id } = useParams();
  const orderId = parseIdText(id ?? '');
  const query = useQuery({ queryKey: orderQueryKey(orderId ?? 0), queryFn: schemaQueryFn('orderDetailSchema'), enabled: orderId !== null, refetchOnMount: 'always' });
  const now = useNow(CLOCK_MS) ?? new Date();
  const order = query.data;

  let content;
  if (orderId === null || (query.isError && !isUnauthorized(query.error) && !order)) {
    content = (
      <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
        <p>We could not load this order. Please try again later.</p>
        <BackToOrders className="mt-4" />
      </div>
    );
  } else if (isUnauthorized(query.error)) content = <LoginRequired />;
  else if (!order) {
    content = (
      <div className="mt-6 space-y-3" role="status" aria-label="Loading your order">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  } else {
    const changeWindow = windowAt(order, now);
    content = changeWindow.open ? (
      <>
        {changeWindow.until && (
          <p className="mt-2 flex items-start gap-2 text-sm font-medium text-gray-800" data-testid="change-until">
            <Clock className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            {changeUntilText(changeWindow.until, now)}
          </p>
        )}
        <ChangeOrderForm order={order} />
      </>
    ) : (
      <TooLate reason={changeWindow.reason} />
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-10">
      <title>{order ? `Change order ${order.orderNumber} | Everystore` : 'Change order | Everystore'}</title>
      <Link to="/orders" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Your orders
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{order ? `Change order ${order.orderNumber}` : 'Change order'}</h1>
      {content}
    </div>
  );
}
