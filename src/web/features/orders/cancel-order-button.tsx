import { XCircle } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';
import { Button } from '@/web/components/ui/button';
import { useCancelOrder } from './tracking-api';

/** "Cancel order" while no store has started collecting, after a confirmation (the payment is released). */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: number; orderNumber: string }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder(orderId);
  return (
    <>
      <Button variant="ghost" className="text-red-800 hover:bg-red-50" disabled={cancel.isPending} onClick={() => setConfirming(true)}>
        <XCircle className="h-4 w-4" aria-hidden="true" />
        {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogTitle>Cancel order #{orderNumber}?</AlertDialogTitle>
          <AlertDialogDescription>Nothing has been collected yet, so your payment will be released in full. This cannot be undone.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep order</AlertDialogCancel>
            <AlertDialogAction onClick={() => cancel.mutate()}>Cancel order</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
