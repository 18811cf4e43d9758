import { lazy, Suspense, useEffect } from 'react';
import type { RatingSummary } from '@/contracts/common';
import type { Product } from '@/contracts/product';
import { isFoodLike } from '@/domain/food-like';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ProductReviewsLazy } from '@/web/features/reviews';
import { DescriptionTab } from './description-tab';

// The nutrition tables are most of this page's code; they load beside the page, not before it.
const loadIngredients = () => import('./ingredients-tab');
const IngredientsTab = lazy(() => loadIngredients().then((m) => ({ default: m.IngredientsTab })));

interface ProductTabsProps {
  product: Product;
  storeName: string;
  rating: RatingSummary;
}

/** Description, Ingredients (only for food-like products) and Reviews. */
export function ProductTabs({ product, storeName, rating }: ProductTabsProps) {
  const food = isFoodLike(product);
  useEffect(() => {
    if (food) loadIngredients().catch(() => undefined);
  }, [food]);
  return (
    <Tabs defaultValue="description" className="mt-8">
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="description">Description</TabsTrigger>
        {food && <TabsTrigger value="ingredients">Ingredients</TabsTrigger>}
        <TabsTrigger value="reviews">Reviews</TabsTrigger>
      </TabsList>
      <TabsContent value="description" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <DescriptionTab product={product} storeName={storeName} />
      </TabsContent>
      {food && (
        <TabsContent value="ingredients" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <Suspense fallback={<Skeleton className="h-96 w-full" />}>
            <IngredientsTab product={product} />
          </Suspense>
        </TabsContent>
      )}
      <TabsContent value="reviews" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="sr-only">Reviews</h2>
        <ProductReviewsLazy product={product} summary={rating} />
      </TabsContent>
    </Tabs>
  );
}
