import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

/** The size and shape of a vertical product card, for lists that are still loading. */
export function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white', className)} data-testid="product-card-skeleton" aria-hidden="true">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex flex-col gap-2 p-3 pt-2">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-3 w-1/4" />
        <Skeleton className="mt-1 h-6 w-16" />
        <Skeleton className="h-3 w-14" />
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
