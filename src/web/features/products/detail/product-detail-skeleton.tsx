import { Skeleton } from '@/web/components/ui/skeleton';

/** The detail layout's shape while the product loads, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6" aria-busy="true">
      <p role="status" className="sr-only">
        Loading product…
      </p>
      <Skeleton className="h-5 w-16" />
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
        <Skeleton className="mx-auto aspect-square w-full max-w-60 rounded-xl sm:max-w-xs md:max-w-none" data-testid="product-detail-skeleton" />
        <div className="flex flex-col gap-3">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="mt-2 h-9 w-28" />
          <Skeleton className="h-4 w-24" />
          <div className="mt-4 flex gap-3">
            <Skeleton className="h-11 w-32" />
            <Skeleton className="h-11 flex-1" />
          </div>
          <Skeleton className="h-11 w-full" />
        </div>
      </div>
    </div>
  );
}
