import { lazy, useState } from 'react';
import type { RatingSummary } from '@/contracts/common';
import type { Product, SimilarProduct } from '@/contracts/product';
import { FavouriteButton } from '@/web/features/favourites';
import { ProductReviewsDialogLazy } from '@/web/features/reviews';
import { mountOnOpen } from '@/web/lib/mount-on-open';
import { deferredPart } from '@/web/lib/preloadable';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ProductImage } from '../components/product-image';
import { BackLink } from './back-link';
import type { CompareDialogProps } from './compare-dialog';
import { PriceHistoryChart } from './price-history-chart';
import { ProductPurchase } from './product-purchase';
import { ProductSummary } from './product-summary';
import { RelatedProducts } from './related-products';

/**
 * The tabs under the fold (description, nutrition, reviews) and the tabs primitive are not in the page's first
 * download: the server renders them, and the browser hydrates them when their chunk arrives.
 */
const ProductTabs = deferredPart(() => import('./product-tabs'), 'ProductTabs', <Skeleton className="mt-8 h-64 w-full" />);

/** 'Find it Cheaper': its code and the dialog primitive load when first opened. */
const CompareDialog = mountOnOpen<CompareDialogProps>(lazy(() => import('./compare-dialog').then((m) => ({ default: m.CompareDialog }))));

interface ProductDetailProps {
  product: Product;
  rating: RatingSummary;
  similar: SimilarProduct[];
  similarLoading: boolean;
  storeName: (storeId: number) => string;
  /** Called when 'Find it Cheaper' opens the comparison. */
  onCompareOpen: () => void;
}

export function ProductDetail({ product, rating, similar, similarLoading, storeName, onCompareOpen }: ProductDetailProps) {
  const [compareOpen, setCompareOpen] = useState(false);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const store = storeName(product.storeId);

  const openCompare = () => {
    setCompareOpen(true);
    onCompareOpen();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-6">
      <BackLink />
      <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
        <div className="relative mx-auto w-full max-w-60 overflow-hidden rounded-xl border border-gray-200 bg-white sm:max-w-xs md:sticky md:top-24 md:max-w-none md:self-start">
          <ProductImage src={product.image} alt={product.name} category={product.category} size={500} eager />
          <FavouriteButton product={product} size="lg" className="absolute right-3 top-3" />
        </div>
        <div className="flex flex-col gap-6">
          <ProductSummary product={product} storeName={store} rating={rating} onOpenReviews={() => setReviewsOpen(true)} />
          <ProductPurchase key={product.id} product={product} onFindCheaper={openCompare} />
          <PriceHistoryChart key={`history-${product.id}`} productId={product.id} productName={product.name} />
        </div>
      </div>
      <ProductTabs key={product.id} product={product} storeName={store} rating={rating} />
      <RelatedProducts similar={similar} />
      <CompareDialog
        open={compareOpen}
        onOpenChange={setCompareOpen}
        productName={product.name}
        similar={similar}
        loading={similarLoading}
        storeName={storeName}
      />
      <ProductReviewsDialogLazy open={reviewsOpen} onOpenChange={setReviewsOpen} product={product} summary={rating} />
    </div>
  );
}
