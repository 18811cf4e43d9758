import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** What a shopper sees on /fulfilment (and what any 403 from the staff API shows). */
export function StaffOnly() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <ShieldAlert className="mx-auto h-10 w-10 text-gray-500" aria-hidden="true" />
      <h1 className="mt-3 text-2xl font-bold">Staff only</h1>
      <p className="mt-2 text-gray-700">This page is for Everystore staff.</p>
      <Button asChild className="mt-6">
        <Link to="/orders">Go to My Orders</Link>
      </Button>
    </div>
  );
}
