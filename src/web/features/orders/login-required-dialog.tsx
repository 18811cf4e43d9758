import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { USER_QUERY_KEY } from '@/web/features/auth';

export const LOGIN_HREF = '/auth?redirect=/orders';

/**
 * Shown when the orders call answers 401 (the session ended while the app still held the user). Log In
 * forgets that user first: the auth page sends a signed-in user straight back, which would loop.
 */
export function LoginRequired() {
  const [open, setOpen] = useState(true);
  const client = useQueryClient();
  const forgetUser = () => client.setQueryData(USER_QUERY_KEY, null);

  return (
    <>
      <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-8 text-center">
        <Lock className="mx-auto h-10 w-10 text-gray-500" aria-hidden="true" />
        <p className="mt-3 text-gray-800">Please log in to see your orders.</p>
        <Button asChild className="mt-6">
          <Link to={LOGIN_HREF} onClick={forgetUser}>
            Log In
          </Link>
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <span className="mb-2 flex h-12 w-12 items-center justify-center rounded-full bg-amber-50">
              <Lock className="h-6 w-6 text-amber-700" aria-hidden="true" />
            </span>
            <DialogTitle>Login Required</DialogTitle>
            <DialogDescription>Your session has ended. Please log in to see your orders.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button asChild>
              <Link to={LOGIN_HREF} onClick={forgetUser}>
                Log In
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
