import { PackageX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/web/components/ui/button';

/** Unknown id, an id that is not a number, or a failed load: the spec shows the same screen for all. */
export function ProductNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center px-4 py-12 text-center">
      <PackageX className="h-12 w-12 text-gray-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Product Not Found</h1>
      <p className="mt-2 text-gray-700">The product you're looking for doesn't exist or has been removed.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
        Back to Home
      </Link>
    </div>
  );
}
