import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { USER_QUERY_KEY } from '@/web/features/auth';

/**
 * The accounts spec's prompt inside a tracking dialog for a visitor (or a session that has ended): Go to
 * Login forgets any cached user first, since the auth page sends a signed-in user straight back.
 */
export function TrackLoginRequired({ onLeave }: { onLeave: () => void }) {
  const client = useQueryClient();
  return (
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
          <Link
            to="/auth"
            onClick={() => {
              client.setQueryData(USER_QUERY_KEY, null);
              onLeave();
            }}
          >
            Go to Login
          </Link>
        </Button>
      </DialogFooter>
    </>
  );
}
