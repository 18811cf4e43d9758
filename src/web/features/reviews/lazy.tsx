import { lazy, Suspense } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { mountOnOpen } from '@/web/lib/mount-on-open';
import type { ProductReviewsProps } from './product-reviews';
import type { ProductReviewsDialogProps } from './product-reviews-dialog';
import type { StoreReviewsDialogProps } from './store-reviews-dialog';

/*
 * The reviews' lists, forms and their validation load on first use: the home page's store cards and the
 * product page carry only these wrappers in their first download.
 */
const StoreReviewsDialog = lazy(() => import('./store-reviews-dialog').then((m) => ({ default: m.StoreReviewsDialog })));
const ProductReviewsDialog = lazy(() => import('./product-reviews-dialog').then((m) => ({ default: m.ProductReviewsDialog })));
const ProductReviews = lazy(() => import('./product-reviews').then((m) => ({ default: m.ProductReviews })));

export const StoreReviewsDialogLazy = mountOnOpen<StoreReviewsDialogProps>(StoreReviewsDialog);
export const ProductReviewsDialogLazy = mountOnOpen<ProductReviewsDialogProps>(ProductReviewsDialog);

/** The product page's Reviews tab content, with a placeholder while its code arrives. */
export function ProductReviewsLazy(props: ProductReviewsProps) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" data-testid="reviews-loading" />}>
      <ProductReviews {...props} />
    </Suspense>
  );
}
