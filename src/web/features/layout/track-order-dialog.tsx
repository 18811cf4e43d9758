import { Loader2, Lock, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { useUser } from '@/web/features/auth';
import { useReturnFocus } from '@/web/lib/use-return-focus';

/**
 * Opened from the bottom tab bar's Track and the footer's Track Order. Signed out it is the accounts spec's
 * 'Login Required' prompt; signed in it points to the orders page, where tracking will live (no demo timeline).
 */
export function TrackOrderDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user, isLoading } = useUser();
  const returnFocus = useReturnFocus(open);
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} data-testid="track-order-dialog">
        {isLoading ? (
          <>
            <DialogTitle className="sr-only">Track Your Order</DialogTitle>
            <DialogDescription className="sr-only">Checking whether you are signed in.</DialogDescription>
            <div className="flex justify-center py-6" role="status" aria-label="Loading">
              <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
            </div>
          </>
        ) : user ? (
          <>
            <DialogHeader>
              <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-brand-50">
                <Truck className="h-6 w-6 text-brand-700" aria-hidden="true" />
              </span>
              <DialogTitle>Track Your Order</DialogTitle>
              <DialogDescription>
                Your orders, their status and the delivery estimate are on your Orders page, where each order in progress has Track Order.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Close</Button>
              </DialogClose>
              <Button asChild>
                <Link to="/orders" onClick={close}>
                  Go to My Orders
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-amber-50">
                <Lock className="h-6 w-6 text-amber-700" aria-hidden="true" />
              </span>
              <DialogTitle>Login Required</DialogTitle>
              <DialogDescription>Please login to track your order status. Order tracking is only available for registered users.</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button asChild>
                <Link to="/auth" onClick={close}>
                  Go to Login
                </Link>
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

export default TrackOrderDialog;
