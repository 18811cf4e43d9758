import type { RatingSummary } from '@/contracts/common';
import type { Product } from '@/contracts/product';
import { isFoodLike } from '@/domain/nutrition';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { DescriptionTab } from './description-tab';
import { IngredientsTab } from './ingredients-tab';
import { ReviewsContent } from './rating-summary';

interface ProductTabsProps {
  product: Product;
  storeName: string;
  rating: RatingSummary;
}

/** Description, Ingredients (only for food-like products) and Reviews. */
export function ProductTabs({ product, storeName, rating }: ProductTabsProps) {
  const food = isFoodLike(product);
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
          <IngredientsTab product={product} />
        </TabsContent>
      )}
      <TabsContent value="reviews" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
        <h2 className="sr-only">Reviews</h2>
        <ReviewsContent summary={rating} />
      </TabsContent>
    </Tabs>
  );
}
